// The renderer's security findings (issue 10), each as an attack through the real daemon, on the
// warm and the cold path. The corpus in tests/security holds the escape snippets themselves;
// these tests check what only a test outside the sandbox can see (the processes' descriptors,
// the host's canary files, the launcher's limits) and the daemon's verdicts.
#include "tests/integration/renderer/fixture.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <climits>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

using namespace anyplot::test::renderer_fixture;

namespace {

std::string read_text(const std::string& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<pid_t> children_of(pid_t pid) {
    std::vector<pid_t> out;
    std::istringstream in(read_text("/proc/" + std::to_string(pid) + "/task/" + std::to_string(pid) + "/children"));
    pid_t p = 0;
    while (in >> p) out.push_back(p);
    return out;
}

pid_t zygote_of(const renderer& r) {
    for (const pid_t launcher : children_of(r.d.pid())) {
        for (const pid_t zygote : children_of(launcher)) {
            if (read_text("/proc/" + std::to_string(zygote) + "/cmdline").find("--zygote") != std::string::npos) return zygote;
        }
    }
    return -1;
}

std::string field(const std::string& status, const std::string& key);

// daemon → anyplot-sandbox → zygote → standby children (each pid 2 of a pid namespace of its own;
// the zygote's other children are those namespaces' inits, pid 1).
std::vector<pid_t> standby_children(const renderer& r) {
    std::vector<pid_t> out;
    const pid_t zygote = zygote_of(r);
    if (zygote < 0) return out;
    for (const pid_t child : children_of(zygote)) {
        const std::string nspid = field(read_text("/proc/" + std::to_string(child) + "/status"), "NSpid");
        if (nspid.size() < 2 || nspid.substr(nspid.size() - 2) != "\t1") out.push_back(child);
    }
    return out;
}

std::string field(const std::string& status, const std::string& key) {
    std::istringstream in(status);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(key + ":", 0) == 0) {
            auto v = line.substr(key.size() + 1);
            v.erase(0, v.find_first_not_of(" \t"));
            return v;
        }
    }
    return {};
}

// The mount id of what a /proc magic link points at, read from our own fdinfo of an O_PATH open.
std::optional<std::string> mnt_id_of(const std::string& link) {
    const int fd = ::open(link.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    const auto id = field(read_text("/proc/self/fdinfo/" + std::to_string(fd)), "mnt_id");
    ::close(fd);
    return id;
}

// Every descriptor, the cwd and the root of `pid` must be on a mount of its own namespace
// (pipes, sockets and anonymous inodes aside). Returns what is not, empty when all is well.
std::vector<std::string> held_outside(pid_t pid) {
    const std::string proc = "/proc/" + std::to_string(pid);
    std::set<std::string> own;
    std::istringstream mounts(read_text(proc + "/mountinfo"));
    std::string line;
    while (std::getline(mounts, line)) own.insert(line.substr(0, line.find(' ')));
    std::vector<std::string> outside;
    if (own.empty()) return {"no mountinfo"};
    for (const char* which : {"cwd", "root"}) {
        const auto id = mnt_id_of(proc + "/" + which);
        if (!id || !own.count(*id)) outside.push_back(which);
    }
    for (const auto& entry : std::filesystem::directory_iterator(proc + "/fd")) {
        std::error_code ec;
        const std::string target = std::filesystem::read_symlink(entry.path(), ec).string();
        if (ec || target.rfind("pipe:", 0) == 0 || target.rfind("socket:", 0) == 0 || target.rfind("anon_inode:", 0) == 0) {
            continue;
        }
        const std::string id = field(read_text(proc + "/fdinfo/" + entry.path().filename().string()), "mnt_id");
        if (!own.count(id)) outside.push_back("fd " + entry.path().filename().string() + " -> " + target);
    }
    return outside;
}

// A file in the host's /tmp the sandbox must not see by any path.
struct canary {
    std::string path;
    canary() {
        std::random_device rd;
        path = "/tmp/anyplot-canary-" + std::to_string(::getpid()) + "-" + std::to_string(rd());
        std::ofstream(path) << "secret\n";
        std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::group_read |
                                               std::filesystem::perms::others_read);
    }
    ~canary() { std::filesystem::remove(path); }
};

