// The property the whole module leans on: parse(canonical(parse(x))) == parse(x), same canonical
// text and same profile, for hand-written pastes (tests/data/paste/) and generated ones.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "agents/data/guard.hpp"
#include "tests/unit/data/shared.hpp"

using namespace anyplot::agents::data;
namespace fs = std::filesystem;

namespace {

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void check_round_trip(const std::string& input) {
    auto first = parse_table(input);
    if (!first) return;
    auto second = parse_table(first->csv);
    INFO("canonical:\n" << first->csv);
    REQUIRE(second.ok());
    CHECK(second->csv == first->csv);
    CHECK(second->columns == first->columns);
    CHECK(second->rows == first->rows);
}

std::string quote(const std::string& cell, char delimiter, std::mt19937& rng) {
    const bool must = cell.find_first_of(std::string("\"\n") + delimiter) != std::string::npos;
    if (!must && rng() % 4 != 0) return cell;
    std::string out = "\"";
    for (char c : cell) {
        if (c == '"') out.push_back('"');
        out.push_back(c);
    }
    return out + "\"";
}

std::string random_value(int kind, std::mt19937& rng) {
    auto n = [&](int lo, int hi) { return std::to_string(lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1))); };
    static const std::vector<std::string> texts{"Berlin", "a, b", "x;y", "say \"hi\"", "multi\nline", "\xC3\xA9t\xC3\xA9",
                                                "=SUM(A1)", "-", "NA", " padded ", "[bracket", "{brace", "p|q", "tab\there",
                                                "'quoted", "1,2,3", "2024-01-01x", "true", "0x1F", "\xE2\x80\x8Bzw"};
    switch (kind) {
        case 0: return n(-100000, 100000);
        case 1: return n(-999, 999) + "." + n(0, 999);
        case 2: return n(0, 999) + "," + n(0, 99);
        case 3: return n(1, 9) + "." + n(100, 999) + "," + n(0, 9);
        case 4: return n(1, 28) + "." + n(1, 12) + "." + n(1990, 2030);
        case 5: return n(1, 12) + "/" + n(1, 28) + "/" + n(1990, 2030);
        case 6: return n(1990, 2030) + "-0" + n(1, 9) + "-1" + n(0, 9) + (rng() % 2 ? " 1" + n(0, 9) + ":30" : "");
        case 7: return rng() % 2 ? "Yes" : "false";
        case 8: return n(1, 9) + "e" + n(-5, 5);
        default: return texts[rng() % texts.size()];
    }
}

std::string generate(std::mt19937& rng) {
    static const std::string delimiters = ",;\t|";
    const char d = delimiters[rng() % delimiters.size()];
    const std::size_t cols = 1 + rng() % 5, rows = 1 + rng() % 8;
    std::vector<int> kinds;
    for (std::size_t c = 0; c < cols; ++c) kinds.push_back(static_cast<int>(rng() % 11));
    static const std::vector<std::string> names{"a", "a", "", " b ", "Value", "x y", "[h]", "col;1", "n\xC3\xA4me"};
    std::string out;
    for (std::size_t c = 0; c < cols; ++c) out += (c ? std::string(1, d) : "") + quote(names[rng() % names.size()], d, rng);
    out += rng() % 2 ? "\r\n" : "\n";
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < cols; ++c) {
            std::string v = rng() % 6 == 0 ? std::string(rng() % 2 ? "NA" : "") : random_value(kinds[c], rng);
            // A mixed cell now and then turns a typed column into text.
            if (rng() % 15 == 0) v = random_value(static_cast<int>(rng() % 11), rng);
            if (d == ',' && v.find(',') != std::string::npos && rng() % 2 == 0) v = "\"" + v + "\"";
            else v = quote(v, d, rng);
            out += (c ? std::string(1, d) : "") + v;
        }
        out += "\n";
    }
    return out;
}

}  // namespace

TEST_CASE("round trip on the hand-written pastes") {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(fs::path(ANYPLOT_SOURCE_DIR) / "tests/data/paste")) {
        files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    REQUIRE(files.size() >= 10);
    std::size_t parsed_ok = 0;
    for (const auto& f : files) {
        INFO(f.filename().string());
        const auto text = read(f);
        if (parse_table(text)) ++parsed_ok;
        check_round_trip(text);
    }
    CHECK(parsed_ok >= 10);
}

TEST_CASE("round trip on generated pastes") {
    std::mt19937 rng(20240131);
    std::size_t parsed_ok = 0;
    for (int i = 0; i < 600; ++i) {
        const auto text = generate(rng);
        INFO("input:\n" << text);
        if (parse_table(text)) ++parsed_ok;
        check_round_trip(text);
    }
    CHECK(parsed_ok > 300);  // the generator must mostly produce valid tables to mean anything
}

TEST_CASE("round trip after the guard neutralised cells") {
    auto t = parse_table("h,=x\n=SUM(A1),1\n-2+3,2\n");
    REQUIRE(t.ok());
    const auto v = prefilter(*t);
    REQUIRE(v.status == guard_status::ok);
    auto again = parse_table(v.data.csv);
    REQUIRE(again.ok());
    CHECK(*again == v.data);
}

