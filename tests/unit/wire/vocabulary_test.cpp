// Pins the closed vocabularies and numbers both services promise (docs/api.md; the harness's exit
// codes in docs/harness.md, "Exit codes"). A failure here means the interface changed: update
// docs/api.md (and docs/openapi/) in the same change, never just the test.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "wire/data_run.hpp"
#include "wire/limits.hpp"
#include "wire/vocabulary.hpp"

namespace wire = anyplot::wire;

TEST_CASE("BFF pass-through list is exactly docs/api.md's codes (18) / with their statuses",
          "[wire][vocabulary]") {
    const std::vector<std::pair<std::string, int>> contract{
        {"not_found", 404},         {"session_expired", 404}, {"user_required", 400},
        {"too_long", 413},          {"unparseable", 422},     {"code", 422},
        {"formula", 422},           {"formula_syntax", 422},  {"formula_domain", 422},
        {"data_refused", 403},      {"guard_unavailable", 503},
        {"capacity", 503},          {"rate_limited", 429},    {"daily_limit", 429},
        {"needs_translation", 422}, {"validation", 422},      {"unavailable", 503},
        {"turn_in_progress", 409},
    };
    std::vector<std::pair<std::string, int>> ours;
    for (const wire::agent_error e : wire::bff_pass_through) {
        ours.emplace_back(std::string(wire::to_string(e)), wire::http_status(e));
    }
    CHECK(ours == contract);
    CHECK_FALSE(wire::is_bff_pass_through(wire::agent_error::internal));
    CHECK_FALSE(wire::is_bff_pass_through(wire::agent_error::run_failed));
    CHECK(wire::is_bff_pass_through(wire::agent_error::validation));
}

TEST_CASE("limits match docs/api.md", "[wire][limits]") {
    STATIC_REQUIRE(wire::max_csv_bytes == 204800);  // a paste
    // A run's out.csv: 20,000 rows x 10 columns of the longest float64 cell ("-2.2250738585072014e-308"
    // and a separator, 25 bytes) and a header of 10 maximal names fit (docs/renderer.md "The output cap").
    STATIC_REQUIRE(wire::max_output_csv_bytes == 5242880);
    STATIC_REQUIRE(wire::max_rows * 10 * 25 + 10 * (wire::max_header_chars + 3) <= wire::max_output_csv_bytes);
    STATIC_REQUIRE(wire::max_source_bytes == 16384);
    STATIC_REQUIRE(wire::max_timeout_s == 30.0);
    STATIC_REQUIRE(wire::max_job_id_len == 64);
    STATIC_REQUIRE(wire::max_user_id_len == 64);
    STATIC_REQUIRE(wire::max_rows == 20000);
    STATIC_REQUIRE(wire::max_columns == 50);
    STATIC_REQUIRE(wire::max_stderr_tail_chars == 2000);
    STATIC_REQUIRE(wire::max_code_chars == 6000);
    STATIC_REQUIRE(wire::daily_data_runs == 30);
    STATIC_REQUIRE(wire::max_calls_per_turn == 2);
    STATIC_REQUIRE(wire::max_chat_text_chars == 2000);
    STATIC_REQUIRE(wire::cached_successes == 16);
    // The document caps must hold a maximal field written entirely as its widest escapes: six bytes
    // for any text, two for csv_text (tab and newline are its only control characters).
    STATIC_REQUIRE(wire::max_request_json_bytes >= 6 * wire::max_source_bytes + 1024);
    STATIC_REQUIRE(wire::max_response_json_bytes >=
                   2 * wire::max_output_csv_bytes + 6 * wire::max_stderr_tail_chars + 1024);
    // ... and stay near the table itself: about 10 MB, not 6 x 5 MiB.
    STATIC_REQUIRE(wire::max_response_json_bytes <= 11 * 1000 * 1000);
}

TEST_CASE("stop reasons: the nine of the contract / and only those", "[wire][vocabulary]") {
    const std::vector<std::string> names{"timeout",     "memory",      "cpu",
                                         "disk_budget", "file_budget", "output_rejected",
                                         "launcher",    "violation",   "output_flood"};
    for (const auto& name : names) {
        const auto r = wire::parse_stop_reason(name);
        REQUIRE(r);
        CHECK(wire::to_string(*r) == name);
    }
    CHECK(wire::to_string(wire::stop_reason::violation) == "violation");
    for (const char* bad : {"", "oom", "Timeout", "timeout ", "killed"}) {
        CHECK_FALSE(wire::parse_stop_reason(bad));
    }
}

