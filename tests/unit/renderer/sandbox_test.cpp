// The sandbox's pieces without a daemon: the launcher's argv round trip, the checklist report,
// the uid pool and its host-wide lock, the seccomp policy (compiled and loaded into a forked
// child that then tries the calls it must not make), Landlock in a forked child, the detached
// run tmpfs, the confinement check from outside, and cgroup detection on this machine.
#include "renderer/sandbox/cgroups.hpp"
#include "renderer/sandbox/checklist.hpp"
#include "renderer/sandbox/checklist_step.hpp"
#include "renderer/sandbox/confinement.hpp"
#include "renderer/sandbox/filesystem.hpp"
#include "renderer/sandbox/identity.hpp"
#include "renderer/sandbox/landlock.hpp"
#include "renderer/sandbox/layer.hpp"
#include "renderer/sandbox/plan.hpp"
#include "renderer/sandbox/seccomp.hpp"
#include "renderer/sandbox/uid_range.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/sysinfo.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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
    CHECK(back->work.empty());  // with namespaces the run directory is the mount at work_fd, not a path

    plan flat;
    flat.namespaces = false;
    flat.work = "/r/run-2";
    flat.harness = "/h/harness.py";
    flat.exec = {"/usr/bin/python3"};
    auto flat_args = to_args(flat);
    flat_args.insert(flat_args.begin(), "anyplot-sandbox");
    std::vector<const char*> flat_argv;
    for (const auto& a : flat_args) flat_argv.push_back(a.c_str());
    const auto flat_back = parse_args(static_cast<int>(flat_argv.size()), flat_argv.data());
    REQUIRE(flat_back);
    CHECK(inside_work(*flat_back) == "/r/run-2");

    const char* relative[] = {"anyplot-sandbox", "--work", "run", "--harness", "/h", "--new-root", "/r", "--", "x"};
    CHECK_FALSE(parse_args(9, relative));
    const char* unknown[] = {"anyplot-sandbox", "--bogus", "1", "--", "x"};
    CHECK_FALSE(parse_args(5, unknown));
}

TEST_CASE("checklist status lines: passed steps / the first failure / the inner pid", "[sandbox]") {
    const auto ok = parse_status("groups ok\ncgroups ok\nid_maps ok\npid 4242\nhostname ok\nmounts ok\n");
    CHECK(ok.ok());
    CHECK(ok.inner_pid == 4242);
    CHECK(ok.passed_step(checklist_step::mounts));
    CHECK_FALSE(ok.passed_step(checklist_step::landlock));
    const auto bad = parse_status("groups ok\nmounts fail 13\nlandlock fail 1\n");
    CHECK_FALSE(bad.ok());
    CHECK(bad.failed_step == checklist_step::mounts);
    CHECK(bad.failed_name() == "mounts");
    CHECK(bad.failed_errno == 13);
    CHECK(parse_status("").ok());
    // A name no step has is refused: never a passed step, and its failure still fails the report.
    const auto odd = parse_status("groups ok\nmount ok\nbogus fail 5\n");
    CHECK(odd.passed == std::vector<checklist_step>{checklist_step::groups});
    CHECK_FALSE(odd.ok());
    CHECK_FALSE(odd.failed_step);
    CHECK(odd.failed_name() == "unknown");
    CHECK(odd.failed_errno == 5);
}

TEST_CASE("checklist steps: every name parses back to its step / others are refused", "[sandbox]") {
    for (const auto& row : checklist_step_table) {
        CHECK(parse_checklist_step(to_string(row.value)) == row.value);
    }
    CHECK(std::string_view(to_string(checklist_step::dedicated_uid)) == "dedicated_uid");
    CHECK(std::string_view(to_string(checklist_step::time_namespace)) == "time_namespace");
    CHECK_FALSE(parse_checklist_step("pid"));
    CHECK_FALSE(parse_checklist_step("Mounts"));
    CHECK_FALSE(parse_checklist_step(""));
}

