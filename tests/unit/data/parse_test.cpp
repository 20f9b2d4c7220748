// The paste parser's structure: errors with positions, delimiters, quoting, JSON, headers, caps.
#include <catch2/catch.hpp>
#include <string>

#include "tests/unit/data/shared.hpp"
#include "wire/limits.hpp"

using namespace anyplot::agents::data;
using namespace anyplot::agents::data::testing;

TEST_CASE("too long input is refused with both sizes") {
    std::string big = "a\n";
    while (big.size() <= anyplot::wire::max_csv_bytes) big += "1\n";
    const auto e = refused(big);
    CHECK(e.code == parse_errc::too_long);
    CHECK(e.expected == anyplot::wire::max_csv_bytes);
    CHECK(e.found == big.size());
}

TEST_CASE("input exactly at the byte cap is accepted") {
    std::string text = "a\n";
    for (int i = 0; i < 20000; ++i) text += "123456789\n";  // the row cap binds before the byte cap
    text.resize(anyplot::wire::max_csv_bytes, ' ');
    CHECK(text.size() == anyplot::wire::max_csv_bytes);
    CHECK(parse_table(text).ok());
}

TEST_CASE("invalid utf8 is refused with its line and column") {
    const auto e = refused("a,b\n1,x\xC3(\n");
    CHECK(e.code == parse_errc::invalid_utf8);
    CHECK(e.line == 2);
    CHECK(e.column == 4);
}

TEST_CASE("control characters are refused with line and column") {
    const auto e = refused("a,b\n1,2\n3,\xC3\xA9\x01z\n");
    CHECK(e.code == parse_errc::control_character);
    CHECK(e.line == 3);
    CHECK(e.column == 4);  // 3 , é then the control character
    CHECK(refused("a\n\x7F\n").code == parse_errc::control_character);
    CHECK(refused("a\nx\xC2\x85y\n").code == parse_errc::control_character);  // C1 NEL
    const std::string with_nul("a\nb\0c\n", 6);
    CHECK(refused(with_nul).code == parse_errc::control_character);
}

TEST_CASE("tab CR and LF are not control errors") {
    const auto t = parsed("a\tb\r\n1\t2\r\n3\t4\r\n");
    CHECK(t.csv == "a,b\n1,2\n3,4\n");
}

TEST_CASE("empty and whitespace-only input") {
    CHECK(refused("").code == parse_errc::empty);
    CHECK(refused("  \n\t\n \r\n").code == parse_errc::empty);
}

TEST_CASE("a header without rows is no_rows") {
    CHECK(refused("a,b,c\n").code == parse_errc::no_rows);
    CHECK(refused("[]").code == parse_errc::empty);
    CHECK(refused("{\"a\": []}").code == parse_errc::no_rows);
}

TEST_CASE("ragged rows name the row line and counts") {
    const auto e = refused("a,b,c\n1,2,3\n4,5\n");
    CHECK(e.code == parse_errc::ragged_rows);
    CHECK(e.row == 2);
    CHECK(e.line == 3);
    CHECK(e.expected == 3);
    CHECK(e.found == 2);
}

TEST_CASE("a stray quote in an unquoted field is bad_quoting at its position") {
    const auto e = refused("a,b\n1,ab\"c\n");
    CHECK(e.code == parse_errc::bad_quoting);
    CHECK(e.line == 2);
    CHECK(e.column == 5);
    CHECK(e.row == 1);
}

TEST_CASE("an unclosed quote is bad_quoting at the opening quote") {
    const auto e = refused("a,b\n1,2\n3,\"open\n");
    CHECK(e.code == parse_errc::bad_quoting);
    CHECK(e.line == 3);
    CHECK(e.column == 3);
}

TEST_CASE("text after a closing quote is bad_quoting") {
    const auto e = refused("a,b\n\"x\"y,2\n");
    CHECK(e.code == parse_errc::bad_quoting);
    CHECK(e.line == 2);
    CHECK(e.column == 4);
}

TEST_CASE("each delimiter is sniffed") {
    for (const char* text : {"a,b\n1,2\n", "a;b\n1;2\n", "a\tb\n1\t2\n", "a|b\n1|2\n"}) {
        const auto t = parsed(text);
        CHECK(t.columns.size() == 2);
        CHECK(t.csv == "a,b\n1,2\n");
    }
}

TEST_CASE("quoted delimiters do not split and doubled quotes unescape") {
    const auto t = parsed("name;note\n\"Smith; John\";\"said \"\"hi\"\"\"\nBo;\"a\nb\"\n");
    REQUIRE(t.columns.size() == 2);
    REQUIRE(t.rows.size() == 2);
    CHECK(t.rows[0][0] == "Smith; John");
    CHECK(t.rows[0][1] == "said \"hi\"");
    CHECK(t.rows[1][1] == "a\nb");
    CHECK(t.csv == "name,note\n\"Smith; John\",\"said \"\"hi\"\"\"\nBo,\"a\nb\"\n");
}

