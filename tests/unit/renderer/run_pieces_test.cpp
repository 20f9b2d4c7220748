// The renderer's pieces without a daemon: the collector against hostile out.csv files, the tree
// measurement and the job registry (the slots it holds are common/, tests/unit/common/slots_test.cpp).
#include "renderer/run/collector.hpp"
#include "renderer/run/run_dir.hpp"
#include "renderer/service/jobs.hpp"
#include "common/slots.hpp"
#include "common/spawn.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

using namespace anyplot::renderer;
using anyplot::common::run_slots;
using anyplot::common::slot_status;
using namespace std::chrono_literals;
namespace asio = boost::asio;

namespace {

std::string scratch_root() { return "/tmp/anyplot-unit-" + std::to_string(::getpid()); }

void write(const run_dir& d, const std::string& name, const std::string& bytes) {
    std::ofstream(d.path() + "/" + name, std::ios::binary) << bytes;
}

}  // namespace

TEST_CASE("collector: a regular UTF-8 file under the cap is read", "[collector]") {
    auto d = run_dir::create(scratch_root());
    REQUIRE(d);
    write(*d, "out.csv", "x,y\n1,2\n");
    const auto r = collect_csv(d->fd(), "out.csv", csv_caps{});
    REQUIRE(r.ok());
    CHECK(*r == "x,y\n1,2\n");
}

TEST_CASE("collector: symlink / FIFO / directory / hard link / missing / empty / oversize / non-UTF-8 are rejected",
          "[collector]") {
    auto d = run_dir::create(scratch_root());
    REQUIRE(d);
    const auto path = [&](const char* n) { return d->path() + "/" + n; };

    REQUIRE(::symlink("/etc/passwd", path("link.csv").c_str()) == 0);
    CHECK_FALSE(collect_csv(d->fd(), "link.csv", csv_caps{}).ok());

    REQUIRE(::mkfifo(path("fifo.csv").c_str(), 0600) == 0);
    const auto fifo = collect_csv(d->fd(), "fifo.csv", csv_caps{});  // must not block
    CHECK_FALSE(fifo.ok());

    REQUIRE(::mkdir(path("dir.csv").c_str(), 0700) == 0);
    CHECK_FALSE(collect_csv(d->fd(), "dir.csv", csv_caps{}).ok());

    write(*d, "real.csv", "a\n1\n");
    REQUIRE(::link(path("real.csv").c_str(), path("hard.csv").c_str()) == 0);
    CHECK_FALSE(collect_csv(d->fd(), "hard.csv", csv_caps{}).ok());

    CHECK_FALSE(collect_csv(d->fd(), "missing.csv", csv_caps{}).ok());

    write(*d, "empty.csv", "");
    CHECK_FALSE(collect_csv(d->fd(), "empty.csv", csv_caps{}).ok());

    write(*d, "big.csv", std::string(5242881, 'a'));
    const auto big = collect_csv(d->fd(), "big.csv", csv_caps{});
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().measured == 5242881);
    CHECK(big.error().limit == 5242880);
    CHECK(big.error().cap == anyplot::wire::output_cap::bytes);
    CHECK_FALSE(big.error().rows);  // not read: the rows are unknown

    // Control characters but tab and newline: refused, as the paste parser does (and as a bad
    // file, no cap named).
    write(*d, "ctl.csv", "a,b\n1,\x01\n");
    const auto ctl = collect_csv(d->fd(), "ctl.csv", csv_caps{});
    REQUIRE_FALSE(ctl.ok());
    CHECK_FALSE(ctl.error().cap);
    write(*d, "tab.csv", "a,b\n1,x\ty\n");
    CHECK(collect_csv(d->fd(), "tab.csv", csv_caps{}).ok());

    write(*d, "bytes.csv", "x\n\xff\xfe\n");
    const auto bytes = collect_csv(d->fd(), "bytes.csv", csv_caps{});
    REQUIRE_FALSE(bytes.ok());
    CHECK(bytes.error().measured == 5);
}

