# source: the Examples of the docstring of scipy.ndimage.iterate_structure (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = struct (array)
import pandas as pd
from scipy import ndimage
struct = ndimage.generate_binary_structure(2, 1)
struct.astype(int)
ndimage.iterate_structure(struct, 2).astype(int)
ndimage.iterate_structure(struct, 3).astype(int)
df = pd.DataFrame(struct)