namespace {

// `v` (a whole number of hundredths, or whole) written with a thousands mark every three digits
// or not, and `point` as its decimal mark: 1234567.5 -> "1,234,567.50" (en) / "1.234.567,50" (de).
std::string written(std::int64_t hundredths, bool whole, char group, char point, bool grouped) {
    const bool negative = hundredths < 0;
    const std::int64_t a = negative ? -hundredths : hundredths;
    std::string digits = std::to_string(whole ? a : a / 100);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (grouped && i > 0 && (digits.size() - i) % 3 == 0) out += group;
        out += digits[i];
    }
    if (!whole) {
        const std::int64_t cents = a % 100;
        out += point;
        out += static_cast<char>('0' + cents / 10);
        out += static_cast<char>('0' + cents % 10);
    }
    return (negative ? "-" : "") + out;
}

}  // namespace

TEST_CASE("property: numbers written in each convention, with and without thousands marks, read back exactly",
          "[property]") {
    std::mt19937_64 rng(20261205);
    std::uniform_int_distribution<std::int64_t> magnitude(0, 9);
    int guessed = 0;
    for (int round = 0; round < 400; ++round) {
        const bool english = round % 2 == 0;
        const char group = english ? ',' : '.';
        const char point = english ? '.' : ',';
        const bool whole = round % 3 == 0;
        const int rows = 3 + static_cast<int>(rng() % 20);
        std::vector<std::int64_t> values;
        std::string paste = "v\n";
        for (int r = 0; r < rows; ++r) {
            std::int64_t v = static_cast<std::int64_t>(rng() % 1000);
            for (std::int64_t m = magnitude(rng); m > 0; --m) v = v * 10 + static_cast<std::int64_t>(rng() % 10);
            if (rng() % 5 == 0) v = -v;
            values.push_back(v);
            // A mix of grouped and plain cells, as spreadsheets paste them.
            paste += "\"" + written(v, whole, group, point, rng() % 2 == 0) + "\"\n";
        }
        INFO(paste);
        const auto t = parse_table(paste);
        REQUIRE(t.ok());
        // Either the column decided the reading, or it said which way it guessed; when it guessed
        // (no cell had a decimal part nor two groups), the values it read are the written ones or
        // the guess is named in the warnings.
        if (!t->warnings.empty()) {
            ++guessed;
            continue;
        }
        REQUIRE((t->columns[0].type == dtype::integer || t->columns[0].type == dtype::number));
        for (int r = 0; r < rows; ++r) {
            const double got = std::stod(t->rows[static_cast<std::size_t>(r)][0]);
            const double want = static_cast<double>(values[static_cast<std::size_t>(r)]) / (whole ? 1.0 : 100.0);
            CHECK(got == Approx(want).epsilon(1e-12));
        }
    }
    // Guesses are the exception: whole-number columns whose every marked cell is one group.
    CHECK(guessed < 40);
}

TEST_CASE("property: space- and apostrophe-grouped numbers with a currency or % read back exactly, the unit kept",
          "[property]") {
    std::mt19937_64 rng(20261206);
    const std::vector<std::string> marks{" ", "\xC2\xA0", "\xE2\x80\xAF", "\xE2\x80\x89", "'", "\xE2\x80\x99"};
    const std::vector<std::string> units{"", "$", "\xE2\x82\xAC", "CHF", "USD", "%"};
    for (int round = 0; round < 400; ++round) {
        const std::string& mark = marks[rng() % marks.size()];
        const std::string& unit = units[rng() % units.size()];
        const bool before = rng() % 2 == 0, spaced = rng() % 2 == 0;
        const char point = rng() % 2 == 0 ? '.' : ',';
        const bool whole = rng() % 3 == 0;
        const int rows = 3 + static_cast<int>(rng() % 20);
        std::vector<std::int64_t> values;
        std::string paste = "k\tv\n";
        for (int r = 0; r < rows; ++r) {
            std::int64_t v = 1000 + static_cast<std::int64_t>(rng() % 9000);  // every cell has a mark
            for (int m = static_cast<int>(rng() % 6); m > 0; --m) v = v * 10 + static_cast<std::int64_t>(rng() % 10);
            if (rng() % 5 == 0) v = -v;
            values.push_back(v);
            std::string number = written(v, whole, '#', point, true);
            for (auto at = number.find('#'); at != std::string::npos; at = number.find('#', at + mark.size())) {
                number.replace(at, 1, mark);
            }
            std::string cell = number;
            if (!unit.empty()) cell = before ? unit + (spaced ? " " : "") + number : number + (spaced ? " " : "") + unit;
            paste += "r" + std::to_string(r) + "\t" + cell + "\n";
        }
        INFO(paste);
        const auto t = parse_table(paste);
        REQUIRE(t.ok());
        REQUIRE((t->columns[1].type == dtype::integer || t->columns[1].type == dtype::number));
        CHECK(t->columns[1].unit == unit);
        for (int r = 0; r < rows; ++r) {
            const double got = std::stod(t->rows[static_cast<std::size_t>(r)][1]);
            const double want = static_cast<double>(values[static_cast<std::size_t>(r)]) / (whole ? 1.0 : 100.0);
            CHECK(got == Approx(want).epsilon(1e-12));
        }
        // The canonical CSV holds the numbers: read again, the same rows and types (the unit is the
        // profile's, not the CSV's).
        const auto again = parse_table(t->csv);
        REQUIRE(again.ok());
        CHECK(again->rows == t->rows);
        CHECK(again->columns[1].type == t->columns[1].type);
    }
}
