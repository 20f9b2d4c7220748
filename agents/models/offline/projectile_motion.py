# Projectile motion without air drag: launched at 20 m/s and 45 degrees (g = 9.81 m/s^2) until it lands.
import numpy as np
import pandas as pd

g = 9.81
speed = 20.0
angle = np.radians(45.0)
vx, vy = speed * np.cos(angle), speed * np.sin(angle)

flight_time = 2.0 * vy / g
t = np.linspace(0.0, flight_time, 201)
df = pd.DataFrame({"t": t, "x": vx * t, "y": np.maximum(vy * t - 0.5 * g * t**2, 0.0), "vy": vy - g * t})
