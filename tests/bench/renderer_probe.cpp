#include "tests/bench/renderer_probe.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace anyplot::bench {

namespace {

std::string read_all(const std::string& path) {
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// The fields of /proc/<pid>/stat after the command name (which may hold spaces), from field 3 on.
std::vector<std::string> stat_fields(pid_t pid) {
    const std::string text = read_all("/proc/" + std::to_string(pid) + "/stat");
    const auto close = text.rfind(')');
    std::vector<std::string> out;
    if (close == std::string::npos) return out;
    std::istringstream rest(text.substr(close + 2));
    std::string f;
    while (rest >> f) out.push_back(f);
    return out;
}

std::vector<pid_t> all_pids() {
    std::vector<pid_t> out;
    for (const auto& e : std::filesystem::directory_iterator("/proc")) {
        const std::string name = e.path().filename();
        if (name.find_first_not_of("0123456789") == std::string::npos) out.push_back(std::stoi(name));
    }
    return out;
}

}  // namespace

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

pid_t parent_of(pid_t pid) {
    const auto f = stat_fields(pid);
    return f.size() > 1 ? static_cast<pid_t>(std::stol(f[1])) : 0;
}

std::vector<pid_t> children_of(pid_t parent) {
    std::vector<pid_t> out;
    if (parent <= 0) return out;
    for (const pid_t pid : all_pids()) {
        if (parent_of(pid) == parent) out.push_back(pid);
    }
    return out;
}

std::map<std::string, long> rollup(pid_t pid) {
    std::map<std::string, long> out;
    std::ifstream in("/proc/" + std::to_string(pid) + "/smaps_rollup");
    std::string line;
    while (std::getline(in, line)) {
        char name[64];
        long kb = 0;
        if (std::sscanf(line.c_str(), "%63[^:]: %ld kB", name, &kb) == 2) out[name] = kb;
    }
    return out;
}

cpu_and_faults cpu_of(pid_t pid) {
    cpu_and_faults c;
    const auto f = stat_fields(pid);
    // Fields from 3 on: minflt is field 10, majflt 12, utime 14 .. cstime 17.
    if (f.size() > 15) {
        const double tick_ms = 1000.0 / static_cast<double>(::sysconf(_SC_CLK_TCK));
        c.minor_faults = std::stol(f[7]);
        c.major_faults = std::stol(f[9]);
        c.own_ticks_ms = static_cast<double>(std::stol(f[11]) + std::stol(f[12])) * tick_ms;
        c.children_ticks_ms = static_cast<double>(std::stol(f[13]) + std::stol(f[14])) * tick_ms;
    }
    std::istringstream sched(read_all("/proc/" + std::to_string(pid) + "/schedstat"));
    double ns = 0;
    if (sched >> ns) c.cpu_ms = ns / 1e6;
    return c;
}

int count_of(const std::string& text, const std::string& needle) {
    int n = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
    return n;
}

}  // namespace anyplot::bench
