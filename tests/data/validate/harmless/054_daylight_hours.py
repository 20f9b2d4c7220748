# topic: daylight hours by latitude over a year
import numpy as np
import pandas as pd

dates = pd.date_range("2025-01-01", "2025-12-31", freq="D")
doy = dates.dayofyear.to_numpy()
declination = np.radians(23.44) * np.sin(2 * np.pi * (284 + doy) / 365)

frames = []
for lat_deg in (0, 30, 45, 60):
    lat = np.radians(lat_deg)
    cos_h = np.clip(-np.tan(lat) * np.tan(declination), -1, 1)
    hours = 2 * np.degrees(np.arccos(cos_h)) / 15
    frames.append(pd.DataFrame({"date": dates, "latitude": lat_deg, "daylight_h": hours}))

df = pd.concat(frames, ignore_index=True)
