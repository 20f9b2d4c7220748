#include "common/process/proc.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <csignal>
#include <filesystem>
#include <climits>
#include <fstream>
#include <sstream>

namespace anyplot::common::process {

namespace {

std::string proc_path(pid_t pid, std::string_view rest) { return "/proc/" + std::to_string(pid) + "/" + std::string(rest); }

// The "mnt_id:" line of an fdinfo file.
std::optional<std::uint64_t> fdinfo_mnt_id(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("mnt_id:", 0) != 0) continue;
        std::uint64_t id = 0;
        const char* begin = line.data() + 7;
        while (*begin == ' ' || *begin == '\t') ++begin;
        if (std::from_chars(begin, line.data() + line.size(), id).ec == std::errc()) return id;
    }
    return std::nullopt;
}

// Pipes, sockets and anonymous inodes live on the kernel's internal mounts, in no namespace:
// there is no directory to climb from them.
bool internal_object(std::string_view link) {
    for (const std::string_view prefix : {"pipe:", "socket:", "anon_inode:"}) {
        if (link.substr(0, prefix.size()) == prefix) return true;
    }
    return false;
}

std::optional<std::uint64_t> link_mnt_id(const std::string& link_path) {
    // O_PATH on the magic link: the file itself is never opened (a FIFO cannot block us).
    const int fd = ::open(link_path.c_str(), O_PATH | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    auto id = fdinfo_mnt_id("/proc/self/fdinfo/" + std::to_string(fd));
    ::close(fd);
    return id;
}

}  // namespace

proc_status proc_status::read(pid_t pid) {
    proc_status s;
    std::ifstream in(proc_path(pid, "status"));
    std::string line;
    while (std::getline(in, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        auto value = line.substr(colon + 1);
        value.erase(0, value.find_first_not_of(" \t"));
        s.fields_.emplace_back(line.substr(0, colon), std::move(value));
    }
    return s;
}

std::string proc_status::field(std::string_view key) const {
    for (const auto& [k, v] : fields_) {
        if (k == key) return v;
    }
    return {};
}

std::vector<long long> proc_status::numbers(std::string_view key) const {
    std::vector<long long> out;
    std::istringstream in(field(key));
    long long v = 0;
    while (in >> v) out.push_back(v);
    return out;
}

std::vector<pid_t> children(pid_t pid) {
    std::vector<pid_t> out;
    std::ifstream in(proc_path(pid, "task/" + std::to_string(pid) + "/children"));
    pid_t child = 0;
    while (in >> child) out.push_back(child);
    return out;
}

std::optional<std::uint64_t> private_dirty_bytes(pid_t pid) {
    std::ifstream in(proc_path(pid, "smaps_rollup"));
    std::string line;
    constexpr std::string_view key = "Private_Dirty:";
    while (std::getline(in, line)) {
        if (line.rfind(key, 0) != 0) continue;
        std::size_t at = key.size();
        while (at < line.size() && line[at] == ' ') ++at;
        std::uint64_t kb = 0;
        if (std::from_chars(line.data() + at, line.data() + line.size(), kb).ec != std::errc()) return std::nullopt;
        return kb * 1024;
    }
    return std::nullopt;
}

std::set<std::uint64_t> mount_ids(pid_t pid) {
    std::set<std::uint64_t> ids;
    std::ifstream in(proc_path(pid, "mountinfo"));
    std::string line;
    while (std::getline(in, line)) {
        std::uint64_t id = 0;
        if (std::from_chars(line.data(), line.data() + line.size(), id).ec == std::errc()) ids.insert(id);
    }
    return ids;
}

std::vector<held_file> held_files(pid_t pid) {
    std::vector<held_file> out;
    for (const char* which : {"cwd", "root"}) {
        held_file f;
        f.what = which;
        f.mnt_id = link_mnt_id(proc_path(pid, which));
        if (!f.mnt_id) return {};  // gone (or not ours to read)
        out.push_back(std::move(f));
    }
    DIR* dir = ::opendir(proc_path(pid, "fd").c_str());
    if (dir == nullptr) return {};
    while (const dirent* e = ::readdir(dir)) {
        int fd = -1;
        const std::string_view name = e->d_name;
        if (std::from_chars(name.data(), name.data() + name.size(), fd).ec != std::errc() || fd < 0) continue;
        const std::string link = proc_path(pid, "fd/" + std::string(name));
        char target[PATH_MAX];
        const ssize_t n = ::readlink(link.c_str(), target, sizeof target - 1);
        if (n < 0) continue;  // closed meanwhile
        held_file f;
        f.what = "fd " + std::string(name);
        if (!internal_object(std::string_view(target, static_cast<std::size_t>(n)))) {
            f.mnt_id = fdinfo_mnt_id(proc_path(pid, "fdinfo/" + std::string(name)));
            if (!f.mnt_id) f.mnt_id = 0;  // unknown: never a mount id of the namespace
        }
        out.push_back(std::move(f));
    }
    ::closedir(dir);
    return out;
}

std::vector<std::string> dead_owner_dirs(const std::string& parent, std::string_view prefix) {
    std::vector<std::string> out;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(parent, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename();
        if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
        std::error_code type;
        if (!it->is_directory(type) || it->is_symlink(type)) continue;
        pid_t pid = 0;
        const char* digits = name.data() + prefix.size();
        const auto r = std::from_chars(digits, name.data() + name.size(), pid);
        if (r.ec != std::errc() || r.ptr != name.data() + name.size() || pid <= 0) continue;
        if (pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
        out.push_back(it->path().string());
    }
    return out;
}

}  // namespace anyplot::common::process
