// The sandbox's pieces without a daemon: the launcher's argv round trip, the checklist report,
// the uid pool, the seccomp policy (compiled and loaded into a forked child that then tries the
// calls it must not make), Landlock in a forked child, and cgroup detection on this machine.
#include "renderer/sandbox/cgroups.hpp"
#include "renderer/sandbox/checklist.hpp"
#include "renderer/sandbox/identity.hpp"
#include "renderer/sandbox/landlock.hpp"
#include "renderer/sandbox/plan.hpp"
#include "renderer/sandbox/seccomp.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>

using namespace anyplot::renderer::sandbox;

namespace {

// Runs `body` in a forked child; returns its wait status. The child ends with _exit(body()).
int in_child(const std::function<int()>& body) {
    const pid_t pid = ::fork();
    if (pid == 0) ::_exit(body());
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

}  // namespace

TEST_CASE("the launcher's plan survives its argv round trip", "[sandbox]") {
    plan p;
    p.landlock = false;
    p.uid = 58001;
    p.gid = 58002;
    p.new_root = "/r/.root";
    p.work = "/r/run-1";
    p.harness = "/h/harness.py";
    p.tree = {"/usr", "/opt/py"};
    p.cgroup_procs = {"/sys/fs/cgroup/memory/x/cgroup.procs"};
    p.exec = {"/usr/bin/python3", "-I", "/anyplot/harness.py", "--data", "snippet.py"};
    auto args = to_args(p);
    args.insert(args.begin(), "anyplot-sandbox");
    std::vector<const char*> argv;
    for (const auto& a : args) argv.push_back(a.c_str());
    const auto back = parse_args(static_cast<int>(argv.size()), argv.data());
    REQUIRE(back);
    CHECK(back->namespaces);
    CHECK_FALSE(back->landlock);
    CHECK(back->uid == 58001);
    CHECK(back->gid == 58002);
    CHECK(back->tree == p.tree);
    CHECK(back->cgroup_procs == p.cgroup_procs);
    CHECK(back->exec == p.exec);
    CHECK(inside_harness(*back) == "/anyplot/harness.py");
    CHECK(inside_work(*back) == "/work");

    const char* relative[] = {"anyplot-sandbox", "--work", "run", "--harness", "/h", "--new-root", "/r", "--", "x"};
    CHECK_FALSE(parse_args(9, relative));
    const char* unknown[] = {"anyplot-sandbox", "--bogus", "1", "--", "x"};
    CHECK_FALSE(parse_args(5, unknown));
}

TEST_CASE("checklist status lines: passed steps / the first failure / the inner pid", "[sandbox]") {
    const auto ok = parse_status("groups ok\ncgroups ok\nid_maps ok\npid 4242\nhostname ok\nmounts ok\n");
    CHECK(ok.ok());
    CHECK(ok.inner_pid == 4242);
    CHECK(ok.passed_step("mounts"));
    CHECK_FALSE(ok.passed_step("landlock"));
    const auto bad = parse_status("groups ok\nmounts fail 13\nlandlock fail 1\n");
    CHECK_FALSE(bad.ok());
    CHECK(*bad.failed_step == "mounts");
    CHECK(bad.failed_errno == 13);
    CHECK(parse_status("").ok());
}

TEST_CASE("the uid pool leases each id once and takes it back", "[sandbox]") {
    uid_pool pool(58000, 2);
    const auto a = pool.acquire();
    const auto b = pool.acquire();
    REQUIRE(a);
    REQUIRE(b);
    CHECK(*a != *b);
    CHECK_FALSE(pool.acquire());
    pool.release(*a);
    CHECK(pool.acquire() == a);
}

TEST_CASE("the seccomp policy: allowed calls work / others fail with EPERM / hostile ones kill", "[sandbox][seccomp]") {
    const auto bpf = compile_policy();
    REQUIRE(bpf.ok());
    CHECK(bpf->size() % 8 == 0);
    const std::string program = *bpf;
    const auto locked = [&](const std::function<int()>& attempt) {
        return in_child([&] {
            if (set_no_new_privs() != 0 || load_policy(program) != 0) return 100;
            return attempt();
        });
    };
    // Allowed: reading, writing, time.
    int s = locked([] { return ::getppid() > 0 && ::write(-1, "", 0) < 0 ? 0 : 1; });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    // Not on the list: EPERM, the process lives.
    s = locked([] { return ::setpgid(0, 0) != 0 && errno == EPERM ? 0 : 1; });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    s = locked([] { return ::fork() < 0 && errno == EPERM ? 0 : 1; });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    s = locked([] { return ::kill(1, SIGKILL) != 0 && errno == EPERM ? 0 : 1; });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    // Hostile: killed by SIGSYS.
    for (const auto& hostile : std::vector<std::function<int()>>{
             [] { return ::socket(AF_INET, SOCK_STREAM, 0); },
             [] { return static_cast<int>(::syscall(SYS_ptrace, 0, 0, 0, 0)); },
             [] { return ::unshare(0); },
             [] { return static_cast<int>(::syscall(SYS_memfd_create, "x", 0)); },
             [] { return static_cast<int>(::syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0)); },
             [] { return static_cast<int>(::syscall(SYS_io_uring_setup, 1, nullptr)); },
             [] { return static_cast<int>(::syscall(0x40000000 | SYS_getpid)); },  // x32 ABI
         }) {
        s = locked(hostile);
        CHECK(WIFSIGNALED(s));
        if (WIFSIGNALED(s)) CHECK(WTERMSIG(s) == SIGSYS);
    }
}