TEST_CASE("output caps: rows, columns, bytes / and only those", "[wire][vocabulary]") {
    for (const char* name : {"rows", "columns", "bytes"}) {
        const auto c = wire::parse_output_cap(name);
        REQUIRE(c);
        CHECK(wire::to_string(*c) == name);
    }
    CHECK(wire::to_string(wire::output_cap::bytes) == "bytes");
    for (const char* bad : {"", "Rows", "cells", "bytes "}) CHECK_FALSE(wire::parse_output_cap(bad));
}

TEST_CASE("renderer detail codes and their statuses", "[wire][vocabulary]") {
    const std::vector<std::pair<std::string, int>> contract{
        {"unauthenticated", 401},
        {"forbidden", 403},
        {"not_found", 404},
        {"method_not_allowed", 405},
        {"invalid_job", 422},
        {"job_conflict", 409},
        {"cancelled", 499},
        {"client_gone", 499},
        {"internal", 500},
        {"busy", 503},
        {"low_memory", 503},
        {"stuck", 503},
        {"sandbox_unavailable", 503},
        {"io", 503},
        {"payload_too_large", 413},
        {"bad_request", 400},
        {"header_too_large", 431},
    };
    for (const auto& [name, status] : contract) {
        CAPTURE(name);
        const auto e = wire::parse_renderer_error(name);
        REQUIRE(e);
        CHECK(wire::to_string(*e) == name);
        CHECK(wire::http_status(*e) == status);
    }
    CHECK_FALSE(wire::parse_renderer_error("teapot"));
}

TEST_CASE("agents detail codes and their statuses", "[wire][vocabulary]") {
    const std::vector<std::pair<std::string, int>> contract{
        {"invalid_arguments", 422},
        {"code_too_long", 413},
        {"unsupported_language", 422},
        {"needs_translation", 422},
        {"validation", 422},
        {"daily_limit", 429},
        {"too_many_calls", 429},
        {"capacity", 503},
        {"unavailable", 503},
        {"timeout", 422},
        {"run_failed", 422},
        {"limit", 422},
        {"output_rejected", 422},
        {"no_table", 422},
        {"needs_number_or_date", 422},
        {"unparseable", 422},
        {"data_refused", 403},
        {"guard_unavailable", 503},
        {"session_expired", 404},
        {"user_required", 400},
        {"not_found", 404},
        {"too_long", 413},
        {"code", 422},
        {"formula", 422},
        {"rate_limited", 429},
        {"turn_in_progress", 409},
        {"cancelled", 499},
        {"unauthenticated", 401},
        {"forbidden", 403},
        {"method_not_allowed", 405},
        {"internal", 500},
    };
    std::set<std::string> seen;
    for (const auto& [name, status] : contract) {
        CAPTURE(name);
        const auto e = wire::parse_agent_error(name);
        REQUIRE(e);
        CHECK(wire::to_string(*e) == name);
        CHECK(wire::http_status(*e) == status);
        seen.insert(name);
    }
    CHECK(seen.size() == contract.size());
    CHECK_FALSE(wire::parse_agent_error("invalid_job"));  // the renderer's code, not ours
}

TEST_CASE("harness exit codes: names / guard range and user-facing lines", "[wire][vocabulary]") {
    CHECK(static_cast<int>(wire::harness_exit::over_caps) == 13);
    CHECK(static_cast<int>(wire::harness_exit::guard_other) == 28);
    CHECK(wire::describe(20) == "the snippet tried to open a file");
    CHECK(wire::describe(10) == "the snippet did not define a top-level df");

    const std::vector<int> known{0, 1, 2, 10, 11, 12, 13, 20, 21, 22, 23, 24, 25, 26, 27, 28};
    std::set<std::string> lines;
    for (const int code : known) {
        CAPTURE(code);
        REQUIRE(wire::known_harness_exit(code));
        CHECK(static_cast<int>(*wire::known_harness_exit(code)) == code);
        lines.insert(std::string(wire::describe(code)));
    }
    CHECK(lines.size() == known.size());  // every code reads differently to a user

    for (const int code : {-1, 3, 9, 14, 19, 29, 30, 127, 255}) {
        CAPTURE(code);
        CHECK_FALSE(wire::known_harness_exit(code));
        CHECK_FALSE(wire::describe(code).empty());
    }
    for (int code = 0; code < 40; ++code) {
        CHECK(wire::is_guard_refusal(code) == (code >= 20 && code <= 29));
    }
    CHECK(wire::describe(29) != wire::describe(3));
}

TEST_CASE("decode errors have distinct names", "[wire][vocabulary]") {
    std::set<std::string_view> names;
    for (int i = 0; i <= static_cast<int>(wire::decode_error::inconsistent); ++i) {
        names.insert(wire::to_string(static_cast<wire::decode_error>(i)));
    }
    CHECK(names.size() == static_cast<std::size_t>(wire::decode_error::inconsistent) + 1);
    CHECK_FALSE(names.count("unknown"));
}
