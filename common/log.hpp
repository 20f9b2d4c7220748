#pragma once
// JSON-lines logs on stderr, one object per line: {"ts","level","event",...fields}.
// Never log request bodies, user code, data or anything a snippet printed: fields are for
// ids, sizes, codes and timings.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <variant>

namespace anyplot::common::log {

enum class level { debug, info, warn, error };

struct field {
    using value_type = std::variant<std::string_view, std::int64_t, double, bool>;
    std::string_view key;
    value_type value;

    field(std::string_view k, std::string_view v) : key(k), value(v) {}
    field(std::string_view k, const std::string& v) : key(k), value(std::string_view(v)) {}
    field(std::string_view k, const char* v) : key(k), value(std::string_view(v)) {}
    field(std::string_view k, bool v) : key(k), value(v) {}
    field(std::string_view k, double v) : key(k), value(v) {}
    template <class I>
        requires(std::is_integral_v<I> && !std::is_same_v<I, bool>)
    field(std::string_view k, I v) : key(k), value(static_cast<std::int64_t>(v)) {}
};

void set_min_level(level l) noexcept;
void write(level l, std::string_view event, std::initializer_list<field> fields);
// The line `write` would print, without the trailing newline (for tests).
[[nodiscard]] std::string format(level l, std::string_view event, std::initializer_list<field> fields);

inline void info(std::string_view event, std::initializer_list<field> f = {}) { write(level::info, event, f); }
inline void warn(std::string_view event, std::initializer_list<field> f = {}) { write(level::warn, event, f); }
inline void error(std::string_view event, std::initializer_list<field> f = {}) { write(level::error, event, f); }
inline void debug(std::string_view event, std::initializer_list<field> f = {}) { write(level::debug, event, f); }

}  // namespace anyplot::common::log
