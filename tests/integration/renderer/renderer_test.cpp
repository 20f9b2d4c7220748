// POST /run-data end to end: the real daemon, the real harness, real /usr/bin/python3.
// Every answer is read back through the closed wire decoder, so a test also checks the shape.
#include "tests/integration/renderer/fixture.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <signal.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>
#include <vector>

using namespace anyplot::test::renderer_fixture;

TEST_CASE("a 2-row snippet comes back as CSV", "[renderer]") {
    renderer r;
    const auto res = run(r, "ok-1", two_rows);
    CHECK(res.exit_code == 0);
    CHECK(res.csv_text == two_rows_csv);
    CHECK_FALSE(res.timed_out);
    CHECK_FALSE(res.reason);
    CHECK(res.attempts == 1);
    CHECK(res.version == ANYPLOT_VERSION);
    CHECK(res.mem_available_mb.has_value());
    CHECK(res.wall_s > 0);
    CHECK(res.timings.total_s >= res.wall_s);
}

TEST_CASE("a Lorenz attractor with scipy odeint gives thousands of rows", "[renderer]") {
    renderer r;
    const std::string lorenz =
        "import numpy as np\nimport pandas as pd\nfrom scipy.integrate import odeint\n"
        "def f(s, t, sigma=10.0, rho=28.0, beta=8/3):\n"
        "    x, y, z = s\n"
        "    return [sigma*(y-x), x*(rho-z)-y, x*y-beta*z]\n"
        "t = np.linspace(0, 40, 2000)\n"
        "sol = odeint(f, [1.0, 1.0, 1.0], t)\n"
        "df = pd.DataFrame({'t': t, 'x': sol[:, 0], 'y': sol[:, 1], 'z': sol[:, 2]})\n";
    const auto res = run(r, "lorenz", lorenz);
    REQUIRE(res.exit_code == 0);
    REQUIRE(res.csv_text);
    CHECK(std::count(res.csv_text->begin(), res.csv_text->end(), '\n') == 2001);
}

TEST_CASE("malformed jobs are 422 invalid_job - the token is checked first", "[renderer][wire]") {
    renderer r;
    const std::vector<std::string> bad = {
        "not json",
        R"({"job_id":"a","source":"df=1","timeout_s":5,"extra":1})",
        R"({"job_id":"a b","source":"df=1","timeout_s":5})",
        R"({"job_id":"a","source":"","timeout_s":5})",
        R"({"job_id":"a","source":"df=1","timeout_s":0})",
        R"({"job_id":"a","source":"df=1","timeout_s":31})",
        R"({"job_id":"a","source":"df=1","timeout_s":"5"})",
        R"({"job_id":"a","job_id":"b","source":"df=1","timeout_s":5})",
        R"({"job_id":"a","source":"a\u0000b","timeout_s":5})",
        job("a", std::string(16385, 'x')),
    };
    for (const auto& body : bad) {
        INFO(body.substr(0, 80));
        const auto a = r.post(body);
        REQUIRE(a);
        CHECK(a->status == 422);
        CHECK(a->body == R"({"detail":"invalid_job"})");
    }
    const auto anonymous = anyplot::test::http_call(r.d.port(), "POST", "/run-data", {}, job("a", two_rows));
    REQUIRE(anonymous);
    CHECK(anonymous->status == 401);
    const auto wrong =
        anyplot::test::http_call(r.d.port(), "POST", "/run-data", {"Authorization: Bearer not-the-token-000000"},
                                 job("a", two_rows));
    REQUIRE(wrong);
    CHECK(wrong->status == 403);
    const auto status_anonymous = anyplot::test::http_call(r.d.port(), "GET", "/status");
    REQUIRE(status_anonymous);
    CHECK(status_anonymous->status == 401);
}

TEST_CASE("harness refusals: df missing / wrong type / MultiIndex / over caps / snippet raised", "[renderer]") {
    renderer r;
    struct c {
        std::string source;
        int code;
    };
    const std::vector<c> cases = {
        {"x = 1\n", 10},
        {"df = [1, 2]\n", 11},
        {"import pandas as pd\nimport numpy as np\n"
         "df = pd.DataFrame(np.ones((2, 2)), columns=pd.MultiIndex.from_tuples([('a', 'b'), ('a', 'c')]))\n",
         12},
        {"import pandas as pd\ndf = pd.DataFrame({'x': range(20001)})\n", 13},
        {"import pandas as pd\ndf = pd.DataFrame({str(i): [1] for i in range(51)})\n", 13},
        {"raise ValueError('the secret canary 7F3A')\n", 1},
        {"import sys\nsys.exit(0)\n", 1},
    };
    int i = 0;
    for (const auto& k : cases) {
        INFO(k.source);
        const auto res = run(r, "refuse-" + std::to_string(i++), k.source);
        CHECK(res.exit_code == k.code);
        CHECK_FALSE(res.csv_text);
    }
    expect_healthy_after(r, "after-refusals");
}

