// libanyplot_lockdown.so: the per-run layers a standby child applies to itself after it was
// forked from the zygote (a Python process; it loads this with ctypes before any snippet exists).
// The same C++ as the launcher's checklist, so the warm and cold paths cannot drift apart.
// Built without sanitizers: it is loaded into /usr/bin/python3.
#include "renderer/sandbox/filesystem.hpp"
#include "renderer/sandbox/identity.hpp"
#include "renderer/sandbox/landlock.hpp"
#include "renderer/sandbox/seccomp.hpp"

#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace {

// The memory holder (anyplot_hold_memory): what it needs, in memory it shares with the child.
struct holder_state {
    char bpf[64 * 1024];
    unsigned long size = 0;
    std::atomic<int> ready{0};
};
holder_state holder;

int holder_main(void*) {
    // Raw calls only: it shares the child's memory but not its thread-local state.
    ::syscall(SYS_close_range, 0U, ~0U, 0U);  // no descriptor of the run stays open through it
    sigset_t all;
    sigfillset(&all);
    ::syscall(SYS_rt_sigprocmask, SIG_SETMASK, &all, nullptr, 8);  // no handler can ever run here
    if (anyplot::renderer::sandbox::load_policy(std::string_view(holder.bpf, holder.size)) != 0) {
        ::syscall(SYS_exit, 1);
    }
    holder.ready.store(1);
    for (;;) ::syscall(SYS_ppoll, nullptr, 0, nullptr, &all, 8);  // blocks until SIGKILL
}

// step * 1000 + errno, so the caller can say which step failed.
int failed(int step, int err) { return step * 1000 + (err > 0 && err < 1000 ? err : 999); }

}  // namespace

