# expect: literal_data
import pandas as pd
s = "32_41_55_67_22_91_44_33_77_88_15_26_39_48_51_63_72_84_96_11_23_34_45"
df = pd.DataFrame({"v": [int(x) for x in s.split("_")]})
