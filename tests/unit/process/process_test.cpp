// common/process: what every helper child gets (explicit env, closed fds, own session, default
// signal state, cwd "/") and the bounded kill/wait/I-O paths. Uses /bin/sh and /usr/bin/python3,
// both part of the base system the services need anyway.
#include <array>
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

#include "common/process/io.hpp"
#include "common/process/spawn.hpp"

using namespace anyplot::common::process;
using namespace std::chrono_literals;

namespace {

deadline in(std::chrono::milliseconds ms) { return std::chrono::steady_clock::now() + ms; }

// Reads the child's stdout to EOF (bounded by the deadline).
std::string read_all(child& c, std::chrono::milliseconds budget = 5000ms) {
    std::string out;
    const auto until = in(budget);
    std::array<char, 1> byte{};
    while (!read_exact(c.stdout_fd().get(), byte, until)) out.push_back(byte[0]);
    return out;
}

child run_sh(const std::string& script, std::vector<std::string> env = {}) {
    auto c = spawn({"/bin/sh", {"sh", "-c", script}, std::move(env)});
    REQUIRE(c.ok());
    return std::move(c).value();
}

}  // namespace

TEST_CASE("spawn passes exactly the given environment") {
    auto c = spawn({"/usr/bin/env", {"env"}, {"ONLY=1"}});
    REQUIRE(c.ok());
    CHECK(read_all(*c) == "ONLY=1\n");
    const auto st = c->wait_for(5000ms);
    REQUIRE(st);
    CHECK(st->success());
}

TEST_CASE("spawn closes every inherited fd / CLOEXEC or not") {
    const int leaked = ::open("/dev/null", O_RDONLY);  // deliberately without O_CLOEXEC
    REQUIRE(leaked >= 3);
    auto c = run_sh("cd /proc/self/fd && echo *");
    const std::string fds = read_all(c);
    ::close(leaked);
    // The shell's glob opens one directory fd of its own while listing.
    CHECK(fds.find(" " + std::to_string(leaked) + " ") == std::string::npos);
    CHECK(fds.rfind("0 1 2", 0) == 0);
}

TEST_CASE("passed fds arrive at their numbers / an inherited fd in a gap between them does not") {
    // Occupy fds 3..9 without O_CLOEXEC, so the gap number 5 holds a leaked descriptor.
    std::vector<int> held;
    for (int i = 0; i < 7; ++i) held.push_back(::open("/dev/null", O_RDONLY));
    REQUIRE(std::find(held.begin(), held.end(), 5) != held.end());
    int pass[2];
    REQUIRE(::pipe(pass) == 0);
    spawn_spec spec{"/bin/sh", {"sh", "-c", "cd /proc/self/fd && echo *"}, {}};
    spec.fds = {{pass[0], 4}, {pass[1], 7}};
    auto c = spawn(spec);
    REQUIRE(c.ok());
    const std::string fds = read_all(*c);
    for (const int fd : held) ::close(fd);
    ::close(pass[0]);
    ::close(pass[1]);
    CHECK(fds.find(" 4 ") != std::string::npos);
    CHECK(fds.find(" 7") != std::string::npos);
    CHECK(fds.find(" 5 ") == std::string::npos);
    CHECK(fds.find(" 6 ") == std::string::npos);
}

