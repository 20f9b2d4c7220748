# Damped harmonic oscillator x'' + 2*zeta*omega*x' + omega^2*x = 0 (omega = 2*pi*frequency, x0 = 1, v0 = 0), closed form, underdamped.
import numpy as np
import pandas as pd

frequency = 0.5
zeta = 0.1
omega = 2.0 * np.pi * frequency
omega_d = omega * np.sqrt(1.0 - zeta**2)  # damped angular frequency (underdamped case)

t = np.linspace(0.0, 20.0, 2001)
decay = np.exp(-zeta * omega * t)
x = decay * (np.cos(omega_d * t) + (zeta * omega / omega_d) * np.sin(omega_d * t))
v = -decay * (omega**2 / omega_d) * np.sin(omega_d * t)
df = pd.DataFrame({"t": t.round(3), "x": x, "v": v})
