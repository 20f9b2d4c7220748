# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: Conway's Game of Life, population over time
import numpy as np
import pandas as pd
from scipy.signal import convolve2d

KERNEL = np.array([[1, 1, 1], [1, 0, 1], [1, 1, 1]])


def step(board: np.ndarray) -> np.ndarray:
    """Advance the Game of Life by one generation (toroidal board)."""
    neighbours = convolve2d(board, KERNEL, mode="same", boundary="wrap")
    return ((neighbours == 3) | ((board == 1) & (neighbours == 2))).astype(int)


def main(size: int = 64, generations: int = 200, seed: int = 1) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    board = (rng.random((size, size)) < 0.3).astype(int)
    history = []
    for gen in range(generations):
        history.append({"generation": gen, "alive": int(board.sum())})
        board = step(board)
    return pd.DataFrame(history)


if __name__ == "__main__":
    df = main()
    print(df.tail(10))
