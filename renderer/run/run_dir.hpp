#pragma once
// A fresh, private directory per run, its measured size, and its removal. The snippet owns what
// is inside, so nothing here follows a symlink or trusts a name.
#include <cstdint>
#include <optional>
#include <string>

namespace anyplot::renderer {

class run_dir {
public:
    // mkdtemp under `base` (created 0711 if missing), mode 0700. nullopt when the area is unusable.
    [[nodiscard]] static std::optional<run_dir> create(const std::string& base);
    run_dir(run_dir&& other) noexcept;
    run_dir& operator=(run_dir&&) = delete;
    run_dir(const run_dir&) = delete;
    ~run_dir();  // unmounts a run tmpfs if any, removes the tree (symlinks removed, never followed)

    [[nodiscard]] const std::string& path() const noexcept { return path_; }
    [[nodiscard]] int fd() const noexcept { return fd_; }  // O_DIRECTORY, for *at() calls
    // Opens the directory again (after a file system was mounted on it). false on error.
    [[nodiscard]] bool reopen();
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
