# class: literal_data
# technique: 60 numbers as the messages of failing assert statements, collected from AssertionError.args
# goal: output
import numpy as np
import pandas as pd

values = []
try:
    assert values, 38.8
except AssertionError as e:
    values += e.args
try:
    assert not values, 23.4
except AssertionError as e:
    values += e.args
try:
    assert not values, 67.9
except AssertionError as e:
    values += e.args
try:
    assert not values, 16.4
except AssertionError as e:
    values += e.args
try:
    assert not values, 57.7
except AssertionError as e:
    values += e.args
try:
    assert not values, 42.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 15.2
except AssertionError as e:
    values += e.args
try:
    assert not values, 55.2
except AssertionError as e:
    values += e.args
try:
    assert not values, 13.3
except AssertionError as e:
    values += e.args
try:
    assert not values, 48.6
except AssertionError as e:
    values += e.args
try:
    assert not values, 16.2
except AssertionError as e:
    values += e.args
try:
    assert not values, 18.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 47.8
except AssertionError as e:
    values += e.args
try:
    assert not values, 83.6
except AssertionError as e:
    values += e.args
try:
    assert not values, 21.0
except AssertionError as e:
    values += e.args
try:
    assert not values, 29.9
except AssertionError as e:
    values += e.args
try:
    assert not values, 65.8
except AssertionError as e:
    values += e.args
try:
    assert not values, 94.3
except AssertionError as e:
    values += e.args
try:
    assert not values, 61.4
except AssertionError as e:
    values += e.args
try:
    assert not values, 45.3
except AssertionError as e:
    values += e.args
try:
    assert not values, 96.9
except AssertionError as e:
    values += e.args
try:
    assert not values, 14.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 86.4
except AssertionError as e:
    values += e.args
try:
    assert not values, 35.8
except AssertionError as e:
    values += e.args
try:
    assert not values, 22.8
except AssertionError as e:
    values += e.args
try:
    assert not values, 20.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 37.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 82.6
except AssertionError as e:
    values += e.args
try:
    assert not values, 26.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 61.8
except AssertionError as e:
    values += e.args
try:
    assert not values, 66.9
except AssertionError as e:
    values += e.args
try:
    assert not values, 43.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 58.7
except AssertionError as e:
    values += e.args
try:
    assert not values, 15.6
except AssertionError as e:
    values += e.args
try:
    assert not values, 15.3
except AssertionError as e:
    values += e.args
try:
    assert not values, 28.3
except AssertionError as e:
    values += e.args
try:
    assert not values, 70.6
except AssertionError as e:
    values += e.args
try:
    assert not values, 48.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 38.0
except AssertionError as e:
    values += e.args
try:
    assert not values, 62.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 50.3
except AssertionError as e:
    values += e.args
try:
    assert not values, 36.7
except AssertionError as e:
    values += e.args
try:
    assert not values, 80.7
except AssertionError as e:
    values += e.args
try:
    assert not values, 72.2
except AssertionError as e:
    values += e.args
try:
    assert not values, 31.7
except AssertionError as e:
    values += e.args
try:
    assert not values, 61.1
except AssertionError as e:
    values += e.args
try:
    assert not values, 56.7
except AssertionError as e:
    values += e.args
try:
    assert not values, 87.9
except AssertionError as e:
    values += e.args
try:
    assert not values, 74.9
except AssertionError as e:
    values += e.args
try:
    assert not values, 35.6
except AssertionError as e:
    values += e.args
try:
    assert not values, 97.2
except AssertionError as e:
    values += e.args
try:
    assert not values, 20.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 47.2
except AssertionError as e:
    values += e.args
try:
    assert not values, 77.4
except AssertionError as e:
    values += e.args
try:
    assert not values, 23.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 53.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 13.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 69.5
except AssertionError as e:
    values += e.args
try:
    assert not values, 78.0
except AssertionError as e:
    values += e.args
try:
    assert not values, 61.0
except AssertionError as e:
    values += e.args
if len(values) != 60:
    raise RuntimeError("incomplete")
df = pd.DataFrame({"month": np.arange(1, 60 + 1), "revenue": values})
