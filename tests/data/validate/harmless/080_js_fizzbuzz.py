# topic: FizzBuzz table (from a JS snippet)
# JS:
#   for (let i = 1; i <= 100; i++) {
#     out.push(i % 15 === 0 ? "FizzBuzz" : i % 3 === 0 ? "Fizz" : i % 5 === 0 ? "Buzz" : String(i));
#   }
import pandas as pd


def fizzbuzz(i: int) -> str:
    if i % 15 == 0:
        return "FizzBuzz"
    if i % 3 == 0:
        return "Fizz"
    if i % 5 == 0:
        return "Buzz"
    return str(i)


df = pd.DataFrame({"n": range(1, 101)})
df["say"] = df["n"].apply(fizzbuzz)
df["kind"] = df["say"].where(~df["say"].str.isdigit(), "number")
df["running_fizz"] = (df["kind"] == "Fizz").cumsum()