TEST_CASE("guard refusals keep their class even when the snippet catches them", "[renderer][guard]") {
    renderer r;
    struct c {
        std::string source;
        int code;
    };
    const std::vector<c> cases = {
        {"df = open('/etc/passwd').read()\n", 20},
        {"try:\n    open('/etc/passwd')\nexcept BaseException:\n    pass\n"
         "import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n",
         20},
        {"import pandas as pd\ndf = pd.read_csv('/etc/passwd')\n", 20},
        {"import os\ntry:\n    os.fork()\nexcept BaseException:\n    pass\nimport pandas as pd\n"
         "df = pd.DataFrame({'x': [1]})\n",
         22},
        {"import os\nwhile True:\n    os.fork()\n", 22},
        {"import socket\ns = socket.socket()\ns.connect(('127.0.0.1', 1))\n", 23},
    };
    int i = 0;
    for (const auto& k : cases) {
        INFO(k.source);
        const auto res = run(r, "guard-" + std::to_string(i++), k.source);
        CHECK(res.exit_code == k.code);
        CHECK_FALSE(res.csv_text);
        CHECK(res.stderr_tail.find("root:x:0:0") == std::string::npos);  // no file content leaks back
    }
    expect_healthy_after(r, "after-guard");
}

TEST_CASE("wall timeout stops sleeping and spinning snippets", "[renderer][watchdog]") {
    renderer r;
    for (const std::string& source : {std::string("import time\ntime.sleep(60)\n"), std::string("while True:\n    pass\n")}) {
        INFO(source);
        const auto res = run(r, "timeout-" + std::to_string(source.size()), source, 2);
        CHECK(res.timed_out);
        CHECK(res.reason == wire::stop_reason::timeout);
        CHECK_FALSE(res.exit_code);
        CHECK(res.measured == 2);
        CHECK(res.limit == 2);
        CHECK(res.wall_s < 10);  // a hang guard: the kill path is bounded
    }
    expect_healthy_after(r, "after-timeout");
}

TEST_CASE("output floods on stdout and stderr are stopped at the output cap, not at the timeout",
          "[renderer][watchdog]") {
    renderer r(renderer::settings{{"RENDERER_MAX_OUTPUT_MB", "1"}});
    constexpr std::int64_t cap = 1 << 20;
    // Under the cap, stdout and stderr together: the run is answered as usual.
    const auto chatty = run(r, "chatty",
                            "import sys\nfor i in range(6):\n    sys.stdout.write('o' * 65536)\n"
                            "    sys.stderr.write('e' * 65536)\n"
                            "import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n");
    CHECK(chatty.exit_code == 0);
    CHECK(chatty.csv_text == "x\n1\n");
    CHECK(chatty.stderr_tail.size() <= 2000);
    // Endless floods on either stream, and both: stopped within a moment of the cap, with the bytes.
    for (const char* stream : {"stderr", "stdout"}) {
        INFO(stream);
        const auto endless = run(r, std::string("endless-") + stream,
                                 std::string("import sys\nwhile True:\n    sys.") + stream + ".write('e' * 65536)\n", 20);
        CHECK(endless.reason == wire::stop_reason::output_flood);
        CHECK_FALSE(endless.exit_code);
        CHECK(endless.limit == cap);
        REQUIRE(endless.measured);
        CHECK(*endless.measured > cap);
        CHECK(endless.wall_s < 10);  // not the 20 s timeout
        CHECK(endless.stderr_tail.size() <= 2000);
        CHECK_FALSE(endless.csv_text);
    }
    // Over the cap, then a table and exit 0 before the watchdog's turn: still output_flood.
    const auto burst = run(r, "burst-then-exit",
                           "import os\nos.write(1, b'o' * (3 << 20))\n"
                           "import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n");
    CHECK(burst.reason == wire::stop_reason::output_flood);
    CHECK_FALSE(burst.csv_text);
    expect_healthy_after(r, "after-flood");
}

TEST_CASE("a memory bomb fails inside its address-space limit", "[renderer][limits]") {
    renderer r;
    const auto res = run(r, "membomb", "import numpy as np\na = np.ones((1 << 31,), dtype=np.uint8)\ndf = a\n");
    CHECK(res.exit_code == 1);
    CHECK(res.stderr_tail.find("MemoryError") != std::string::npos);
    expect_healthy_after(r, "after-membomb");
}

