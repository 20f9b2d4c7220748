#pragma once
// Starting helper processes from a large, multi-threaded daemon.
//
// Contract (what every child started here gets, whoever asks):
//   * posix_spawn, never fork(): glibc implements it with clone(CLONE_VM|CLONE_VFORK), so the
//     parent's page tables are not copied (a fork of a big process costs a page fault per
//     touched page later, 12-18 us each on these VMs) and no user code runs between clone and
//     exec.
//   * An absolute executable path (no PATH search) and a complete, explicit environment:
//     nothing is inherited from the daemon (tokens live in its environment).
//   * stdin/stdout/stderr are each a fresh pipe or /dev/null; every other fd is closed in the
//     child (posix_spawn_file_actions_addclosefrom_np, glibc >= 2.34), whatever CLOEXEC state
//     the daemon's fds are in.
//   * Its own session (POSIX_SPAWN_SETSID, glibc >= 2.26), so the child has no controlling
//     terminal (E47) and its process group can be killed as a whole; signal mask emptied and
//     every signal disposition reset to default.
//   * A pidfd (pidfd_open, Linux >= 5.3) so waiting and signalling never race with pid reuse.
//
// Limits (rlimits) cannot be set through posix_spawn; apply_rlimits() sets them on the running
// child with prlimit(2). Callers must do that before the child reads anything untrusted.
//
// Nothing here throws on a failed syscall: errors are std::error_code values.
#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <sys/types.h>
#include <system_error>
#include <utility>
#include <vector>

#include "common/process/unique_fd.hpp"
#include "common/result.hpp"

namespace anyplot::common::process {

enum class stdio { null, pipe };

struct spawn_spec {
    std::string path;               // absolute path of the executable
    std::vector<std::string> argv;  // argv[0] included
    std::vector<std::string> env;   // "KEY=value", the child's whole environment
    stdio in = stdio::pipe;
    stdio out = stdio::pipe;
    stdio err = stdio::null;
    std::string cwd = "/";  // the child never starts in the daemon's working directory
    // Further descriptors passed on: {descriptor here, number in the child} (3, 4, ...). Every
    // other descriptor is closed in the child.
    std::vector<std::pair<int, int>> fds{};
};

// How a child ended, from waitid(): exactly one of exit_code / signal is set.
struct exit_status {
    std::optional<int> exit_code;
    std::optional<int> signal;
    [[nodiscard]] bool success() const noexcept { return exit_code && *exit_code == 0; }
};

// True once the process behind `pidfd` has ended (a pidfd polls readable then, zombie or not;
// an invalid descriptor counts as ended). Does not reap.
[[nodiscard]] bool pidfd_exited(int pidfd) noexcept;

// A running (or exited, not yet reaped) child. The destructor kills the whole process group and
// reaps, so a child never outlives its owner as a zombie or an orphan group.
class child {
public:
    child() = default;
    child(pid_t pid, unique_fd pidfd, unique_fd in, unique_fd out, unique_fd err) noexcept;
    child(child&&) noexcept;
    child& operator=(child&&) noexcept;
    child(const child&) = delete;
    child& operator=(const child&) = delete;
    ~child();

    [[nodiscard]] pid_t pid() const noexcept { return pid_; }
    [[nodiscard]] int pidfd() const noexcept { return pidfd_.get(); }
    // Parent ends of the pipes (invalid when that stream is /dev/null).
    [[nodiscard]] unique_fd& stdin_fd() noexcept { return in_; }
    [[nodiscard]] unique_fd& stdout_fd() noexcept { return out_; }
    [[nodiscard]] unique_fd& stderr_fd() noexcept { return err_; }

    // True once the child has exited (pidfd_exited); does not reap.
    [[nodiscard]] bool exited() const noexcept;
    // SIGKILL to the child's process group and to the child through its pidfd. Only before the
    // child is reaped: afterwards its pid (= group id) may belong to someone else.
    void kill_group() noexcept;
    // Waits at most `timeout` for the child to exit and reaps it. nullopt on timeout.
    [[nodiscard]] std::optional<exit_status> wait_for(std::chrono::milliseconds timeout) noexcept;
    // kill_group() then wait (bounded); what the destructor does. Idempotent.
    void terminate() noexcept;

    // Hands the child over to a caller that watches and reaps it itself (the renderer's
    // executor and zygote pool, through Asio): this object then owns nothing.
    struct released {
        pid_t pid = -1;  // also its process group id
        unique_fd pidfd;
        unique_fd in;
        unique_fd out;
        unique_fd err;
    };
    [[nodiscard]] released release() noexcept;

private:
    pid_t pid_ = -1;
    bool reaped_ = true;
    unique_fd pidfd_;
    unique_fd in_;
    unique_fd out_;
    unique_fd err_;
};

[[nodiscard]] result<child, std::error_code> spawn(const spawn_spec& spec);

struct rlimit_setting {
    int resource;           // RLIMIT_AS, RLIMIT_NOFILE, ...
    unsigned long long value;  // soft = hard = value, so the child cannot raise it again (E54)
};
// prlimit(2) on a running child; stops at the first failure.
[[nodiscard]] std::error_code apply_rlimits(pid_t pid, std::span<const rlimit_setting> limits) noexcept;

}  // namespace anyplot::common::process
