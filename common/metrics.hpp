#pragma once
// A small metrics registry rendered in the Prometheus text format (GET /metrics).
// Label values are server-chosen (routes, status codes, reasons), never request content.
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace anyplot::common {

class metrics_registry {
public:
    using labels = std::vector<std::pair<std::string, std::string>>;
    enum class kind { counter, gauge };

    void describe(std::string_view name, kind k, std::string_view help);
    void add(std::string_view name, const labels& l = {}, double by = 1.0);
    void set(std::string_view name, const labels& l, double value);
    [[nodiscard]] double get(std::string_view name, const labels& l = {}) const;
    // Runs at the start of every render(), outside the registry's lock, on the rendering thread:
    // for gauges read off live state (the agents' renderer pool) rather than pushed on change.
    void add_collector(std::function<void(metrics_registry&)> collect);
    [[nodiscard]] std::string render();

private:
    struct family {
        kind k = kind::counter;
        std::string help;
        std::map<std::string, double> series;  // rendered label set → value
    };
    static std::string render_labels(const labels& l);
    mutable std::mutex mutex_;
    std::map<std::string, family, std::less<>> families_;
    std::vector<std::function<void(metrics_registry&)>> collectors_;
};

}  // namespace anyplot::common
