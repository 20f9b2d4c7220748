# Benchmark snippet for tests/bench/validate: realistic data code, close to the 6,000-character cap.
import numpy as np
import pandas as pd

def step_0(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_0 = [step_0(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_1(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_1 = [step_1(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_2(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_2 = [step_2(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_3(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_3 = [step_3(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_4(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_4 = [step_4(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_5(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_5 = [step_5(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_6(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_6 = [step_6(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_7(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_7 = [step_7(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_8(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_8 = [step_8(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_9(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_9 = [step_9(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_10(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_10 = [step_10(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_11(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_11 = [step_11(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_12(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_12 = [step_12(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_13(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_13 = [step_13(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_14(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_14 = [step_14(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_15(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_15 = [step_15(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_16(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_16 = [step_16(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_17(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_17 = [step_17(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_18(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_18 = [step_18(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]

def step_19(x, y, z, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    dx = sigma * (y - x)
    dy = x * (rho - z) - y
    dz = x * y - beta * z
    return np.array([dx, dy, dz]) * 0.5 + np.sin(x) ** 2

values_19 = [step_19(t, t + 1, t * 2)[0] for t in np.linspace(0.0, 1.0, 50) if t > 0.1]
df = pd.DataFrame({'v': values_0})
# ------------------------------------------------------------------------------------------
# -------------------------------------------------