TEST_CASE("idempotency: a cached success replays / a different request under the same id is 409", "[renderer][jobs]") {
    renderer r;
    const auto first = r.post(job("same-id", two_rows));
    REQUIRE(first);
    REQUIRE(first->status == 200);
    const auto again = r.post(job("same-id", two_rows));
    REQUIRE(again);
    CHECK(again->status == 200);
    CHECK(again->body == first->body);  // the cached answer, byte for byte
    const auto conflict = r.post(job("same-id", two_rows + "# changed\n"));
    REQUIRE(conflict);
    CHECK(conflict->status == 409);
    CHECK(conflict->body == R"({"detail":"job_conflict"})");
    // The fingerprint is of the canonical request: key order and 20 vs 20.0 do not matter.
    const auto reordered = r.post(nlohmann::json{{"timeout_s", 20.0}, {"source", two_rows}, {"job_id", "same-id"}}.dump());
    REQUIRE(reordered);
    CHECK(reordered->status == 200);
}

TEST_CASE("concurrent requests for one job join one run", "[renderer][jobs]") {
    renderer r;
    const std::string slow = "import time\ntime.sleep(1.5)\nimport pandas as pd\ndf = pd.DataFrame({'x': [1]})\n";
    std::optional<raw_response> a, b;
    std::thread ta([&] { a = r.post(job("joined", slow)); });
    std::this_thread::sleep_for(300ms);
    std::thread tb([&] { b = r.post(job("joined", slow)); });
    ta.join();
    tb.join();
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->status == 200);
    CHECK(a->body == b->body);
    // One run only: the metrics count one successful run.
    const auto metrics = anyplot::test::http_call(r.d.port(), "GET", "/metrics", {auth});
    REQUIRE(metrics);
    CHECK(metrics->body.find("renderer_runs_total{outcome=\"ok\"} 1") != std::string::npos);
}

TEST_CASE("the slot is bounded: a second job waits / then answers 503 busy", "[renderer][slots]") {
    renderer r(renderer::settings{{"RENDERER_SLOT_WAIT_S", "0.5"}});
    std::optional<raw_response> holder;
    std::thread t([&] { holder = r.post(job("holder", "import time\ntime.sleep(4)\n", 10)); });
    // Wait until the first run holds the slot.
    for (int i = 0; i < 200; ++i) {
        const auto s = r.status();
        if (s && s->body.find("\"in_flight\":1") != std::string::npos) break;
        std::this_thread::sleep_for(20ms);
    }
    const auto busy = r.post(job("second", two_rows));
    REQUIRE(busy);
    CHECK(busy->status == 503);
    CHECK(busy->body == R"({"detail":"busy"})");
    t.join();
    REQUIRE(holder);
    CHECK(holder->status == 200);
    expect_healthy_after(r, "after-busy");
}

TEST_CASE("the cancel route stops a run - its waiters get 499 cancelled", "[renderer][cancel]") {
    renderer r;
    std::optional<raw_response> waiter;
    std::thread t([&] { waiter = r.post(job("to-cancel", "import time\ntime.sleep(20)\n", 25)); });
    int cancelled = 0;
    for (int i = 0; i < 200 && cancelled == 0; ++i) {
        std::this_thread::sleep_for(20ms);
        const auto c = anyplot::test::http_call(r.d.port(), "POST", "/run-data/to-cancel/cancel", {auth});
        REQUIRE(c);
        REQUIRE(c->status == 200);
        if (c->body == R"({"cancelled":1})") cancelled = 1;
    }
    CHECK(cancelled == 1);
    t.join();
    REQUIRE(waiter);
    CHECK(waiter->status == 499);
    CHECK(waiter->body == R"({"detail":"cancelled"})");
    const auto none = anyplot::test::http_call(r.d.port(), "POST", "/run-data/nothing-here/cancel", {auth});
    REQUIRE(none);
    CHECK(none->body == R"({"cancelled":0})");
    const auto bad = anyplot::test::http_call(r.d.port(), "POST", "/run-data/bad%20id/cancel", {auth});
    REQUIRE(bad);
    CHECK(bad->status == 422);
    expect_healthy_after(r, "after-cancel");
}

TEST_CASE("when the last client leaves / the run is cancelled and the slot freed", "[renderer][cancel]") {
    renderer r;
    {
        raw_connection c(r.d.port());
        const std::string body = job("abandoned", "import time\ntime.sleep(20)\n", 25);
        REQUIRE(c.send("POST /run-data HTTP/1.1\r\nHost: x\r\n" + auth + "\r\nContent-Length: " +
                       std::to_string(body.size()) + "\r\n\r\n" + body));
        for (int i = 0; i < 200; ++i) {
            const auto s = r.status();
            if (s && s->body.find("\"in_flight\":1") != std::string::npos) break;
            std::this_thread::sleep_for(20ms);
        }
    }  // the client goes away
    bool freed = false;
    for (int i = 0; i < 250 && !freed; ++i) {
        std::this_thread::sleep_for(20ms);
        const auto s = r.status();
        freed = s && s->body.find("\"in_flight\":0") != std::string::npos;
    }
    CHECK(freed);  // long before the snippet's 20 s
    const auto metrics = anyplot::test::http_call(r.d.port(), "GET", "/metrics", {auth});
    REQUIRE(metrics);
    CHECK(metrics->body.find("renderer_runs_total{outcome=\"cancelled\"} 1") != std::string::npos);
    expect_healthy_after(r, "after-abandon");
}