TEST_CASE("the child leads its own session / starts in / / with default signal state") {
    sigset_t block;
    sigset_t old;
    sigemptyset(&block);
    sigaddset(&block, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    auto c = spawn({"/usr/bin/python3",
                    {"python3", "-I", "-S", "-c",
                     "import os\n"
                     "st = open('/proc/self/status').read()\n"
                     "blk = [l for l in st.splitlines() if l.startswith('SigBlk')][0]\n"
                     "print(os.getsid(0) == os.getpid(), os.getcwd(), int(blk.split()[1], 16))"},
                    {}});
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    REQUIRE(c.ok());
    CHECK(read_all(*c) == "True / 0\n");
}

TEST_CASE("spawn refuses a relative path and reports a missing executable") {
    CHECK_FALSE(spawn({"sh", {"sh"}, {}}).ok());
    CHECK_FALSE(spawn({"/nonexistent/program", {"x"}, {}}).ok());
}

TEST_CASE("wait_for is bounded and kill_group reaches grandchildren") {
    // The shell starts a grandchild and prints its pid, then both sleep.
    auto c = run_sh("sleep 30 & echo $!; wait");
    std::string line;
    std::array<char, 1> byte{};
    while (!read_exact(c.stdout_fd().get(), byte, in(5000ms)) && byte[0] != '\n') line.push_back(byte[0]);
    const pid_t grandchild = static_cast<pid_t>(std::stol(line));
    CHECK_FALSE(c.wait_for(50ms).has_value());
    CHECK_FALSE(c.exited());
    c.kill_group();
    const auto st = c.wait_for(5000ms);
    REQUIRE(st);
    CHECK(st->signal == SIGKILL);
    // The grandchild got SIGKILL too; give init a bounded moment to reap it.
    bool gone = false;
    for (int i = 0; i < 200 && !gone; ++i) {
        gone = ::kill(grandchild, 0) != 0;
        if (!gone) ::usleep(10000);
    }
    CHECK(gone);
}

TEST_CASE("the destructor kills and reaps a running child") {
    pid_t pid = -1;
    {
        auto c = run_sh("sleep 30");
        pid = c.pid();
    }
    CHECK(::kill(pid, 0) != 0);
}

TEST_CASE("apply_rlimits sets soft = hard on the running child") {
    auto c = run_sh("read x; cat /proc/self/limits");
    const std::array<rlimit_setting, 2> limits{{{RLIMIT_NOFILE, 16}, {RLIMIT_FSIZE, 0}}};
    REQUIRE_FALSE(apply_rlimits(c.pid(), limits));
    REQUIRE_FALSE(write_all(c.stdin_fd().get(), "go\n", in(5000ms)));
    const std::string out = read_all(c);
    CHECK(out.find("Max open files            16                   16") != std::string::npos);
    CHECK(out.find("Max file size             0                    0") != std::string::npos);
}

TEST_CASE("read_exact times out on a silent child and reports EOF as broken_pipe") {
    auto c = run_sh("read x; echo -n ab");
    std::array<char, 2> buf{};
    CHECK(read_exact(c.stdout_fd().get(), buf, in(50ms)) == std::errc::timed_out);
    REQUIRE_FALSE(write_all(c.stdin_fd().get(), "\n", in(5000ms)));
    REQUIRE_FALSE(read_exact(c.stdout_fd().get(), buf, in(5000ms)));
    CHECK(std::string(buf.data(), 2) == "ab");
    CHECK(read_exact(c.stdout_fd().get(), buf, in(5000ms)) == std::errc::broken_pipe);
}

TEST_CASE("write_all to a dead child is EPIPE / not a SIGPIPE that kills us") {
    auto c = run_sh("exit 3");
    const auto st = c.wait_for(5000ms);
    REQUIRE(st);
    CHECK(st->exit_code == 3);
    const std::string big(1 << 20, 'x');
    CHECK(write_all(c.stdin_fd().get(), big, in(5000ms)) == std::errc::broken_pipe);
}

TEST_CASE("write_all times out when the child does not read") {
    auto c = run_sh("sleep 30");
    const std::string big(1 << 20, 'x');  // larger than a pipe buffer
    CHECK(write_all(c.stdin_fd().get(), big, in(100ms)) == std::errc::timed_out);
}

TEST_CASE("unique_fd closes once and moves ownership") {
    int raw = -1;
    {
        unique_fd a(::open("/dev/null", O_RDONLY | O_CLOEXEC));
        raw = a.get();
        REQUIRE(a.valid());
        unique_fd b(std::move(a));
        CHECK_FALSE(a.valid());
        CHECK(b.get() == raw);
        unique_fd c;
        c = std::move(b);
        CHECK(c.get() == raw);
        CHECK(::fcntl(raw, F_GETFD) >= 0);
    }
    CHECK(::fcntl(raw, F_GETFD) < 0);
}
