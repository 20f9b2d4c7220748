#pragma once
// Reading another process from outside through /proc: its status fields, its children, which
// mounts its namespace holds and which mount each of its descriptors, its cwd and its root are
// on. One reader for the renderer's self-test and standby checks, the zygote pool and the
// validator's helper checks. Nothing here follows a path the process could choose: the
// magic links are opened O_PATH and only their fdinfo is read.
#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace anyplot::common::process {

// /proc/<pid>/status as ordered key → value pairs (value without the leading blanks).
class proc_status {
public:
    // Empty (found() false) when the process is gone or unreadable.
    [[nodiscard]] static proc_status read(pid_t pid);
    [[nodiscard]] bool found() const noexcept { return !fields_.empty(); }
    [[nodiscard]] std::string field(std::string_view key) const;
    // The whitespace-separated numbers of a field ("Uid", "NSpid"...); empty when absent.
    [[nodiscard]] std::vector<long long> numbers(std::string_view key) const;

private:
    std::vector<std::pair<std::string, std::string>> fields_;
};

// Direct children of `pid` (/proc/<pid>/task/<pid>/children).
[[nodiscard]] std::vector<pid_t> children(pid_t pid);

// Mount ids of every mount in the process's mount namespace (/proc/<pid>/mountinfo).
[[nodiscard]] std::set<std::uint64_t> mount_ids(pid_t pid);

// What one descriptor (or the cwd, or the root) of a process refers to.
struct held_file {
    std::string what;                 // "fd 5", "cwd", "root"
    std::optional<std::uint64_t> mnt_id;  // the mount it is on; nullopt for pipes, sockets, anon inodes
};
// The process's cwd, root and every open descriptor. Empty when it is gone.
[[nodiscard]] std::vector<held_file> held_files(pid_t pid);

// The process's private dirty memory (Private_Dirty of /proc/<pid>/smaps_rollup): what it costs
// beyond the pages it shares. nullopt when it is gone or unreadable.
[[nodiscard]] std::optional<std::uint64_t> private_dirty_bytes(pid_t pid);

// Directories named "<prefix><pid>" directly below `parent` whose pid no longer exists (a daemon
// killed hard leaves its per-pid state behind); never this process's own.
[[nodiscard]] std::vector<std::string> dead_owner_dirs(const std::string& parent, std::string_view prefix);

}  // namespace anyplot::common::process
