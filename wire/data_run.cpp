#include "wire/data_run.hpp"

#include <array>
#include <cassert>
#include <cmath>

#include <nlohmann/json.hpp>

#include "common/utf8.hpp"
#include "wire/json_object.hpp"  // simdjson's error-code API only (wire/CMakeLists.txt)
#include "wire/limits.hpp"

namespace anyplot::wire {
namespace {

namespace dom = simdjson::dom;
using common::failure;
using json::collect;
using json::parse_object;
using json::reader;

bool valid_duration(double s) noexcept {
    return std::isfinite(s) && s >= 0.0 && s <= max_reported_duration_s;
}

bool valid_version(std::string_view v) noexcept {
    if (v.empty() || v.size() > 64) return false;
    for (const char c : v) {
        if (c < 0x20 || c > 0x7E) return false;
    }
    return true;
}

// Error codes are identifiers, never prose: keeping them to [a-z0-9_] means a confused or hostile
// peer cannot push text into our logs or answers through `detail`.
bool valid_detail(std::string_view d) noexcept {
    if (d.empty() || d.size() > 64) return false;
    for (const char c : d) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    }
    return true;
}

// The contract promises "3 decimals"; rounding here (not in the renderer's clock code) keeps every
// producer's answers identical. Adding 0.0 turns a -0.0 into 0.0.
double round_ms(double s) noexcept { return std::round(s * 1000.0) / 1000.0 + 0.0; }

template <class T>
nlohmann::json nullable(const std::optional<T>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

// Anything that may carry sandbox text goes through the replacing error handler: a stray invalid
// byte becomes U+FFFD instead of an exception on the answer path.
std::string dump(const nlohmann::json& j) {
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

std::string_view to_string(decode_error e) noexcept {
    switch (e) {
        case decode_error::not_json: return "not_json";
        case decode_error::not_object: return "not_object";
        case decode_error::unknown_field: return "unknown_field";
        case decode_error::duplicate_field: return "duplicate_field";
        case decode_error::missing_field: return "missing_field";
        case decode_error::wrong_type: return "wrong_type";
        case decode_error::out_of_range: return "out_of_range";
        case decode_error::bad_job_id: return "bad_job_id";
        case decode_error::invalid_utf8: return "invalid_utf8";
        case decode_error::nul_in_source: return "nul_in_source";
        case decode_error::source_too_long: return "source_too_long";
        case decode_error::empty_source: return "empty_source";
        case decode_error::too_deep_or_large: return "too_deep_or_large";
        case decode_error::inconsistent: return "inconsistent";
    }
    return "unknown";
}

bool valid_id(std::string_view id, std::size_t max_len) noexcept {
    if (id.empty() || id.size() > max_len) return false;
    for (const char c : id) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok) return false;
    }
    return true;
}

bool valid_job_id(std::string_view id) noexcept { return valid_id(id, max_job_id_len); }

std::optional<decode_error> validate(const data_run_request& r) noexcept {
    if (!valid_job_id(r.job_id)) return decode_error::bad_job_id;
    if (r.source.empty()) return decode_error::empty_source;
    if (r.source.size() > max_source_bytes) return decode_error::source_too_long;
    // simdjson validates the document, but an escaped lone surrogate ("\udc00") is decoded after
    // that check; our own validator is the one that decides.
    if (!common::utf8::valid(r.source)) return decode_error::invalid_utf8;
    if (r.source.find('\0') != std::string::npos) return decode_error::nul_in_source;
    // Written so that NaN fails too.
    if (!(r.timeout_s > 0.0 && r.timeout_s <= max_timeout_s)) return decode_error::out_of_range;
    return std::nullopt;
}

std::optional<decode_error> validate(const data_run_response& r) noexcept {
    if (!valid_job_id(r.job_id)) return decode_error::bad_job_id;
    // Exit statuses are 0..255; a signal death is the renderer's to report through `reason`.
    if (r.exit_code && (*r.exit_code < 0 || *r.exit_code > 255)) return decode_error::out_of_range;
    for (const auto& v : {r.measured, r.limit, r.mem_available_mb, r.rows}) {
        if (v && *v < 0) return decode_error::out_of_range;
    }
    if (r.csv_text) {
        if (r.csv_text->size() > max_output_csv_bytes) return decode_error::out_of_range;
        if (!common::utf8::valid(*r.csv_text)) return decode_error::invalid_utf8;
        // What keeps max_response_json_bytes' factor of 2 for csv_text true (limits.hpp).
        if (common::utf8::first_control(*r.csv_text)) return decode_error::out_of_range;
    }
    if (!common::utf8::valid(r.stderr_tail)) return decode_error::invalid_utf8;
    if (common::utf8::length(r.stderr_tail) > max_stderr_tail_chars) {
        return decode_error::out_of_range;
    }
    if (!valid_duration(r.wall_s) || !valid_duration(r.timings.slot_wait_s) ||
        !valid_duration(r.timings.standby_wait_s) || !valid_duration(r.timings.total_s)) {
        return decode_error::out_of_range;
    }
    if (r.attempts < 1 || r.attempts > 2) return decode_error::out_of_range;
    if (!valid_version(r.version)) return decode_error::out_of_range;

    // Cross-field rules of the response (docs/api.md, "POST /run-data": "What a reader may rely
    // on"); a reader relies on them to pick one user-facing code.
    if (r.timed_out != (r.reason == stop_reason::timeout)) return decode_error::inconsistent;
    if (!r.exit_code && !r.reason) return decode_error::inconsistent;  // stopped, but why?
    if (r.csv_text && (r.exit_code != 0 || r.reason)) return decode_error::inconsistent;
    if (r.cap) {
        // A cap names what was measured: both figures, over the cap, and only where a table was refused.
        if (!r.measured || !r.limit || *r.measured <= *r.limit) return decode_error::inconsistent;
        const bool daemon = r.reason == stop_reason::output_rejected;
        const bool harness = !r.reason && r.exit_code == static_cast<int>(harness_exit::over_caps);
        if (!daemon && !harness) return decode_error::inconsistent;
    } else if ((r.measured || r.limit) && !r.reason) {
        return decode_error::inconsistent;
    }
    if (r.rows && r.cap != output_cap::bytes) return decode_error::inconsistent;
    return std::nullopt;
}

common::result<data_run_request, decode_error> decode_data_run_request(
    std::string_view json) noexcept {
    auto obj = parse_object(json, max_request_json_bytes);
    if (!obj) return failure{obj.error()};

    enum : std::size_t { job_id, source, timeout_s, count };
    static constexpr std::array<std::string_view, count> names{"job_id", "source", "timeout_s"};
    std::array<dom::element, count> f;
    if (const auto e = collect(*obj, names, f, true)) return failure{*e};

    reader in;
    data_run_request r;
    r.job_id = in.text(f[job_id]);
    r.source = in.text(f[source]);
    r.timeout_s = in.number(f[timeout_s]);
    if (const auto e = in.error()) return failure{*e};
    if (const auto e = validate(r)) return failure{*e};
    return r;
}

common::result<data_run_response, decode_error> decode_data_run_response(
    std::string_view json) noexcept {
    auto obj = parse_object(json, max_response_json_bytes);
    if (!obj) return failure{obj.error()};

    enum : std::size_t {
        job_id,
        exit_code,
        timed_out,
        reason,
        measured,
        limit,
        csv_text,
        stderr_tail,
        wall_s,
        attempts,
        timings,
        version,
        mem_available_mb,
        required,  // the fields below were added later and may be absent
        cap = required,
        rows,
        count
    };
    static constexpr std::array<std::string_view, count> names{
        "job_id",  "exit_code", "timed_out",       "reason", "measured",
        "limit",   "csv_text",  "stderr_tail",     "wall_s", "attempts",
        "timings", "version",   "mem_available_mb", "cap",   "rows"};
    std::array<dom::element, count> f;
    std::array<bool, count> present{};
    if (const auto e = collect(*obj, names, f, true, required, &present)) return failure{*e};

    dom::object timings_obj;
    if (f[timings].get_object().get(timings_obj) != simdjson::SUCCESS) {
        return failure{decode_error::wrong_type};
    }
    enum : std::size_t { slot_wait_s, standby_wait_s, total_s, timings_count };
    static constexpr std::array<std::string_view, timings_count> timing_names{"slot_wait_s", "standby_wait_s",
                                                                              "total_s"};
    std::array<dom::element, timings_count> t;
    if (const auto e = collect(timings_obj, timing_names, t, true)) return failure{*e};

    reader in;
    data_run_response r;
    r.job_id = in.text(f[job_id]);
    r.exit_code = in.nullable_small_integer(f[exit_code]);
    r.timed_out = in.boolean(f[timed_out]);
    r.reason = in.nullable_name(f[reason], parse_stop_reason);
    r.measured = in.nullable_integer(f[measured]);
    r.limit = in.nullable_integer(f[limit]);
    r.csv_text = in.nullable_text(f[csv_text]);
    r.stderr_tail = in.text(f[stderr_tail]);
    r.wall_s = in.number(f[wall_s]);
    r.attempts = in.small_integer(f[attempts]);
    r.timings.slot_wait_s = in.number(t[slot_wait_s]);
    r.timings.standby_wait_s = in.number(t[standby_wait_s]);
    r.timings.total_s = in.number(t[total_s]);
    r.version = in.text(f[version]);
    r.mem_available_mb = in.nullable_integer(f[mem_available_mb]);
    if (present[cap]) r.cap = in.nullable_name(f[cap], parse_output_cap);
    if (present[rows]) r.rows = in.nullable_integer(f[rows]);
    if (const auto e = in.error()) return failure{*e};
    if (const auto e = validate(r)) return failure{*e};
    return r;
}

common::result<error_body, decode_error> decode_error_body(std::string_view json) noexcept {
    auto obj = parse_object(json, max_error_json_bytes);
    if (!obj) return failure{obj.error()};

    static constexpr std::array<std::string_view, 1> names{"detail"};
    std::array<dom::element, 1> f;
    // Open object: the contract allows documented extra fields next to `detail`.
    if (const auto e = collect(*obj, names, f, false)) return failure{*e};

    reader in;
    error_body b;
    b.detail = in.text(f[0]);
    if (const auto e = in.error()) return failure{*e};
    if (!valid_detail(b.detail)) return failure{decode_error::out_of_range};
    return b;
}

std::string encode(const data_run_request& r) {
    nlohmann::json j = nlohmann::json::object();
    j["job_id"] = r.job_id;
    j["source"] = r.source;
    j["timeout_s"] = r.timeout_s;
    return dump(j);
}

std::string encode(const data_run_response& r) {
    nlohmann::json j = nlohmann::json::object();
    j["job_id"] = r.job_id;
    j["exit_code"] = nullable(r.exit_code);
    j["timed_out"] = r.timed_out;
    j["reason"] =
        r.reason ? nlohmann::json(std::string(to_string(*r.reason))) : nlohmann::json(nullptr);
    j["measured"] = nullable(r.measured);
    j["limit"] = nullable(r.limit);
    j["csv_text"] = nullable(r.csv_text);
    j["stderr_tail"] = r.stderr_tail;
    j["wall_s"] = round_ms(r.wall_s);
    j["attempts"] = r.attempts;
    j["timings"] = {{"slot_wait_s", round_ms(r.timings.slot_wait_s)},
                    {"standby_wait_s", round_ms(r.timings.standby_wait_s)},
                    {"total_s", round_ms(r.timings.total_s)}};
    j["version"] = r.version;
    j["mem_available_mb"] = nullable(r.mem_available_mb);
    // Written only when set, so an answer without them reads as it always did.
    if (r.cap) j["cap"] = std::string(to_string(*r.cap));
    if (r.rows) j["rows"] = *r.rows;
    return dump(j);
}

std::string encode(const error_body& e) {
    nlohmann::json j = nlohmann::json::object();
    j["detail"] = e.detail;
    return dump(j);
}

std::string canonical_request(const data_run_request& r) {
    // The replacing handler would map different invalid sources to one fingerprint.
    assert(!validate(r));
    return encode(r);
}

}  // namespace anyplot::wire
