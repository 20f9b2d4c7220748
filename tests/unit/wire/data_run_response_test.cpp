// DataRunResponse as the agents service reads it: closed, every field required, nullables only
// where documented, and the renderer's own encoder always producing something that decodes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>
#include <string>

#include "tests/unit/wire/golden.hpp"
#include "wire/data_run.hpp"
#include "wire/limits.hpp"

namespace wire = anyplot::wire;
using E = wire::decode_error;
using nlohmann::json;

namespace {

// The success golden as a mutable tree; each case changes one thing. nlohmann is the oracle that
// writes the variants, so a bug in our encoder cannot hide a bug in our decoder.
json success() { return json::parse(wire::test::read_golden("data_run_response_success.json")); }

E refused(const json& doc) {
    const std::string text = doc.dump();
    INFO(text.substr(0, 300));
    const auto r = wire::decode_data_run_response(text);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

bool accepted(const json& doc) {
    const auto r = wire::decode_data_run_response(doc.dump());
    if (!r.ok()) UNSCOPED_INFO("refused: " << wire::to_string(r.error()));
    return r.ok();
}

wire::data_run_response decoded_success() {
    auto r = wire::decode_data_run_response(success().dump());
    REQUIRE(r.ok());
    return std::move(r).value();
}

}  // namespace

TEST_CASE("response: closed object / all fields required", "[wire][response]") {
    const json golden = success();
    REQUIRE(accepted(golden));
    for (const auto& [key, value] : golden.items()) {
        CAPTURE(key);
        json doc = success();
        doc.erase(key);
        CHECK(refused(doc) == E::missing_field);
    }
    json extra = success();
    extra["stdout"] = "";
    CHECK(refused(extra) == E::unknown_field);

    json timings_extra = success();
    timings_extra["timings"]["queue_s"] = 0.0;
    CHECK(refused(timings_extra) == E::unknown_field);
    json timings_missing = success();
    timings_missing["timings"].erase("total_s");
    CHECK(refused(timings_missing) == E::missing_field);
    json standby_wait_missing = success();
    standby_wait_missing["timings"].erase("standby_wait_s");
    CHECK(refused(standby_wait_missing) == E::missing_field);
    json standby_wait_negative = success();
    standby_wait_negative["timings"]["standby_wait_s"] = -0.5;
    CHECK(refused(standby_wait_negative) == E::out_of_range);

    std::string dup = success().dump();
    dup.insert(1, R"("attempts":1,)");
    CHECK(wire::decode_data_run_response(dup).error() == E::duplicate_field);
}

TEST_CASE("response: wrong types", "[wire][response]") {
    const std::pair<const char*, json> cases[] = {
        {"job_id", nullptr},      {"exit_code", "0"},     {"exit_code", 0.0},
        {"timed_out", 0},         {"timed_out", nullptr}, {"reason", 3},
        {"measured", "1"},        {"limit", 1.5},         {"csv_text", json::array()},
        {"stderr_tail", nullptr}, {"wall_s", "0.4"},      {"wall_s", nullptr},
        {"attempts", 1.0},        {"attempts", true},     {"timings", json::array()},
        {"timings", nullptr},     {"version", 1},         {"mem_available_mb", "5120"},
    };
    for (const auto& [key, value] : cases) {
        CAPTURE(key, value.dump());
        json doc = success();
        doc[key] = value;
        CHECK(refused(doc) == E::wrong_type);
    }
    json timing_type = success();
    timing_type["timings"]["slot_wait_s"] = "0";
    CHECK(refused(timing_type) == E::wrong_type);
}

TEST_CASE("response: values outside the contract", "[wire][response]") {
    json reason = success();
    reason["exit_code"] = nullptr;
    reason["reason"] = "oom";  // the vocabulary says memory
    CHECK(refused(reason) == E::out_of_range);

    for (const int attempts : {0, 3, -1}) {
        json doc = success();
        doc["attempts"] = attempts;
        CHECK(refused(doc) == E::out_of_range);
    }
    json two = success();
    two["attempts"] = 2;
    CHECK(accepted(two));

    for (const json& bad : {json(-1), json(256), json(4294967296LL)}) {
        json doc = success();
        doc["exit_code"] = bad;
        CHECK(refused(doc) == E::out_of_range);
    }
    json wall = success();
    wall["wall_s"] = -0.001;
    CHECK(refused(wall) == E::out_of_range);
    wall["wall_s"] = 1e9;
    CHECK(refused(wall) == E::out_of_range);
    json mem = success();
    mem["mem_available_mb"] = -5;
    CHECK(refused(mem) == E::out_of_range);
    json version = success();
    version["version"] = "";
    CHECK(refused(version) == E::out_of_range);
    version["version"] = "0.1.0\n";
    CHECK(refused(version) == E::out_of_range);
    json beyond_int64 = success();
    beyond_int64["mem_available_mb"] = std::uint64_t{18446744073709551615U};
    CHECK(refused(beyond_int64) == E::out_of_range);
}

TEST_CASE("response: stderr_tail and csv_text caps", "[wire][response]") {
    std::string tail;
    for (std::size_t i = 0; i < wire::max_stderr_tail_chars; ++i) tail += "\xE2\x82\xAC";  // €
    json doc = success();
    doc["stderr_tail"] = tail;
    CHECK(accepted(doc));
    doc["stderr_tail"] = tail + "x";
    CHECK(refused(doc) == E::out_of_range);

    json csv = success();
    csv["csv_text"] = std::string(wire::max_output_csv_bytes, 'x');
    CHECK(accepted(csv));
    csv["csv_text"] = std::string(wire::max_output_csv_bytes + 1, 'x');
    CHECK(refused(csv) == E::out_of_range);
    // Control characters other than tab and newline never reach csv_text (the collector refuses
    // them), which is what bounds its escapes to two bytes a byte.
    csv["csv_text"] = "a\tb\n1\t2\n";
    CHECK(accepted(csv));
    csv["csv_text"] = "a\n\x01\n";
    CHECK(refused(csv) == E::out_of_range);

    // The document cap must admit the largest answer our encoder can write: a csv_text of the
    // widest escapes (a quote costs two bytes) and a stderr tail of six-byte ones.
    wire::data_run_response big = decoded_success();
    big.csv_text = std::string(wire::max_output_csv_bytes, '"');
    big.stderr_tail = std::string(wire::max_stderr_tail_chars, '\x02');
    const std::string encoded = wire::encode(big);
    CHECK(encoded.size() > 2 * wire::max_output_csv_bytes);
    const auto back = wire::decode_data_run_response(encoded);
    REQUIRE(back.ok());
    CHECK(*back == big);
}

TEST_CASE("response: cap, measured and limit name the cap a table went over", "[wire][response][caps]") {
    // The daemon's own check: output_rejected with the cap.
    json daemon = success();
    daemon["csv_text"] = nullptr;
    daemon["reason"] = "output_rejected";
    daemon["measured"] = 25000;
    daemon["limit"] = 20000;
    daemon["cap"] = "rows";
    const auto rows = wire::decode_data_run_response(daemon.dump());
    REQUIRE(rows.ok());
    CHECK(rows->cap == wire::output_cap::rows);
    CHECK(rows->measured == 25000);
    CHECK_FALSE(rows->rows);
    CHECK(wire::encode(*rows).find(R"("cap":"rows")") != std::string::npos);

    // The harness's check: exit 13 with no reason, the cap, the figures, the rows for bytes.
    json harness = success();
    harness["csv_text"] = nullptr;
    harness["exit_code"] = 13;
    harness["measured"] = 5600000;
    harness["limit"] = 5242880;
    harness["cap"] = "bytes";
    harness["rows"] = 20000;
    const auto bytes = wire::decode_data_run_response(harness.dump());
    REQUIRE(bytes.ok());
    CHECK(bytes->cap == wire::output_cap::bytes);
    CHECK(bytes->rows == 20000);
    const auto again = wire::decode_data_run_response(wire::encode(*bytes));
    REQUIRE(again.ok());
    CHECK(*again == *bytes);

    // Absent is null: answers written before the fields existed decode as they did, and an
    // answer without a cap is encoded without the keys.
    const auto plain = wire::decode_data_run_response(success().dump());
    REQUIRE(plain.ok());
    CHECK_FALSE(plain->cap);
    CHECK(wire::encode(*plain).find("\"cap\"") == std::string::npos);
    json null_cap = success();
    null_cap["cap"] = nullptr;
    null_cap["rows"] = nullptr;
    CHECK(accepted(null_cap));

    json unknown = harness;
    unknown["cap"] = "cells";
    CHECK(refused(unknown) == E::out_of_range);
    json not_over = harness;
    not_over["measured"] = 5242880;
    CHECK(refused(not_over) == E::inconsistent);
    json without_figures = harness;
    without_figures.erase("measured");
    without_figures["measured"] = nullptr;
    CHECK(refused(without_figures) == E::inconsistent);
    json other_exit = harness;
    other_exit["exit_code"] = 1;
    CHECK(refused(other_exit) == E::inconsistent);
    json other_reason = daemon;
    other_reason["reason"] = "disk_budget";
    CHECK(refused(other_reason) == E::inconsistent);
    json rows_with_rows_cap = daemon;
    rows_with_rows_cap["rows"] = 25000;
    CHECK(refused(rows_with_rows_cap) == E::inconsistent);
    json figures_without_cap = harness;
    figures_without_cap.erase("cap");
    figures_without_cap.erase("rows");
    CHECK(refused(figures_without_cap) == E::inconsistent);
    const std::string twice = harness.dump().insert(1, R"("cap":"rows",)");
    CHECK_FALSE(wire::decode_data_run_response(twice).ok());
}

TEST_CASE("response: fields that contradict each other", "[wire][response]") {
    json timed_out_without_reason = success();
    timed_out_without_reason["timed_out"] = true;
    CHECK(refused(timed_out_without_reason) == E::inconsistent);

    json timeout_not_flagged = success();
    timeout_not_flagged["exit_code"] = nullptr;
    timeout_not_flagged["csv_text"] = nullptr;
    timeout_not_flagged["reason"] = "timeout";
    CHECK(refused(timeout_not_flagged) == E::inconsistent);

    json csv_after_failure = success();
    csv_after_failure["exit_code"] = 1;
    CHECK(refused(csv_after_failure) == E::inconsistent);

    json csv_with_reason = success();
    csv_with_reason["reason"] = "output_rejected";
    CHECK(refused(csv_with_reason) == E::inconsistent);

    json unexplained_stop = success();
    unexplained_stop["exit_code"] = nullptr;
    unexplained_stop["csv_text"] = nullptr;
    CHECK(refused(unexplained_stop) == E::inconsistent);

    json numbers_without_reason = success();
    numbers_without_reason["measured"] = 1;
    CHECK(refused(numbers_without_reason) == E::inconsistent);

    json stopped = success();
    stopped["exit_code"] = nullptr;
    stopped["csv_text"] = nullptr;
    stopped["reason"] = "violation";
    CHECK(accepted(stopped));
}

TEST_CASE("response: encoder rounds durations to milliseconds", "[wire][response][encode]") {
    wire::data_run_response r = decoded_success();
    r.wall_s = 0.12345;
    r.timings = {0.0004, 0.0126, 2.0006};
    const std::string text = wire::encode(r);
    CHECK(text.find(R"("wall_s":0.123)") != std::string::npos);
    CHECK(text.find(R"("timings":{"slot_wait_s":0.0,"standby_wait_s":0.013,"total_s":2.001})") != std::string::npos);
    const auto back = wire::decode_data_run_response(text);
    REQUIRE(back.ok());
    CHECK(back->wall_s == 0.123);
    CHECK(wire::encode(*back) == text);
}

TEST_CASE("response: sandbox text with invalid UTF-8 is replaced / never thrown",
          "[wire][response][encode]") {
    wire::data_run_response r = decoded_success();
    r.stderr_tail = "bad \xFF\xC3 tail";
    REQUIRE(wire::validate(r) == E::invalid_utf8);
    const std::string text = wire::encode(r);
    CHECK(text.find("bad \xEF\xBF\xBD\xEF\xBF\xBD tail") != std::string::npos);
    const auto back = wire::decode_data_run_response(text);
    REQUIRE(back.ok());
    CHECK(back->stderr_tail == "bad \xEF\xBF\xBD\xEF\xBF\xBD tail");
}

TEST_CASE("response: validate() accepts every golden and the renderer's typical answers",
          "[wire][response]") {
    CHECK_FALSE(wire::validate(decoded_success()));
    wire::data_run_response launcher;
    launcher.job_id = "j";
    launcher.reason = wire::stop_reason::launcher;
    launcher.attempts = 2;
    launcher.version = "0.1.0";
    CHECK_FALSE(wire::validate(launcher));
    launcher.attempts = 3;
    CHECK(wire::validate(launcher) == E::out_of_range);
}
