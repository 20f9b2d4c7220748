# source: the Examples of the docstring of pandas.DataFrame.reorder_levels (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df made by the example
import pandas as pd
data = {
    "class": ["Mammals", "Mammals", "Reptiles"],
    "diet": ["Omnivore", "Carnivore", "Carnivore"],
    "species": ["Humans", "Dogs", "Snakes"],
}
df = pd.DataFrame(data, columns=["class", "diet", "species"])
df = df.set_index(["class", "diet"])
df
df.reorder_levels(["diet", "class"])
