#include "common/config.hpp"

#include <arpa/inet.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace anyplot::common {
namespace {

[[noreturn]] void fail(std::string_view name, std::string_view why) {
    throw config_error(std::string(name) + ": " + std::string(why));
}

}  // namespace

bool listen_address::loopback() const noexcept {
    in_addr v4{};
    if (inet_pton(AF_INET, host.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
    return host == "::1";
}

env_reader::env_reader()
    : lookup_([](std::string_view name) -> std::optional<std::string> {
          const char* v = std::getenv(std::string(name).c_str());
          if (v == nullptr) return std::nullopt;
          return std::string(v);
      }) {}

std::string env_reader::string(std::string_view name, std::string_view fallback) const {
    auto v = get(name);
    return v ? *v : std::string(fallback);
}

std::int64_t env_reader::integer(std::string_view name, std::int64_t fallback, std::int64_t min,
                                 std::int64_t max) const {
    const auto v = get(name);
    if (!v) return fallback;
    std::int64_t out = 0;
    const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc{} || end != v->data() + v->size()) fail(name, "expected an integer");
    if (out < min || out > max) {
        fail(name, "must be between " + std::to_string(min) + " and " + std::to_string(max));
    }
    return out;
}

double env_reader::number(std::string_view name, double fallback, double min, double max) const {
    const auto v = get(name);
    if (!v) return fallback;
    double out = 0;
    const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc{} || end != v->data() + v->size() || !std::isfinite(out)) {
        fail(name, "expected a number");
    }
    if (out < min || out > max) {
        fail(name, "must be between " + std::to_string(min) + " and " + std::to_string(max));
    }
    return out;
}

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> items;
    while (!text.empty()) {
        const auto comma = text.find(',');
        std::string_view item = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
        while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
        if (!item.empty()) items.emplace_back(item);
    }
    return items;
}

std::vector<std::string> env_reader::list(std::string_view name, std::string_view fallback) const {
    return split_list(string(name, fallback));
}

bool env_reader::flag(std::string_view name, bool fallback) const {
    const auto v = get(name);
    if (!v) return fallback;
    if (*v == "1" || *v == "true" || *v == "yes") return true;
    if (*v == "0" || *v == "false" || *v == "no") return false;
    fail(name, "expected 0 or 1");
}

listen_address env_reader::listen(std::string_view name, std::string_view fallback) const {
    const auto v = get(name);
    try {
        return parse_listen(v ? *v : fallback);
    } catch (const config_error& e) {
        fail(name, e.what());
    }
}

listen_address parse_listen(std::string_view text) {
    const auto colon = text.rfind(':');
    if (colon == std::string_view::npos || colon == 0) throw config_error("expected host:port");
    std::string host(text.substr(0, colon));
    const std::string_view port_text = text.substr(colon + 1);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
    unsigned port = 0;
    const auto [end, ec] = std::from_chars(port_text.data(), port_text.data() + port_text.size(), port);
    if (port_text.empty() || ec != std::errc{} || end != port_text.data() + port_text.size() || port > 65535) {
        throw config_error("port must be 0..65535");
    }
    in_addr v4{};
    in6_addr v6{};
    if (inet_pton(AF_INET, host.c_str(), &v4) != 1 && inet_pton(AF_INET6, host.c_str(), &v6) != 1) {
        throw config_error("host must be a numeric IP address");
    }
    return listen_address{std::move(host), static_cast<std::uint16_t>(port)};
}

std::string beside_executable(std::string_view relative) {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : (self.parent_path() / relative).string();
}

}  // namespace anyplot::common
