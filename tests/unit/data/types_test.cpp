// Column typing, missing tokens, canonical output and the profile.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/unit/data/shared.hpp"
#include "agents/data/values.hpp"

using namespace anyplot::agents::data;
using namespace anyplot::agents::data::testing;

namespace {

// One column named v holding the given lines.
table column_of(const std::string& lines) { return parsed("v\n" + lines); }

}  // namespace

TEST_CASE("every missing token is missing") {
    for (const char* tok : {"NA", "N/A", "NaN", "nan", "null", "NULL", "None", "-", "#N/A", "n/a", "NA/NaN", "na",
                            "none", "Null", "#n/a"}) {
        INFO(tok);
        const auto t = parsed(std::string("a,v\nx,1\ny,") + tok + "\nz,\n");
        CHECK(t.columns[1].type == dtype::integer);
        CHECK(t.columns[1].missing == 2);
        CHECK(t.rows[1][1].empty());
    }
}

TEST_CASE("an all-missing column is text with empty min and max") {
    const auto t = parsed("a,b\n1,NA\n2,\n");
    CHECK(t.columns[1].type == dtype::text);
    CHECK(t.columns[1].missing == 2);
    CHECK(t.columns[1].unique == 0);
    CHECK(t.columns[1].min.empty());
}

TEST_CASE("integer column") {
    const auto t = column_of("1\n-2\n+3\n007\n");
    CHECK(t.columns[0].type == dtype::integer);
    CHECK(t.csv == "v\n1\n-2\n3\n7\n");
    CHECK(t.columns[0].min == "-2");
    CHECK(t.columns[0].max == "7");
}

TEST_CASE("number column keeps a decimal point") {
    const auto t = column_of("1\n2.5\n-0.125\n1e3\n.5\n");
    CHECK(t.columns[0].type == dtype::number);
    CHECK(t.csv == "v\n1.0\n2.5\n-0.125\n1000.0\n0.5\n");
    CHECK(t.columns[0].min == "-0.125");
    CHECK(t.columns[0].max == "1000.0");
}

TEST_CASE("integers beyond int64 become numbers") {
    const auto t = column_of("1\n99999999999999999999\n");
    CHECK(t.columns[0].type == dtype::number);
    CHECK(t.rows[1][0] == "1e+20");
}

TEST_CASE("inf and hex are text") {
    CHECK(column_of("1\ninf\n").columns[0].type == dtype::text);
    CHECK(column_of("1\n0x10\n").columns[0].type == dtype::text);
    CHECK(column_of("1\n1e999\n").columns[0].type == dtype::text);
}

TEST_CASE("decimal comma numbers") {
    const auto t = parsed("a;b\n1,5;1.234,5\n2;10.000\n");
    CHECK(t.columns[0].type == dtype::number);
    CHECK(t.columns[1].type == dtype::number);
    CHECK(t.csv == "a,b\n1.5,1234.5\n2.0,10000.0\n");
}

TEST_CASE("thousands marks are decided per column, never a silent mix of 1.204 and 980 (issue 31)") {
    // A tab-separated spreadsheet column: "1,204" next to "980" is 1204 next to 980, and the
    // paste says the comma was a guess (column 2).
    auto t = parsed("name\tamount\nx\t1,204\ny\t980\nz\t12,500\n");
    CHECK(t.columns[1].type == dtype::integer);
    CHECK(t.csv == "name,amount\nx,1204\ny,980\nz,12500\n");
    CHECK(t.warnings == std::vector<std::string>{"comma_as_thousands_guessed:2"});
    // Decided by the column itself, nothing to say: two groups, or a decimal point elsewhere.
    t = parsed("v\n\"1,234,567\"\n980\n");
    CHECK(t.rows[0][0] == "1234567");
    CHECK(t.warnings.empty());
    t = parsed("v\tw\n1,204\t2\n2.5\t3\n");
    CHECK(t.csv == "v,w\n1204.0,2\n2.5,3\n");
    CHECK(t.warnings.empty());
    // The European way round: "1.204" next to "980" is 1204 too.
    t = parsed("v\n1.204\n980\n");
    CHECK(t.rows[0][0] == "1204");
    CHECK(t.warnings == std::vector<std::string>{"dot_as_thousands_guessed:1"});
    // Values that lie closer together as decimals stay decimals: 1.250 and 3 (kg).
    t = parsed("v\n1.250\n3\n");
    CHECK(t.rows[0][0] == "1.25");
    CHECK(t.warnings.empty());
    // Only one-group comma cells and nothing else: read as decimal commas, and said.
    t = parsed("v\n\"1,204\"\n\"2,500\"\n");
    CHECK(t.rows[0][0] == "1.204");
    CHECK(t.warnings == std::vector<std::string>{"comma_as_decimal_guessed:1"});
    // "0,125" is never a thousands number; "1,5" is a decimal comma as always.
    t = parsed("v\n\"0,125\"\n980\n");
    CHECK(t.rows[0][0] == "0.125");
    CHECK(t.warnings.empty());
    CHECK(parsed("a;b\n1,5;2\n2,25;3\n").warnings.empty());
}

