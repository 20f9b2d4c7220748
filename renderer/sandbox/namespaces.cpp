#include "renderer/sandbox/namespaces.hpp"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>

namespace anyplot::renderer::sandbox {

namespace {

int write_file(const char* path, const char* text) noexcept {
    const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    const auto len = static_cast<ssize_t>(std::strlen(text));
    const ssize_t n = ::write(fd, text, static_cast<std::size_t>(len));
    const int err = n == len ? 0 : (n < 0 ? errno : EIO);
    ::close(fd);
    return err;
}

}  // namespace

int enter_time_namespace_for_children() noexcept {
    if (::unshare(CLONE_NEWTIME) != 0) return errno == EINVAL ? 0 : errno;
    // The offsets must be written before any process enters the namespace (the clone that
    // follows), and may not make a clock negative: each clock is set back to about zero.
    timespec monotonic{}, boottime{};
    if (::clock_gettime(CLOCK_MONOTONIC, &monotonic) != 0 || ::clock_gettime(CLOCK_BOOTTIME, &boottime) != 0) {
        return errno;
    }
    char text[96];
    std::snprintf(text, sizeof text, "monotonic %lld 0\nboottime %lld 0\n", -static_cast<long long>(monotonic.tv_sec),
                  -static_cast<long long>(boottime.tv_sec));
    return write_file("/proc/self/timens_offsets", text);
}

pid_t clone_into_namespaces() noexcept {
    constexpr unsigned long flags = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC |
                                    CLONE_NEWUTS | CLONE_NEWCGROUP | SIGCHLD;
    // The launcher is small and single-threaded, so a fork-like clone is safe and cheap here.
    return static_cast<pid_t>(::syscall(SYS_clone, flags, nullptr, nullptr, nullptr, 0));
}

int write_id_maps(pid_t child, uid_t outside_uid, gid_t outside_gid, uid_t inside, unsigned count) noexcept {
    char path[64];
    char line[64];
    std::snprintf(path, sizeof path, "/proc/%d/setgroups", child);
    if (const int e = write_file(path, "deny"); e != 0) return e;
    std::snprintf(path, sizeof path, "/proc/%d/gid_map", child);
    std::snprintf(line, sizeof line, "%u %u %u\n", inside, outside_gid, count);
    if (const int e = write_file(path, line); e != 0) return e;
    std::snprintf(path, sizeof path, "/proc/%d/uid_map", child);
    std::snprintf(line, sizeof line, "%u %u %u\n", inside, outside_uid, count);
    return write_file(path, line);
}

int set_hostname() noexcept {
    static constexpr char name[] = "anyplot";
    return ::sethostname(name, sizeof name - 1) == 0 ? 0 : errno;
}

}  // namespace anyplot::renderer::sandbox
