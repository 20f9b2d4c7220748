#include "tests/bench/soak.hpp"

#include "tests/support/raw_http.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

namespace anyplot::bench::soak {

namespace {

long status_field(pid_t pid, const std::string& name) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(name + ":", 0) == 0) return std::atol(line.c_str() + name.size() + 1);
    }
    return -1;
}

}  // namespace

long count_cgroups(pid_t renderer) {
    const std::string mine = "anyplot-renderer-" + std::to_string(renderer);
    long n = 0;
    std::error_code ec;
    for (const char* controller : {"memory", "pids", "cpu"}) {
        const std::filesystem::path root = std::filesystem::path("/sys/fs/cgroup") / controller;
        auto it = std::filesystem::recursive_directory_iterator(
            root, std::filesystem::directory_options::skip_permission_denied, ec);
        for (; !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
            if (!it->is_directory(ec)) continue;
            if (it->path().string().find(mine) != std::string::npos) ++n;
            if (it.depth() > 6) it.disable_recursion_pending();
        }
    }
    return n;
}

holdings holdings_of(pid_t pid, bool renderer) {
    holdings h;
    h.rss_kb = status_field(pid, "VmRSS");
    h.threads = status_field(pid, "Threads");
    std::error_code ec;
    for (auto it = std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/fd", ec);
         !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
        ++h.fds;
    }
    std::ifstream mi("/proc/" + std::to_string(pid) + "/mountinfo");
    std::string line;
    while (std::getline(mi, line)) ++h.mounts;
    if (renderer) h.cgroups = count_cgroups(pid);
    return h;
}

holdings settled_renderer(std::uint16_t port, pid_t pid) {
    for (int i = 0; i < 600; ++i) {
        const auto s = renderer_status(port);
        if (s && (*s)["in_flight"] == 0 && (*s)["warm"]["preparing"] == 0 &&
            (*s)["warm"]["ready"] == (*s)["warm"]["floor"]) {
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    holdings r = holdings_of(pid, true);
    for (int same = 0, i = 0; same < 4 && i < 120; ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        const holdings again = holdings_of(pid, true);
        same = again.cgroups == r.cgroups && again.fds == r.fds ? same + 1 : 0;
        r = again;
    }
    return r;
}

std::string snippet(int rows) {
    return "import numpy as np\nimport pandas as pd\nn = " + std::to_string(rows) +
           "\ndf = pd.DataFrame({'t': np.arange(n), 'y': np.sin(np.arange(n) / 5.0)})\n";
}

std::string detail_of(const std::string& body) {
    try {
        const auto j = nlohmann::json::parse(body);
        if (j.is_object() && j.contains("detail") && j["detail"].is_string()) return j["detail"];
    } catch (const std::exception&) {
    }
    return "?";
}

std::optional<nlohmann::json> renderer_status(std::uint16_t port) {
    const auto s = anyplot::test::http_call(port, "GET", "/status", {"Authorization: Bearer " + token});
    if (!s || s->status != 200) return std::nullopt;
    try {
        return nlohmann::json::parse(s->body);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

bool flat(long first, long last) {
    const double a = static_cast<double>(first), b = static_cast<double>(last);
    return std::abs(b - a) <= 0.10 * std::max(a, 1.0);
}

bool not_grown(long first, long last) {
    const double a = static_cast<double>(first), b = static_cast<double>(last);
    return b - a <= 0.10 * std::max(a, 1.0);
}

}  // namespace anyplot::bench::soak
