# source: written for this corpus in the style of a chat model's answer (tests/realworld/README.md)
# topic: loan amortisation schedule
import pandas as pd


def amortization_schedule(principal: float, annual_rate: float, years: int) -> pd.DataFrame:
    """Monthly payment schedule of a fixed-rate loan."""
    r = annual_rate / 12
    n = years * 12
    payment = principal * r / (1 - (1 + r) ** -n)
    balance = principal
    rows = []
    for month in range(1, n + 1):
        interest = balance * r
        principal_paid = payment - interest
        balance -= principal_paid
        rows.append({"month": month, "payment": payment, "interest": interest,
                     "principal": principal_paid, "balance": max(balance, 0.0)})
    return pd.DataFrame(rows)


if __name__ == "__main__":
    df = amortization_schedule(250_000, 0.045, 30)
    print(f"Monthly payment: ${df.payment.iloc[0]:,.2f}")
    print(f"Total interest: ${df.interest.sum():,.2f}")