TEST_CASE("collector: the daemon checks the table itself (rows, columns, shape), whatever the harness said",
          "[collector]") {
    auto d = run_dir::create(scratch_root());
    REQUIRE(d);
    // Forged past the harness (libc _exit after writing out.csv): 25,000 rows of one column,
    // far under the byte cap.
    std::string rows = "x\n";
    for (int i = 0; i < 25000; ++i) rows += "1\n";
    write(*d, "rows.csv", rows);
    const auto many = collect_csv(d->fd(), "rows.csv", csv_caps{});
    REQUIRE_FALSE(many.ok());
    CHECK(many.error().measured == 25000);  // counted to the end: the table's rows
    CHECK(many.error().limit == 20000);
    CHECK(many.error().cap == anyplot::wire::output_cap::rows);

    std::string wide;
    for (int i = 0; i < 60; ++i) wide += (i ? "," : "") + std::string("c") + std::to_string(i);
    wide += "\n" + std::string(59, ',') + "\n";  // 60 empty fields
    write(*d, "wide.csv", wide);
    const auto columns = collect_csv(d->fd(), "wide.csv", csv_caps{});
    REQUIRE_FALSE(columns.ok());
    CHECK(columns.error().measured == 60);
    CHECK(columns.error().limit == 50);
    CHECK(columns.error().cap == anyplot::wire::output_cap::columns);

    // Exactly at the caps is fine.
    std::string edge = "x\n";
    for (int i = 0; i < 20000; ++i) edge += "1\n";
    CHECK(check_table(edge, csv_caps{}).ok());
    // A malformed table names no cap.
    const auto ragged = check_table("a,b\n1\n", csv_caps{});
    REQUIRE_FALSE(ragged.ok());
    CHECK_FALSE(ragged.error().cap);
}

TEST_CASE("collector: exit 13's record names the cap with the harness's figures, and nothing else passes",
          "[collector][caps]") {
    using anyplot::wire::output_cap;
    const csv_caps caps{};
    const auto rows = parse_over_caps("over_caps rows 25000\n", caps);
    REQUIRE(rows);
    CHECK(rows->cap == output_cap::rows);
    CHECK(rows->measured == 25000);
    CHECK(rows->limit == 20000);  // ours, not the record's
    const auto columns = parse_over_caps("over_caps columns 51\n", caps);
    REQUIRE(columns);
    CHECK(columns->limit == 50);
    const auto bytes = parse_over_caps("over_caps bytes 5600000 20000\n", caps);
    REQUIRE(bytes);
    CHECK(bytes->cap == output_cap::bytes);
    CHECK(bytes->limit == 5242880);
    CHECK(bytes->rows == 20000);
    for (const char* bad : {"over_caps rows 20000\n",           // not over the cap
                            "over_caps rows 25000",              // no newline
                            "over_caps cells 25000\n",          // not a cap
                            "over_caps rows 25000 7\n",         // rows only with bytes
                            "over_caps rows -25000\n", "over_caps rows 025000\n", "over_caps rows 2.5e4\n",
                            "over_caps rows 1234567890123456789\n", "over_caps bytes 5600000 x\n",
                            "over_caps rows  25000\n", "x,y\n1,2\n", ""}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_over_caps(bad, caps));
    }

    auto d = run_dir::create(scratch_root());
    REQUIRE(d);
    write(*d, "out.csv", "over_caps bytes 5600000 20000\n");
    const auto read = read_over_caps(d->fd(), "out.csv", caps);
    REQUIRE(read);
    CHECK(read->measured == 5600000);
    std::string padded = "over_caps rows 25000\n";
    padded.append(100, ' ');
    write(*d, "long.csv", padded);
    CHECK_FALSE(read_over_caps(d->fd(), "long.csv", caps));
    CHECK_FALSE(read_over_caps(d->fd(), "missing.csv", caps));
}

