# expect: literal_data
# Fullwidth digits between letters: no comma, no space.
import pandas as pd
import re
s = "ａ３２ｂ４１ｃ５５ｄ６７ｅ２２ｆ９１ｇ４４ｈ３３ｉ７７ｊ８８ｋ１５ｌ２６ｍ３９ｎ４８ｏ５１ｐ６３ｑ７２ｒ８４ｓ９６ｔ１１ｕ２３"
df = pd.DataFrame({"v": [int(x) for x in re.findall(r"\d+", s)]})
