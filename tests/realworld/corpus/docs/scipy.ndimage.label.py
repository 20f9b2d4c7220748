# source: the Examples of the docstring of scipy.ndimage.label (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = labeled_array (array)
import pandas as pd
from scipy.ndimage import label, generate_binary_structure
import numpy as np
a = np.array([[0,0,1,1,0,0],
              [0,0,0,1,0,0],
              [1,1,0,0,1,0],
              [0,0,0,1,0,0]])
labeled_array, num_features = label(a)
num_features
labeled_array
s = generate_binary_structure(2,2)
s = [[1,1,1],
     [1,1,1],
     [1,1,1]]
labeled_array, num_features = label(a, structure=s)
num_features
labeled_array
df = pd.DataFrame(labeled_array)
