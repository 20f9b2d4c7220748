#pragma once
// Configuration from environment variables. Startup errors throw config_error; main prints one
// line naming the variable and exits 2.
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>
#include <string_view>

namespace anyplot::common {

class config_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct listen_address {
    std::string host;    // numeric IPv4/IPv6 literal
    std::uint16_t port;  // 0 = any free port
    [[nodiscard]] bool loopback() const noexcept;
};

// Reads variables through a lookup function so tests can pass a map instead of the real env.
class env_reader {
public:
    using lookup_fn = std::function<std::optional<std::string>(std::string_view)>;
    env_reader();  // the process environment
    explicit env_reader(lookup_fn lookup) : lookup_(std::move(lookup)) {}

    [[nodiscard]] std::optional<std::string> get(std::string_view name) const { return lookup_(name); }
    [[nodiscard]] std::string string(std::string_view name, std::string_view fallback) const;
    [[nodiscard]] std::int64_t integer(std::string_view name, std::int64_t fallback, std::int64_t min,
                                       std::int64_t max) const;
    [[nodiscard]] double number(std::string_view name, double fallback, double min, double max) const;
    [[nodiscard]] bool flag(std::string_view name, bool fallback) const;
    [[nodiscard]] listen_address listen(std::string_view name, std::string_view fallback) const;
    // A comma-separated list (split_list).
    [[nodiscard]] std::vector<std::string> list(std::string_view name, std::string_view fallback) const;

private:
    lookup_fn lookup_;
};

// "a, b,,c" → {"a", "b", "c"}: items trimmed of spaces and tabs, empty ones dropped.
[[nodiscard]] std::vector<std::string> split_list(std::string_view text);

// "127.0.0.1:8081", "[::1]:0". Throws config_error.
[[nodiscard]] listen_address parse_listen(std::string_view text);

// A path installed next to the running executable (the build and the deploy layout alike); empty
// when /proc/self/exe cannot be read.
[[nodiscard]] std::string beside_executable(std::string_view relative);

}  // namespace anyplot::common
