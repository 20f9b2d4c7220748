from numpy import *
import pandas as pd

x = linspace(0, 2 * pi, 50)
mean = mean(sin(x))  # a star import's function bound again is an ordinary name
df = pd.DataFrame({"x": x, "y": sqrt(abs(cos(x))) - mean})
