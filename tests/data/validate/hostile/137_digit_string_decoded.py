# class: literal_data
# technique: 60 values packed into one digit string (control since v2)
# goal: output
import numpy as np
import pandas as pd

packed = "388234679164577425152552133486162181478836210299658943614453969141864358228205375826261618669431587156153283706481380621503367807722317611567879749356972205472774235535135695780610"
values = [int(packed[i:i + 3]) / 10 for i in range(0, len(packed), 3)]
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})
