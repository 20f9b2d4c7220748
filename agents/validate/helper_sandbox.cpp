#include "agents/validate/helper_sandbox.hpp"

#include "agents/validate/ast_decode.hpp"

#include "common/process/proc.hpp"

#include <array>
#include <cerrno>
#include <fcntl.h>
#include <fstream>
#include <mutex>
#include <seccomp.h>
#include <sstream>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "common/process/seccomp_filter.hpp"

namespace anyplot::agents::validate {
namespace {

using common::failure;


// Calls that mean an attack if a parse ever makes them: the process dies at once (and the pool
// reports helper_crashed for that snippet). Everything else that is not allowed fails with EPERM,
// which CPython turns into an exception the helper reports, instead of a crash on a rare path.
constexpr std::array<int, 33> k_hostile = {
    SCMP_SYS(execve),        SCMP_SYS(execveat),          SCMP_SYS(fork),
    SCMP_SYS(vfork),         SCMP_SYS(clone),             SCMP_SYS(clone3),
    SCMP_SYS(socket),        SCMP_SYS(socketpair),        SCMP_SYS(connect),
    SCMP_SYS(bind),          SCMP_SYS(ptrace),            SCMP_SYS(process_vm_readv),
    SCMP_SYS(process_vm_writev), SCMP_SYS(bpf),           SCMP_SYS(io_uring_setup),
    SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register), SCMP_SYS(memfd_create),
    SCMP_SYS(mount),         SCMP_SYS(umount2),           SCMP_SYS(unshare),
    SCMP_SYS(setns),         SCMP_SYS(keyctl),            SCMP_SYS(add_key),
    SCMP_SYS(request_key),   SCMP_SYS(perf_event_open),   SCMP_SYS(userfaultfd),
    SCMP_SYS(kill),          SCMP_SYS(tkill),             SCMP_SYS(pidfd_open),
    SCMP_SYS(pidfd_getfd),   SCMP_SYS(pidfd_send_signal), SCMP_SYS(ioctl)};

constexpr std::array<int, 9> k_plain_allow = {
    SCMP_SYS(brk),        SCMP_SYS(munmap),     SCMP_SYS(mremap),
    SCMP_SYS(madvise),    SCMP_SYS(exit),       SCMP_SYS(exit_group),
    SCMP_SYS(rt_sigreturn), SCMP_SYS(futex),    SCMP_SYS(clock_gettime)};


common::result<std::string, std::error_code> build_program() {
    common::process::seccomp_filter f(SCMP_ACT_ERRNO(EPERM));
    if (!f.valid()) return failure{std::make_error_code(std::errc::not_enough_memory)};
    // Foreign-ABI calls (i386 int 0x80, x32) are not described by this filter (E44).
    int rc = seccomp_attr_set(f.get(), SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
    for (const int sys : k_plain_allow) {
        if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_ALLOW, sys, 0);
    }
    // Only the request pipe is read and only the answer pipe (and /dev/null stderr) written.
    if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_ALLOW, SCMP_SYS(read), 1, SCMP_A0(SCMP_CMP_EQ, 0));
    if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_ALLOW, SCMP_SYS(write), 1, SCMP_A0(SCMP_CMP_EQ, 1));
    if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_ALLOW, SCMP_SYS(write), 1, SCMP_A0(SCMP_CMP_EQ, 2));
    // Memory, never executable: a parser bug cannot map or flip pages to PROT_EXEC.
    if (rc == 0) {
        rc = seccomp_rule_add(f.get(), SCMP_ACT_ALLOW, SCMP_SYS(mmap), 1,
                              SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    }
    if (rc == 0) {
        rc = seccomp_rule_add(f.get(), SCMP_ACT_ALLOW, SCMP_SYS(mprotect), 1,
                              SCMP_A2(SCMP_CMP_MASKED_EQ, PROT_EXEC, 0));
    }
    // CPython opens the "file" of a SyntaxError to quote the line (measured with strace: it
    // tries "<data>"). ENOENT keeps that path quiet; the file would not be readable anyway.
    if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_ERRNO(ENOENT), SCMP_SYS(openat), 0);
    if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_ERRNO(ENOENT), SCMP_SYS(open), 0);
    for (const int sys : k_hostile) {
        if (rc == 0) rc = seccomp_rule_add(f.get(), SCMP_ACT_KILL_PROCESS, sys, 0);
    }
    if (rc != 0) return failure{common::process::seccomp_error(rc)};

    return f.export_bpf();
}

constexpr std::array<common::process::rlimit_setting, 6> k_limits = {{
    {RLIMIT_AS, 512ULL << 20},  // a 6,000-character parse needs < 60 MiB; measured with deep input
    {RLIMIT_CPU, 30},           // a long-lived helper; the pool replaces it after max_requests
    {RLIMIT_NOFILE, 16},
    {RLIMIT_NPROC, 0},          // enforced because the helper drops root before reading input
    {RLIMIT_FSIZE, 0},
    {RLIMIT_CORE, 0},
}};

}  // namespace

common::result<std::string, std::error_code> seccomp_program() {
    static std::once_flag once;
    static common::result<std::string, std::error_code> program{failure{std::error_code()}};
    std::call_once(once, [] { program = build_program(); });
    return program;
}

std::span<const common::process::rlimit_setting> helper_rlimits() noexcept { return k_limits; }

std::string lockdown_payload(std::string_view bpf) {
    std::string out = "L";
    // The nesting limit travels with the order, so the helper's encoders and ast_decode.cpp read
    // the same constant (ast_decode.hpp) and a tree the helper sends is never too deep to decode.
    for (const unsigned v : {helper_uid, helper_gid, static_cast<unsigned>(max_ast_depth)}) {
        out.push_back(static_cast<char>((v >> 24) & 0xFF));
        out.push_back(static_cast<char>((v >> 16) & 0xFF));
        out.push_back(static_cast<char>((v >> 8) & 0xFF));
        out.push_back(static_cast<char>(v & 0xFF));
    }
    out.append(bpf);
    return out;
}

common::result<lockdown_state, std::error_code> read_lockdown_state(pid_t pid) {
    const auto status = common::process::proc_status::read(pid);
    if (!status.found()) return failure{std::make_error_code(std::errc::no_such_file_or_directory)};
    const auto seccomp = status.numbers("Seccomp");
    if (seccomp.empty()) return failure{std::make_error_code(std::errc::function_not_supported)};
    lockdown_state s;
    s.no_new_privs = status.field("NoNewPrivs") == "1";
    s.seccomp_mode = static_cast<int>(seccomp.front());
    const auto uids = status.numbers("Uid");
    if (!uids.empty()) s.uid = static_cast<long>(uids.front());
    return s;
}

}  // namespace anyplot::agents::validate
