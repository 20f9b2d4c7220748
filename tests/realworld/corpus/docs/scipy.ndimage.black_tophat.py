# source: the Examples of the docstring of scipy.ndimage.black_tophat (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = dark_on_gray (array)
import pandas as pd
from scipy.ndimage import generate_binary_structure, black_tophat
import numpy as np
square = generate_binary_structure(rank=2, connectivity=3)
dark_on_gray = np.array([[7, 6, 6, 6, 7],
                         [6, 5, 4, 5, 6],
                         [6, 4, 0, 4, 6],
                         [6, 5, 4, 5, 6],
                         [7, 6, 6, 6, 7]])
black_tophat(input=dark_on_gray, structure=square)
df = pd.DataFrame(dark_on_gray)
