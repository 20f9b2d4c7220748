#include "renderer/sandbox/plan.hpp"

#include <charconv>
#include <string_view>

namespace anyplot::renderer::sandbox {

namespace {

template <class T>
bool parse_number(std::string_view s, T& out) {
    const auto* end = s.data() + s.size();
    const auto r = std::from_chars(s.data(), end, out);
    return r.ec == std::errc() && r.ptr == end;
}

}  // namespace

std::vector<std::string> to_args(const plan& p) {
    std::vector<std::string> a;
    if (!p.namespaces) a.emplace_back("--no-namespaces");
    if (!p.landlock) a.emplace_back("--no-landlock");
    if (!p.cgroups) a.emplace_back("--no-cgroups");
    if (p.probe) a.emplace_back("--probe");
    if (p.zygote) a.emplace_back("--zygote");
    if (p.id_count != 1) a.insert(a.end(), {"--ids", std::to_string(p.id_count)});
    a.insert(a.end(), {"--uid", std::to_string(p.uid), "--gid", std::to_string(p.gid), "--harness", p.harness});
    if (p.namespaces) a.insert(a.end(), {"--new-root", p.new_root});
    if (!p.namespaces) a.insert(a.end(), {"--work", p.work});
    for (const auto& t : p.tree) a.insert(a.end(), {"--tree", t});
    for (const auto& c : p.cgroup_procs) a.insert(a.end(), {"--cgroup", c});
    a.emplace_back("--");
    a.insert(a.end(), p.exec.begin(), p.exec.end());
    return a;
}

std::optional<plan> parse_args(int argc, const char* const* argv) {
    plan p;
    p.tree.clear();
    int i = 1;
    for (; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") {
            ++i;
            break;
        }
        if (arg == "--no-namespaces") {
            p.namespaces = false;
        } else if (arg == "--no-landlock") {
            p.landlock = false;
        } else if (arg == "--no-cgroups") {
            p.cgroups = false;
        } else if (arg == "--probe") {
            p.probe = true;
        } else if (arg == "--zygote") {
            p.zygote = true;
        } else if (i + 1 < argc) {
            const std::string_view value = argv[++i];
            if (arg == "--ids") {
                if (!parse_number(value, p.id_count) || p.id_count < 1 || p.id_count > 4096) return std::nullopt;
            } else if (arg == "--uid") {
                if (!parse_number(value, p.uid)) return std::nullopt;
            } else if (arg == "--gid") {
                if (!parse_number(value, p.gid)) return std::nullopt;
            } else if (arg == "--new-root") {
                p.new_root = value;
            } else if (arg == "--work") {
                p.work = value;
            } else if (arg == "--harness") {
                p.harness = value;
            } else if (arg == "--tree") {
                p.tree.emplace_back(value);
            } else if (arg == "--cgroup") {
                p.cgroup_procs.emplace_back(value);
            } else {
                return std::nullopt;
            }
        } else {
            return std::nullopt;
        }
    }
    for (; i < argc; ++i) p.exec.emplace_back(argv[i]);
    if (p.harness.empty() || (p.namespaces && p.new_root.empty()) || (!p.namespaces && p.work.empty())) {
        return std::nullopt;
    }
    if (p.exec.empty() && !p.probe) return std::nullopt;
    for (const auto* path : {&p.work, &p.harness, &p.new_root}) {
        if (!path->empty() && path->front() != '/') return std::nullopt;
    }
    return p;
}

uid_t own_inside_id(const plan& p) { return p.zygote ? inside_id + p.id_count - 1 : inside_id; }

std::string inside_harness(const plan& p) { return p.namespaces ? "/anyplot/harness.py" : p.harness; }
std::string inside_work(const plan& p) { return p.namespaces ? "/work" : p.work; }

}  // namespace anyplot::renderer::sandbox
