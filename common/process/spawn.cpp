#include "common/process/spawn.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace anyplot::common::process {

void unique_fd::reset(int fd) noexcept {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
}

namespace {

std::error_code last_error() noexcept { return {errno, std::system_category()}; }

// glibc 2.36's <sys/pidfd.h> lacks extern "C", so its wrappers do not link from C++; the raw
// system calls are the same thing.
int pidfd_open(pid_t pid) noexcept { return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0U)); }
int pidfd_send_signal(int pidfd, int sig) noexcept {
    return static_cast<int>(::syscall(SYS_pidfd_send_signal, pidfd, sig, nullptr, 0U));
}

// RAII for the posix_spawn attribute objects (they may allocate).
struct spawn_attrs {
    posix_spawnattr_t attr{};
    posix_spawn_file_actions_t actions{};
    bool attr_ok = false;
    bool actions_ok = false;
    spawn_attrs() {
        attr_ok = posix_spawnattr_init(&attr) == 0;
        actions_ok = posix_spawn_file_actions_init(&actions) == 0;
    }
    ~spawn_attrs() {
        if (attr_ok) posix_spawnattr_destroy(&attr);
        if (actions_ok) posix_spawn_file_actions_destroy(&actions);
    }
    spawn_attrs(const spawn_attrs&) = delete;
    spawn_attrs& operator=(const spawn_attrs&) = delete;
};

struct stream_ends {
    unique_fd parent;  // our end (O_CLOEXEC, O_NONBLOCK)
    unique_fd child;   // the end dup2'ed onto 0/1/2 in the child (O_CLOEXEC here)
};

// pipe2(O_CLOEXEC) so a concurrent spawn on another thread cannot inherit our ends; the child
// end reaches the child only through dup2, which clears CLOEXEC on the target fd.
result<stream_ends, std::error_code> make_stream(stdio mode, bool child_reads) {
    stream_ends ends;
    if (mode == stdio::null) {
        const int fd = ::open("/dev/null", (child_reads ? O_RDONLY : O_WRONLY) | O_CLOEXEC);
        if (fd < 0) return failure{last_error()};
        ends.child.reset(fd);
        return ends;
    }
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return failure{last_error()};
    unique_fd r(fds[0]);
    unique_fd w(fds[1]);
    ends.parent = child_reads ? std::move(w) : std::move(r);
    ends.child = child_reads ? std::move(r) : std::move(w);
    // Non-blocking parent ends: synchronous users poll with a deadline (io.hpp) and Asio
    // descriptors need them non-blocking anyway.
    const int flags = ::fcntl(ends.parent.get(), F_GETFL);
    if (flags < 0 || ::fcntl(ends.parent.get(), F_SETFL, flags | O_NONBLOCK) != 0) {
        return failure{last_error()};
    }
    return ends;
}

std::vector<char*> c_strings(const std::vector<std::string>& in) {
    std::vector<char*> out;
    out.reserve(in.size() + 1);
    // posix_spawn takes char* const[] for historical reasons; it does not write through them.
    for (const auto& s : in) out.push_back(const_cast<char*>(s.c_str()));
    out.push_back(nullptr);
    return out;
}

}  // namespace

child::child(pid_t pid, unique_fd pidfd, unique_fd in, unique_fd out, unique_fd err) noexcept
    : pid_(pid),
      reaped_(false),
      pidfd_(std::move(pidfd)),
      in_(std::move(in)),
      out_(std::move(out)),
      err_(std::move(err)) {}

child::child(child&& other) noexcept
    : pid_(std::exchange(other.pid_, -1)),
      reaped_(std::exchange(other.reaped_, true)),
      pidfd_(std::move(other.pidfd_)),
      in_(std::move(other.in_)),
      out_(std::move(other.out_)),
      err_(std::move(other.err_)) {}

child& child::operator=(child&& other) noexcept {
    if (this != &other) {
        terminate();
        pid_ = std::exchange(other.pid_, -1);
        reaped_ = std::exchange(other.reaped_, true);
        pidfd_ = std::move(other.pidfd_);
        in_ = std::move(other.in_);
        out_ = std::move(other.out_);
        err_ = std::move(other.err_);
    }
    return *this;
}

child::~child() { terminate(); }

bool pidfd_exited(int pidfd) noexcept {
    if (pidfd < 0) return true;
    pollfd p{pidfd, POLLIN, 0};
    return ::poll(&p, 1, 0) > 0 && (p.revents & POLLIN) != 0;
}

bool child::exited() const noexcept { return reaped_ || pidfd_exited(pidfd_.get()); }

void child::kill_group() noexcept {
    if (reaped_ || pid_ <= 0) return;
    // The group first (grandchildren), then the leader through its pidfd, which cannot hit a
    // recycled pid. The leader is not reaped yet, so its pid, which is the group id, is ours.
    ::kill(-pid_, SIGKILL);
    pidfd_send_signal(pidfd_.get(), SIGKILL);
}

