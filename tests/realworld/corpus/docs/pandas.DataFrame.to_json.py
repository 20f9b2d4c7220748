# source: the Examples of the docstring of pandas.DataFrame.to_json (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped, dropped 6 +SKIP examples; df made by the example
import pandas as pd
import json
df = pd.DataFrame(
    [["a", "b"], ["c", "d"]],
    index=["row 1", "row 2"],
    columns=["col 1", "col 2"],
)
result = df.to_json(orient="split")
parsed = json.loads(result)
result = df.to_json(orient="records")
parsed = json.loads(result)
result = df.to_json(orient="index")
parsed = json.loads(result)
result = df.to_json(orient="columns")
parsed = json.loads(result)
result = df.to_json(orient="values")
parsed = json.loads(result)
result = df.to_json(orient="table")
parsed = json.loads(result)
