# topic: temperature conversion table with a helper class
import numpy as np
import pandas as pd


class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @staticmethod
    def c_to_f(c):
        return c * 9 / 5 + 32

    @staticmethod
    def c_to_k(c):
        return c + 273.15

    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)

    @property
    def fahrenheit(self):
        return self.c_to_f(self.celsius)

    def describe(self):
        if self.celsius <= 0:
            return "freezing"
        if self.celsius < 15:
            return "cold"
        if self.celsius < 25:
            return "mild"
        return "hot"


temps = [Temperature(c) for c in np.arange(-20, 45, 2.5)]
temps.append(Temperature.from_fahrenheit(98.6))
df = pd.DataFrame({
    "celsius": [t.celsius for t in temps],
    "fahrenheit": [t.fahrenheit for t in temps],
    "kelvin": [Temperature.c_to_k(t.celsius) for t in temps],
    "feel": [t.describe() for t in temps],
})