// Walks `..` from the cwd (a warm child's cwd used to be a directory of the daemon's mount
// namespace) and stats the canary by every path it can think of: absolute, through the climb,
// and relative to every descriptor it holds. Guard on: os.stat raises no audit event.
std::string probe_snippet(const std::string& canary_path) {
    const std::string rel = canary_path.substr(1);
    return "import os\nimport pandas as pd\n"
           "root = os.stat('/')\n"
           "up = '.' + '/..' * 40\n"
           "top = os.stat(up)\n"
           "paths = ['" + canary_path + "', up + '" + canary_path + "']\n"
           "found = 0\n"
           "for p in paths:\n"
           "    try:\n        os.stat(p)\n        found += 1\n    except OSError:\n        pass\n"
           "for fd in range(64):\n"
           "    for p in ['" + rel + "', '../' * 40 + '" + rel + "']:\n"
           "        try:\n            os.stat(p, dir_fd=fd)\n            found += 1\n        except (OSError, ValueError):\n            pass\n"
           "df = pd.DataFrame({'at_root': [int((top.st_dev, top.st_ino) == (root.st_dev, root.st_ino))],\n"
           "                   'found': [found]})\n";
}

}  // namespace

TEST_CASE("finding 1: from a warm and a cold child `..` ends at the sandbox root and no host file is reachable",
          "[renderer][findings]") {
    canary c;
    renderer warm;
    REQUIRE(wait_warm(warm));
    const auto w = run(warm, "climb-warm", probe_snippet(c.path));
    INFO(w.stderr_tail);
    CHECK(w.csv_text == "at_root,found\n1,0\n");
    CHECK(count_runs(warm, true) == 1);

    renderer cold(renderer::settings{{"RENDERER_WARM", "0"}});
    const auto k = run(cold, "climb-cold", probe_snippet(c.path));
    CHECK(k.csv_text == "at_root,found\n1,0\n");
}

TEST_CASE("finding 1: standby children, seen from outside, hold nothing of another mount namespace and no capability",
          "[renderer][findings]") {
    renderer r(renderer::settings{{"RENDERER_STANDBY", "2"}});
    REQUIRE(wait_warm(r));
    // Ready children: past their lockdown (seccomp is its last step); one still warming up holds
    // its capabilities and the run's mount descriptor until then, and is never handed a job.
    std::vector<pid_t> ready;
    for (int i = 0; i < 500 && ready.empty(); ++i) {
        for (const pid_t child : standby_children(r)) {
            if (field(read_text("/proc/" + std::to_string(child) + "/status"), "Seccomp") == "2") ready.push_back(child);
        }
        if (ready.empty()) std::this_thread::sleep_for(20ms);
    }
    REQUIRE_FALSE(ready.empty());
    for (const pid_t child : ready) {
        const std::string status = read_text("/proc/" + std::to_string(child) + "/status");
        INFO("standby child " << child);
        const auto outside = held_outside(child);
        for (const auto& what : outside) UNSCOPED_INFO(what);
        CHECK(outside.empty());
        for (const char* set : {"CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"}) {
            INFO(set);
            CHECK(field(status, set) == "0000000000000000");
        }
        CHECK(field(status, "NoNewPrivs") == "1");
        CHECK(std::filesystem::read_symlink("/proc/" + std::to_string(child) + "/ns/mnt") !=
              std::filesystem::read_symlink("/proc/" + std::to_string(r.d.pid()) + "/ns/mnt"));
    }
    const auto j = nlohmann::json::parse(r.status()->body);
    CHECK(j["warm"]["confined"] == true);
    CHECK(r.d.log().find("standby_not_confined") == std::string::npos);
}

