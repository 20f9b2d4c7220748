#include "agents/store/store.hpp"

#include <cstdio>

namespace anyplot::agents::store {

std::string_view message(store_error e) noexcept {
    switch (e) {
    case store_error::not_found: return "no such record";
    case store_error::conflict: return "the write conflicts with existing state";
    case store_error::limit_reached: return "the daily limit is reached";
    case store_error::io: return "the state store could not be opened, read or written";
    case store_error::corrupt: return "the state store is damaged or from a newer version";
    }
    return "unknown store error";
}

std::string_view to_string(dataset_source s) noexcept {
    switch (s) {
    case dataset_source::paste: return "paste";
    case dataset_source::code: return "code";
    case dataset_source::formula: return "formula";
    }
    return "paste";
}

std::optional<dataset_source> parse_dataset_source(std::string_view s) noexcept {
    if (s == "paste") return dataset_source::paste;
    if (s == "code") return dataset_source::code;
    if (s == "formula") return dataset_source::formula;
    return std::nullopt;
}

std::string utc_day(time_point t) {
    const std::chrono::year_month_day ymd{std::chrono::floor<std::chrono::days>(t)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return buf;
}

}  // namespace anyplot::agents::store