TEST_CASE("thousands without a decimal part are integers") {
    const auto t = parsed("a;b\n1.234.567;x\n12;y\n");
    CHECK(t.columns[0].type == dtype::integer);
    CHECK(t.rows[0][0] == "1234567");
}

TEST_CASE("dotted dates are dates and never thousands numbers") {
    const auto t = column_of("31.12.2024\n1.2.2024\n");
    CHECK(t.columns[0].type == dtype::date);
    CHECK(t.csv == "v\n2024-12-31\n2024-02-01\n");
    CHECK(column_of("31.12.2024\n5\n").columns[0].type == dtype::text);
}

TEST_CASE("slashed dates are day first when a first part exceeds 12") {
    const auto t = column_of("13/01/2024\n02/03/2024\n");
    CHECK(t.columns[0].type == dtype::date);
    CHECK(t.rows[1][0] == "2024-03-02");
}

TEST_CASE("slashed dates are month first when a second part exceeds 12") {
    const auto t = column_of("01/13/2024\n02/03/2024\n");
    CHECK(t.columns[0].type == dtype::date);
    CHECK(t.rows[0][0] == "2024-01-13");
    CHECK(t.rows[1][0] == "2024-02-03");
}

TEST_CASE("ambiguous slashed dates are day first") {
    CHECK(column_of("02/03/2024\n").rows[0][0] == "2024-03-02");
}

TEST_CASE("slashed dates with both orders evident are text") {
    CHECK(column_of("13/01/2024\n01/13/2024\n").columns[0].type == dtype::text);
}

TEST_CASE("impossible dates are not dates") {
    CHECK(column_of("2023-02-29\n").columns[0].type == dtype::text);
    CHECK(column_of("2024-02-29\n").columns[0].type == dtype::date);
    CHECK(column_of("2024-13-01\n").columns[0].type == dtype::text);
    CHECK(column_of("31.04.2024\n").columns[0].type == dtype::text);
}

TEST_CASE("ISO dates and datetimes") {
    const auto d = column_of("2024-01-31\n2023-12-01\n");
    CHECK(d.columns[0].type == dtype::date);
    CHECK(d.columns[0].min == "2023-12-01");
    CHECK(d.columns[0].max == "2024-01-31");
    const auto t = column_of("2024-01-31T12:00:00\n2024-01-31 12:00\n2024-02-01\n1.2.2024 08:30\n");
    CHECK(t.columns[0].type == dtype::datetime);
    CHECK(t.csv == "v\n2024-01-31T12:00:00\n2024-01-31T12:00:00\n2024-02-01T00:00:00\n2024-02-01T08:30:00\n");
    CHECK(column_of("2024-01-31T25:00\n").columns[0].type == dtype::text);
}

TEST_CASE("booleans") {
    const auto t = column_of("true\nFALSE\nYes\nno\nNA\n");
    CHECK(t.columns[0].type == dtype::boolean);
    CHECK(t.csv == "v\ntrue\nfalse\ntrue\nfalse\n\"\"\n");
    CHECK(t.columns[0].min.empty());
    CHECK(t.columns[0].unique == 2);
}

TEST_CASE("mixed values are text") {
    const auto t = column_of("1\nabc\n2024-01-01\n");
    CHECK(t.columns[0].type == dtype::text);
    CHECK(t.rows[0][0] == "1");
    CHECK(t.columns[0].min.empty());
}

