// Issue 31's other spreadsheet shapes: numbers grouped by spaces and apostrophes, currency and
// percent columns (the unit kept in the profile and named in a warning), and partial dates read
// as their period's first day. Each shape holds only when the whole column has it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/unit/data/shared.hpp"

using namespace anyplot::agents::data;
using namespace anyplot::agents::data::testing;

namespace {

std::vector<std::string> column(const table& t, std::size_t c) {
    std::vector<std::string> out;
    for (const auto& row : t.rows) out.push_back(row[c]);
    return out;
}

bool warned(const table& t, const std::string& w) {
    return std::find(t.warnings.begin(), t.warnings.end(), w) != t.warnings.end();
}

}  // namespace

TEST_CASE("spaces and apostrophes between groups of three digits are thousands marks") {
    // A normal space, U+00A0, U+202F and U+2009 (French, Swiss, ISO 31-0), an apostrophe and U+2019.
    const auto t = parsed("k\tv\na\t1 234 567\nb\t12\xC2\xA0" "345,5\nc\t1\xE2\x80\xAF" "000\nd\t2\xE2\x80\x89" "500\ne\t3'400\nf\t4\xE2\x80\x99" "000\n");
    CHECK(col(t, 1).type == dtype::number);
    CHECK(column(t, 1) == std::vector<std::string>{"1234567.0", "12345.5", "1000.0", "2500.0", "3400.0", "4000.0"});
    CHECK(t.warnings.empty());  // the marks decided: nothing guessed
    CHECK(parsed("v\n1 234\n980\n").columns[0].type == dtype::integer);
}

TEST_CASE("a space that is not between groups of three keeps the column text") {
    CHECK(parsed("v\n1 23\n4 567\n").columns[0].type == dtype::text);
    CHECK(parsed("city\nNew York\n12 345\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n1234 567\n").columns[0].type == dtype::text);
}

TEST_CASE("a currency every cell carries is read off: the numbers, the unit in the profile and a warning") {
    const auto t = parsed("item\tprice\tfee\ttotal\n"
                          "a\t$1,200.50\t€ 3,50\tCHF 1'200\n"
                          "b\t-$80\t€ 12,00\tCHF 950.5\n"
                          "c\t$-3.25\t\tCHF 10\n");
    CHECK(col(t, 1).type == dtype::number);
    CHECK(col(t, 1).unit == "$");
    CHECK(column(t, 1) == std::vector<std::string>{"1200.5", "-80.0", "-3.25"});
    CHECK(col(t, 2).unit == "€");
    CHECK(column(t, 2) == std::vector<std::string>{"3.5", "12.0", ""});
    CHECK(col(t, 3).unit == "CHF");
    CHECK(column(t, 3) == std::vector<std::string>{"1200.0", "950.5", "10.0"});
    CHECK(warned(t, "currency_as_number:2"));
    CHECK(warned(t, "currency_as_number:3"));
    CHECK(warned(t, "currency_as_number:4"));
    // A code after the number, as many locales write it.
    const auto codes = parsed("v\n12.50 USD\n8 USD\n");
    CHECK(codes.columns[0].unit == "USD");
    CHECK(column(codes, 0) == std::vector<std::string>{"12.5", "8.0"});
}

TEST_CASE("percent columns keep the values as written, with % as their unit") {
    const auto t = parsed("rate\n12%\n4.5 %\n-0.25%\n");
    CHECK(col(t, 0).type == dtype::number);
    CHECK(col(t, 0).unit == "%");
    CHECK(column(t, 0) == std::vector<std::string>{"12.0", "4.5", "-0.25"});
    CHECK(warned(t, "percent_as_number:1"));
    CHECK(parsed("rate\n%12\n%7\n").columns[0].unit == "%");  // Turkish writes it first
}

TEST_CASE("a unit that not every cell carries, or two units, keep the column text") {
    CHECK(parsed("v\n$12\n13\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n$12\n€13\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n12%\nabc%\n").columns[0].type == dtype::text);
    CHECK(parsed("v\nUSDT 5\nUSDT 6\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n$\n$\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n5EURO\n6EURO\n").columns[0].type == dtype::text);
}

TEST_CASE("months are dates on the first day, the column marked as a month period") {
    for (const std::string& cells : {std::string("2024-01\n2024-02\n2024-12\n"), std::string("2024/01\n2024/02\n2024/12\n"),
                                     std::string("01/2024\n2/2024\n12/2024\n"), std::string("Jan 2024\nFeb 2024\nDec 2024\n"),
                                     std::string("January 2024\nfebruary 2024\nDECEMBER 2024\n"),
                                     std::string("2024 Jan\n2024 Feb.\n2024 Dez\n"), std::string("Jan-2024\nFeb-2024\nDec-2024\n")}) {
        INFO(cells);
        const auto t = parsed("month\n" + cells);
        CHECK(col(t, 0).type == dtype::date);
        CHECK(col(t, 0).period == date_period::month);
        CHECK(column(t, 0) == std::vector<std::string>{"2024-01-01", "2024-02-01", "2024-12-01"});
        CHECK(warned(t, "period_as_date:1"));
    }
}

TEST_CASE("quarters and ISO weeks are dates on their first day") {
    const auto q = parsed("q\n2024 Q1\n2024-Q2\nQ3 2024\n2024q4\n");
    CHECK(q.columns[0].period == date_period::quarter);
    CHECK(column(q, 0) == std::vector<std::string>{"2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"});
    // ISO weeks start on a Monday; week 1 holds 4 January (2021-W01 begins on 2021-01-04, 2020-W53
    // on 2020-12-28, 2026-W01 on 2025-12-29).
    const auto w = parsed("week\n2021-W01\n2020-W53\n2026W01\n2024-W10\n");
    CHECK(w.columns[0].period == date_period::week);
    CHECK(column(w, 0) == std::vector<std::string>{"2021-01-04", "2020-12-28", "2025-12-29", "2024-03-04"});
}

TEST_CASE("periods of two kinds, impossible periods and plain numbers are not periods") {
    CHECK(parsed("v\n2024-01\n2024 Q1\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n2024-13\n2024-01\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n2021-W53\n").columns[0].type == dtype::text);  // 2021 has 52 ISO weeks
    CHECK(parsed("v\n2024 Q5\n").columns[0].type == dtype::text);
    CHECK(parsed("v\n2024\n2025\n").columns[0].type == dtype::integer);
    CHECK(parsed("v\n2024-01-15\n").columns[0].period == date_period::none);
    CHECK(parsed("v\nMay the force\n").columns[0].type == dtype::text);
}