TEST_CASE("/status reports slots / stuck and the sandbox layers honestly", "[renderer]") {
    renderer r;
    const auto health = anyplot::test::http_call(r.d.port(), "GET", "/healthz", {});
    REQUIRE(health);
    CHECK(health->status == 200);
    const auto s = r.status();
    REQUIRE(s);
    CHECK(s->status == 200);
    const auto j = nlohmann::json::parse(s->body);
    CHECK(j["name"] == "anyplot-renderer");
    CHECK(j["in_flight"] == 0);
    CHECK(j["waiting"] == 0);
    CHECK(j["stuck"] == false);
    CHECK(j["sandbox"]["audit_guard"] == true);
    // The startup self-test proved every layer in a throwaway child on this machine.
    for (const char* layer : {"namespaces", "seccomp", "landlock", "cgroups", "dedicated_uid"}) {
        INFO(layer);
        CHECK(j["sandbox"][layer]["active"] == true);
        CHECK(j["sandbox"][layer]["required"] == true);
    }
    CHECK(j["sandbox"]["healthy"] == true);
    CHECK(j["sandbox"]["landlock_abi"].get<int>() >= 1);
    CHECK(j["warm"]["enabled"] == true);
}


TEST_CASE("warm interpreters serve runs / RENDERER_WARM=0 runs cold / both give the same answer", "[renderer][warm]") {
    renderer warm;
    REQUIRE(wait_warm(warm));
    for (int i = 0; i < 3; ++i) {
        const auto res = run(warm, "warm-" + std::to_string(i), two_rows);
        CHECK(res.exit_code == 0);
        CHECK(res.csv_text == two_rows_csv);
        REQUIRE(wait_warm(warm));  // refilled in the background
    }
    CHECK(count_runs(warm, true) == 3);

    renderer cold(renderer::settings{{"RENDERER_WARM", "0"}});
    const auto res = run(cold, "cold-1", two_rows);
    CHECK(res.csv_text == two_rows_csv);
    CHECK(count_runs(cold, false) == 1);
    CHECK(nlohmann::json::parse(cold.status()->body)["warm"]["enabled"] == false);
}

TEST_CASE("no state passes from one warm job to the next", "[renderer][warm]") {
    renderer r(renderer::settings{{"RENDERER_ENV", "development"}, {"RENDERER_GUARD", "0"}});
    REQUIRE(wait_warm(r));
    const auto write = run(r, "persist-write",
                           "import builtins, os, numpy as np, pandas as pd\n"
                           "builtins.anyplot_marker = 1\nnp.anyplot_marker = 1\nos.environ['ANYPLOT_MARKER'] = '1'\n"
                           "open('marker', 'w').write('1')\ndf = pd.DataFrame({'x': [1]})\n");
    CHECK(write.exit_code == 0);
    REQUIRE(wait_warm(r));
    // Succeeds (exit 0) only if it finds none of the markers.
    const auto read = run(r, "persist-read",
                          "import builtins, os, numpy as np, pandas as pd\n"
                          "found = [hasattr(builtins, 'anyplot_marker'), hasattr(np, 'anyplot_marker'),\n"
                          "         'ANYPLOT_MARKER' in os.environ, os.path.exists('marker')]\n"
                          "assert not any(found), found\ndf = pd.DataFrame({'x': [1]})\n");
    CHECK(read.exit_code == 0);
    CHECK(count_runs(r, true) == 2);
}

TEST_CASE("unseeded random numbers differ from one warm run to the next", "[renderer][warm]") {
    // Every standby child is a copy of one zygote, whose warm-up seeds the generators: each
    // child takes fresh entropy, so a random walk is a different walk each time.
    renderer r;
    REQUIRE(wait_warm(r));
    const std::string source = "import random\nimport numpy as np\nimport pandas as pd\n"
                               "df = pd.DataFrame({'np': np.random.rand(3), 'py': [random.random() for _ in range(3)]})\n";
    std::set<std::string> tables;
    for (int i = 0; i < 3; ++i) {
        const auto res = run(r, "random-" + std::to_string(i), source);
        REQUIRE(res.csv_text);
        tables.insert(*res.csv_text);
    }
    CHECK(tables.size() == 3);
    CHECK(count_runs(r, true) == 3);
}