TEST_CASE("collector: CSV shape: quoting as pandas writes it passes, ragged or broken quoting does not",
          "[collector]") {
    const csv_caps caps{};
    const auto rows = check_table("name,note\n\"a, b\",\"say \"\"hi\"\"\"\nc,\"two\nlines\"\n", caps);
    REQUIRE(rows.ok());
    CHECK(*rows == 2);
    CHECK(check_table("x,y\n", caps).ok());                 // a header and no rows
    CHECK_FALSE(check_table("x,y\n1\n", caps).ok());        // ragged
    CHECK_FALSE(check_table("x,y\n1,2,3\n", caps).ok());    // ragged
    CHECK_FALSE(check_table("x\n1\"2\n", caps).ok());       // a quote inside an unquoted field
    CHECK_FALSE(check_table("x\n\"open\n", caps).ok());     // unterminated quoted field
    CHECK_FALSE(check_table("x\n\"a\"b\n", caps).ok());    // text after a closing quote
    CHECK_FALSE(check_table("x\n1", caps).ok());            // no final newline
    CHECK_FALSE(check_table("x\r\n1\r\n", caps).ok());      // the harness writes \n only
    CHECK_FALSE(check_table("", caps).ok());
}

TEST_CASE("run_dir: private / measured without following links / removed with its contents", "[run_dir]") {
    std::string kept;
    {
        auto d = run_dir::create(scratch_root());
        REQUIRE(d);
        kept = d->path();
        struct stat st {};
        REQUIRE(::stat(kept.c_str(), &st) == 0);
        CHECK((st.st_mode & 0777) == 0700);
        REQUIRE(d->write_file("snippet.py", "df = 1\n"));
        CHECK_FALSE(d->write_file("snippet.py", "again"));  // O_EXCL
        write(*d, "a.bin", std::string(100000, 'x'));
        REQUIRE(::mkdir((kept + "/sub").c_str(), 0700) == 0);
        write(*d, "sub/b.bin", std::string(50000, 'y'));
        REQUIRE(::symlink("/usr", (kept + "/usr-link").c_str()) == 0);  // must not be walked into
        const auto usage = measure_tree(d->fd(), 8, 1000);
        CHECK(usage.entries == 5);
        CHECK(usage.bytes >= 150000);
        CHECK(usage.bytes < 1000000);
        CHECK_FALSE(usage.too_deep);
        // Measured twice in a row gives the same answer (the walk rewinds its directory).
        CHECK(measure_tree(d->fd(), 8, 1000).entries == 5);
        // Too deep and too many are reported, with the walk cut short.
        std::string deep = kept;
        for (int i = 0; i < 4; ++i) {
            deep += "/d";
            REQUIRE(::mkdir(deep.c_str(), 0700) == 0);
        }
        CHECK(measure_tree(d->fd(), 2, 1000).too_deep);
        CHECK(measure_tree(d->fd(), 8, 3).entries == 4);
    }
    struct stat st {};
    CHECK(::lstat(kept.c_str(), &st) != 0);
    struct stat usr {};
    CHECK(::stat("/usr/bin", &usr) == 0);  // the link target survived the removal
}

TEST_CASE("mem_available_mb reads /proc/meminfo", "[run_dir]") {
    const auto m = mem_available_mb();
    REQUIRE(m);
    CHECK(*m > 0);
}

namespace {

job_key key(const std::string& id, const std::string& caller = "caller-a") { return job_key{caller, id}; }

run_result success(const std::string& id) {
    anyplot::wire::data_run_response r;
    r.job_id = id;
    r.exit_code = 0;
    r.csv_text = "x\n1\n";
    return run_result{r, std::nullopt};
}

}  // namespace

