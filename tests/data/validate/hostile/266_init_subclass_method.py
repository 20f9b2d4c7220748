# class: class_def
# technique: a class with __init_subclass__ (control)
# goal: exec
import pandas as pd


class Base:
    def __init_subclass__(cls, **kw):
        cls.ran = True


class Child(Base):
    pass


df = pd.DataFrame({"ran": [Child.ran]})
