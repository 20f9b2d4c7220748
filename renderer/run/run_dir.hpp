#pragma once
// A fresh, private directory per run (normally the root of its own tmpfs), its measured size,
// and its removal. The snippet owns what is inside, so nothing here follows a symlink or trusts
// a name.
#include <cstdint>
#include <optional>
#include <string>

namespace anyplot::renderer {

class run_dir {
public:
    // The root of a run's detached tmpfs (sandbox/filesystem.hpp make_run_tmpfs): no path on
    // the host at all; the daemon works through the descriptor, the sandbox sees it as /work.
    [[nodiscard]] static std::optional<run_dir> on_mount(int mount_fd);
    // Without namespaces: mkdtemp under `base` (created 0711 if missing), mode 0700. nullopt when
    // the area is unusable.
    [[nodiscard]] static std::optional<run_dir> create(const std::string& base);
    run_dir(run_dir&& other) noexcept;
    run_dir& operator=(run_dir&&) = delete;
    run_dir(const run_dir&) = delete;
    // A directory made by create(): unmounted if a tmpfs was attached, the tree removed (symlinks
    // removed, never followed). A detached tmpfs goes when its last holder is gone.
    ~run_dir();

    [[nodiscard]] const std::string& path() const noexcept { return path_; }  // empty on_mount
    [[nodiscard]] int fd() const noexcept { return fd_; }  // O_DIRECTORY, for *at() calls
    // create() only: attaches a detached tmpfs on the directory, so its size and inode limits
    // hold without namespaces too. false on error.
    [[nodiscard]] bool attach(int mount_fd);
    // Writes `name` inside (O_EXCL|O_NOFOLLOW) with `bytes`; false on any error.
    [[nodiscard]] bool write_file(const char* name, const std::string& bytes) const;

private:
    run_dir(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
    std::string path_;
    int fd_ = -1;
};

struct tree_usage {
    std::uint64_t bytes = 0;    // allocated (st_blocks), so sparse files count what they occupy
    std::uint64_t entries = 0;  // every file, directory, link, fifo... below the root
    bool too_deep = false;      // a directory deeper than the bound was not entered
};

// Walks the tree below `dirfd` without following links, at most `max_depth` levels and
// `max_entries + 1` entries (it stops counting once the budget is exceeded).
[[nodiscard]] tree_usage measure_tree(int dirfd, int max_depth, std::uint64_t max_entries);

// MemAvailable from /proc/meminfo in MiB, or nullopt when unreadable.
[[nodiscard]] std::optional<std::int64_t> mem_available_mb();

}  // namespace anyplot::renderer
