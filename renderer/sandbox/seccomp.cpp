#include "renderer/sandbox/seccomp.hpp"

#include "common/process/seccomp_filter.hpp"

#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <unistd.h>

#include <array>
#include <csignal>
#include <cerrno>

namespace anyplot::renderer::sandbox {

namespace {

using common::failure;

// What a numpy/pandas/scipy computation needs once its modules are imported (measured by running
// the harness suite and the success corpus under the filter). Paths are Landlock's business, not
// this list's. Host facts, decided per call and measured (docs/sandbox.md "Host facts"):
//   sysinfo - refused (EPERM): it answers the HOST's uptime, load, RAM, swap and process count,
//             and nothing in the success corpus calls it once the imports are done;
//   uname   - allowed: the node name is the sandbox's ("anyplot"); the release string is the one
//             fact left, and refusing it breaks os.uname()/platform in ordinary snippets;
//   mincore - allowed: for files the caller neither owns nor may write (all of /usr) the kernel
//             (>= 5.0) answers "every page resident" whatever the page cache holds (measured:
//             26,848 of 26,848 pages "resident" for a file with none cached), so no side channel.
constexpr auto allowed = std::to_array<int>({
    SCMP_SYS(read), SCMP_SYS(write), SCMP_SYS(readv), SCMP_SYS(writev), SCMP_SYS(pread64),
    SCMP_SYS(pwrite64), SCMP_SYS(lseek), SCMP_SYS(close), SCMP_SYS(fstat), SCMP_SYS(newfstatat),
    SCMP_SYS(stat), SCMP_SYS(lstat), SCMP_SYS(statx), SCMP_SYS(statfs), SCMP_SYS(fstatfs),
    SCMP_SYS(openat), SCMP_SYS(open), SCMP_SYS(access), SCMP_SYS(faccessat), SCMP_SYS(faccessat2),
    SCMP_SYS(getdents64), SCMP_SYS(getcwd), SCMP_SYS(readlink), SCMP_SYS(readlinkat),
    SCMP_SYS(mkdir), SCMP_SYS(mkdirat), SCMP_SYS(unlink), SCMP_SYS(unlinkat), SCMP_SYS(rmdir),
    SCMP_SYS(rename), SCMP_SYS(renameat), SCMP_SYS(renameat2), SCMP_SYS(ftruncate),
    SCMP_SYS(truncate), SCMP_SYS(fsync), SCMP_SYS(fdatasync), SCMP_SYS(fallocate), SCMP_SYS(umask),
    SCMP_SYS(dup), SCMP_SYS(dup2), SCMP_SYS(dup3), SCMP_SYS(pipe2),
    SCMP_SYS(fchmod), SCMP_SYS(utimensat), SCMP_SYS(sendfile), SCMP_SYS(copy_file_range),
    SCMP_SYS(mmap), SCMP_SYS(munmap), SCMP_SYS(mremap), SCMP_SYS(mprotect), SCMP_SYS(madvise),
    SCMP_SYS(brk), SCMP_SYS(mincore), SCMP_SYS(rt_sigaction), SCMP_SYS(rt_sigprocmask),
    SCMP_SYS(rt_sigreturn), SCMP_SYS(sigaltstack), SCMP_SYS(getpid), SCMP_SYS(gettid),
    SCMP_SYS(getppid), SCMP_SYS(getuid), SCMP_SYS(geteuid), SCMP_SYS(getgid), SCMP_SYS(getegid),
    SCMP_SYS(getresuid), SCMP_SYS(getresgid), SCMP_SYS(getgroups), SCMP_SYS(getpgrp),
    SCMP_SYS(getpgid), SCMP_SYS(getsid), SCMP_SYS(getrandom), SCMP_SYS(clock_gettime),
    SCMP_SYS(clock_getres), SCMP_SYS(gettimeofday), SCMP_SYS(time), SCMP_SYS(nanosleep),
    SCMP_SYS(clock_nanosleep), SCMP_SYS(futex), SCMP_SYS(set_robust_list),
    SCMP_SYS(get_robust_list), SCMP_SYS(rseq), SCMP_SYS(sched_yield), SCMP_SYS(sched_getaffinity),
    SCMP_SYS(getrusage), SCMP_SYS(times), SCMP_SYS(uname), SCMP_SYS(getcpu),
    SCMP_SYS(poll), SCMP_SYS(ppoll), SCMP_SYS(select), SCMP_SYS(pselect6), SCMP_SYS(exit),
    SCMP_SYS(exit_group), SCMP_SYS(set_tid_address), SCMP_SYS(arch_prctl), SCMP_SYS(getpriority),
    SCMP_SYS(wait4), SCMP_SYS(waitid), SCMP_SYS(membarrier), SCMP_SYS(restart_syscall),
});

// Calls with no business in a computation: the process dies at once (docs/escapes.md: new
// namespaces E45, kernel attack surface and cross-process memory E46/E49, new code E29/E35,
// networking E40/E41, keyrings E42, io_uring E43).
constexpr auto hostile = std::to_array<int>({
    SCMP_SYS(ptrace), SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev), SCMP_SYS(bpf),
    SCMP_SYS(perf_event_open), SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter),
    SCMP_SYS(io_uring_register), SCMP_SYS(userfaultfd), SCMP_SYS(keyctl), SCMP_SYS(add_key),
    SCMP_SYS(request_key), SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root),
    SCMP_SYS(chroot), SCMP_SYS(move_mount), SCMP_SYS(open_tree), SCMP_SYS(fsopen),
    SCMP_SYS(fsconfig), SCMP_SYS(fsmount), SCMP_SYS(fspick), SCMP_SYS(mount_setattr),
    SCMP_SYS(unshare), SCMP_SYS(setns), SCMP_SYS(memfd_create), SCMP_SYS(memfd_secret),
    SCMP_SYS(kexec_load), SCMP_SYS(kexec_file_load), SCMP_SYS(init_module),
    SCMP_SYS(finit_module), SCMP_SYS(delete_module), SCMP_SYS(socket), SCMP_SYS(socketpair),
    SCMP_SYS(connect), SCMP_SYS(bind), SCMP_SYS(listen), SCMP_SYS(accept), SCMP_SYS(accept4),
    SCMP_SYS(execve), SCMP_SYS(execveat), SCMP_SYS(fork), SCMP_SYS(vfork),
    SCMP_SYS(name_to_handle_at), SCMP_SYS(open_by_handle_at), SCMP_SYS(pidfd_open),
    SCMP_SYS(pidfd_getfd), SCMP_SYS(pidfd_send_signal), SCMP_SYS(process_madvise),
    SCMP_SYS(kcmp), SCMP_SYS(lookup_dcookie), SCMP_SYS(swapon), SCMP_SYS(swapoff),
    SCMP_SYS(reboot), SCMP_SYS(acct), SCMP_SYS(quotactl), SCMP_SYS(syslog),
    SCMP_SYS(personality), SCMP_SYS(modify_ldt), SCMP_SYS(iopl), SCMP_SYS(ioperm),
    SCMP_SYS(fanotify_init), SCMP_SYS(landlock_create_ruleset), SCMP_SYS(landlock_add_rule),
    SCMP_SYS(landlock_restrict_self), SCMP_SYS(seccomp),
});

