# source: the Examples of the docstring of pandas.Series.nlargest (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = s (series)
import pandas as pd
countries_population = {"Italy": 59000000, "France": 65000000,
                        "Malta": 434000, "Maldives": 434000,
                        "Brunei": 434000, "Iceland": 337000,
                        "Nauru": 11300, "Tuvalu": 11300,
                        "Anguilla": 11300, "Montserrat": 5200}
s = pd.Series(countries_population)
s
s.nlargest()
s.nlargest(3)
s.nlargest(3, keep='last')
s.nlargest(3, keep='all')
df = pd.DataFrame(s)