TEST_CASE("jobs: start / join / conflict / cache only successes / bounded cache / cancel", "[jobs]") {
    job_registry jobs(2);
    auto a = jobs.join(key("a"), "fp1");
    CHECK(a.kind == join_kind::started);
    CHECK(jobs.join(key("a"), "fp1").kind == join_kind::joined);
    CHECK(a.running->waiters == 2);
    CHECK(jobs.join(key("a"), "fp2").kind == join_kind::conflict);

    CHECK(jobs.cancel(key("a")) == 1);
    CHECK(a.running->cancel->fired());
    CHECK(jobs.cancel(key("a")) == 0);  // already cancelled
    CHECK(jobs.cancel(key("zzz")) == 0);

    // A failure is not cached: the same id may run again.
    jobs.finish(key("a"), a.running, run_result{std::nullopt, anyplot::wire::renderer_error::cancelled});
    CHECK(jobs.join(key("a"), "fp1").kind == join_kind::started);

    auto b = jobs.join(key("b"), "fb");
    jobs.finish(key("b"), b.running, success("b"));
    auto hit = jobs.join(key("b"), "fb");
    CHECK(hit.kind == join_kind::cached);
    CHECK(hit.cached->job_id == "b");
    CHECK(jobs.join(key("b"), "other").kind == join_kind::conflict);

    auto c = jobs.join(key("c"), "fc");
    jobs.finish(key("c"), c.running, success("c"));
    auto d = jobs.join(key("d"), "fd");
    jobs.finish(key("d"), d.running, success("d"));
    CHECK(jobs.join(key("b"), "fb").kind == join_kind::started);  // evicted: the cache holds the last 2
    CHECK(jobs.join(key("d"), "fd").kind == join_kind::cached);
}

TEST_CASE("jobs: one caller can neither replay, probe nor cancel another caller's job", "[jobs]") {
    job_registry jobs(4);
    auto mine = jobs.join(key("shared-id", "caller-a"), "fp");
    REQUIRE(mine.kind == join_kind::started);
    // Another caller under the same id and source: a run of its own, not a join.
    auto theirs = jobs.join(key("shared-id", "caller-b"), "fp");
    CHECK(theirs.kind == join_kind::started);
    CHECK(theirs.running != mine.running);
    // A different source under the same id is no 409 oracle either.
    CHECK(jobs.join(key("shared-id", "caller-c"), "other").kind == join_kind::started);
    // Cancel is scoped too.
    CHECK(jobs.cancel(key("shared-id", "caller-d")) == 0);
    CHECK_FALSE(mine.running->cancel->fired());
    // A cached success is replayed only to its own caller.
    jobs.finish(key("shared-id", "caller-a"), mine.running, success("shared-id"));
    CHECK(jobs.join(key("shared-id", "caller-a"), "fp").kind == join_kind::cached);
    CHECK(jobs.join(key("shared-id", "caller-e"), "fp").kind == join_kind::started);
}

namespace {

asio::awaitable<void> take_slot(run_slots* slots, std::shared_ptr<anyplot::common::one_shot_signal> cancel,
                                slot_status* got) {
    *got = co_await slots->acquire(std::chrono::milliseconds(100), cancel);
}

}  // namespace

TEST_CASE("jobs: a run that ends without an answer (a throw) wakes its waiters with internal and frees its slot",
          "[jobs]") {
    asio::io_context ioc;
    run_slots slots(ioc.get_executor(), 1);
    job_registry jobs(2);
    auto owner = std::make_shared<const bool>(true);
    auto started = jobs.join(key("throws"), "fp");
    REQUIRE(started.kind == join_kind::started);
    slot_status got = slot_status::timed_out;
    anyplot::common::spawn(ioc.get_executor(), take_slot(&slots, started.running->cancel, &got), "take_slot");
    ioc.run();
    REQUIRE(got == slot_status::granted);
    REQUIRE(slots.in_flight() == 1);
    try {
        job_hold hold(jobs, slots, owner, key("throws"), started.running);
        hold.slot_taken();
        throw std::runtime_error("a bug in run_job");
    } catch (const std::runtime_error&) {
    }
    CHECK(slots.in_flight() == 0);
    REQUIRE(started.running->result);
    CHECK(started.running->result->refusal == anyplot::wire::renderer_error::internal);
    CHECK(jobs.running() == 0);
    // Once the owner is gone (its io_context torn down), a late frame touches nothing.
    auto late = jobs.join(key("late"), "fp");
    owner.reset();
    { job_hold hold(jobs, slots, owner, key("late"), late.running); }
    CHECK_FALSE(late.running->result);
}
