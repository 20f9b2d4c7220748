#include "renderer/run/run_dir.hpp"

#include "renderer/sandbox/filesystem.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

namespace anyplot::renderer {

std::optional<run_dir> run_dir::create(const std::string& base) {
    ::mkdir(base.c_str(), 0711);  // exists already: fine; unusable: mkdtemp fails below
    std::string templ = base + "/run-XXXXXX";
    std::vector<char> buf(templ.begin(), templ.end());
    buf.push_back('\0');
    if (::mkdtemp(buf.data()) == nullptr) return std::nullopt;
    std::string path(buf.data());
    const int fd = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        ::rmdir(path.c_str());
        return std::nullopt;
    }
    return run_dir(std::move(path), fd);
}

std::optional<run_dir> run_dir::on_mount(int mount_fd) {
    const int fd = ::openat(mount_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    return run_dir(std::string(), fd);
}

run_dir::run_dir(run_dir&& other) noexcept : path_(std::move(other.path_)), fd_(other.fd_) {
    other.fd_ = -1;
    other.path_.clear();
}

bool run_dir::attach(int mount_fd) {
    if (path_.empty() || sandbox::attach_mount(mount_fd, path_.c_str()) != 0) return false;
    const int fd = ::open(path_.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return false;
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
    return true;
}

run_dir::~run_dir() {
    if (fd_ >= 0) ::close(fd_);
    if (!path_.empty()) {
        sandbox::unmount(path_);  // the run's tmpfs, when one was attached here
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);  // removes symlinks themselves, never their targets
    }
}

bool run_dir::write_file(const char* name, const std::string& bytes) const {
    const int f = ::openat(fd_, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (f < 0) return false;
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(f, bytes.data() + done, bytes.size() - done);
        if (n <= 0) {
            ::close(f);
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return ::close(f) == 0;
}

namespace {

void walk(int dirfd, int depth, int max_depth, std::uint64_t max_entries, tree_usage& usage) {
    const int own = ::dup(dirfd);
    if (own < 0) return;
    DIR* dir = ::fdopendir(own);
    if (dir == nullptr) {
        ::close(own);
        return;
    }
    // The dup shares its offset with `dirfd`: without a rewind the second walk would see nothing.
    ::rewinddir(dir);
    while (const dirent* e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
        if (++usage.entries > max_entries) break;
        struct stat st {};
        if (::fstatat(dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
        usage.bytes += static_cast<std::uint64_t>(st.st_blocks) * 512u;
        if (S_ISDIR(st.st_mode)) {
            if (depth + 1 > max_depth) {
                usage.too_deep = true;
                continue;
            }
            const int child = ::openat(dirfd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (child < 0) continue;
            walk(child, depth + 1, max_depth, max_entries, usage);
            ::close(child);
            if (usage.entries > max_entries) break;
        }
    }
    ::closedir(dir);
}

}  // namespace

tree_usage measure_tree(int dirfd, int max_depth, std::uint64_t max_entries) {
    tree_usage usage;
    walk(dirfd, 0, max_depth, max_entries, usage);
    return usage;
}

std::optional<std::int64_t> mem_available_mb() {
    std::FILE* f = std::fopen("/proc/meminfo", "re");
    if (f == nullptr) return std::nullopt;
    char line[256];
    std::optional<std::int64_t> out;
    while (std::fgets(line, sizeof line, f) != nullptr) {
        long long kib = 0;
        if (std::sscanf(line, "MemAvailable: %lld kB", &kib) == 1) {
            out = kib / 1024;
            break;
        }
    }
    std::fclose(f);
    return out;
}

}  // namespace anyplot::renderer
