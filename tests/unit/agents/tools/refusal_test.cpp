// agents/tools/refusal: renderer outcomes mapped onto the tool's fixed vocabulary, without echoing
// the snippet, and a table over a cap with its figures.
#include "agents/backends/fake.hpp"
#include "agents/tools/refusal.hpp"

#include <catch2/catch.hpp>

namespace wire = anyplot::wire;
using namespace anyplot::agents;

TEST_CASE("outcomes map onto the fixed vocabulary without echoing the snippet", "[tool]") {
    using tools::refusal_for;
    wire::data_run_response r = backends::fake_backend::success("x\n1\n");
    CHECK_FALSE(refusal_for(r));

    r.csv_text.reset();
    r.exit_code = 1;
    r.stderr_tail = "Traceback (most recent call last):\n  File \"snippet.py\", line 3, in <module>\n"
                    "    x = 1 / 0\nZeroDivisionError: division by zero SECRET-7F3A\n";
    auto f = refusal_for(r);
    REQUIRE(f);
    CHECK(f->code == wire::agent_error::run_failed);
    CHECK(f->status() == 422);
    REQUIRE(f->notes.size() == 1);
    CHECK(f->notes[0] == "ZeroDivisionError at line 3 of the snippet");

    r.stderr_tail = "  File \"snippet.py\", line 9\nEvilChosenName: SECRET\n";
    CHECK(refusal_for(r)->notes[0] == "an exception at line 9 of the snippet");

    r.exit_code = 20;
    CHECK(refusal_for(r)->code == wire::agent_error::run_failed);
    CHECK(refusal_for(r)->notes[0].find("SECRET") == std::string::npos);
    r.exit_code = 10;
    CHECK(refusal_for(r)->code == wire::agent_error::no_table);
    r.exit_code = 13;
    CHECK(refusal_for(r)->code == wire::agent_error::limit);

    r.exit_code.reset();
    r.timed_out = true;
    r.reason = wire::stop_reason::timeout;
    r.measured = r.limit = 30;
    CHECK(refusal_for(r)->code == wire::agent_error::timeout);

    r.timed_out = false;
    r.reason = wire::stop_reason::memory;
    r.measured = 100;
    r.limit = 256;
    f = refusal_for(r);
    CHECK(f->code == wire::agent_error::limit);
    CHECK(f->notes[0] == "memory: measured 100, limit 256");

    r.exit_code = 0;
    r.reason = wire::stop_reason::output_rejected;
    CHECK(refusal_for(r)->code == wire::agent_error::output_rejected);

    CHECK(tools::refusal_for(backends::backend_error::capacity).status() == 503);
    CHECK(tools::refusal_for(backends::backend_error::timeout).code == wire::agent_error::timeout);
}

TEST_CASE("a table over a cap is limit with the cap, the figures and the rows that fit", "[tool][caps]") {
    using tools::refusal_for;
    wire::data_run_response r = backends::fake_backend::success("x\n1\n");
    r.csv_text.reset();
    // The harness's check: exit 13 with the byte cap and the table's rows.
    r.exit_code = 13;
    r.cap = wire::output_cap::bytes;
    r.measured = 5'600'000;
    r.limit = 5'242'880;
    r.rows = 20'000;
    auto f = refusal_for(r);
    REQUIRE(f);
    CHECK(f->code == wire::agent_error::limit);
    REQUIRE(f->over_cap);
    CHECK(f->over_cap->cap == wire::output_cap::bytes);
    CHECK(f->over_cap->measured == 5'600'000);
    CHECK(f->over_cap->rows == 20'000);
    // floor(5,242,880 / (5,600,000 / 20,000)) = floor(18,724.57)
    CHECK(tools::rows_that_fit(*f->over_cap) == 18'724);
    CHECK(f->notes.at(0) == "the table's CSV is 5600000 bytes for 20000 rows, over the bytes cap of 5242880 "
                            "(18724 rows would fit)");
    const auto fields = tools::cap_fields(*f);
    CHECK(fields.at("cap") == "bytes");
    CHECK(fields.at("measured") == 5'600'000);
    CHECK(fields.at("limit") == 5'242'880);
    CHECK(fields.at("rows") == 20'000);
    CHECK(fields.at("rows_that_fit") == 18'724);

    // The daemon's own check (output_rejected with a cap) answers the same limit.
    r.exit_code = 0;
    r.reason = wire::stop_reason::output_rejected;
    r.cap = wire::output_cap::rows;
    r.measured = 25'000;
    r.limit = 20'000;
    r.rows.reset();
    f = refusal_for(r);
    CHECK(f->code == wire::agent_error::limit);
    REQUIRE(f->over_cap);
    CHECK(tools::rows_that_fit(*f->over_cap) == 20'000);  // the rows cap itself
    CHECK(tools::cap_fields(*f).at("rows_that_fit") == 20'000);

    r.cap = wire::output_cap::columns;
    r.measured = 60;
    r.limit = 50;
    f = refusal_for(r);
    REQUIRE(f->over_cap);
    CHECK_FALSE(tools::rows_that_fit(*f->over_cap));
    CHECK_FALSE(tools::cap_fields(*f).contains("rows_that_fit"));
    CHECK(f->notes.at(0) == "the table has 60 columns, over the columns cap of 50");

    // Bytes without rows (the daemon saw only the file's size): no rows that fit.
    CHECK_FALSE(tools::rows_that_fit({wire::output_cap::bytes, 6'000'000, 5'242'880, std::nullopt}));
    // Figures a bypassing snippet could make up stay figures: no overflow, never more than the rows.
    const auto huge = tools::rows_that_fit({wire::output_cap::bytes, 5'242'881, 5'242'880, 999'999'999'999'999});
    REQUIRE(huge);
    CHECK(*huge == 999'999'809'265'172);

    // A malformed table (no cap) stays output_rejected; other refusals add no cap fields.
    r.cap.reset();
    r.measured = 0;
    r.limit = 0;
    f = refusal_for(r);
    CHECK(f->code == wire::agent_error::output_rejected);
    CHECK(tools::cap_fields(*f).empty());
}