TEST_CASE("Landlock: reads only where granted / writes only in the work directory", "[sandbox][landlock]") {
    if (landlock_abi() == 0) {
        WARN("no Landlock in this kernel");
        return;
    }
    const std::string root = "/tmp/anyplot-landlock-" + std::to_string(::getpid());
    std::filesystem::create_directories(root + "/work");
    std::filesystem::create_directories(root + "/other");
    std::ofstream(root + "/other/secret") << "secret";
    const int s = in_child([&] {
        if (set_no_new_privs() != 0) return 100;
        landlock_paths paths;
        paths.read_exec = {"/usr"};
        paths.work = {root + "/work"};
        if (landlock_restrict(paths) != 0) return 101;
        if (::open((root + "/other/secret").c_str(), O_RDONLY) >= 0) return 1;
        if (::open((root + "/other/new").c_str(), O_WRONLY | O_CREAT, 0600) >= 0) return 2;
        if (::open((root + "/work/out.csv").c_str(), O_WRONLY | O_CREAT, 0600) < 0) return 3;
        if (::symlink("/etc/passwd", (root + "/work/link").c_str()) == 0) return 4;
        if (::mkfifo((root + "/work/fifo").c_str(), 0600) == 0) return 5;
        if (::open("/usr/bin/python3", O_RDONLY) < 0) return 6;
        if (::open("/etc/hostname", O_RDONLY) >= 0) return 7;
        return 0;
    });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    std::filesystem::remove_all(root);
}

TEST_CASE("cgroups: detected and nested under this process's own cgroup", "[sandbox][cgroups]") {
    if (::geteuid() != 0) {
        WARN("not root: cgroups cannot be made here");
        return;
    }
    std::string error;
    auto tree = cgroup_tree::detect("anyplot-unit-" + std::to_string(::getpid()), "", error);
    REQUIRE(tree);
    int err = 0;
    cgroup_limits limits;
    limits.memory_bytes = 64LL << 20;
    auto group = tree->create("run-unit", limits, err);
    REQUIRE(group);
    for (const auto& file : group->procs_files()) CHECK(std::filesystem::exists(file));
    CHECK(group->memory_limit_bytes() == 64LL << 20);
    CHECK_FALSE(group->oom_killed());
    // A dead daemon's groups (it was killed hard) are swept by the next detection.
    const pid_t dead = ::fork();
    if (dead == 0) ::_exit(0);
    ::waitpid(dead, nullptr, 0);
    const std::string own = group->procs_files().front();  // .../anyplot-unit-<pid>/run-unit/cgroup.procs
    const std::string parent = own.substr(0, own.find("/anyplot-unit-"));
    const std::string stale = parent + "/anyplot-unit-" + std::to_string(dead);
    REQUIRE(::mkdir(stale.c_str(), 0755) == 0);
    REQUIRE(::mkdir((stale + "/run-old").c_str(), 0755) == 0);
    auto again = cgroup_tree::detect("anyplot-unit-" + std::to_string(::getpid()), "", error);
    REQUIRE(again);
    CHECK_FALSE(std::filesystem::exists(stale));
    CHECK(std::filesystem::exists(own));  // a live daemon's groups stay
    // A wrong mount root is a clear error, not a crash.
    CHECK_FALSE(cgroup_tree::detect("x", "/nonexistent", error));
    CHECK_FALSE(error.empty());
}
