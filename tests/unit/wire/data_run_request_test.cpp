// Every rejection class of DataRunRequest: the renderer answers each with 422 invalid_job, so
// these pin which bytes get there (and that the boundaries themselves are accepted).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "wire/data_run.hpp"
#include "wire/limits.hpp"

namespace wire = anyplot::wire;
using E = wire::decode_error;

namespace {

std::string request(const std::string& job_id_json, const std::string& source_json,
                    const std::string& timeout_json) {
    return R"({"job_id":)" + job_id_json + R"(,"source":)" + source_json + R"(,"timeout_s":)" +
           timeout_json + "}";
}

std::string quoted(const std::string& raw) { return "\"" + raw + "\""; }

// The error a document is refused with; fails the test if it is accepted.
E refused(std::string_view json) {
    const auto r = wire::decode_data_run_request(json);
    INFO(json.substr(0, 200));
    REQUIRE_FALSE(r.ok());
    return r.error();
}

bool accepted(std::string_view json) {
    const auto r = wire::decode_data_run_request(json);
    if (!r.ok()) UNSCOPED_INFO("refused: " << wire::to_string(r.error()));
    return r.ok();
}

const std::string ok_id = quoted("job-1");
const std::string ok_source = quoted("df = 1");

}  // namespace

TEST_CASE("request: a minimal valid request is accepted", "[wire][request]") {
    const auto r = wire::decode_data_run_request(request(ok_id, ok_source, "1.5"));
    REQUIRE(r.ok());
    CHECK(*r == wire::data_run_request{"job-1", "df = 1", 1.5});
}

TEST_CASE("request: the object is closed and each field appears exactly once", "[wire][request]") {
    CHECK(refused(R"({"job_id":"a","source":"x","timeout_s":1,"extra":1})") == E::unknown_field);
    CHECK(refused(R"({"job_id":"a","source":"x","timeout_s":1,"Job_id":"b"})") == E::unknown_field);
    CHECK(refused(R"({"job_id":"a","job_id":"b","source":"x","timeout_s":1})") ==
          E::duplicate_field);
    // Same value twice is still a duplicate: what a second parser would pick must never matter.
    CHECK(refused(R"({"job_id":"a","source":"x","timeout_s":1,"timeout_s":1})") ==
          E::duplicate_field);
    // An escaped spelling of the same key is the same key.
    CHECK(refused(R"({"job_id":"a","source":"x","timeout_s":1,"job\u005fid":"a"})") ==
          E::duplicate_field);
    CHECK(refused(R"({"job_id":"a","source":"x"})") == E::missing_field);
    CHECK(refused(R"({"source":"x","timeout_s":1})") == E::missing_field);
    CHECK(refused("{}") == E::missing_field);
}

TEST_CASE("request: wrong JSON type for each field", "[wire][request]") {
    for (const std::string bad : {"5", "null", "true", R"(["job-1"])", R"({"id":"job-1"})"}) {
        CHECK(refused(request(bad, ok_source, "1")) == E::wrong_type);
    }
    for (const std::string bad : {"5", "null", "false", R"(["df = 1"])", R"({"a":1})"}) {
        CHECK(refused(request(ok_id, bad, "1")) == E::wrong_type);
    }
    for (const std::string bad : {"true", "false", R"("5")", "null", "[5]", R"({"s":5})"}) {
        CHECK(refused(request(ok_id, ok_source, bad)) == E::wrong_type);
    }
}

