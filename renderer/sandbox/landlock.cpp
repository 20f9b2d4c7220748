#include "renderer/sandbox/landlock.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>

namespace anyplot::renderer::sandbox {

namespace {

// From the kernel's include/uapi/linux/landlock.h (ABI 1..6).
struct ruleset_attr {
    std::uint64_t handled_access_fs;
    std::uint64_t handled_access_net;  // ABI 4
    std::uint64_t scoped;              // ABI 6
};
struct path_beneath_attr {
    std::uint64_t allowed_access;
    std::int32_t parent_fd;
} __attribute__((packed));

constexpr std::uint32_t create_ruleset_version = 1U << 0;
constexpr int rule_path_beneath = 1;

constexpr std::uint64_t fs_execute = 1ULL << 0;
constexpr std::uint64_t fs_write_file = 1ULL << 1;
constexpr std::uint64_t fs_read_file = 1ULL << 2;
constexpr std::uint64_t fs_read_dir = 1ULL << 3;
constexpr std::uint64_t fs_remove_dir = 1ULL << 4;
constexpr std::uint64_t fs_remove_file = 1ULL << 5;
constexpr std::uint64_t fs_make_char = 1ULL << 6;
constexpr std::uint64_t fs_make_dir = 1ULL << 7;
constexpr std::uint64_t fs_make_reg = 1ULL << 8;
constexpr std::uint64_t fs_make_sock = 1ULL << 9;
constexpr std::uint64_t fs_make_fifo = 1ULL << 10;
constexpr std::uint64_t fs_make_block = 1ULL << 11;
constexpr std::uint64_t fs_make_sym = 1ULL << 12;
constexpr std::uint64_t fs_refer = 1ULL << 13;      // ABI 2
constexpr std::uint64_t fs_truncate = 1ULL << 14;   // ABI 3
constexpr std::uint64_t fs_ioctl_dev = 1ULL << 15;  // ABI 5
constexpr std::uint64_t net_bind_tcp = 1ULL << 0;
constexpr std::uint64_t net_connect_tcp = 1ULL << 1;
constexpr std::uint64_t scope_abstract_unix = 1ULL << 0;
constexpr std::uint64_t scope_signal = 1ULL << 1;

std::uint64_t handled_fs(int abi) {
    std::uint64_t all = fs_execute | fs_write_file | fs_read_file | fs_read_dir | fs_remove_dir | fs_remove_file |
                        fs_make_char | fs_make_dir | fs_make_reg | fs_make_sock | fs_make_fifo | fs_make_block |
                        fs_make_sym;
    if (abi >= 2) all |= fs_refer;
    if (abi >= 3) all |= fs_truncate;
    if (abi >= 5) all |= fs_ioctl_dev;
    return all;
}

int add_fd(int ruleset, int fd, std::uint64_t access, std::uint64_t handled) {
    // A file takes only the rights that make sense for a file (EINVAL otherwise).
    struct stat st {};
    if (::fstat(fd, &st) != 0) return errno;
    if (!S_ISDIR(st.st_mode)) access &= fs_execute | fs_write_file | fs_read_file | fs_truncate | fs_ioctl_dev;
    path_beneath_attr rule{};
    rule.allowed_access = access & handled;
    rule.parent_fd = fd;
    const long rc = ::syscall(SYS_landlock_add_rule, ruleset, rule_path_beneath, &rule, 0);
    return rc == 0 ? 0 : errno;
}

int add_path(int ruleset, const std::string& path, std::uint64_t access, std::uint64_t handled) {
    const int fd = ::open(path.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0) return errno == ENOENT ? 0 : errno;  // an optional path that is not there
    const int err = add_fd(ruleset, fd, access, handled);
    ::close(fd);
    return err;
}

}  // namespace

int landlock_abi() noexcept {
    const long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, create_ruleset_version);
    return abi < 0 ? 0 : static_cast<int>(abi);
}

int landlock_restrict(const landlock_paths& paths) noexcept {
    const int abi = landlock_abi();
    if (abi < 1) return ENOSYS;
    ruleset_attr attr{};
    attr.handled_access_fs = handled_fs(abi);
    if (abi >= 4) attr.handled_access_net = net_bind_tcp | net_connect_tcp;
    if (abi >= 6) attr.scoped = scope_abstract_unix | scope_signal;
    std::size_t size = sizeof(std::uint64_t);
    if (abi >= 4) size = 2 * sizeof(std::uint64_t);
    if (abi >= 6) size = sizeof(ruleset_attr);
    const long ruleset = ::syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (ruleset < 0) return errno;
    const int rs = static_cast<int>(ruleset);
    const std::uint64_t handled = attr.handled_access_fs;
    int err = 0;
    for (const auto& p : paths.read_exec) {
        if (err == 0) err = add_path(rs, p, fs_read_file | fs_read_dir | fs_execute, handled);
    }
    for (const auto& p : paths.read_files) {
        if (err == 0) err = add_path(rs, p, fs_read_file | fs_read_dir, handled);
    }
    for (const auto& p : paths.devices) {
        if (err == 0) err = add_path(rs, p, fs_read_file | fs_write_file | fs_truncate, handled);
    }
    // No symlinks, fifos, sockets or devices, no exec, no rename across directories (refer).
    const std::uint64_t work = fs_read_file | fs_read_dir | fs_write_file | fs_truncate | fs_remove_dir |
                               fs_remove_file | fs_make_dir | fs_make_reg;
    for (const auto& p : paths.work) {
        if (err == 0) err = add_path(rs, p, work, handled);
    }
    if (err == 0 && ::syscall(SYS_landlock_restrict_self, rs, 0) != 0) err = errno;
    ::close(rs);
    return err;
}

}  // namespace anyplot::renderer::sandbox