TEST_CASE("finding 1 and 6: a cold run's interpreter holds nothing of another namespace / the launcher writes no core",
          "[renderer][findings]") {
    renderer r(renderer::settings{{"RENDERER_WARM", "0"}});
    // The daemon is started with an unlimited core size (a careless operator's shell): the
    // launcher, root outside, must still run with RLIMIT_CORE 0.
    const rlimit unlimited{RLIM_INFINITY, RLIM_INFINITY};
    REQUIRE(::prlimit(r.d.pid(), RLIMIT_CORE, &unlimited, nullptr) == 0);
    const auto answer = std::make_shared<std::optional<raw_response>>();
    std::jthread poster([&r, answer] {
        *answer = r.post(job("cold-sleeper", "import time\ntime.sleep(3)\nimport pandas as pd\ndf = pd.DataFrame({'x': [1]})\n"));
    });
    pid_t launcher = -1, interpreter = -1;
    for (int i = 0; i < 500 && interpreter < 0; ++i) {
        for (const pid_t l : children_of(r.d.pid())) {
            if (read_text("/proc/" + std::to_string(l) + "/cmdline").find("--data") == std::string::npos) continue;
            for (const pid_t p : children_of(l)) {
                // Past the exec: the harness has started (its cmdline is the interpreter's).
                if (read_text("/proc/" + std::to_string(p) + "/cmdline").find("python3") != std::string::npos) {
                    launcher = l;
                    interpreter = p;
                }
            }
        }
        if (interpreter < 0) std::this_thread::sleep_for(10ms);
    }
    REQUIRE(interpreter > 0);
    // Past the harness's start-up: it reads the seccomp policy (a descriptor of the daemon's),
    // closes it and loads it; from then on the snippet can run.
    for (int i = 0; i < 1000; ++i) {
        if (field(read_text("/proc/" + std::to_string(interpreter) + "/status"), "Seccomp") == "2") break;
        std::this_thread::sleep_for(10ms);
    }
    const auto outside = held_outside(interpreter);
    for (const auto& what : outside) UNSCOPED_INFO(what);
    CHECK(outside.empty());
    const std::string limits = read_text("/proc/" + std::to_string(launcher) + "/limits");
    const auto core = limits.find("Max core file size");
    REQUIRE(core != std::string::npos);
    std::istringstream row(limits.substr(core + 18));
    std::string soft, hard;
    row >> soft >> hard;
    CHECK(soft == "0");
    CHECK(hard == "0");
    poster.join();
    REQUIRE(*answer);
    CHECK((*answer)->status == 200);
}

TEST_CASE("finding 3: a job id is scoped to the caller's token (no replay, no 409 oracle, no cancel of another's job)",
          "[renderer][findings]") {
    const std::string other = "renderer-test-other-token-98765";
    const std::string third = "renderer-test-third-token-13579";
    renderer r(renderer::settings{{"RENDERER_TOKENS", token + "," + other + "," + third}});
    const auto as = [&](const std::string& t, const std::string& path, const std::string& body) {
        return anyplot::test::http_call(r.d.port(), "POST", path,
                                        {"Authorization: Bearer " + t, "Content-Type: application/json"}, body);
    };
    const std::string secret_source = "import pandas as pd\ndf = pd.DataFrame({'secret': [4242]})\n";
    const auto mine = as(token, "/run-data", job("shared-job", secret_source));
    REQUIRE(mine);
    REQUIRE(mine->status == 200);
    CHECK(mine->body.find("4242") != std::string::npos);
    // The other token, same id and source: a run of its own, not A's cached answer byte for byte.
    const auto replay = as(other, "/run-data", job("shared-job", secret_source));
    REQUIRE(replay);
    CHECK(replay->status == 200);
    CHECK(replay->body != mine->body);  // its own wall time, timings...
    // Same id, another source: no 409 confirming the id exists.
    const auto probe = as(third, "/run-data", job("shared-job", two_rows));
    REQUIRE(probe);
    CHECK(probe->status == 200);
    // Cancel: B cannot stop A's running job.
    std::optional<raw_response> slow;
    std::jthread poster([&] { slow = as(token, "/run-data", job("slow-job", "import time\ntime.sleep(1.5)\n" + two_rows)); });
    std::this_thread::sleep_for(300ms);
    const auto cancel = as(other, "/run-data/slow-job/cancel", "");
    REQUIRE(cancel);
    CHECK(cancel->body == "{\"cancelled\":0}");
    poster.join();
    REQUIRE(slow);
    CHECK(slow->status == 200);
    CHECK(slow->body.find("\"exit_code\":0") != std::string::npos);
    // A's own cancel still works.
    std::optional<raw_response> slower;
    std::jthread second([&] { slower = as(token, "/run-data", job("slower-job", "import time\ntime.sleep(5)\n" + two_rows)); });
    std::optional<raw_response> own;
    for (int i = 0; i < 100; ++i) {
        std::this_thread::sleep_for(50ms);
        own = as(token, "/run-data/slower-job/cancel", "");
        if (own && own->body == "{\"cancelled\":1}") break;
    }
    second.join();
    REQUIRE(own);
    CHECK(own->body == "{\"cancelled\":1}");
    REQUIRE(slower);
    CHECK(slower->status == 499);
}