std::optional<exit_status> child::wait_for(std::chrono::milliseconds timeout) noexcept {
    if (reaped_) return exit_status{};
    const auto until = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            until - std::chrono::steady_clock::now());
        pollfd p{pidfd_.get(), POLLIN, 0};
        const int n = ::poll(&p, 1, static_cast<int>(std::max<long long>(0, left.count())));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return std::nullopt;
        int status = 0;
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == 0) {
            if (left.count() <= 0) return std::nullopt;
            continue;
        }
        reaped_ = true;
        exit_status out;
        if (r == pid_ && WIFEXITED(status)) out.exit_code = WEXITSTATUS(status);
        if (r == pid_ && WIFSIGNALED(status)) out.signal = WTERMSIG(status);
        return out;
    }
}

child::released child::release() noexcept {
    released r;
    r.pid = std::exchange(pid_, -1);
    r.pidfd = std::move(pidfd_);
    r.in = std::move(in_);
    r.out = std::move(out_);
    r.err = std::move(err_);
    reaped_ = true;
    return r;
}

void child::terminate() noexcept {
    if (reaped_) return;
    kill_group();
    // SIGKILL is not ignorable; the bound only covers a child stuck in uninterruptible sleep,
    // which is then left as a zombie rather than blocking the daemon.
    (void)wait_for(std::chrono::milliseconds(5000));
}

result<child, std::error_code> spawn(const spawn_spec& spec) {
    if (spec.path.empty() || spec.path.front() != '/' || spec.argv.empty()) {
        return failure{std::make_error_code(std::errc::invalid_argument)};
    }
    auto in = make_stream(spec.in, true);
    if (!in) return failure{in.error()};
    auto out = make_stream(spec.out, false);
    if (!out) return failure{out.error()};
    auto err = make_stream(spec.err, false);
    if (!err) return failure{err.error()};

    // Copies of the passed descriptors above every target number first, so no dup2 below
    // overwrites a source that a later one still needs.
    std::vector<unique_fd> sources;
    int first_free = 3;
    for (const auto& [from, to] : spec.fds) {
        const int copy = ::fcntl(from, F_DUPFD_CLOEXEC, 64);
        if (copy < 0) return failure{last_error()};
        sources.emplace_back(copy);
        first_free = std::max(first_free, to + 1);
    }

    spawn_attrs a;
    if (!a.attr_ok || !a.actions_ok) return failure{std::make_error_code(std::errc::not_enough_memory)};

    sigset_t empty;
    sigset_t all;
    sigemptyset(&empty);
    sigfillset(&all);
    int rc = posix_spawnattr_setsigmask(&a.attr, &empty);
    if (rc == 0) rc = posix_spawnattr_setsigdefault(&a.attr, &all);
    if (rc == 0) {
        rc = posix_spawnattr_setflags(
            &a.attr, static_cast<short>(POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF));
    }
    if (rc == 0) rc = posix_spawn_file_actions_adddup2(&a.actions, in->child.get(), 0);
    if (rc == 0) rc = posix_spawn_file_actions_adddup2(&a.actions, out->child.get(), 1);
    if (rc == 0) rc = posix_spawn_file_actions_adddup2(&a.actions, err->child.get(), 2);
    for (std::size_t i = 0; i < spec.fds.size() && rc == 0; ++i) {
        rc = posix_spawn_file_actions_adddup2(&a.actions, sources[i].get(), spec.fds[i].second);
    }
    // Every other fd, CLOEXEC or not: a daemon's listening socket or log file must never reach
    // a helper (E48). The numbers between 3 and the highest target that are not targets too:
    // a descriptor the daemon inherited there would otherwise pass (found by the standby check
    // under ctest, which leaves its own descriptors open in the tests). glibc ignores the close
    // of a number that is not open; above the targets it uses close_range().
    for (int fd = 3; fd < first_free && rc == 0; ++fd) {
        const bool target = std::any_of(spec.fds.begin(), spec.fds.end(), [fd](const auto& p) { return p.second == fd; });
        if (!target) rc = posix_spawn_file_actions_addclose(&a.actions, fd);
    }
    if (rc == 0) rc = posix_spawn_file_actions_addclosefrom_np(&a.actions, first_free);
    if (rc == 0) rc = posix_spawn_file_actions_addchdir_np(&a.actions, spec.cwd.c_str());
    if (rc != 0) return failure{std::error_code(rc, std::system_category())};

    auto argv = c_strings(spec.argv);
    auto envp = c_strings(spec.env);
    pid_t pid = -1;
    rc = ::posix_spawn(&pid, spec.path.c_str(), &a.actions, &a.attr, argv.data(), envp.data());
    if (rc != 0) return failure{std::error_code(rc, std::system_category())};

    // The child is ours and unreaped, so this pid cannot have been recycled yet.
    const int pfd = pidfd_open(pid);
    if (pfd < 0) {
        const auto ec = last_error();
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
        int status = 0;
        ::waitpid(pid, &status, 0);
        return failure{ec};
    }
    // Only the parent ends survive; the child ends close with `in`, `out`, `err`.
    return child(pid, unique_fd(pfd), std::move(in->parent), std::move(out->parent),
                 std::move(err->parent));
}

std::error_code apply_rlimits(pid_t pid, std::span<const rlimit_setting> limits) noexcept {
    for (const auto& l : limits) {
        rlimit value{static_cast<rlim_t>(l.value), static_cast<rlim_t>(l.value)};
        if (::prlimit(pid, static_cast<__rlimit_resource>(l.resource), &value, nullptr) != 0) {
            return last_error();
        }
    }
    return {};
}

}  // namespace anyplot::common::process
