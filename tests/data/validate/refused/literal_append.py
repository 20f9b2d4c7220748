# expect: literal_data
import pandas as pd

v = []
v.append(1.5); v.append(2.5); v.append(3.5); v.append(4.5); v.append(5.5); v.append(6.5)
v.append(7.5); v.append(8.5); v.append(9.5); v.append(10.5); v.append(11.5); v.append(12.5)
v.append(13.5); v.append(14.5); v.append(15.5); v.append(16.5); v.append(17.5); v.append(18.5)
v.append(19.5); v.append(20.5); v.append(21.5); v.append(22.5); v.append(23.5); v.append(24.5)
v.append(25.5); v.append(26.5); v.append(27.5); v.append(28.5); v.append(29.5); v.append(30.5)
v.append(31.5); v.append(32.5); v.append(33.5); v.append(34.5); v.append(35.5); v.append(36.5)
v.append(37.5); v.append(38.5); v.append(39.5); v.append(40.5); v.append(41.5); v.append(42.5)
df = pd.DataFrame({"v": v})
