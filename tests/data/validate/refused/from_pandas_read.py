# expect: file_access
from pandas import read_csv

df = read_csv("/etc/passwd")