TEST_CASE("finding 4: 600 idle connections cannot lock out /healthz or an authenticated run", "[renderer][findings]") {
    rlimit files{};
    REQUIRE(::getrlimit(RLIMIT_NOFILE, &files) == 0);
    if (files.rlim_cur < 2048 && files.rlim_max >= 2048) {
        files.rlim_cur = std::min<rlim_t>(files.rlim_max, 4096);
        REQUIRE(::setrlimit(RLIMIT_NOFILE, &files) == 0);
    }
    renderer r;
    std::vector<std::unique_ptr<raw_connection>> idle;
    for (int i = 0; i < 600; ++i) {
        auto c = std::make_unique<raw_connection>(r.d.port());
        REQUIRE(c->connected());
        if (i % 3 == 0) CHECK(c->send("POST /run-data HTTP/1.1\r\nHost: x\r\n"));  // half a request
        idle.push_back(std::move(c));
    }
    const auto health = anyplot::test::http_call(r.d.port(), "GET", "/healthz");
    REQUIRE(health);
    CHECK(health->status == 200);
    const auto res = run(r, "after-flood", two_rows);
    CHECK(res.csv_text == two_rows_csv);
}

TEST_CASE("finding 5: the daemon decides stop reasons and caps itself", "[renderer][findings]") {
    renderer r(renderer::settings{{"RENDERER_ENV", "development"}, {"RENDERER_GUARD", "0"}, {"RENDERER_FILE_BUDGET", "100"}});
    const std::string df = "import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n";
    // SIGXCPU raised on itself must not read as `cpu` (the kernel's SIGKILL at RLIMIT_CPU with
    // the reaper's CPU time behind it is).
    const auto xcpu = run(r, "self-xcpu", "import signal\nsignal.raise_signal(signal.SIGXCPU)\n" + df);
    CHECK(xcpu.reason != wire::stop_reason::cpu);
    CHECK_FALSE(xcpu.csv_text);
    const auto sys = run(r, "self-sigsys", "import signal\nsignal.raise_signal(signal.SIGSYS)\n" + df);
    CHECK(sys.reason != wire::stop_reason::violation);
    // Over the file budget, then exit 0 at once: re-checked after the exit.
    const auto burst = run(r, "files-then-exit",
                           "import os\nfor i in range(104):\n    open('f%d' % i, 'w').close()\n" + df);
    CHECK(burst.reason == wire::stop_reason::file_budget);
    CHECK_FALSE(burst.csv_text);
    const auto deep = run(r, "deep-then-exit",
                          "import os\np = '.'\nfor i in range(20):\n    p += '/d'\n    os.mkdir(p)\n" + df);
    CHECK(deep.reason == wire::stop_reason::file_budget);
    // Named by the depth bound it broke (16 levels), not by the entry budget.
    CHECK(deep.limit == 16);
    CHECK(deep.measured == 17);
    CHECK_FALSE(deep.csv_text);
    // A table over the caps written around the harness, then libc's _exit(0).
    const std::string find_fd =
        "import os, ctypes\nino = os.stat('out.csv').st_ino\nfd = None\nfor f in range(3, 64):\n    try:\n"
        "        if os.fstat(f).st_ino == ino:\n            fd = f\n    except OSError:\n        pass\n";
    const auto rows = run(r, "forged-rows",
                          find_fd + "os.pwrite(fd, ('x\\n' + '1\\n' * 25000).encode(), 0)\nctypes.CDLL(None)._exit(0)\n");
    CHECK(rows.exit_code == 0);
    CHECK(rows.reason == wire::stop_reason::output_rejected);
    // The collector counts the forged table's rows to the end (it is within the byte cap).
    CHECK(rows.cap == wire::output_cap::rows);
    CHECK(rows.measured == 25000);
    CHECK(rows.limit == 20000);
    CHECK_FALSE(rows.csv_text);
    expect_healthy_after(r, "after-forgeries");
}

