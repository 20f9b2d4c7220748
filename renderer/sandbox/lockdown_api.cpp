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
#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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
// The init of a standby child's pid namespace (anyplot_pid_namespace_next). Raw calls only.
constexpr std::size_t init_stack_size = 16 * 1024;
std::vector<std::pair<int, void*>> init_stacks;  // the zygote's live inits and their stacks

int init_main(void*) {
    ::syscall(SYS_close_range, 0U, ~0U, 0U);
    sigset_t all;
    sigfillset(&all);
    ::syscall(SYS_rt_sigprocmask, SIG_SETMASK, &all, nullptr, 8);
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct none[2] = {};
    ::syscall(SYS_capset, &header, none);
    ::syscall(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1UL, 0UL, 0UL, 0UL);
    for (;;) ::syscall(SYS_pause);
}

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

// A pid namespace for each standby child: the zygote asks for a new one before its fork, which
// this makes with its init already in it, and comes back to its own right after, since only
// processes forked while it is the zygote's "pid namespace for children" enter it.
//
// The init is a tiny process sharing the zygote's memory (CLONE_VM, its own 16 KiB stack, raw
// calls only: it shares no thread-local state), so making it costs no page-table copy. It closes
// every descriptor, blocks every signal, drops every capability and sleeps until the zygote kills
// it after the child ended. The child is pid 2 of the namespace, not its init: a namespace's init
// ending kills everything left in it and waits for it, the memory holder included, whose address
// space teardown would then come before the run's end is known.
// Returns the init's pid (in the zygote's namespace), or -errno.
__attribute__((visibility("default"))) int anyplot_pid_namespace_back() {
    const int self = static_cast<int>(::syscall(SYS_pidfd_open, ::getpid(), 0U));
    if (self < 0) return errno;
    const int rc = ::setns(self, CLONE_NEWPID) == 0 ? 0 : errno;
    ::close(self);
    return rc;
}

__attribute__((visibility("default"))) int anyplot_pid_namespace_next() {
    void* stack = ::mmap(nullptr, init_stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) return -errno;
    if (::unshare(CLONE_NEWPID) != 0) {
        const int e = errno;
        ::munmap(stack, init_stack_size);
        return -e;
    }
    const int pid = ::clone(init_main, static_cast<char*>(stack) + init_stack_size, CLONE_VM | SIGCHLD, nullptr);
    if (pid < 0) {
        // No init: the namespace must not take the child either (it would be its init).
        const int e = errno;
        ::munmap(stack, init_stack_size);
        return anyplot_pid_namespace_back() == 0 ? -e : -EIO;
    }
    init_stacks.emplace_back(pid, stack);
    return pid;
}

// The zygote reaped an init: its stack goes back.
__attribute__((visibility("default"))) void anyplot_pid_namespace_reaped(int pid) {
    for (auto it = init_stacks.begin(); it != init_stacks.end(); ++it) {
        if (it->first == pid) {
            ::munmap(it->second, init_stack_size);
            init_stacks.erase(it);
            return;
        }
    }
}

}  // extern "C"
