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

void metrics_registry::describe_histogram(std::string_view name, std::string_view help,
                                          std::vector<double> upper_bounds) {
    std::lock_guard lock(mutex_);
    auto& f = families_[std::string(name)];
    f.k = kind::histogram;
    f.help = help;
    f.bounds = std::move(upper_bounds);
}

std::vector<double> metrics_registry::latency_buckets() {
    return {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120};
}

void metrics_registry::observe(std::string_view name, const labels& l, double value) {
    if (!std::isfinite(value)) return;
    std::lock_guard lock(mutex_);
    const auto f = families_.find(name);
    if (f == families_.end() || f->second.k != kind::histogram) return;
    auto& fam = f->second;
    auto& h = fam.histograms[render_labels(l)];
    if (h.in_bucket.size() != fam.bounds.size()) {
        h.l = l;
        h.in_bucket.assign(fam.bounds.size(), 0);
    }
    for (std::size_t i = 0; i < fam.bounds.size(); ++i) {
        if (value <= fam.bounds[i]) {
            ++h.in_bucket[i];
            break;
        }
    }
    h.sum += value;
    ++h.count;
}

std::uint64_t metrics_registry::observations(std::string_view name, const labels& l) const {
    std::lock_guard lock(mutex_);
    const auto f = families_.find(name);
    if (f == families_.end()) return 0;
    const auto h = f->second.histograms.find(render_labels(l));
    return h == f->second.histograms.end() ? 0 : h->second.count;
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

namespace {

std::string number(double value) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", std::isfinite(value) ? value : 0.0);
    return buf;
}

}  // namespace

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
        if (f.k == kind::histogram) {
            out += "# TYPE " + name + " histogram\n";
            for (const auto& [labels_text, h] : f.histograms) {
                std::uint64_t cumulative = 0;
                for (std::size_t i = 0; i <= f.bounds.size(); ++i) {
                    cumulative = i < f.bounds.size() ? cumulative + h.in_bucket[i] : h.count;
                    labels with_le = h.l;
                    with_le.emplace_back("le", i < f.bounds.size() ? number(f.bounds[i]) : "+Inf");
                    out += name + "_bucket" + render_labels(with_le) + " " + std::to_string(cumulative) + "\n";
                }
                out += name + "_sum" + labels_text + " " + number(h.sum) + "\n";
                out += name + "_count" + labels_text + " " + std::to_string(h.count) + "\n";
            }
            continue;
        }
        out += "# TYPE " + name + (f.k == kind::counter ? " counter\n" : " gauge\n");
        for (const auto& [labels_text, value] : f.series) out += name + labels_text + " " + number(value) + "\n";
    }
    return out;
}

}  // namespace anyplot::common