TEST_CASE("finding 6: two daemons with overlapping uid ranges cannot both start", "[renderer][findings]") {
    const std::string base = anyplot::test::test_uid_base();
    renderer first(renderer::settings{{"RENDERER_SANDBOX_UID_BASE", base}});
    daemon_process second(binary("renderer/anyplot-renderer"), {},
                          {{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                           {"RENDERER_SANDBOX_UID_BASE", std::to_string(std::stol(base) + 2)}});
    CHECK(second.wait_exit() == 2);
    CHECK(second.log().find("RENDERER_SANDBOX_UID_BASE") != std::string::npos);
    CHECK(second.log().find("in use by another renderer") != std::string::npos);
    expect_healthy_after(first, "first-still-serves");
}

TEST_CASE("issue 24 findings 1 and 2: device nodes keep their metadata, fcntl only by command",
          "[renderer][findings]") {
    // Guard off: the kernel layers alone (the guard would refuse os.utime and `import fcntl`).
    renderer r(renderer::settings{{"RENDERER_ENV", "development"}, {"RENDERER_GUARD", "0"}});
    const std::string df = "import pandas as pd\ndf = pd.DataFrame({'r': results})\n";
    // The devices still read and write; their metadata cannot change (a read-only bind).
    const auto devices = run(r, "devices",
                             "import errno, os\nresults = []\n"
                             "with open('/dev/null', 'w') as f:\n    results.append(f.write('x'))\n"
                             "with open('/dev/zero', 'rb') as f:\n    results.append(len(f.read(4)))\n"
                             "with open('/dev/urandom', 'rb') as f:\n    results.append(len(f.read(4)))\n"
                             "for dev in ('/dev/null', '/dev/zero', '/dev/urandom', '/dev/random'):\n"
                             "    try:\n        os.utime(dev)\n        results.append(-1)\n"
                             "    except OSError as e:\n        results.append(e.errno)\n"
                             "    try:\n        os.chmod(dev, 0o600)\n        results.append(-1)\n"
                             "    except OSError as e:\n        results.append(e.errno)\n" +
                                 df);
    REQUIRE(devices.csv_text);
    // utime: 30 (EROFS, the read-only bind); chmod: 1 (EPERM, not the owner).
    CHECK(*devices.csv_text == "r\n1\n4\n4\n30\n1\n30\n1\n30\n1\n30\n1\n");
    // fcntl: descriptor and status flags work; owner, signal, notify, lease and locks are EPERM (1).
    const auto cmds = run(r, "fcntl",
                          "import fcntl, os, struct\nresults = []\nrd, wr = os.pipe()\n"
                          "results.append(fcntl.fcntl(rd, fcntl.F_SETFD, fcntl.FD_CLOEXEC))\n"
                          "results.append(fcntl.fcntl(rd, fcntl.F_SETFL, os.O_NONBLOCK))\n"
                          "usr = os.open('/usr', os.O_RDONLY)\nlib = os.open('/usr/lib/os-release', os.O_RDONLY)\n"
                          "lock = struct.pack('hhqqi', fcntl.F_RDLCK, 0, 0, 0, 0)\n"
                          "for fd, cmd, arg in ((rd, fcntl.F_SETOWN, os.getpid()), (rd, 10, 31), (rd, 15, 0),\n"
                          "                     (usr, fcntl.F_NOTIFY, fcntl.DN_ACCESS), (lib, fcntl.F_SETLEASE, fcntl.F_RDLCK),\n"
                          "                     (lib, fcntl.F_SETLK, lock), (lib, fcntl.F_GETLK, lock), (lib, 37, lock)):\n"
                          "    try:\n        fcntl.fcntl(fd, cmd, arg)\n        results.append(-1)\n"
                          "    except OSError as e:\n        results.append(e.errno)\n" +
                              df);
    REQUIRE(cmds.csv_text);
    CHECK(*cmds.csv_text == "r\n0\n0\n1\n1\n1\n1\n1\n1\n1\n1\n");
    // The route to a forged `violation`: F_SETOWN + F_SETSIG(SIGSYS) + O_ASYNC fails, and a run
    // that tries it ends with its own exception, not a kernel stop.
    const auto forged = run(r, "forged-sigsys",
                            "import fcntl, os, signal\nrd, wr = os.pipe()\n"
                            "fcntl.fcntl(rd, fcntl.F_SETOWN, os.getpid())\nfcntl.fcntl(rd, 10, signal.SIGSYS)\n"
                            "fcntl.fcntl(rd, fcntl.F_SETFL, os.O_ASYNC)\nos.write(wr, b'x')\n"
                            "import pandas as pd\ndf = pd.DataFrame({'a': [1]})\n");
    CHECK(forged.reason != wire::stop_reason::violation);
    CHECK(forged.exit_code == 1);
    expect_healthy_after(r, "after-devices");
}

TEST_CASE("issue 24 finding 4: the clocks since boot are the sandbox's, not the host's", "[renderer][findings]") {
    const auto started = std::chrono::steady_clock::now();
    renderer r;
    const std::string snippet =
        "import time\nimport pandas as pd\n"
        "df = pd.DataFrame({'c': [time.clock_gettime(time.CLOCK_BOOTTIME), time.monotonic()]})\n";
    for (const char* id : {"clocks-warm", "clocks-again"}) {
        const auto res = run(r, id, snippet);
        REQUIRE(res.csv_text);
        const double alive = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        const auto nl = res.csv_text->find('\n');
        const double boottime = std::stod(res.csv_text->substr(nl + 1));
        const double monotonic = std::stod(res.csv_text->substr(res.csv_text->find('\n', nl + 1) + 1));
        INFO(*res.csv_text);
        // Inside, the clocks start when the daemon's zygote (or a cold run's launcher) started:
        // never more than this test has been running, whatever the host's uptime.
        CHECK(boottime <= alive + 1);
        CHECK(monotonic <= alive + 1);
    }
}

TEST_CASE("issue 24 finding 3: a warm run sees only its own pid namespace, never the zygote or another tenant",
          "[renderer][findings]") {
    // Guard off: the kernel layers alone. Two standby children at once, so another tenant's
    // process exists while each run looks.
    renderer r(renderer::settings{{"RENDERER_ENV", "development"}, {"RENDERER_GUARD", "0"}, {"RENDERER_STANDBY", "2"}});
    REQUIRE(wait_warm(r));
    // Every pid a process can name by number: getpgid answers for any process (and thread) of
    // its pid namespace and ESRCH past it, as getsid, getpriority and tgkill(pid, 0) do.
    const std::string probe =
        "import os\nimport pandas as pd\nseen = []\n"
        "for pid in range(1, 4097):\n"
        "    try:\n        os.getpgid(pid)\n        seen.append(pid)\n"
        "    except ProcessLookupError:\n        pass\n"
        "df = pd.DataFrame({'v': [os.getpid(), os.getppid(), len(seen), max(seen)]})\n";
    // Each run: itself pid 2 (pid 1 is its namespace's init, a process of the zygote that only
    // sleeps), its parent outside (0), and nothing else but its memory holder and its own threads
    // (how many threads depends on whether its child was rehearsed): the same pid every time, so
    // no run counts the others, and no number past a few dozen.
    for (const char* id : {"pids-first", "pids-second", "pids-third"}) {
        const auto res = run(r, id, probe);
        INFO(res.stderr_tail);
        REQUIRE(res.csv_text);
        INFO(*res.csv_text);
        std::istringstream in(*res.csv_text);
        std::string header;
        long long self = 0, parent = 0, count = 0, highest = 0;
        in >> header >> self >> parent >> count >> highest;
        CHECK(self == 2);
        CHECK(parent == 0);  // the zygote, outside its namespace
        CHECK(highest < 64);
        CHECK(count < 64);
    }
    // From outside: each standby child's run process is in a pid namespace of its own, neither the
    // zygote's nor another child's.
    const pid_t zygote = zygote_of(r);
    REQUIRE(zygote > 0);
    std::set<std::filesystem::path> namespaces;
    const auto zygote_ns = std::filesystem::read_symlink("/proc/" + std::to_string(zygote) + "/ns/pid");
    std::vector<pid_t> children;
    for (int i = 0; i < 1500 && children.size() < 2; ++i) {
        children = standby_children(r);
        if (children.size() < 2) std::this_thread::sleep_for(20ms);
    }
    CHECK(children.size() >= 2);
    for (const pid_t child : children) {
        std::error_code ec;
        const auto ns = std::filesystem::read_symlink("/proc/" + std::to_string(child) + "/ns/pid", ec);
        if (ec) continue;  // ended meanwhile
        CHECK(ns != zygote_ns);
        CHECK(namespaces.insert(ns).second);
    }
    CHECK(r.d.log().find("standby_not_confined") == std::string::npos);
}