TEST_CASE("sandbox layers: the /status names, in order / parsing refuses others", "[sandbox]") {
    std::vector<std::string_view> names;
    for (const auto& row : layer_table) {
        names.push_back(to_string(row.value));
        CHECK(parse_layer(row.name) == row.value);
    }
    CHECK(names == std::vector<std::string_view>{"namespaces", "seccomp", "landlock", "cgroups", "dedicated_uid"});
    CHECK(parse_layer("cgroups") == layer::cgroups);
    CHECK_FALSE(parse_layer("everything"));
    CHECK_FALSE(parse_layer("Seccomp"));
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
    // Signals to itself, but none the daemon reads as evidence (outcome.hpp): a process that
    // could raise SIGSYS or SIGXCPU on itself could forge `violation` or `cpu`.
    for (const int forged : {SIGSYS, SIGXCPU, SIGXFSZ, SIGKILL, SIGSTOP}) {
        s = locked([forged] {
            return ::syscall(SYS_tgkill, ::getpid(), ::gettid(), forged) != 0 && errno == EPERM ? 0 : 1;
        });
        CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    }
    // The host's uptime, load, RAM and process count are not the snippet's business.
    s = locked([] {
        struct sysinfo info {};
        return ::sysinfo(&info) != 0 && errno == EPERM ? 0 : 1;
    });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
    s = locked([] {
        ::signal(SIGUSR1, SIG_IGN);
        return ::syscall(SYS_tgkill, ::getpid(), ::gettid(), SIGUSR1) == 0 ? 0 : 1;
    });
    CHECK((WIFEXITED(s) && WEXITSTATUS(s) == 0));
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

TEST_CASE("uid ranges are locked host-wide: an overlapping range is refused while the first is held", "[sandbox]") {
    const std::string dir = "/tmp/anyplot-uid-locks-" + std::to_string(::getpid());
    std::string error;
    {
        auto first = uid_range_lock::acquire(dir, 910000, 4, error);
        REQUIRE(first);
        CHECK_FALSE(uid_range_lock::acquire(dir, 910002, 4, error));  // overlaps 910002..910003
        CHECK(error.find("910002") != std::string::npos);
        CHECK(uid_range_lock::acquire(dir, 910004, 4, error));  // adjacent: fine
    }
    CHECK(uid_range_lock::acquire(dir, 910002, 4, error));  // the first one is gone
    std::filesystem::remove_all(dir);
}

TEST_CASE("the run tmpfs is a detached mount: nothing on the host, its limits hold", "[sandbox]") {
    if (::geteuid() != 0) {
        WARN("not root: no mounts here");
        return;
    }
    const int mnt = make_run_tmpfs(64 * 1024, 8, ::geteuid(), ::getegid());
    REQUIRE(mnt >= 0);
    std::ifstream mounts("/proc/self/mountinfo");
    const std::string table((std::istreambuf_iterator<char>(mounts)), std::istreambuf_iterator<char>());
    CHECK(table.find("anyplot-run") == std::string::npos);  // attached nowhere in this namespace
    const int dir = ::openat(mnt, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    REQUIRE(dir >= 0);
    const int f = ::openat(dir, "big", O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    REQUIRE(f >= 0);
    const std::string block(128 * 1024, 'x');
    CHECK(::write(f, block.data(), block.size()) < static_cast<ssize_t>(block.size()));  // size=64 KiB
    ::close(f);
    int made = 0;
    for (int i = 0; i < 16; ++i) {
        const int g = ::openat(dir, ("f" + std::to_string(i)).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
        if (g >= 0) {
            ++made;
            ::close(g);
        }
    }
    CHECK(made < 8);  // nr_inodes=8
    ::close(dir);
    ::close(mnt);
}

TEST_CASE("confinement: a descriptor on another mount namespace's file system is caught from outside",
          "[sandbox][confinement]") {
    if (::geteuid() != 0) {
        WARN("not root: no namespaces here");
        return;
    }
    // A process in namespaces of its own that keeps (keep_outside) or closes a directory opened
    // before its mount namespace was made: the warm path's old escape (`..` from such a
    // directory climbs past the process root).
    const auto confined = [](bool keep_outside, bool own_time = true,
                             bool pids_against_itself = false) -> std::optional<confinement_failure> {
        int report[2];
        int hold[2];
        REQUIRE(::pipe(report) == 0);
        REQUIRE(::pipe(hold) == 0);
        const pid_t outer = ::fork();
        if (outer == 0) {
            ::close(hold[1]);  // only the test holds the write end: its close lets the inner one go
            ::close(report[0]);
            const int outside = ::open("/tmp", O_RDONLY | O_DIRECTORY);
            constexpr int all = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS |
                                CLONE_NEWCGROUP;
            // A time namespace too, where the kernel has them (the launcher makes one).
            if (!own_time) {
                if (::unshare(all) != 0) ::_exit(1);
            } else if (::unshare(all | CLONE_NEWTIME) != 0 && (errno != EINVAL || ::unshare(all) != 0)) {
                ::_exit(1);
            }
            const pid_t inner = ::fork();
            if (inner == 0) {
                // Only the two pipe ends we need (and perhaps the outside directory) stay open.
                for (int fd = 0; fd < 1024; ++fd) {
                    if (fd != hold[0] && !(keep_outside && fd == outside)) ::close(fd);
                }
                char c = 0;
                (void)!::read(hold[0], &c, 1);
                ::_exit(0);
            }
            (void)!::write(report[1], &inner, sizeof inner);
            int status = 0;
            ::waitpid(inner, &status, 0);
            ::_exit(0);
        }
        ::close(report[1]);
        ::close(hold[0]);
        pid_t inner = -1;
        REQUIRE(::read(report[0], &inner, sizeof inner) == static_cast<ssize_t>(sizeof inner));
        ::close(report[0]);
        confinement_expectation expected;
        expected.ids = false;  // not the run's uid here: only the namespace checks
        expected.seccomp = false;
        // As a warm child is checked against its zygote, here against a process known to share
        // the inner one's pid namespace: itself (caught).
        if (pids_against_itself) expected.pid_namespace_not_of = inner;
        std::optional<confinement_failure> result;
        for (int i = 0; i < 200; ++i) {  // until the inner process closed its descriptors
            result = check_confinement(inner, expected);
            if (!keep_outside && !result && !pids_against_itself) break;
            if (keep_outside && result && std::string(result->detail).find("outside") != std::string::npos) break;
            if ((!own_time || pids_against_itself) && result) break;
            ::usleep(10000);
        }
        ::close(hold[1]);
        ::waitpid(outer, nullptr, 0);
        return result;
    };
    const auto leaked = confined(true);
    REQUIRE(leaked);
    CHECK(leaked->layer == layer::namespaces);
    CHECK(leaked->detail.find("outside its mount namespace") != std::string::npos);
    CHECK_FALSE(confined(false));
    // Every namespace but time: the host's clocks since boot, caught (issue 24 finding 4).
    if (std::filesystem::exists("/proc/self/ns/time")) {
        const auto shared_clock = confined(false, false);
        REQUIRE(shared_clock);
        CHECK(shared_clock->detail == "time namespace shared with the daemon");
    }
    // A process in the pid namespace it must not share (issue 24 finding 3: a warm child in its
    // zygote's) is caught.
    const auto shared_pids = confined(false, true, true);
    REQUIRE(shared_pids);
    CHECK(shared_pids->detail == "pid namespace shared with the zygote");
}

TEST_CASE("cgroups: a group still busy when its run ends is removed by a later attempt, not left behind",
          "[sandbox][cgroups]") {
    if (::geteuid() != 0) {
        WARN("not root: cgroups cannot be made here");
        return;
    }
    std::string error;
    auto tree = cgroup_tree::detect("anyplot-unit-busy-" + std::to_string(::getpid()), "", error);
    REQUIRE(tree);
    int err = 0;
    auto group = tree->create("run-busy", cgroup_limits{}, err);
    REQUIRE(group);
    const std::string procs = group->procs_files().front();
    const std::string dir = procs.substr(0, procs.rfind('/'));
    // A mount over the group's directory makes rmdir answer EBUSY for as long as it stays, as a
    // member that has not left yet does on a loaded machine.
    REQUIRE(::mount("anyplot-busy", dir.c_str(), "tmpfs", 0, "size=64k") == 0);
    const std::size_t before = deferred_cgroups();
    group.reset();  // the run ends: its groups are removed, this one cannot be yet
    CHECK(std::filesystem::exists(dir));
    CHECK(deferred_cgroups() == before + 1);
    REQUIRE(::umount2(dir.c_str(), MNT_DETACH) == 0);
    // The next group made removes it first.
    auto next = tree->create("run-next", cgroup_limits{}, err);
    REQUIRE(next);
    CHECK_FALSE(std::filesystem::exists(dir));
    CHECK(deferred_cgroups() == before);
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