TEST_CASE("canonical output and profile of a small table") {
    const auto t = parsed(
        "Name; Amount ;Date;Paid;Note\n"
        "Ann;1,5;31.01.2024;yes;\"a, b\"\n"
        "Bob;NA;01.02.2024;no;plain\n"
        "Ann;2;;YES;\"quote \"\"q\"\"\"\n");
    CHECK(t.csv ==
          "Name,Amount,Date,Paid,Note\n"
          "Ann,1.5,2024-01-31,true,\"a, b\"\n"
          "Bob,,2024-02-01,false,plain\n"
          "Ann,2.0,,true,\"quote \"\"q\"\"\"\n");
    REQUIRE(t.columns.size() == 5);
    const column_profile name{"Name", dtype::text, 0, 2, "", ""};
    const column_profile amount{"Amount", dtype::number, 1, 2, "1.5", "2.0"};
    const column_profile date{"Date", dtype::date, 1, 2, "2024-01-31", "2024-02-01"};
    const column_profile paid{"Paid", dtype::boolean, 0, 2, "", ""};
    CHECK(t.columns[0] == name);
    CHECK(t.columns[1] == amount);
    CHECK(t.columns[2] == date);
    CHECK(t.columns[3] == paid);
    CHECK(t.columns[4].type == dtype::text);
    CHECK(dtype_name(t.columns[2].type) == "date");
    CHECK(has_number_or_date(t));
}

TEST_CASE("has_number_or_date is false for text and booleans") {
    CHECK_FALSE(has_number_or_date(parsed("a,b\nx,true\ny,false\n")));
    CHECK(has_number_or_date(parsed("a\n2024-01-01\n")));
}

TEST_CASE("cells are trimmed") {
    const auto t = parsed("a , b\n  x  ,  1 \n");
    CHECK(t.csv == "a,b\nx,1\n");
}

TEST_CASE("canonical output quotes delimiters brackets and lone missing cells") {
    const auto t = parsed("a\n\"x;y\"\n\"[z\"\n\"p|q\"\nNA\n");
    CHECK(t.csv == "a\n\"x;y\"\n\"[z\"\n\"p|q\"\n\"\"\n");
}

// The number column's text written from a decimal's own digits must equal the conversion's
// (std::to_chars' shortest form) for every plain decimal, or canonical CSV would depend on the path.
TEST_CASE("format_decimal equals format_number on plain decimals (property, 200,000 random texts and edges)") {
    namespace d = anyplot::agents::data::detail;
    auto same = [](const std::string& text) {
        const auto v = d::to_double(text);
        if (!v) return true;  // not a finite number: the parser never asks
        char a[64], b[64];
        const std::string fast(a, d::format_decimal(text, *v, a));
        const std::string slow(b, d::format_number(*v, b));
        if (fast != slow) {
            UNSCOPED_INFO(text << " -> " << fast << " vs " << slow);
            return false;
        }
        return true;
    };
    for (const char* edge : {"0", "0.0", "-0.0", "+0.5", "-0", "1", "12.000", "1200000.0", "12000000.0", "0.0001", "0.001",
                             "123456789012345.0", "1234567890123456.0", "0.1", "0.30000000000000004", "100", "1e5",
                             "999999999999999.9", "0.000123", "-12.5", "00012.50", ".5", "5.", "1234567.125",
                             "100000000000000000000.0", "0.0000000000000000001", "9007199254740993.0"}) {
        CHECK(same(edge));
    }
    std::uint64_t seed = 0x9e3779b97f4a7c15ULL;
    auto next = [&seed](std::uint64_t n) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        return seed % n;
    };
    int failures = 0;
    for (int k = 0; k < 200'000 && failures < 5; ++k) {
        std::string t;
        if (next(4) == 0) t += next(2) ? '-' : '+';
        const auto int_digits = next(18), frac_digits = next(18);
        for (std::uint64_t i = 0; i < int_digits; ++i) t += static_cast<char>('0' + (next(3) == 0 ? 0 : next(10)));
        if (frac_digits > 0 || next(2)) t += '.';
        for (std::uint64_t i = 0; i < frac_digits; ++i) t += static_cast<char>('0' + (next(3) == 0 ? 0 : next(10)));
        if (!same(t)) ++failures;
    }
    CHECK(failures == 0);
}