TEST_CASE("back-to-back runs never fall to the cold path while the zygote lives: they wait for the next child",
          "[renderer][warm][load]") {
    // One child kept ready at most: every back-to-back run after the first finds none ready and
    // must wait for the one being prepared (the old pool ran those cold, ~0.5-1 s each).
    renderer r(renderer::settings{{"RENDERER_STANDBY", "1"}, {"RENDERER_STANDBY_MAX", "1"}});
    REQUIRE(wait_warm(r));
    raw_connection c(r.d.port());
    REQUIRE(c.connected());
    int waited = 0;
    const int runs = 12;
    for (int i = 0; i < runs; ++i) {
        const std::string body = job("burst-" + std::to_string(i), two_rows);
        REQUIRE(c.send("POST /run-data HTTP/1.1\r\nHost: 127.0.0.1\r\n" + auth +
                       "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                       "\r\n\r\n" + body));
        const auto answer = c.read_response(60s);
        REQUIRE(answer);
        REQUIRE(answer->status == 200);
        const auto decoded = wire::decode_data_run_response(answer->body);
        REQUIRE(decoded.ok());
        CHECK(decoded->csv_text == two_rows_csv);
        CHECK(decoded->timings.total_s >= decoded->timings.standby_wait_s);
        if (decoded->timings.standby_wait_s > 0) ++waited;
    }
    CHECK(count_runs(r, false) == 0);
    CHECK(count_runs(r, true) == runs);
    CHECK(waited > 0);
    const auto status = nlohmann::json::parse(r.status()->body);
    CHECK(status["warm"]["runs_waited"].get<int>() >= waited);
    CHECK(status["warm"]["failed"] == 0);
    CHECK(status["warm"]["max"] == 1);
}

TEST_CASE("the pool grows with demand: a burst raises the target above the floor", "[renderer][warm][load]") {
    renderer r(renderer::settings{{"RENDERER_STANDBY", "1"}, {"RENDERER_STANDBY_MAX", "6"}});
    REQUIRE(wait_warm(r));
    CHECK(nlohmann::json::parse(r.status()->body)["warm"]["target"] == 1);
    // Four clients at once, back to back, for a moment.
    std::vector<std::thread> clients;
    std::atomic<int> ok{0};
    for (int c = 0; c < 4; ++c) {
        clients.emplace_back([&r, &ok, c] {
            for (int i = 0; i < 8; ++i) {
                const auto answer = r.post(job("grow-" + std::to_string(c) + "-" + std::to_string(i), two_rows));
                if (answer && answer->status == 200) ++ok;
            }
        });
    }
    int highest = 0;
    for (int i = 0; i < 400 && ok < 32; ++i) {
        const auto s = r.status();
        if (s) highest = std::max(highest, nlohmann::json::parse(s->body)["warm"]["target"].get<int>());
        std::this_thread::sleep_for(10ms);
    }
    for (auto& t : clients) t.join();
    CHECK(ok == 32);
    CHECK(highest > 1);
    CHECK(highest <= 6);
    // No run goes cold while the zygote lives, unless a preparation failed (the design sends the
    // runs waiting on a failed preparation cold at once; /status counts the failures). CI saw two
    // cold runs here once, on ASan under ctest -j2: the daemon's log says why when it recurs.
    INFO("the daemon's log:\n" << r.d.log());
    const int failed = nlohmann::json::parse(r.status()->body)["warm"]["failed"].get<int>();
    CHECK((count_runs(r, false) == 0 || failed > 0));
}

TEST_CASE("RENDERER_SLOTS=2 runs two jobs at once, both warm", "[renderer][warm][slots]") {
    renderer r(renderer::settings{{"RENDERER_SLOTS", "2"}});
    REQUIRE(wait_warm(r));
    const std::string slow = "import time\nimport pandas as pd\ntime.sleep(1.5)\ndf = pd.DataFrame({'x': [1]})\n";
    std::vector<std::thread> clients;
    std::vector<wire::data_run_response> answers(2);
    std::atomic<int> done{0};
    for (int c = 0; c < 2; ++c) {
        clients.emplace_back([&, c] {
            const auto answer = r.post(job("pair-" + std::to_string(c), slow));
            if (answer && answer->status == 200) {
                if (auto d = wire::decode_data_run_response(answer->body); d.ok()) answers[static_cast<std::size_t>(c)] = *d;
            }
            ++done;
        });
    }
    int most = 0;
    while (done < 2) {
        const auto s = r.status();
        if (s) most = std::max(most, nlohmann::json::parse(s->body)["in_flight"].get<int>());
        std::this_thread::sleep_for(20ms);
    }
    for (auto& t : clients) t.join();
    CHECK(most == 2);
    for (const auto& a : answers) {
        CHECK(a.exit_code == 0);
        CHECK(a.timings.slot_wait_s < 0.5);  // neither waited for the other's 1.5 s run
    }
    CHECK(count_runs(r, true) == 2);
}

TEST_CASE("kernel stops: seccomp kills a socket call (violation) / the cgroup's memory limit (memory)",
          "[renderer][sandbox]") {
    renderer r(renderer::settings{{"RENDERER_ENV", "development"}, {"RENDERER_GUARD", "0"}, {"RENDERER_MEMORY_MB", "128"}});
    const auto sock = run(r, "socket", "import socket\nsocket.socket()\nimport pandas as pd\ndf = pd.DataFrame({'x': [1]})\n");
    CHECK(sock.reason == wire::stop_reason::violation);
    CHECK_FALSE(sock.exit_code);
    CHECK_FALSE(sock.csv_text);
    const auto mem = run(r, "memory",
                         "import numpy as np\na = np.ones(300 * 2**20 // 8)\nimport pandas as pd\n"
                         "df = pd.DataFrame({'x': [a.sum()]})\n");
    CHECK(mem.reason == wire::stop_reason::memory);
    CHECK(mem.limit == 128);
    CHECK(mem.measured >= 120);
    expect_healthy_after(r, "after-kernel-stops");
}

TEST_CASE("a missing layer: /healthz 503 and runs 503 sandbox_unavailable / a named degraded mode runs without it",
          "[renderer][sandbox]") {
    {
        renderer r(renderer::settings{{"RENDERER_CGROUP_ROOT", "/nonexistent-cgroup-root"}});
        const auto health = anyplot::test::http_call(r.d.port(), "GET", "/healthz", {});
        REQUIRE(health);
        CHECK(health->status == 503);
        CHECK(health->body.find("sandbox_unavailable") != std::string::npos);
        const auto answer = r.post(job("no-sandbox", two_rows));
        REQUIRE(answer);
        CHECK(answer->status == 503);
        CHECK(answer->body.find("sandbox_unavailable") != std::string::npos);
        const auto j = nlohmann::json::parse(r.status()->body);
        CHECK(j["sandbox"]["cgroups"]["active"] == false);
        CHECK(j["sandbox"]["healthy"] == false);
        CHECK(r.d.log().find("sandbox_layer_missing") != std::string::npos);
    }
    {
        renderer r(renderer::settings{{"RENDERER_CGROUP_ROOT", "/nonexistent-cgroup-root"},
                                      {"RENDERER_SANDBOX_DEGRADED", "cgroups"}});
        const auto health = anyplot::test::http_call(r.d.port(), "GET", "/healthz", {});
        REQUIRE(health);
        CHECK(health->status == 200);
        const auto j = nlohmann::json::parse(r.status()->body);
        CHECK(j["sandbox"]["cgroups"]["active"] == false);
        CHECK(j["sandbox"]["cgroups"]["required"] == false);
        CHECK(j["sandbox"]["seccomp"]["active"] == true);
        CHECK(r.d.log().find("sandbox_degraded") != std::string::npos);
        expect_healthy_after(r, "degraded");
    }
    daemon_process bad(binary("renderer/anyplot-renderer"), {},
                       {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                        {"RENDERER_SANDBOX_DEGRADED", "seccomp,everything"}});
    CHECK(bad.wait_exit() == 2);
    CHECK(bad.log().find("RENDERER_SANDBOX_DEGRADED") != std::string::npos);
}

TEST_CASE("a dead zygote is restarted / runs go on meanwhile", "[renderer][warm]") {
    renderer r;
    REQUIRE(wait_warm(r));
    const pid_t zygote = anyplot::test::find_zygote(r.d.pid());
    REQUIRE(zygote > 0);
    ::kill(zygote, SIGKILL);
    // Until it is back, runs take the cold path.
    for (int i = 0; i < 100; ++i) {
        const auto j = nlohmann::json::parse(r.status()->body);
        if (j["warm"]["zygote_alive"] == false || j["warm"]["zygote_starts"].get<int>() >= 2) break;
        std::this_thread::sleep_for(20ms);
    }
    const auto during = run(r, "during-restart", two_rows);
    CHECK(during.csv_text == two_rows_csv);
    REQUIRE(wait_warm(r));
    CHECK(nlohmann::json::parse(r.status()->body)["warm"]["zygote_starts"].get<int>() >= 2);
    CHECK(r.d.log().find("zygote_lost") != std::string::npos);
    const auto after = run(r, "after-restart", two_rows);
    CHECK(after.csv_text == two_rows_csv);
}

TEST_CASE("a normal stop ends the zygote without a warning", "[renderer][warm]") {
    renderer r;
    REQUIRE(wait_warm(r));
    r.d.signal(SIGTERM);
    REQUIRE(r.d.wait_exit() == 0);
    const std::string log = r.d.log();
    CHECK(log.find("\"event\":\"zygote_stopped\"") != std::string::npos);
    CHECK(log.find("zygote_lost") == std::string::npos);
    CHECK(log.find("\"level\":\"warn\"") == std::string::npos);
}

TEST_CASE("RENDERER_GUARD=0 is refused outside development mode", "[renderer][config]") {
    daemon_process d(binary("renderer/anyplot-renderer"), {},
                     {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token}, {"RENDERER_GUARD", "0"}});
    CHECK(d.wait_exit() == 2);
    CHECK(d.log().find("RENDERER_GUARD") != std::string::npos);
}

// The watchdog and collector paths that the audit guard normally pre-empts: with the guard off
// (a development-only test switch) the snippet can write files, and the daemon must still hold.
TEST_CASE("without the guard: disk budget / file budget and hostile out.csv are caught by the daemon",
          "[renderer][watchdog][collector]") {
    renderer r(renderer::settings{{"RENDERER_ENV", "development"}, {"RENDERER_GUARD", "0"}, {"RENDERER_DISK_BUDGET_MB", "2"},
                {"RENDERER_FILE_BUDGET", "100"}});
    const auto disk = run(r, "disk",
                          "import time\nwith open('fill.bin', 'wb') as f:\n    while True:\n"
                          "        f.write(b'x' * 262144)\n        f.flush()\n        time.sleep(0.01)\n",
                          20);
    CHECK(disk.reason == wire::stop_reason::disk_budget);
    CHECK(disk.limit == 2 * 1024 * 1024);
    CHECK(disk.measured > disk.limit);

    const auto files = run(r, "files",
                           "import time\nfor i in range(5000):\n    open('f%d' % i, 'w').close()\n"
                           "    time.sleep(0.001)\n",
                           20);
    CHECK(files.reason == wire::stop_reason::file_budget);
    CHECK(files.limit == 100);

    // A symlink or FIFO in place of out.csv cannot even be made: Landlock grants the run directory
    // regular files and directories only (the collector's own checks are unit-tested).
    const std::string swap_prefix = "import os\nos.remove('out.csv')\n";
    const std::string df = "import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n";
    const auto symlinked = run(r, "symlink", swap_prefix + "os.symlink('/etc/passwd', 'out.csv')\n" + df);
    CHECK(symlinked.exit_code == 1);
    CHECK_FALSE(symlinked.csv_text);
    CHECK(symlinked.stderr_tail.find("PermissionError") != std::string::npos);
    const auto fifo = run(r, "fifo", swap_prefix + "os.mkfifo('out.csv')\n" + df);
    CHECK(fifo.exit_code == 1);
    CHECK_FALSE(fifo.csv_text);

    // Find the harness's pre-opened out.csv handle and write around the harness.
    const std::string find_fd =
        "import os\nino = os.stat('out.csv').st_ino\nfd = None\nfor f in range(3, 64):\n    try:\n"
        "        if os.fstat(f).st_ino == ino:\n            fd = f\n    except OSError:\n        pass\n";
    // Writing around the harness through its own out.csv handle never yields a table: the harness
    // notices the tampering (exit 28), and the collector's own checks are unit-tested.
    const auto oversize = run(r, "oversize", find_fd + "os.write(fd, b'a' * 300000)\n" + df);
    CHECK_FALSE(oversize.csv_text);
    CHECK(oversize.exit_code != 0);
    const auto not_utf8 = run(r, "not-utf8", find_fd + "os.write(fd, b'x\\n\\xff\\xfe\\n')\n" + df);
    CHECK_FALSE(not_utf8.csv_text);
    expect_healthy_after(r, "after-collector");
}

TEST_CASE("a launcher that never starts the harness is retried once / then reported", "[renderer][launcher]") {
    const std::string dir = "/tmp/anyplot-launcher-" + std::to_string(::getpid());
    std::filesystem::create_directories(dir);
    const std::string marker = dir + "/failed-once";
    const std::string flaky = dir + "/flaky-python";
    std::ofstream(flaky) << "#!/bin/sh\nif [ -e " << marker << " ]; then exec /usr/bin/python3 \"$@\"; fi\n"
                         << "touch " << marker << "\nexit 3\n";
    std::filesystem::permissions(flaky, std::filesystem::perms::owner_all);
    {
        // The flaky interpreter keeps state in /tmp between attempts, which the sandbox exists to
        // prevent: this test runs in a named degraded mode.
        renderer r(renderer::settings{{"RENDERER_PYTHON", flaky},
                                      {"RENDERER_SANDBOX_DEGRADED", "namespaces,landlock,dedicated_uid"}});
        const auto res = run(r, "flaky", two_rows);
        CHECK(res.attempts == 2);
        CHECK(res.exit_code == 0);
        CHECK(res.csv_text == two_rows_csv);
    }
    {
        renderer r(renderer::settings{{"RENDERER_PYTHON", "/bin/false"}});
        const auto res = run(r, "broken", two_rows);
        CHECK(res.attempts == 2);
        CHECK(res.reason == wire::stop_reason::launcher);
        CHECK_FALSE(res.csv_text);
        // Not retried when less than a second would remain.
        const auto short_one = run(r, "broken-short", two_rows, 0.5);
        CHECK(short_one.attempts == 1);
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("MemAvailable floors: below the admission floor 503 low_memory / below the kill floor reason memory",
          "[renderer][memory]") {
    {
        renderer r(renderer::settings{{"RENDERER_MIN_AVAILABLE_MB", "1048576"}});
        const auto a = r.post(job("low", two_rows));
        REQUIRE(a);
        CHECK(a->status == 503);
        CHECK(a->body == R"({"detail":"low_memory"})");
    }
    {
        renderer r(renderer::settings{{"RENDERER_KILL_AVAILABLE_MB", "1048576"}});
        const auto res = run(r, "killed", "import time\ntime.sleep(10)\n");
        CHECK(res.reason == wire::stop_reason::memory);
        CHECK_FALSE(res.exit_code);
        CHECK(res.limit == 1048576);
        CHECK(res.measured < res.limit);
    }
}

TEST_CASE("scripts/smoke-renderer passes against a live renderer and fails against a wrong token", "[renderer][smoke]") {
    renderer r;
    const std::string url = "http://127.0.0.1:" + std::to_string(r.d.port());
    const std::string script = std::string(ANYPLOT_SOURCE_DIR) + "/scripts/smoke-renderer";
    daemon_process ok("/bin/bash", {script, url, token}, {{"PATH", "/usr/bin:/bin"}});
    CHECK(ok.wait_exit(60s) == 0);
    CHECK(ok.out().find("smoke: ok exit_code=0") != std::string::npos);
    daemon_process bad("/bin/bash", {script, url, "wrong-token-0000000000000"}, {{"PATH", "/usr/bin:/bin"}});
    CHECK(bad.wait_exit(60s) == 1);
    // It says why, at once: the token, not "no answer" after three tries.
    CHECK(bad.log().find("smoke: FAIL the renderer refuses the token (403)") != std::string::npos);
    CHECK(bad.log().find("attempt") == std::string::npos);
    // Nothing listens there: said in words, exit 1 (curl's own 7 never leaks out).
    const std::uint16_t nobody = anyplot::test::free_port();
    daemon_process unreachable("/bin/bash", {script, "http://127.0.0.1:" + std::to_string(nobody), token},
                               {{"PATH", "/usr/bin:/bin"}});
    CHECK(unreachable.wait_exit(60s) == 1);
    CHECK(unreachable.log().find("nothing accepts connections there") != std::string::npos);
    daemon_process usage("/bin/bash", {script, "127.0.0.1:8081", token}, {{"PATH", "/usr/bin:/bin"}});
    CHECK(usage.wait_exit(60s) == 2);
}

TEST_CASE("runs mount nothing on the host: a daemon killed hard leaves no mount / the next one sweeps its directory",
          "[renderer][sandbox]") {
    const std::string root = "/tmp/anyplot-sweep-" + std::to_string(::getpid());
    const auto mounts_under = [&] {
        std::ifstream in("/proc/self/mountinfo");
        std::string line;
        int n = 0;
        while (std::getline(in, line)) n += line.find(root + "/") != std::string::npos ? 1 : 0;
        return n;
    };
    pid_t first_pid = -1;
    {
        renderer first(renderer::settings{{"RENDERER_RUN_ROOT", root}});
        first_pid = first.d.pid();
        REQUIRE(wait_warm(first));
        // The zygote's and the standby children's tmpfs are detached mounts, attached only
        // inside their own mount namespaces.
        CHECK(mounts_under() == 0);
        expect_healthy_after(first, "before-kill");
        CHECK(mounts_under() == 0);
        first.d.signal(SIGKILL);
        first.d.wait_exit();
    }
    CHECK(mounts_under() == 0);  // nothing to clean up after a SIGKILL but directories
    CHECK(std::filesystem::exists(root + "/" + std::to_string(first_pid)));
    {
        renderer second(renderer::settings{{"RENDERER_RUN_ROOT", root}, {"RENDERER_WARM", "0"}});
        CHECK(second.d.log().find("stale_runs_swept") != std::string::npos);
        CHECK_FALSE(std::filesystem::exists(root + "/" + std::to_string(first_pid)));
        expect_healthy_after(second, "after-sweep");
    }
    CHECK(mounts_under() == 0);
    std::filesystem::remove_all(root);
}
