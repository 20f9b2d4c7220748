# source: the Examples of the docstring of scipy.cluster.hierarchy.set_link_color_palette (numpy 1.24.2, scipy 1.10.1, pandas 1.5.3)
# adapted by tests/realworld/make_corpus.py: prompts stripped; df = Z (array)
import pandas as pd
import numpy as np
from scipy.cluster import hierarchy
ytdist = np.array([662., 877., 255., 412., 996., 295., 468., 268.,
                   400., 754., 564., 138., 219., 869., 669.])
Z = hierarchy.linkage(ytdist, 'single')
dn = hierarchy.dendrogram(Z, no_plot=True)
dn['color_list']
hierarchy.set_link_color_palette(['c', 'm', 'y', 'k'])
dn = hierarchy.dendrogram(Z, no_plot=True, above_threshold_color='b')
dn['color_list']
dn = hierarchy.dendrogram(Z, no_plot=True, color_threshold=267,
                          above_threshold_color='k')
dn['color_list']
hierarchy.set_link_color_palette(None)
df = pd.DataFrame(Z)
