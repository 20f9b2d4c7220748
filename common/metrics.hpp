#pragma once
// A small metrics registry rendered in the Prometheus text format (GET /metrics).
// Label values are server-chosen (routes, status codes, reasons), never request content.
#include <cstdint>
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
    enum class kind { counter, gauge, histogram };

    void describe(std::string_view name, kind k, std::string_view help);
    // A histogram: cumulative `_bucket{le=...}` series at these upper bounds (ascending; +Inf is
    // implied), `_sum` and `_count`, per label set.
    void describe_histogram(std::string_view name, std::string_view help, std::vector<double> upper_bounds);
    void add(std::string_view name, const labels& l = {}, double by = 1.0);
    void set(std::string_view name, const labels& l, double value);
    // One observation of a histogram described before (ignored otherwise, and when not finite).
    void observe(std::string_view name, const labels& l, double value);
    [[nodiscard]] double get(std::string_view name, const labels& l = {}) const;
    // A histogram's number of observations for a label set (0 when none).
    [[nodiscard]] std::uint64_t observations(std::string_view name, const labels& l = {}) const;
    // Runs at the start of every render(), outside the registry's lock, on the rendering thread:
    // for gauges read off live state (the agents' renderer pool) rather than pushed on change.
    void add_collector(std::function<void(metrics_registry&)> collect);
    [[nodiscard]] std::string render();

    // Latency buckets in seconds, 1 ms to 2 min: what the services' histograms use.
    [[nodiscard]] static std::vector<double> latency_buckets();

private:
    struct histogram_series {
        labels l;
        std::vector<std::uint64_t> in_bucket;  // per upper bound, not cumulative
        double sum = 0;
        std::uint64_t count = 0;
    };
    struct family {
        kind k = kind::counter;
        std::string help;
        std::map<std::string, double> series;  // rendered label set → value
        std::vector<double> bounds;            // histograms only
        std::map<std::string, histogram_series> histograms;
    };
    static std::string render_labels(const labels& l);
    mutable std::mutex mutex_;
    std::map<std::string, family, std::less<>> families_;
    std::vector<std::function<void(metrics_registry&)>> collectors_;
};

}  // namespace anyplot::common
