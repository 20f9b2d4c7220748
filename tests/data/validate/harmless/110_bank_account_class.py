# topic: bank account simulation with a small class
import random
import pandas as pd


class BankAccount:
    def __init__(self, owner, balance=0.0, rate=0.02):
        self.owner = owner
        self.balance = balance
        self.rate = rate
        self.history = []

    def deposit(self, amount, day):
        self.balance += amount
        self.history.append((day, "deposit", amount, self.balance))

    def withdraw(self, amount, day):
        if amount > self.balance:
            self.history.append((day, "declined", amount, self.balance))
            return False
        self.balance -= amount
        self.history.append((day, "withdraw", amount, self.balance))
        return True

    def add_interest(self, day):
        interest = self.balance * self.rate / 12
        self.balance += interest
        self.history.append((day, "interest", interest, self.balance))

    @property
    def n_transactions(self):
        return len(self.history)


random.seed(10)
acct = BankAccount("Ada", balance=500.0)
for day in range(1, 366):
    if day % 14 == 0:
        acct.deposit(1200.0, day)
    if random.random() < 0.3:
        acct.withdraw(round(random.uniform(10, 250), 2), day)
    if day % 30 == 0:
        acct.add_interest(day)

df = pd.DataFrame(acct.history, columns=["day", "kind", "amount", "balance"])
