// The helper pool: reuse, replacement after max_requests, timeouts and crashes as errors (not
// findings), and the sandbox each helper runs in, as the kernel reports it.
#include <catch2/catch.hpp>
#include <atomic>
#include <chrono>
#include <csignal>
#include <fstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#include "agents/validate/helper_pool.hpp"
#include "agents/validate/helper_sandbox.hpp"
#include "agents/validate/validator.hpp"

using namespace anyplot::agents::validate;
using namespace std::chrono_literals;

namespace {

std::string proc_file(int pid, const char* name) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/" + name);
    std::string out;
    char buf[4096];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) out.append(buf, static_cast<std::size_t>(in.gcount()));
    return out;
}

std::string line_of(const std::string& text, const std::string& key) {
    const auto at = text.find(key);
    return at == std::string::npos ? "" : text.substr(at, text.find('\n', at) - at);
}

helper_options fake(const char* mode) {
    helper_options o;
    o.script = std::string(ANYPLOT_SOURCE_DIR) + "/tests/data/validate/helpers/" + mode + "_helper.py";
    o.size = 1;
    o.request_timeout = 500ms;
    return o;
}

}  // namespace

TEST_CASE("the helper script is found from the build tree") { CHECK_FALSE(default_helper_script().empty()); }

TEST_CASE("helpers are locked down before they see input") {
    helper_pool pool({});
    REQUIRE(pool.warm_up() == 2);
    const auto pids = pool.idle_pids();
    REQUIRE(pids.size() == 2);
    for (const int pid : pids) {
        const std::string status = proc_file(pid, "status");
        CHECK(line_of(status, "NoNewPrivs:") == "NoNewPrivs:\t1");
        CHECK(line_of(status, "Seccomp:") == "Seccomp:\t2");
        if (::geteuid() == 0) CHECK(line_of(status, "Uid:").find("\t65534\t") != std::string::npos);
        const std::string limits = proc_file(pid, "limits");
        CHECK(line_of(limits, "Max processes").find("0                    0") != std::string::npos);
        CHECK(line_of(limits, "Max file size").find("0                    0") != std::string::npos);
        CHECK(line_of(limits, "Max open files").find("16                   16") != std::string::npos);
        // Nothing from our environment reached it.
        CHECK(proc_file(pid, "environ").empty());
    }
}

TEST_CASE("helpers are reused / then replaced after max_requests") {
    helper_options o;
    o.size = 1;
    o.max_requests = 3;
    helper_pool pool(o);
    for (int i = 0; i < 7; ++i) REQUIRE(pool.parse("x = 1\n").ok());
    const auto s = pool.stats();
    CHECK(s.started == 3);  // 3 + 3 + 1 requests
    CHECK(s.retired == 2);
    CHECK(s.crashed == 0);
}

TEST_CASE("a helper that dies while idle is replaced transparently") {
    helper_options o;
    o.size = 1;
    helper_pool pool(o);
    REQUIRE(pool.parse("x = 1\n").ok());
    const auto pids = pool.idle_pids();
    REQUIRE(pids.size() == 1);
    ::kill(pids[0], SIGKILL);
    // Wait (bounded) until the kernel shows it dead: a zombie, since the pool has not reaped it.
    for (int i = 0; i < 200 && proc_file(pids[0], "stat").find(") Z ") == std::string::npos; ++i) {
        std::this_thread::sleep_for(10ms);
    }
    CHECK(pool.parse("x = 2\n").ok());
    CHECK(pool.stats().started == 2);
}

TEST_CASE("a hanging helper is killed at the request timeout") {
    helper_pool pool(fake("hang"));
    const auto t0 = std::chrono::steady_clock::now();
    auto r = pool.parse("x = 1\n");
    const auto took = std::chrono::steady_clock::now() - t0;
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == validate_error::helper_timeout);
    CHECK(took < 3s);
    CHECK(pool.stats().timed_out == 1);
    CHECK(pool.idle_pids().empty());
}

TEST_CASE("a crashing or garbled helper is an error / not a finding") {
    helper_pool crash(fake("exit"));
    auto r = crash.parse("x = 1\n");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == validate_error::helper_crashed);
    helper_pool garbage(fake("garbage"));
    auto g = garbage.parse("x = 1\n");
    REQUIRE_FALSE(g.ok());
    CHECK(g.error() == validate_error::helper_crashed);
}

TEST_CASE("no helper script means helper_unavailable") {
    helper_options o;
    o.script = "/nonexistent/parse_helper.py";
    validator v(o);
    auto r = v.validate_data_code("import pandas as pd\ndf = pd.DataFrame()\n");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == validate_error::helper_unavailable);
}

TEST_CASE("the pool is safe to share between threads") {
    helper_pool pool({});
    std::vector<std::thread> threads;
    std::atomic<int> ok{0};
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < 10; ++i) {
                if (pool.parse("y = [i for i in range(3)]\n").ok()) ++ok;
            }
        });
    }
    for (auto& t : threads) t.join();
    CHECK(ok == 40);
    CHECK(pool.stats().started <= 2);
}

TEST_CASE("seccomp program compiles and is a whole number of BPF instructions") {
    auto p = seccomp_program();
    REQUIRE(p.ok());
    CHECK(p->size() % 8 == 0);
    CHECK(p->size() > 8 * 10);
}
