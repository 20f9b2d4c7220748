#include "common/log.hpp"

#include "common/utf8.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <type_traits>

namespace anyplot::common::log {
namespace {

std::atomic<int> min_level{static_cast<int>(level::info)};

std::string_view level_name(level l) noexcept {
    switch (l) {
        case level::debug: return "debug";
        case level::info: return "info";
        case level::warn: return "warn";
        case level::error: return "error";
    }
    return "info";
}

void append_string(std::string& out, std::string_view raw) {
    const std::string s = utf8::sanitize(raw);
    out += '"';
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (u < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", u);
                    out += buf;
                } else {
                    out += c;
                }
        }
    }
    out += '"';
}

void append_timestamp(std::string& out) {
    const auto now = std::chrono::system_clock::now();
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count();
    const std::time_t secs = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&secs, &tm);
    char buf[64];
    std::snprintf(buf, sizeof buf, "\"%04d-%02d-%02dT%02d:%02d:%02d.%03dZ\"", tm.tm_year + 1900, tm.tm_mon + 1,
                  tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms % 1000));
    out += buf;
}

}  // namespace

void set_min_level(level l) noexcept { min_level.store(static_cast<int>(l)); }

std::string format(level l, std::string_view event, std::initializer_list<field> fields) {
    std::string line = "{\"ts\":";
    append_timestamp(line);
    line += ",\"level\":";
    append_string(line, level_name(l));
    line += ",\"event\":";
    append_string(line, event);
    for (const auto& f : fields) {
        line += ',';
        append_string(line, f.key);
        line += ':';
        std::visit(
            [&](const auto& v) {
                using V = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<V, std::string_view>) {
                    append_string(line, v);
                } else if constexpr (std::is_same_v<V, bool>) {
                    line += v ? "true" : "false";
                } else if constexpr (std::is_same_v<V, double>) {
                    if (!std::isfinite(v)) {
                        line += "null";
                    } else {
                        char buf[32];
                        std::snprintf(buf, sizeof buf, "%.6g", v);
                        line += buf;
                    }
                } else {
                    line += std::to_string(v);
                }
            },
            f.value);
    }
    line += '}';
    return line;
}

void write(level l, std::string_view event, std::initializer_list<field> fields) {
    if (static_cast<int>(l) < min_level.load()) return;
    std::string line = format(l, event, fields);
    line += '\n';
    // One write(2) per line so concurrent writers never interleave inside a line.
    const char* p = line.data();
    std::size_t left = line.size();
    while (left > 0) {
        const ssize_t n = ::write(STDERR_FILENO, p, left);
        if (n <= 0) return;
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

}  // namespace anyplot::common::log
