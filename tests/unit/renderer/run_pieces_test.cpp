// The renderer's pieces without a daemon: the collector against hostile out.csv files, the tree
// measurement, the slots and the job registry.
#include "renderer/run/collector.hpp"
#include "renderer/run/run_dir.hpp"
#include "renderer/service/jobs.hpp"
#include "common/slots.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
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
    const auto r = collect_csv(d->fd(), "out.csv", 204800);
    REQUIRE(r.ok());
    CHECK(*r == "x,y\n1,2\n");
}

TEST_CASE("collector: symlink / FIFO / directory / hard link / missing / empty / oversize / non-UTF-8 are rejected",
          "[collector]") {
    auto d = run_dir::create(scratch_root());
    REQUIRE(d);
    const auto path = [&](const char* n) { return d->path() + "/" + n; };

    REQUIRE(::symlink("/etc/passwd", path("link.csv").c_str()) == 0);
    CHECK_FALSE(collect_csv(d->fd(), "link.csv", 204800).ok());

    REQUIRE(::mkfifo(path("fifo.csv").c_str(), 0600) == 0);
    const auto fifo = collect_csv(d->fd(), "fifo.csv", 204800);  // must not block
    CHECK_FALSE(fifo.ok());

    REQUIRE(::mkdir(path("dir.csv").c_str(), 0700) == 0);
    CHECK_FALSE(collect_csv(d->fd(), "dir.csv", 204800).ok());

    write(*d, "real.csv", "a\n1\n");
    REQUIRE(::link(path("real.csv").c_str(), path("hard.csv").c_str()) == 0);
    CHECK_FALSE(collect_csv(d->fd(), "hard.csv", 204800).ok());

    CHECK_FALSE(collect_csv(d->fd(), "missing.csv", 204800).ok());

    write(*d, "empty.csv", "");
    CHECK_FALSE(collect_csv(d->fd(), "empty.csv", 204800).ok());

    write(*d, "big.csv", std::string(204801, 'a'));
    const auto big = collect_csv(d->fd(), "big.csv", 204800);
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().measured == 204801);
    CHECK(big.error().limit == 204800);

    write(*d, "bytes.csv", "x\n\xff\xfe\n");
    const auto bytes = collect_csv(d->fd(), "bytes.csv", 204800);
    REQUIRE_FALSE(bytes.ok());
    CHECK(bytes.error().measured == 5);
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

asio::awaitable<void> take(run_slots* slots, std::chrono::milliseconds wait,
                           std::shared_ptr<anyplot::common::one_shot_signal> cancel, slot_status* out) {
    *out = co_await slots->acquire(wait, cancel);
}

}  // namespace

TEST_CASE("slots: grant up to the count / queue FIFO / time out / give up on cancel", "[slots]") {
    asio::io_context ioc;
    run_slots slots(ioc.get_executor(), 1);
    auto never = std::make_shared<anyplot::common::one_shot_signal>();
    slot_status first{}, second{}, third{}, fourth{};
    asio::co_spawn(ioc, take(&slots, 5s, never, &first), asio::detached);
    ioc.poll();
    CHECK(first == slot_status::granted);
    CHECK(slots.in_flight() == 1);

    asio::co_spawn(ioc, take(&slots, 5s, never, &second), asio::detached);
    auto cancel = std::make_shared<anyplot::common::one_shot_signal>();
    asio::co_spawn(ioc, take(&slots, 5s, cancel, &third), asio::detached);
    asio::co_spawn(ioc, take(&slots, 10ms, never, &fourth), asio::detached);
    ioc.restart();  // poll() stops the context when it runs out of work
    ioc.poll();
    CHECK(slots.waiting() == 3);
    cancel->fire();
    ioc.restart();
    ioc.run_for(200ms);  // the 10 ms waiter times out meanwhile
    CHECK(third == slot_status::cancelled);
    CHECK(fourth == slot_status::timed_out);
    CHECK(slots.waiting() == 1);

    slots.release();  // handed straight to the first in line
    ioc.restart();
    ioc.poll();
    CHECK(second == slot_status::granted);
    CHECK(slots.in_flight() == 1);
    slots.release();
    CHECK(slots.in_flight() == 0);
}

TEST_CASE("jobs: start / join / conflict / cache only successes / bounded cache / cancel", "[jobs]") {
    job_registry jobs(2);
    auto a = jobs.join("a", "fp1");
    CHECK(a.kind == join_kind::started);
    CHECK(jobs.join("a", "fp1").kind == join_kind::joined);
    CHECK(a.running->waiters == 2);
    CHECK(jobs.join("a", "fp2").kind == join_kind::conflict);

    CHECK(jobs.cancel("a") == 1);
    CHECK(a.running->cancel->fired());
    CHECK(jobs.cancel("a") == 0);  // already cancelled
    CHECK(jobs.cancel("zzz") == 0);

    // A failure is not cached: the same id may run again.
    jobs.finish("a", a.running, run_result{std::nullopt, "cancelled", 499});
    CHECK(jobs.join("a", "fp1").kind == join_kind::started);

    const auto success = [](const std::string& id) {
        anyplot::wire::data_run_response r;
        r.job_id = id;
        r.exit_code = 0;
        r.csv_text = "x\n1\n";
        return run_result{r, {}, 200};
    };
    auto b = jobs.join("b", "fb");
    jobs.finish("b", b.running, success("b"));
    auto hit = jobs.join("b", "fb");
    CHECK(hit.kind == join_kind::cached);
    CHECK(hit.cached->job_id == "b");
    CHECK(jobs.join("b", "other").kind == join_kind::conflict);

    auto c = jobs.join("c", "fc");
    jobs.finish("c", c.running, success("c"));
    auto d = jobs.join("d", "fd");
    jobs.finish("d", d.running, success("d"));
    CHECK(jobs.join("b", "fb").kind == join_kind::started);  // evicted: the cache holds the last 2
    CHECK(jobs.join("d", "fd").kind == join_kind::cached);
}
