# source: the Examples of the docstring of numpy.histogram_bin_edges (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = bins_1 (array)
import pandas as pd
import numpy as np
arr = np.array([0, 0, 0, 1, 2, 3, 3, 4, 5])
np.histogram_bin_edges(arr, bins='auto', range=(0, 1))
np.histogram_bin_edges(arr, bins=2)
np.histogram_bin_edges(arr, [1, 2])
shared_bins = np.histogram_bin_edges(arr, bins='auto')
shared_bins
group_id = np.array([0, 1, 1, 0, 1, 1, 0, 1, 1])
hist_0, _ = np.histogram(arr[group_id == 0], bins=shared_bins)
hist_1, _ = np.histogram(arr[group_id == 1], bins=shared_bins)
hist_0; hist_1
hist_0, bins_0 = np.histogram(arr[group_id == 0], bins='auto')
hist_1, bins_1 = np.histogram(arr[group_id == 1], bins='auto')
hist_0; hist_1
bins_0; bins_1
df = pd.DataFrame(bins_1)