TEST_CASE("commas inside a semicolon file do not win the sniff") {
    const auto t = parsed("x;y\n1,5;2,5\n3,5;4,5\n");
    REQUIRE(t.columns.size() == 2);
    CHECK(t.columns[0].type == dtype::number);
    CHECK(t.csv == "x,y\n1.5,2.5\n3.5,4.5\n");
}

TEST_CASE("a single column has no delimiter") {
    const auto t = parsed("city\nBerlin\nParis\n");
    CHECK(t.columns.size() == 1);
    CHECK(t.rows.size() == 2);
}

TEST_CASE("a UTF-8 BOM is stripped") {
    const auto t = parsed("\xEF\xBB\xBFname,value\nx,1\n");
    CHECK(t.columns[0].name == "name");
    const auto e = refused("\xEF\xBB\xBF" "a\n\x01\n");
    CHECK(e.line == 2);
    CHECK(e.column == 1);
}

TEST_CASE("blank lines are skipped") {
    const auto t = parsed("\n\na,b\n\n1,2\n   \n3,4\n\n");
    CHECK(t.rows.size() == 2);
}

TEST_CASE("JSON array of records") {
    const auto t = parsed(R"([{"x": 1, "y": "a"}, {"y": "b", "x": 2.5}, {"x": null, "z": true}])");
    REQUIRE(t.columns.size() == 3);
    CHECK(t.columns[0].name == "x");
    CHECK(t.columns[0].type == dtype::number);
    CHECK(t.columns[2].name == "z");
    CHECK(t.csv == "x,y,z\n1.0,a,\n2.5,b,\n,,true\n");
}

TEST_CASE("JSON object of columns") {
    const auto t = parsed(R"({"year": [2020, 2021], "sales": [1.5, null], "ok": [true, false]})");
    CHECK(t.csv == "year,sales,ok\n2020,1.5,true\n2021,,false\n");
    CHECK(t.columns[0].type == dtype::integer);
    CHECK(t.columns[2].type == dtype::boolean);
}

TEST_CASE("bad JSON shapes are bad_json") {
    CHECK(refused("[1, 2]").code == parse_errc::bad_json);
    CHECK(refused("{\"a\": 1}").code == parse_errc::bad_json);
    CHECK(refused("[{\"a\": [1]}]").code == parse_errc::bad_json);
    CHECK(refused("[{\"a\": 1},").code == parse_errc::bad_json);
    CHECK(refused("{\"a\": [{\"b\": 1}]}").code == parse_errc::bad_json);
    const auto e = refused(R"({"a": [1, 2], "b": [1]})");
    CHECK(e.code == parse_errc::ragged_rows);
    CHECK(e.field == 2);
    CHECK(refused(R"([{"a": "x\u0001"}])").code == parse_errc::control_character);
}

TEST_CASE("header cleanup") {
    const auto t = parsed(" a ,,a,a_2,b\xE2\x80\x8B,  \n1,2,3,4,5,6\n");
    REQUIRE(t.columns.size() == 6);
    CHECK(t.columns[0].name == "a");
    CHECK(t.columns[1].name == "column_2");
    CHECK(t.columns[2].name == "a_2");
    CHECK(t.columns[3].name == "a_2_2");
    CHECK(t.columns[4].name == "b");
    CHECK(t.columns[5].name == "column_6");
}

TEST_CASE("long headers are truncated on a code point boundary") {
    std::string name;
    for (int i = 0; i < 70; ++i) name += "\xC3\xA9";  // é, two bytes each
    const auto t = parsed(name + "," + name + "\n1,2\n");
    CHECK(t.columns[0].name.size() == 2 * 64);
    CHECK(t.columns[1].name.size() == 2 * 62 + 2);
    CHECK(t.columns[1].name.ends_with("_2"));
}

TEST_CASE("column cap at the limit and one over") {
    auto make = [](std::size_t n) {
        std::string h, r;
        for (std::size_t i = 0; i < n; ++i) {
            h += (i ? "," : "") + std::string("c") + std::to_string(i);
            r += (i ? "," : "") + std::to_string(i);
        }
        return h + "\n" + r + "\n";
    };
    CHECK(parsed(make(50)).columns.size() == 50);
    const auto e = refused(make(51));
    CHECK(e.code == parse_errc::too_many_columns);
    CHECK(e.expected == 50);
    CHECK(e.line == 1);
}

