// The shared closed-object reader (wire/json_object.hpp): the parse's error mapping and bounds,
// collect's field table, and the reader's typed reads. Built with SIMDJSON_EXCEPTIONS=0 like the
// decoders that include it (tests/unit/wire/CMakeLists.txt).
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "wire/json_object.hpp"

namespace wire = anyplot::wire;
namespace json = anyplot::wire::json;
namespace dom = simdjson::dom;
using wire::decode_error;

namespace {

std::string nested(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

// The code a parse or collect answered, or nullopt when it succeeded.
std::optional<decode_error> parse_error_of(std::string_view text, std::size_t max_bytes = 1024) {
    const auto obj = json::parse_object(text, max_bytes);
    if (!obj) return obj.error();
    return std::nullopt;
}

enum : std::size_t { a, b, c, count };
constexpr std::array<std::string_view, count> names{"a", "b", "c"};

// collect over {"a","b"} required and "c" optional, on a closed or open object.
std::optional<decode_error> collect_error_of(std::string_view text, bool closed = true,
                                             std::array<bool, count>* present = nullptr) {
    const auto obj = json::parse_object(text, 1024);
    REQUIRE(obj.ok());
    std::array<dom::element, count> f;
    return json::collect(*obj, names, f, closed, 2, present);
}

std::optional<int> parse_digit(std::string_view s) {
    if (s.size() == 1 && s[0] >= '0' && s[0] <= '9') return s[0] - '0';
    return std::nullopt;
}

}  // namespace

TEST_CASE("parse_object: each cause of a refusal has its code", "[wire][json]") {
    CHECK(parse_error_of(R"({"a":1})") == std::nullopt);
    CHECK(parse_error_of("") == decode_error::not_json);
    CHECK(parse_error_of("{\"a\":") == decode_error::not_json);
    CHECK(parse_error_of("{\"a\":1} x") == decode_error::not_json);
    CHECK(parse_error_of("{\"a\":\"\xff\"}") == decode_error::invalid_utf8);
    CHECK(parse_error_of("[1]") == decode_error::not_object);
    CHECK(parse_error_of("\"a\"") == decode_error::not_object);
    // The byte bound is checked before parsing, whatever the bytes are.
    CHECK(parse_error_of(R"({"a":1})", 6) == decode_error::too_deep_or_large);
    CHECK(parse_error_of("not json at all", 3) == decode_error::too_deep_or_large);
}

TEST_CASE("parse_object: nesting is bounded by max_json_depth", "[wire][json]") {
    const auto in_object = [](std::size_t depth) { return "{\"a\":" + nested(depth - 1) + "}"; };
    CHECK(parse_error_of(in_object(wire::max_json_depth)) == std::nullopt);
    CHECK(parse_error_of(in_object(wire::max_json_depth + 1)) == decode_error::too_deep_or_large);
    CHECK(parse_error_of("{\"a\":" + nested(5000) + "}", 20000) == decode_error::too_deep_or_large);
}

TEST_CASE("parse_bounded: each bound has its own parser and depth", "[wire][json]") {
    CHECK(json::parse_bounded<64, 3>(nested(3)).ok());
    const auto deep = json::parse_bounded<64, 3>(nested(4));
    REQUIRE_FALSE(deep.ok());
    CHECK(deep.error() == decode_error::too_deep_or_large);
    // A document above the parser's capacity is refused, not grown into.
    const auto large = json::parse_bounded<64, 3>("[" + std::string(100, ' ') + "]", 1000);
    REQUIRE_FALSE(large.ok());
    CHECK(large.error() == decode_error::too_deep_or_large);
    // Another bound's parser is not touched: the default one still reads deeper documents.
    CHECK(json::parse_bounded<64>(nested(4)).ok());
}

TEST_CASE("collect: a closed object's fields, each once", "[wire][json]") {
    std::array<bool, count> present{};
    CHECK(collect_error_of(R"({"b":2,"a":1})", true, &present) == std::nullopt);
    CHECK(present[a]);
    CHECK(present[b]);
    CHECK_FALSE(present[c]);  // optional and absent
    present = {};
    CHECK(collect_error_of(R"({"a":1,"b":2,"c":null})", true, &present) == std::nullopt);
    CHECK(present[c]);
    CHECK(collect_error_of(R"({"a":1,"b":2,"a":3})") == decode_error::duplicate_field);
    CHECK(collect_error_of(R"({"a":1,"b":2,"c":3,"c":3})") == decode_error::duplicate_field);
    CHECK(collect_error_of(R"({"a":1,"b":2,"d":3})") == decode_error::unknown_field);
    CHECK(collect_error_of(R"({"a":1})") == decode_error::missing_field);
    CHECK(collect_error_of(R"({"b":1,"c":2})") == decode_error::missing_field);
    CHECK(collect_error_of("{}") == decode_error::missing_field);
    // Names are compared whole and case-sensitively.
    CHECK(collect_error_of(R"({"a":1,"B":2})") == decode_error::unknown_field);
    CHECK(collect_error_of(R"({"a":1,"bb":2})") == decode_error::unknown_field);
}

TEST_CASE("collect: an open object skips other names but not repeats", "[wire][json]") {
    CHECK(collect_error_of(R"({"a":1,"x":[1,2],"b":2,"x":3})", false) == std::nullopt);
    CHECK(collect_error_of(R"({"a":1,"b":2,"b":2})", false) == decode_error::duplicate_field);
    CHECK(collect_error_of(R"({"a":1,"x":2})", false) == decode_error::missing_field);
}

TEST_CASE("reader: typed reads keep the first error", "[wire][json]") {
    const auto obj = json::parse_object(
        R"({"s":"x\u00e9","n":2.5,"i":-7,"big":1e30,"huge":9223372036854775808,"wide":4294967296,
            "t":true,"z":null,"k":"4","q":"four"})",
        1024);
    REQUIRE(obj.ok());
    const auto at = [&](const char* key) {
        dom::element e;
        REQUIRE(obj->at_key(key).get(e) == simdjson::SUCCESS);
        return e;
    };

    json::reader ok;
    CHECK(ok.text(at("s")) == "x\xc3\xa9");
    CHECK(ok.number(at("n")) == 2.5);
    CHECK(ok.number(at("i")) == -7.0);
    CHECK(ok.integer(at("i")) == -7);
    CHECK(ok.small_integer(at("i")) == -7);
    CHECK(ok.boolean(at("t")));
    CHECK(ok.nullable_text(at("z")) == std::nullopt);
    CHECK(ok.nullable_integer(at("z")) == std::nullopt);
    CHECK(ok.nullable_small_integer(at("z")) == std::nullopt);
    CHECK(ok.nullable_name(at("z"), parse_digit) == std::nullopt);
    CHECK(ok.name(at("k"), parse_digit) == 4);
    CHECK(ok.nullable_name(at("k"), parse_digit) == 4);
    CHECK(ok.error() == std::nullopt);

    const auto first_error = [&](auto read) {
        json::reader in;
        read(in);
        return in.error();
    };
    CHECK(first_error([&](json::reader& in) { (void)in.text(at("n")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.nullable_text(at("t")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.number(at("s")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.number(at("t")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.integer(at("n")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.integer(at("big")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.integer(at("huge")); }) == decode_error::out_of_range);
    CHECK(first_error([&](json::reader& in) { (void)in.small_integer(at("wide")); }) ==
          decode_error::out_of_range);
    CHECK(first_error([&](json::reader& in) { (void)in.boolean(at("z")); }) == decode_error::wrong_type);
    CHECK(first_error([&](json::reader& in) { (void)in.name(at("q"), parse_digit); }) ==
          decode_error::out_of_range);
    CHECK(first_error([&](json::reader& in) { (void)in.name(at("i"), parse_digit); }) == decode_error::wrong_type);
    // The first error stands; later reads neither replace nor clear it.
    CHECK(first_error([&](json::reader& in) {
              (void)in.small_integer(at("wide"));
              (void)in.text(at("n"));
              (void)in.text(at("s"));
          }) == decode_error::out_of_range);
    json::reader failed;
    CHECK(failed.text(at("n")).empty());
    CHECK(failed.name(at("k"), parse_digit) == std::nullopt);  // a read after an error yields nothing
    CHECK(failed.error() == decode_error::wrong_type);
}