extern "C" {

// The run's tmpfs (`work_mount`, a detached mount the daemon made) attached at /work in a mount
// namespace of the child's own, so no descriptor, cwd or root of the child refers to a mount
// outside its namespace; an empty bounding set; its ids (inside the zygote's user namespace);
// cwd /work by path; no capabilities; no_new_privs; Landlock: reads of `tree` (colon-separated
// directories) and /anyplot, the four devices, and reads and writes only below /work.
// 0 on success, else step * 1000 + errno.
__attribute__((visibility("default"))) int anyplot_lockdown(unsigned uid, unsigned gid, int work_mount,
                                                             const char* tree) {
    using namespace anyplot::renderer::sandbox;
    if (const int e = enter_run_mount(work_mount); e != 0) return failed(1, e);
    if (const int e = drop_bounding_set(); e != 0) return failed(2, e);
    if (const int e = become(uid, gid); e != 0) return failed(3, e);
    if (::chdir("/work") != 0) return failed(4, errno);
    if (const int e = clear_capabilities(); e != 0) return failed(5, e);
    if (const int e = set_no_new_privs(); e != 0) return failed(6, e);
    std::vector<std::string> dirs;
    std::string_view list = tree != nullptr ? tree : "";
    while (!list.empty()) {
        const auto colon = list.find(':');
        dirs.emplace_back(list.substr(0, colon));
        list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
    landlock_paths paths = inside_root_paths(std::move(dirs));
    paths.work = {"/work"};
    if (const int e = landlock_restrict(paths); e != 0) return failed(7, e);
    return 0;
}

// Loads the daemon's compiled seccomp policy (raw BPF). 0 on success, else errno.
__attribute__((visibility("default"))) int anyplot_load_policy(const char* bpf, unsigned long size) {
    return anyplot::renderer::sandbox::load_policy(std::string_view(bpf, size));
}

// The child's exit waits for its address space to be torn down (~9 ms for ~90 MB here) before its
// parent hears of it. A process sharing that address space (CLONE_VM) keeps it alive, so the exit
// is reported at once and the teardown happens when the daemon kills the run's cgroup, after the
// answer. The holder closes every descriptor, blocks every signal, loads the same seccomp policy
// and waits forever; it is created after Landlock (and inherits it) and before the child's own
// seccomp (which refuses new processes). 0 on success, else errno.
__attribute__((visibility("default"))) int anyplot_hold_memory(const char* bpf, unsigned long size) {
    if (size == 0 || size > sizeof holder.bpf) return EINVAL;
    std::memcpy(holder.bpf, bpf, size);
    holder.size = size;
    constexpr std::size_t stack_size = 64 * 1024;
    void* stack = ::mmap(nullptr, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) return errno;
    const int pid = ::clone(holder_main, static_cast<char*>(stack) + stack_size, CLONE_VM, nullptr);
    if (pid < 0) return errno;
    for (int i = 0; i < 200000 && holder.ready.load() == 0; ++i) ::sched_yield();
    return holder.ready.load() == 1 ? 0 : ETIMEDOUT;
}

// A pid namespace for each standby child (the zygote forks it as that namespace's init): the
// zygote asks for a new one before its fork and comes back to its own right after, since only
// the first process forked after unshare(CLONE_NEWPID) enters it. 0 on success, else errno.
__attribute__((visibility("default"))) int anyplot_pid_namespace_next() {
    return ::unshare(CLONE_NEWPID) == 0 ? 0 : errno;
}

__attribute__((visibility("default"))) int anyplot_pid_namespace_back() {
    const int self = static_cast<int>(::syscall(SYS_pidfd_open, ::getpid(), 0U));
    if (self < 0) return errno;
    const int rc = ::setns(self, CLONE_NEWPID) == 0 ? 0 : errno;
    ::close(self);
    return rc;
}

// The init of a standby child's pid namespace, which never runs a snippet: its only child,
// `run`, does. It keeps only `report` and `gate`, blocks every signal (an init ignores what it
// does not handle from inside its namespace anyway), takes the run's id, drops every capability,
// loads the run's seccomp policy (when there is one), closes `gate` (the run waits for that
// before it says it is ready, so the daemon's check from outside sees this process confined
// too), waits for `run` and writes its end to `report`: the wait status (int32), 4 zero bytes
// and the CPU time in microseconds (int64), then exits.
// Why a separate init: the namespace's init dying kills everything in it and waits for it, the
// run's memory holder included, whose address space teardown (~9 ms) would then come before the
// run's end is known. The run, not being init, ends as before. Never returns.
__attribute__((visibility("default"))) void anyplot_run_init(int run, int report, int gate, unsigned uid,
                                                             unsigned gid, const char* bpf, unsigned long size) {
    using namespace anyplot::renderer::sandbox;
    const unsigned lo = static_cast<unsigned>(std::min(report, gate));
    const unsigned hi = static_cast<unsigned>(std::max(report, gate));
    if (lo > 0) ::syscall(SYS_close_range, 0U, lo - 1, 0U);
    if (hi > lo + 1) ::syscall(SYS_close_range, lo + 1, hi - 1, 0U);
    ::syscall(SYS_close_range, hi + 1, ~0U, 0U);
    sigset_t all;
    sigfillset(&all);
    ::syscall(SYS_rt_sigprocmask, SIG_SETMASK, &all, nullptr, 8);
    // Best effort where the daemon runs degraded (no capabilities to drop): the daemon checks
    // this process from outside as it checks the run, for the layers it has.
    (void)drop_bounding_set();
    (void)become(uid, gid);
    (void)clear_capabilities();
    (void)set_no_new_privs();
    if (size > 0 && load_policy(std::string_view(bpf, size)) != 0) ::syscall(SYS_exit_group, 125);
    ::close(gate);
    int status = 0;
    struct rusage usage {};
    long got = -1;
    do {
        got = ::syscall(SYS_wait4, run, &status, __WALL, &usage);
    } while (got < 0 && errno == EINTR);
    if (got == run) {
        const std::int64_t cpu_us = (static_cast<std::int64_t>(usage.ru_utime.tv_sec) + usage.ru_stime.tv_sec) * 1'000'000 +
                                    usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
        unsigned char record[16] = {};
        const std::int32_t s32 = status;
        std::memcpy(record, &s32, sizeof s32);
        std::memcpy(record + 8, &cpu_us, sizeof cpu_us);
        (void)::write(report, record, sizeof record);
    }
    ::syscall(SYS_exit_group, 0);
    __builtin_unreachable();
}

}  // extern "C"