TEST_CASE("row cap at the limit and one over") {
    std::string text = "v\n";
    for (int i = 0; i < 20000; ++i) text += "1\n";
    CHECK(parsed(text).rows.size() == 20000);
    text += "1\n";
    const auto e = refused(text);
    CHECK(e.code == parse_errc::too_many_rows);
    CHECK(e.row == 20001);
    CHECK(e.line == 20002);
    CHECK(e.expected == 20000);
}

TEST_CASE("JSON row cap one over") {
    std::string text = "{\"a\": [";
    for (int i = 0; i < 20001; ++i) text += i ? ",1" : "1";
    text += "]}";
    const auto e = refused(text);
    CHECK(e.code == parse_errc::too_many_rows);
    CHECK(e.expected == 20000);
}

TEST_CASE("cell cap counts code points at the limit and one over") {
    std::string cell;
    for (int i = 0; i < 200; ++i) cell += "\xC3\xA9";
    CHECK(parsed("a,b\nx," + cell + "\n").rows[0][1] == cell);
    const auto e = refused("a,b\nx,y\nx," + cell + "e\n");
    CHECK(e.code == parse_errc::cell_too_long);
    CHECK(e.row == 2);
    CHECK(e.field == 2);
    CHECK(e.line == 3);
    CHECK(e.expected == 200);
}

TEST_CASE("messages never quote data") {
    const std::string secret = "SECRETVALUE";
    std::string long_cell(201, 'S');
    const std::vector<std::string> inputs{
        "a," + secret + "\n1,\"" + secret,
        "a,b\n" + secret + "\x01,2\n",
        "a,b\n" + secret + "\xFF,2\n",
        "a,b\n" + secret + ",2,3\n",
        "a,b\n1," + secret + "\"x\n",
        "a,b\n1," + long_cell + "\n",
        "[{\"" + secret + "\": [1]}]",
        "{\"" + secret + "\": 1}",
        secret + "\n",
    };
    for (const auto& in : inputs) {
        auto r = parse_table(in);
        REQUIRE_FALSE(r.ok());
        const auto m = message(r.error());
        INFO(m);
        CHECK(m.find("SECRET") == std::string::npos);
        CHECK(m.find("SSS") == std::string::npos);
        CHECK(!m.empty());
        CHECK(m.back() == '.');
    }
}

TEST_CASE("every error code has a name and a message") {
    for (int i = 0; i <= static_cast<int>(parse_errc::out_of_memory); ++i) {
        const auto c = static_cast<parse_errc>(i);
        CHECK(!code_name(c).empty());
        CHECK(!message(parse_error{c, 1, 2, 3, 4, 5, 6}).empty());
    }
    CHECK(message(parse_error{parse_errc::ragged_rows, 3, 0, 2, 0, 3, 2}) ==
          "A row has 2 fields but the header has 3 (line 3).");
}

TEST_CASE("a run's table: pandas' infinities in a number column are missing cells, counted") {
    // What the harness writes for log(0), a pole of a special function, 1/0 in a float column.
    const auto r = parse_run_table("x,y,label\n0,-inf,a\n1,0.5,inf\n2,inf,b\n3,,c\n");
    REQUIRE(r.ok());
    const table& t = r->t;
    CHECK(r->non_finite == 2);  // y's two; `label` stays text with its "inf" kept as written
    CHECK(t.columns[1].type == dtype::number);
    CHECK(t.columns[1].missing == 3);
    CHECK(t.columns[1].min == "0.5");
    CHECK(t.columns[2].type == dtype::text);
    CHECK(t.rows[1][2] == "inf");
    CHECK(t.csv == "x,y,label\n0,,a\n1,0.5,inf\n2,,b\n3,,c\n");
    // The result is canonical: reading its CSV again gives the same table.
    const auto again = parse_table(t.csv);
    REQUIRE(again.ok());
    CHECK(*again == t);
}

TEST_CASE("a run's table: only pandas' spellings, only where the column is otherwise numeric") {
    // A paste keeps "inf" as text (a person's cell is not pandas' float), and a run's column of
    // infinities alone, or of other words, is not made numeric.
    const auto paste = parse_table("y\n1.5\ninf\n");
    REQUIRE(paste.ok());
    CHECK(paste->columns[0].type == dtype::text);
    const auto words = parse_run_table("y,z\nInfinity,inf\n1.5,inf\n");
    REQUIRE(words.ok());
    CHECK(words->non_finite == 0);
    CHECK(words->t.columns[0].type == dtype::text);
    CHECK(words->t.columns[1].type == dtype::text);
    const auto ints = parse_run_table("n\n1\n-inf\n3\n");
    REQUIRE(ints.ok());
    CHECK(ints->non_finite == 1);
    CHECK(ints->t.columns[0].type == dtype::integer);
}
