#include "common/metrics.hpp"

#include <cmath>
#include <cstdio>

namespace anyplot::common {

std::string metrics_registry::render_labels(const labels& l) {
    if (l.empty()) return {};
    std::string out = "{";
    for (std::size_t i = 0; i < l.size(); ++i) {
        if (i) out += ',';
        out += l[i].first;
        out += "=\"";
        for (const char c : l[i].second) {
            if (c == '\\' || c == '"') out += '\\';
            if (c == '\n') {
                out += "\\n";
                continue;
            }
            out += c;
        }
        out += '"';
    }
    out += '}';
    return out;
}

void metrics_registry::describe(std::string_view name, kind k, std::string_view help) {
    std::lock_guard lock(mutex_);
    auto& f = families_[std::string(name)];
    f.k = k;
    f.help = help;
}

void metrics_registry::add(std::string_view name, const labels& l, double by) {
    std::lock_guard lock(mutex_);
    families_[std::string(name)].series[render_labels(l)] += by;
}

void metrics_registry::set(std::string_view name, const labels& l, double value) {
    std::lock_guard lock(mutex_);
    families_[std::string(name)].series[render_labels(l)] = value;
}

double metrics_registry::get(std::string_view name, const labels& l) const {
    std::lock_guard lock(mutex_);
    const auto f = families_.find(name);
    if (f == families_.end()) return 0;
    const auto s = f->second.series.find(render_labels(l));
    return s == f->second.series.end() ? 0 : s->second;
}

void metrics_registry::add_collector(std::function<void(metrics_registry&)> collect) {
    std::lock_guard lock(mutex_);
    collectors_.push_back(std::move(collect));
}

std::string metrics_registry::render() {
    std::vector<std::function<void(metrics_registry&)>> collectors;
    {
        std::lock_guard lock(mutex_);
        collectors = collectors_;
    }
    for (const auto& collect : collectors) collect(*this);
    std::lock_guard lock(mutex_);
    std::string out;
    for (const auto& [name, f] : families_) {
        if (!f.help.empty()) out += "# HELP " + name + " " + f.help + "\n";
        out += "# TYPE " + name + (f.k == kind::counter ? " counter\n" : " gauge\n");
        for (const auto& [labels_text, value] : f.series) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.17g", std::isfinite(value) ? value : 0.0);
            out += name + labels_text + " " + buf + "\n";
        }
    }
    return out;
}

}  // namespace anyplot::common
