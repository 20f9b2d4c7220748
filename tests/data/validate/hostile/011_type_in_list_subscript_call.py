# class: class_making
# technique: [type(pd.DataFrame)][0](name, bases, ns) (control)
# goal: memory
import pandas as pd

Raw = [type(pd.DataFrame)][0]("Raw", (), {})
df = pd.DataFrame({"x": [1]})
