// Golden documents, round trips, the canonical form and error bodies.
#include <catch2/catch.hpp>

#include "tests/unit/wire/golden.hpp"
#include "wire/data_run.hpp"

namespace wire = anyplot::wire;
using wire::test::read_golden;

TEST_CASE("golden request decodes to the documented values and round-trips", "[wire][golden]") {
    const std::string text = read_golden("data_run_request.json");
    REQUIRE_FALSE(text.empty());
    const auto first = wire::decode_data_run_request(text);
    REQUIRE(first.ok());
    CHECK(first->job_id == "turn-42_a");
    CHECK(first->timeout_s == 10.0);
    CHECK(first->source.find("Zürich") != std::string::npos);

    const std::string encoded = wire::encode(*first);
    const auto second = wire::decode_data_run_request(encoded);
    REQUIRE(second.ok());
    CHECK(*second == *first);
    CHECK(wire::encode(*second) == encoded);
}

TEST_CASE("golden responses round-trip decode -> encode -> decode", "[wire][golden]") {
    const auto name = GENERATE(
        as<std::string>{}, "data_run_response_success.json", "data_run_response_timeout.json",
        "data_run_response_output_rejected.json", "data_run_response_raised.json",
        "data_run_response_over_caps.json");
    CAPTURE(name);
    const std::string text = read_golden(name);
    REQUIRE_FALSE(text.empty());
    const auto first = wire::decode_data_run_response(text);
    INFO((first.ok() ? std::string("ok") : std::string(wire::to_string(first.error()))));
    REQUIRE(first.ok());
    const std::string encoded = wire::encode(*first);
    const auto second = wire::decode_data_run_response(encoded);
    REQUIRE(second.ok());
    CHECK(*second == *first);
    CHECK(wire::encode(*second) == encoded);
}

TEST_CASE("golden responses carry what their names promise", "[wire][golden]") {
    const auto success =
        wire::decode_data_run_response(read_golden("data_run_response_success.json"));
    REQUIRE(success.ok());
    CHECK(success->exit_code == 0);
    CHECK_FALSE(success->reason);
    REQUIRE(success->csv_text);
    CHECK(success->csv_text->rfind("city,temp_c\n", 0) == 0);
    CHECK(success->timings == wire::run_timings{0.003, 0.0, 0.431});

    const auto timeout =
        wire::decode_data_run_response(read_golden("data_run_response_timeout.json"));
    REQUIRE(timeout.ok());
    CHECK_FALSE(timeout->exit_code);
    CHECK(timeout->timed_out);
    CHECK(timeout->reason == wire::stop_reason::timeout);
    CHECK_FALSE(timeout->csv_text);

    const auto rejected =
        wire::decode_data_run_response(read_golden("data_run_response_output_rejected.json"));
    REQUIRE(rejected.ok());
    CHECK(rejected->reason == wire::stop_reason::output_rejected);
    CHECK(rejected->measured == 5505024);
    CHECK(rejected->limit == 5242880);
    CHECK(rejected->cap == wire::output_cap::bytes);
    CHECK_FALSE(rejected->rows);  // the daemon saw only the file's size
    CHECK_FALSE(rejected->mem_available_mb);

    const auto over = wire::decode_data_run_response(read_golden("data_run_response_over_caps.json"));
    REQUIRE(over.ok());
    CHECK(over->exit_code == 13);
    CHECK_FALSE(over->reason);
    CHECK(over->cap == wire::output_cap::bytes);
    CHECK(over->measured == 5600123);
    CHECK(over->limit == 5242880);
    CHECK(over->rows == 20000);

    const auto raised =
        wire::decode_data_run_response(read_golden("data_run_response_raised.json"));
    REQUIRE(raised.ok());
    CHECK(raised->exit_code == 1);
    CHECK(raised->attempts == 2);
    CHECK(raised->stderr_tail.find("ZeroDivisionError") != std::string::npos);
}

TEST_CASE("encoding is compact with sorted keys", "[wire][encode]") {
    const wire::data_run_request r{"job-1", "df = 1\n", 5.0};
    CHECK(wire::encode(r) == R"({"job_id":"job-1","source":"df = 1\n","timeout_s":5.0})");

    wire::data_run_response resp;
    resp.job_id = "job-1";
    resp.exit_code = 0;
    resp.csv_text = "a\n1\n";
    resp.wall_s = 0.5;
    resp.timings = {0.0, 0.0, 0.5};
    resp.version = "0.1.0";
    CHECK(wire::encode(resp) ==
          R"({"attempts":1,"csv_text":"a\n1\n","exit_code":0,"job_id":"job-1","limit":null,)"
          R"("measured":null,"mem_available_mb":null,"reason":null,"stderr_tail":"",)"
          R"("timed_out":false,"timings":{"slot_wait_s":0.0,"standby_wait_s":0.0,"total_s":0.5},"version":"0.1.0",)"
          R"("wall_s":0.5})");
}

TEST_CASE("canonical request ignores key order / whitespace / escapes and number spelling",
          "[wire][canonical]") {
    const auto a =
        wire::decode_data_run_request(R"({"job_id":"j1","source":"print(1)\n","timeout_s":5})");
    const auto b = wire::decode_data_run_request(
        "{ \"timeout_s\" : 5.0 ,\n \"source\":\"print\\u00281)\\n\", \"job_id\":\"j\\u0031\" }");
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(wire::canonical_request(*a) == wire::canonical_request(*b));
    CHECK(wire::canonical_request(*a) == wire::encode(*a));

    const auto c =
        wire::decode_data_run_request(R"({"job_id":"j1","source":"print(1)\n","timeout_s":5.5})");
    REQUIRE(c.ok());
    CHECK(wire::canonical_request(*a) != wire::canonical_request(*c));
}

TEST_CASE("error bodies: golden / documented extras tolerated / the rest refused", "[wire][error]") {
    const auto golden = wire::decode_error_body(read_golden("error_body.json"));
    REQUIRE(golden.ok());
    CHECK(golden->detail == "invalid_job");
    CHECK(wire::encode(*golden) == R"({"detail":"invalid_job"})");
    const auto again = wire::decode_error_body(wire::encode(*golden));
    REQUIRE(again.ok());
    CHECK(*again == *golden);

    const auto extra =
        wire::decode_error_body(R"({"notes":["x"],"detail":"validation","n":{"a":1}})");
    REQUIRE(extra.ok());
    CHECK(extra->detail == "validation");

    using E = wire::decode_error;
    const auto refused = [](std::string_view json) {
        const auto r = wire::decode_error_body(json);
        REQUIRE_FALSE(r.ok());
        return r.error();
    };
    CHECK(refused("{}") == E::missing_field);
    CHECK(refused(R"({"detail":5})") == E::wrong_type);
    CHECK(refused(R"({"detail":null})") == E::wrong_type);
    CHECK(refused(R"({"detail":"busy","detail":"io"})") == E::duplicate_field);
    CHECK(refused(R"(["busy"])") == E::not_object);
    CHECK(refused("busy") == E::not_json);
    CHECK(refused(R"({"detail":""})") == E::out_of_range);
    CHECK(refused(R"({"detail":"Traceback: <b>oops</b>"})") == E::out_of_range);
}
