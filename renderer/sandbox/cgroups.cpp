#include "renderer/sandbox/cgroups.hpp"

#include "common/process/proc.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

namespace anyplot::renderer::sandbox {

namespace {

constexpr const char* wanted[] = {"memory", "pids", "cpu"};

bool write_text(const std::string& file, const std::string& text) {
    std::ofstream out(file);
    if (!out) return false;
    out << text;
    out.flush();
    return static_cast<bool>(out);
}

std::optional<std::string> read_text(const std::string& file) {
    std::ifstream in(file);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string item;
    std::istringstream in(s);
    while (std::getline(in, item, sep)) out.push_back(item);
    return out;
}

// controller → cgroup path of this process ("" key = the v2 unified path).
std::map<std::string, std::string> own_paths() {
    std::map<std::string, std::string> out;
    std::ifstream in("/proc/self/cgroup");
    std::string line;
    while (std::getline(in, line)) {
        const auto a = line.find(':');
        const auto b = line.find(':', a + 1);
        if (a == std::string::npos || b == std::string::npos) continue;
        const std::string controllers = line.substr(a + 1, b - a - 1);
        const std::string path = line.substr(b + 1);
        if (controllers.empty()) {
            out[""] = path;
            continue;
        }
        for (const auto& c : split(controllers, ',')) out[c] = path;
    }
    return out;
}

struct mount_point {
    std::string dir;
    std::string root;  // the mount's root within the hierarchy (field 4 of mountinfo)
};

// controller → v1 mount point, and the v2 mount point under key "".
std::map<std::string, mount_point> mount_points() {
    std::map<std::string, mount_point> out;
    std::ifstream in("/proc/self/mountinfo");
    std::string line;
    while (std::getline(in, line)) {
        const auto dash = line.find(" - ");
        if (dash == std::string::npos) continue;
        const auto left = split(line.substr(0, dash), ' ');
        const auto right = split(line.substr(dash + 3), ' ');
        if (left.size() < 5 || right.size() < 3) continue;
        const mount_point mp{left[4], left[3]};
        if (right[0] == "cgroup2") {
            if (!out.count("")) out[""] = mp;
        } else if (right[0] == "cgroup") {
            for (const auto& opt : split(right[2], ',')) {
                for (const char* w : wanted) {
                    if (opt == w && !out.count(w)) out[w] = mp;
                }
            }
        }
    }
    return out;
}

std::string join_path(const mount_point& mp, const std::string& cgroup_path) {
    // Inside a cgroup namespace or a bind of a sub-hierarchy the mount root is a prefix of the path.
    std::string rel = cgroup_path;
    if (mp.root != "/" && rel.rfind(mp.root, 0) == 0) rel = rel.substr(mp.root.size());
    if (rel == "/") rel.clear();
    return mp.dir + rel;
}

bool v2_has(const std::string& dir, const std::string& controller) {
    const auto text = read_text(dir + "/cgroup.controllers");
    if (!text) return false;
    std::istringstream in(*text);
    std::string c;
    while (in >> c) {
        if (c == controller) return true;
    }
    return false;
}

// Groups still busy when their run ended: a killed member leaves its group asynchronously, and on
// a loaded machine that can outlast the retries below. They are removed by a later attempt
// (every new group and every removal tries them first) instead of being left until the daemon's
// next start sweeps them.
std::mutex deferred_mutex;
std::vector<std::string> deferred_dirs;

// One rmdir for every deferred group, in the order they were deferred (a run's group before its
// parent's); keeps those still busy.
void remove_deferred() noexcept {
    try {
        const std::lock_guard lock(deferred_mutex);
        std::erase_if(deferred_dirs, [](const std::string& d) { return ::rmdir(d.c_str()) == 0 || errno != EBUSY; });
    } catch (...) {
    }
}

void remove_dir_retrying(const std::string& dir) {
    remove_deferred();
    // rmdir says EBUSY until every member has left.
    for (int i = 0; i < 100; ++i) {
        if (::rmdir(dir.c_str()) == 0 || errno == ENOENT) return;
        if (errno != EBUSY) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    try {
        const std::lock_guard lock(deferred_mutex);
        deferred_dirs.push_back(dir);
    } catch (...) {
    }
}

// SIGKILL to every process listed in a group (v1 has no cgroup.kill).
void kill_members(const std::string& dir) {
    const auto procs = read_text(dir + "/cgroup.procs");
    if (!procs) return;
    std::istringstream in(*procs);
    pid_t pid = 0;
    while (in >> pid) {
        if (pid > 0) ::kill(pid, SIGKILL);
    }
}

// Groups left by daemons that are gone (killed hard, or their runs outlived the tree at exit):
// "<prefix><pid>" directories whose pid no longer exists, with their run groups.
void sweep_dead(const std::string& parent, const std::string& prefix) {
    for (const auto& dead : common::process::dead_owner_dirs(parent, prefix)) {
        std::error_code inner;
        for (std::filesystem::directory_iterator run(dead, inner), stop; !inner && run != stop; run.increment(inner)) {
            if (!run->is_directory()) continue;
            kill_members(run->path());
            remove_dir_retrying(run->path());
        }
        remove_dir_retrying(dead);
    }
}

}  // namespace

run_cgroup::run_cgroup(run_cgroup&& other) noexcept
    : dirs_(std::move(other.dirs_)), memory_limit_(other.memory_limit_) {
    other.dirs_.clear();
}

run_cgroup& run_cgroup::operator=(run_cgroup&& other) noexcept {
    if (this != &other) {
        remove();
        dirs_ = std::move(other.dirs_);
        memory_limit_ = other.memory_limit_;
        other.dirs_.clear();
    }
    return *this;
}

run_cgroup::~run_cgroup() { remove(); }

std::vector<std::string> run_cgroup::procs_files() const {
    std::vector<std::string> out;
    for (const auto& d : dirs_) {
        const std::string file = d.path + "/cgroup.procs";
        // v2 keeps every controller in one directory: join it once.
        if (std::find(out.begin(), out.end(), file) == out.end()) out.push_back(file);
    }
    return out;
}

void run_cgroup::kill_all() const noexcept {
    try {
        for (const auto& d : dirs_) {
            if (d.v2 && write_text(d.path + "/cgroup.kill", "1")) return;
        }
        for (const auto& d : dirs_) {
            if (d.controller == "pids" || d.controller == "memory") kill_members(d.path);
        }
    } catch (...) {
    }
}

bool run_cgroup::oom_killed() const {
    for (const auto& d : dirs_) {
        if (d.controller != "memory") continue;
        const auto text = read_text(d.path + (d.v2 ? "/memory.events" : "/memory.oom_control"));
        if (!text) return false;
        std::istringstream in(*text);
        std::string key;
        long long value = 0;
        while (in >> key >> value) {
            if (key == "oom_kill" && value > 0) return true;
        }
        if (!d.v2) {
            // Kernels without the oom_kill counter: a failed charge at the limit.
            const auto fail = read_text(d.path + "/memory.failcnt");
            return fail && std::atoll(fail->c_str()) > 0 && peak_memory_bytes() >= memory_limit_ - (1LL << 20);
        }
    }
    return false;
}

std::int64_t run_cgroup::peak_memory_bytes() const {
    for (const auto& d : dirs_) {
        if (d.controller != "memory") continue;
        const auto text = read_text(d.path + (d.v2 ? "/memory.peak" : "/memory.max_usage_in_bytes"));
        if (text) return std::atoll(text->c_str());
    }
    return 0;
}

void run_cgroup::remove() noexcept {
    if (dirs_.empty()) return;
    kill_all();
    for (const auto& d : dirs_) remove_dir_retrying(d.path);
    dirs_.clear();
}

std::optional<cgroup_tree> cgroup_tree::detect(const std::string& name, const std::string& root_override,
                                               std::string& error) {
    const auto own = own_paths();
    auto mounts = mount_points();
    if (!root_override.empty()) {
        for (auto& [key, mp] : mounts) mp.dir = root_override + (key.empty() ? "/unified" : "/" + key);
    }
    cgroup_tree tree;
    for (const char* controller : wanted) {
        controller_dir d;
        d.controller = controller;
        if (mounts.count(controller) && own.count(controller)) {
            d.path = join_path(mounts[controller], own.at(controller));
        } else if (mounts.count("") && own.count("")) {
            d.path = join_path(mounts[""], own.at(""));
            d.v2 = true;
            if (!v2_has(d.path, controller)) {
                error = std::string("cgroup controller not available: ") + controller;
                return std::nullopt;
            }
        } else {
            error = std::string("cgroup controller not mounted: ") + controller;
            return std::nullopt;
        }
        const auto dash = name.find_last_of('-');
        if (dash != std::string::npos) sweep_dead(d.path, name.substr(0, dash + 1));
        d.path += "/" + name;
        if (::mkdir(d.path.c_str(), 0755) != 0 && errno != EEXIST) {
            error = "cannot create " + d.path + ": " + std::strerror(errno);
            return std::nullopt;
        }
        if (d.v2) write_text(d.path + "/cgroup.subtree_control", std::string("+") + controller);
        tree.base_.push_back(d);
    }
    return tree;
}

cgroup_tree::~cgroup_tree() {
    remove_deferred();
    for (const auto& d : base_) ::rmdir(d.path.c_str());
}

void remove_deferred_cgroups() noexcept { remove_deferred(); }

std::size_t deferred_cgroups() noexcept {
    const std::lock_guard lock(deferred_mutex);
    return deferred_dirs.size();
}

std::optional<run_cgroup> cgroup_tree::create(const std::string& run_name, const cgroup_limits& limits,
                                              int& error) const {
    remove_deferred();
    run_cgroup group;
    group.memory_limit_ = limits.memory_bytes;
    for (const auto& base : base_) {
        controller_dir d = base;
        d.path = base.path + "/" + run_name;
        bool same_dir = false;
        for (const auto& have : group.dirs_) same_dir = same_dir || have.path == d.path;
        errno = 0;
        if (!same_dir && ::mkdir(d.path.c_str(), 0755) != 0) {
            error = errno;
            return std::nullopt;
        }
        group.dirs_.push_back(d);
        bool ok = true;
        const std::string mem = std::to_string(limits.memory_bytes);
        if (d.controller == "memory" && d.v2) {
            ok = write_text(d.path + "/memory.max", mem);
            write_text(d.path + "/memory.swap.max", "0");
        } else if (d.controller == "memory") {
            ok = write_text(d.path + "/memory.limit_in_bytes", mem);
            // No swap: memsw (where the kernel accounts it) equal to the memory limit.
            write_text(d.path + "/memory.memsw.limit_in_bytes", mem);
            write_text(d.path + "/memory.swappiness", "0");
        } else if (d.controller == "pids") {
            ok = write_text(d.path + "/pids.max", std::to_string(limits.pids));
        } else if (d.controller == "cpu") {
            const long period = 100000;
            const long quota = std::lround(limits.cpus * static_cast<double>(period));
            ok = d.v2 ? write_text(d.path + "/cpu.max", std::to_string(quota) + " " + std::to_string(period))
                      : write_text(d.path + "/cpu.cfs_period_us", std::to_string(period)) &&
                            write_text(d.path + "/cpu.cfs_quota_us", std::to_string(quota));
        }
        if (!ok) {
            error = errno != 0 ? errno : EIO;
            return std::nullopt;
        }
    }
    return group;
}

std::string cgroup_tree::version() const {
    bool v1 = false, v2 = false;
    for (const auto& d : base_) (d.v2 ? v2 : v1) = true;
    return v1 && v2 ? "mixed" : v2 ? "v2" : "v1";
}

}  // namespace anyplot::renderer::sandbox