TEST_CASE("request: timeout_s is 0 < t <= 30", "[wire][request]") {
    CHECK(refused(request(ok_id, ok_source, "0")) == E::out_of_range);
    CHECK(refused(request(ok_id, ok_source, "0.0")) == E::out_of_range);
    CHECK(refused(request(ok_id, ok_source, "-0.0")) == E::out_of_range);
    CHECK(refused(request(ok_id, ok_source, "-1")) == E::out_of_range);
    CHECK(refused(request(ok_id, ok_source, "30.0001")) == E::out_of_range);
    CHECK(refused(request(ok_id, ok_source, "31")) == E::out_of_range);
    CHECK(refused(request(ok_id, ok_source, "1e300")) == E::out_of_range);
    // Beyond uint64 and beyond double: simdjson refuses these while parsing.
    CHECK(refused(request(ok_id, ok_source, "18446744073709551616")) == E::not_json);
    CHECK(refused(request(ok_id, ok_source, "1e400")) == E::not_json);
    CHECK(accepted(request(ok_id, ok_source, "30")));
    CHECK(accepted(request(ok_id, ok_source, "30.0")));
    CHECK(accepted(request(ok_id, ok_source, "3e1")));
    CHECK(accepted(request(ok_id, ok_source, "0.001")));
}

TEST_CASE("request: job_id is the id pattern", "[wire][request]") {
    CHECK(accepted(request(quoted(std::string(64, 'a')), ok_source, "1")));
    CHECK(accepted(request(quoted("AZaz09_-"), ok_source, "1")));
    CHECK(refused(request(quoted(""), ok_source, "1")) == E::bad_job_id);
    CHECK(refused(request(quoted(std::string(65, 'a')), ok_source, "1")) == E::bad_job_id);
    for (const std::string bad :
         {"a b", "a/b", "../x", "a.b", "a\\u0000", "a\\n", "caf\xC3\xA9", "\\u00e9", "a+b"}) {
        CAPTURE(bad);
        CHECK(refused(request(quoted(bad), ok_source, "1")) == E::bad_job_id);
    }
}

TEST_CASE("request: source must be valid UTF-8", "[wire][request]") {
    // Raw bytes inside the JSON string: simdjson's own validation catches these.
    CHECK(refused(request(ok_id, quoted("a\xC3\x28"), "1")) ==
          E::invalid_utf8);  // bad continuation
    CHECK(refused(request(ok_id, quoted("a\xC0\xAF"), "1")) == E::invalid_utf8);  // overlong '/'
    CHECK(refused(request(ok_id, quoted("a\xE0\x80\xAF"), "1")) == E::invalid_utf8);  // overlong
    CHECK(refused(request(ok_id, quoted("a\xED\xA0\x80"), "1")) == E::invalid_utf8);  // U+D800
    CHECK(refused(request(ok_id, quoted("a\xF4\x90\x80\x80"), "1")) == E::invalid_utf8);  // >10FFFF
    CHECK(refused(request(ok_id, quoted("a\xFF"), "1")) == E::invalid_utf8);
    // Escaped lone surrogates can only be refused, whichever layer notices first.
    for (const std::string esc : {"\\ud800", "\\udc00", "\\ud800x", "\\udbff\\u0041"}) {
        CAPTURE(esc);
        const E e = refused(request(ok_id, quoted("a" + esc), "1"));
        CHECK((e == E::invalid_utf8 || e == E::not_json));
    }
    // A correctly paired escape is fine.
    CHECK(accepted(request(ok_id, quoted("\\ud83d\\ude00"), "1")));
}

TEST_CASE("request: NUL and emptiness in source", "[wire][request]") {
    CHECK(refused(request(ok_id, quoted("a\\u0000b"), "1")) == E::nul_in_source);
    CHECK(refused(request(ok_id, quoted("\\u0000"), "1")) == E::nul_in_source);
    CHECK(refused(request(ok_id, quoted(""), "1")) == E::empty_source);
    // Other control characters are the snippet's business (tabs, form feeds in pasted code).
    CHECK(accepted(request(ok_id, quoted("a\\u0001\\t\\f"), "1")));
}

