# topic: particles bouncing in a box
import numpy as np
import pandas as pd


class Particle:
    def __init__(self, x, y, vx, vy, radius=0.1):
        self.x, self.y = x, y
        self.vx, self.vy = vx, vy
        self.radius = radius

    def step(self, dt, gravity=-9.81, size=10.0, restitution=0.9):
        self.vy += gravity * dt
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.y < self.radius:
            self.y = self.radius
            self.vy = -self.vy * restitution
        if self.x < 0 or self.x > size:
            self.vx = -self.vx
            self.x = min(max(self.x, 0.0), size)

    @property
    def kinetic_energy(self):
        return 0.5 * (self.vx ** 2 + self.vy ** 2)

    @classmethod
    def random(cls, rng):
        return cls(rng.uniform(1, 9), rng.uniform(3, 9), rng.normal(0, 2), 0.0)


rng = np.random.default_rng(3)
particles = [Particle.random(rng) for _ in range(6)]
rows = []
for step in range(400):
    for pid, p in enumerate(particles):
        p.step(0.01)
        rows.append((step * 0.01, pid, p.x, p.y, p.kinetic_energy))

df = pd.DataFrame(rows, columns=["t", "particle", "x", "y", "kinetic_energy"])
