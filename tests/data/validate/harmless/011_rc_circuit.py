# topic: RC circuit charging and discharging
import numpy as np
import pandas as pd

R = 10e3      # ohms
C = 100e-6    # farads
tau = R * C
V_supply = 5.0

t = np.linspace(0, 5 * tau, 500)
charging = V_supply * (1 - np.exp(-t / tau))
discharging = V_supply * np.exp(-t / tau)

df = pd.DataFrame({
    "time_s": t,
    "v_charge": charging,
    "v_discharge": discharging,
    "current_mA": V_supply / R * np.exp(-t / tau) * 1000,
})
df["time_constants"] = df["time_s"] / tau