// What tgkill may send (to the process itself): everything but SIGKILL, SIGSTOP, SIGTSTP, SIGTTIN,
// SIGTTOU, SIGXCPU, SIGXFSZ and SIGSYS. 0 probes; 32 and 33 are glibc's thread-cancel and setxid.
constexpr auto self_signals = std::to_array<int>({
    0,       SIGHUP,  SIGINT,  SIGQUIT, SIGILL,  SIGTRAP, SIGABRT,   SIGBUS,  SIGFPE,  SIGUSR1, SIGSEGV,
    SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGCHLD, SIGCONT, SIGURG, SIGVTALRM, SIGPROF, SIGWINCH,
    SIGIO,   SIGPWR,  32,      33,      34,      35,      36,        37,      38,      39,      40,
    41,      42,      43,      44,      45,      46,      47,      48,        49,      50,      51,
    52,      53,      54,      55,      56,      57,      58,      59,        60,      61,      62,
    63,      64,
});

constexpr unsigned long namespace_flags = CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC |
                                          CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWTIME;

int add_rules(scmp_filter_ctx ctx) {
    int rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
    for (const int sys : allowed) {
        if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, sys, 0);
    }
    for (const int sys : hostile) {
        if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_KILL_PROCESS, sys, 0);
    }
    // Threads (numpy/BLAS may start some) are fine; a new process is refused (EPERM by default)
    // and a clone asking for any namespace kills. glibc tries clone3 first and falls back on ENOSYS.
    if (rc == 0) {
        rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1,
                              SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD | namespace_flags, CLONE_THREAD));
    }
    for (unsigned long bit = 1; bit != 0 && rc == 0; bit <<= 1) {
        if ((namespace_flags & bit) == 0) continue;
        rc = seccomp_rule_add(ctx, SCMP_ACT_KILL_PROCESS, SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, bit, bit));
    }
    if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    // Signals only to itself (abort, faulthandler; kill and the sigqueue calls fail with EPERM,
    // Landlock scopes signals to the sandbox). And never one the daemon reads as evidence
    // (outcome.hpp): SIGSYS means seccomp, SIGXCPU/SIGKILL mean a kernel limit, so a process
    // that could raise them on itself could forge `violation` or `cpu`. Stop signals are refused too.
    for (const int sig : self_signals) {
        if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(tgkill), 1, SCMP_A2(SCMP_CMP_EQ, static_cast<scmp_datum_t>(sig)));
    }
    // ioctl: the terminal probe isatty() makes (TCGETS) and FIONREAD/FIOCLEX; nothing else.
    for (const unsigned long req : {0x5401UL /*TCGETS*/, 0x541BUL /*FIONREAD*/, 0x5451UL /*FIOCLEX*/}) {
        if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(ioctl), 1, SCMP_A1(SCMP_CMP_EQ, req));
    }
    // fcntl: descriptor flags, status flags, dup, pipe sizes and seals, by command; the rest is
    // EPERM. Refused on purpose: F_SETOWN/F_SETSIG/F_SETOWN_EX (a signal of its choice, SIGSYS
    // included, delivered by the kernel: a forged `violation`), F_NOTIFY (dnotify: watches host
    // directories, the harness's among them), F_SETLEASE/F_GETLEASE (leases on host files), and
    // every record lock (F_SETLK, F_GETLK, the OFD ones): a read lock on a host file that another
    // tenant's F_GETLK sees is a channel between runs, and the DATA profile never locks.
    for (const int cmd : {F_DUPFD, F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD_CLOEXEC, F_GETPIPE_SZ, F_SETPIPE_SZ,
                          F_ADD_SEALS, F_GET_SEALS}) {
        if (rc == 0) {
            rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(fcntl), 1,
                                  SCMP_A1(SCMP_CMP_EQ, static_cast<scmp_datum_t>(cmd)));
        }
    }
    // Reading limits is fine; changing them is not (prlimit64 with a NULL new limit).
    if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prlimit64), 1, SCMP_A2(SCMP_CMP_EQ, 0));
    if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(getrlimit), 0);
    // prctl: only the harmless queries CPython/glibc make (PR_GET_NAME 16, PR_SET_NAME 15 for
    // thread names, PR_GET_SECCOMP 21, PR_GET_NO_NEW_PRIVS 39).
    for (const unsigned long op : {15UL, 16UL, 21UL, 39UL}) {
        if (rc == 0) rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prctl), 1, SCMP_A0(SCMP_CMP_EQ, op));
    }
    return rc;
}

}  // namespace

common::result<std::string, std::error_code> compile_policy() {
    common::process::seccomp_filter f(SCMP_ACT_ERRNO(EPERM));
    if (!f.valid()) return failure{std::make_error_code(std::errc::not_enough_memory)};
    if (const int rc = add_rules(f.get()); rc != 0) return failure{common::process::seccomp_error(rc)};
    return f.export_bpf();
}

int policy_memfd(std::string_view bpf) noexcept {
    const int fd = ::memfd_create("anyplot-seccomp", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    std::size_t done = 0;
    while (done < bpf.size()) {
        const ssize_t n = ::write(fd, bpf.data() + done, bpf.size() - done);
        if (n <= 0) {
            ::close(fd);
            return -1;
        }
        done += static_cast<std::size_t>(n);
    }
    // Sealed: no run can change what the next one loads.
    if (::fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_GROW | F_SEAL_SHRINK | F_SEAL_SEAL) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

}  // namespace anyplot::renderer::sandbox
