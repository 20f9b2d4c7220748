# Projectile motion without air drag (g = 9.81 m/s^2), from launch until it lands.
import numpy as np
import pandas as pd

g = 9.81
speed = 20.0
angle_degrees = 45.0
angle = np.radians(angle_degrees)
vx, vy = speed * np.cos(angle), speed * np.sin(angle)

flight_time = 2.0 * vy / g
t = np.linspace(0.0, flight_time, 201)
df = pd.DataFrame({"t": t, "x": vx * t, "y": np.maximum(vy * t - 0.5 * g * t**2, 0.0), "vy": vy - g * t})