TEST_CASE("request: source is at most 16384 bytes / counted in bytes", "[wire][request]") {
    CHECK(accepted(request(ok_id, quoted(std::string(wire::max_source_bytes, 'x')), "1")));
    CHECK(refused(request(ok_id, quoted(std::string(wire::max_source_bytes + 1, 'x')), "1")) ==
          E::source_too_long);

    std::string two_byte;
    for (std::size_t i = 0; i < wire::max_source_bytes / 2; ++i) two_byte += "\xC3\xA9";  // é
    REQUIRE(two_byte.size() == 16384);
    CHECK(accepted(request(ok_id, quoted(two_byte), "1")));
    CHECK(refused(request(ok_id, quoted(two_byte + "x"), "1")) == E::source_too_long);

    std::string three_byte;
    for (std::size_t i = 0; i < 5461; ++i) three_byte += "\xE4\xB8\xAD";  // 中, 16,383 bytes
    CHECK(accepted(request(ok_id, quoted(three_byte + "x"), "1")));
    CHECK(refused(request(ok_id, quoted(three_byte + "\xC3\xA9"), "1")) == E::source_too_long);
}

TEST_CASE("request: the size cap admits the worst case our own encoder emits", "[wire][request]") {
    // 16,384 control characters, each written as \u00XX by the encoder: six JSON bytes apiece.
    const wire::data_run_request big{"job-1", std::string(wire::max_source_bytes, '\x01'), 30.0};
    const std::string json = wire::encode(big);
    CHECK(json.size() > 6 * wire::max_source_bytes);
    const auto back = wire::decode_data_run_request(json);
    REQUIRE(back.ok());
    CHECK(*back == big);
}

TEST_CASE("request: not JSON / not an object / too deep / too large", "[wire][request]") {
    CHECK(refused("") == E::not_json);
    CHECK(refused("   ") == E::not_json);
    CHECK(refused("{") == E::not_json);
    CHECK(refused("nope") == E::not_json);
    CHECK(refused(R"({"job_id":})") == E::not_json);
    CHECK(refused(R"({'job_id':'a'})") == E::not_json);
    CHECK(refused(request(ok_id, ok_source, "1") + "{}") == E::not_json);
    CHECK(refused(request(ok_id, ok_source, "NaN")) == E::not_json);
    CHECK(refused(request(ok_id, quoted("a\tb"), "1")) == E::not_json);  // raw control char

    CHECK(refused(R"([{"job_id":"a","source":"x","timeout_s":1}])") == E::not_object);
    CHECK(refused(R"("job-1")") == E::not_object);
    CHECK(refused("1") == E::not_object);
    CHECK(refused("null") == E::not_object);

    const std::string deep = std::string(200, '[') + std::string(200, ']');
    CHECK(refused(request(ok_id, ok_source, deep)) == E::too_deep_or_large);
    CHECK(refused(std::string(50000, '[') + std::string(50000, ']')) == E::too_deep_or_large);
    // Unbalanced nesting is simply not JSON, whatever its depth.
    CHECK(refused(std::string(100000, '[')) == E::not_json);

    const std::string padded =
        request(ok_id, ok_source, "1") + std::string(wire::max_request_json_bytes, ' ');
    CHECK(refused(padded) == E::too_deep_or_large);
    CHECK(refused(request(ok_id, quoted(std::string(200000, 'x')), "1")) == E::too_deep_or_large);
}

TEST_CASE("request: validate() applies the same value rules to structs built in code",
          "[wire][request]") {
    CHECK_FALSE(wire::validate(wire::data_run_request{"a", "x", 30.0}));
    CHECK(wire::validate(wire::data_run_request{"a b", "x", 1.0}) == E::bad_job_id);
    CHECK(wire::validate(wire::data_run_request{"a", std::string("x\0y", 3), 1.0}) ==
          E::nul_in_source);
    CHECK(wire::validate(wire::data_run_request{"a", "\xC3", 1.0}) == E::invalid_utf8);
    CHECK(wire::validate(wire::data_run_request{"a", "x", std::nan("")}) == E::out_of_range);
}
