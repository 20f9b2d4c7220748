# expect: literal_data
import pandas as pd

df = pd.DataFrame({"city": ["Zurich", "Geneva", "Basel", "Bern", "Lausanne", "Winterthur", "Lucerne",
                            "St. Gallen", "Lugano", "Biel", "Thun", "Koniz", "La Chaux-de-Fonds",
                            "Fribourg", "Schaffhausen", "Chur", "Vernier", "Neuchatel", "Uster",
                            "Sion", "Lancy", "Emmen"]})
