# class: class_def
# technique: class X(metaclass=M) (control)
# goal: exec
import pandas as pd


class Meta(type):
    pass


class Table(metaclass=Meta):
    pass


df = pd.DataFrame({"x": [1]})
