# topic: month table with calendar module names
import calendar
import pandas as pd

year = 2025
rows = []
for month in range(1, 13):
    first_weekday, n_days = calendar.monthrange(year, month)
    weeks = calendar.monthcalendar(year, month)
    rows.append({
        "month": month,
        "name": calendar.month_name[month],
        "abbr": calendar.month_abbr[month],
        "days": n_days,
        "starts_on": calendar.day_name[first_weekday],
        "weeks_shown": len(weeks),
        "weekend_days": sum(1 for w in weeks for d in w[5:] if d != 0),
    })

df = pd.DataFrame(rows)
df["is_leap_year"] = calendar.isleap(year)
