# topic: US federal holidays and working days
import pandas as pd
from pandas.tseries.holiday import USFederalHolidayCalendar
from pandas.tseries.offsets import CustomBusinessDay

cal = USFederalHolidayCalendar()
holidays = cal.holidays(start="2024-01-01", end="2026-12-31", return_name=True)

df = holidays.reset_index()
df.columns = ["date", "holiday"]
df["weekday"] = df["date"].dt.day_name()
df["year"] = df["date"].dt.year

us_bday = CustomBusinessDay(calendar=cal)
df["next_working_day"] = df["date"] + us_bday
df["days_until_next"] = (df["next_working_day"] - df["date"]).dt.days
