#pragma once
// POST /run-data between the agents service and the renderer daemon: DataRunRequest,
// DataRunResponse and the error body, as plain structs. Decoders take untrusted bytes and never
// throw; encoders produce compact JSON with keys in a fixed (sorted) order.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "wire/decode_error.hpp"
#include "wire/vocabulary.hpp"

namespace anyplot::wire {

struct data_run_request {
    std::string job_id;  // ^[A-Za-z0-9_-]{1,64}$
    std::string source;  // 1..16,384 bytes of UTF-8, no NUL
    double timeout_s{};  // 0 < t <= 30

    bool operator==(const data_run_request&) const = default;
};

struct run_timings {
    double slot_wait_s{};
    double standby_wait_s{};  // waiting for a warm interpreter to be prepared (0: one was ready, or cold)
    double total_s{};

    bool operator==(const run_timings&) const = default;
};

struct data_run_response {
    std::string job_id;
    std::optional<int> exit_code;  // harness exit code 0..255; nullopt when the renderer stopped it
    bool timed_out{};              // exactly when reason == timeout
    std::optional<stop_reason> reason;
    std::optional<std::int64_t> measured;  // with a reason, or with `cap`; bytes, entries, rows, columns, MiB or s
    std::optional<std::int64_t> limit;
    // Which cap of the table was exceeded, with `measured` and `limit` (measured > limit): with
    // reason output_rejected (the daemon's own check of out.csv) or with exit code 13 and no
    // reason (the harness's check, over_caps). Optional on the wire: absent means null.
    std::optional<output_cap> cap;
    // Only with cap == bytes: the table's rows, when known (the harness counted them), so a reader
    // can tell how many rows would fit. Optional on the wire.
    std::optional<std::int64_t> rows;
    std::optional<std::string> csv_text;  // only with exit_code 0 and no reason
    std::string stderr_tail;              // <= 2,000 code points
    double wall_s{};                      // encoded rounded to milliseconds
    int attempts{1};                      // 1 or 2
    run_timings timings;                  // encoded rounded to milliseconds
    std::string version;                  // 1..64 printable ASCII characters
    std::optional<std::int64_t> mem_available_mb;

    bool operator==(const data_run_response&) const = default;
};

// {"detail": "<code>"}; readers tolerate the documented extra fields and ignore them.
struct error_body {
    std::string detail;

    bool operator==(const error_body&) const = default;
};

// The id rule shared by job ids, X-Anyplot-User and the cancel route: [A-Za-z0-9_-]{1,max_len}.
[[nodiscard]] bool valid_id(std::string_view id, std::size_t max_len) noexcept;
[[nodiscard]] bool valid_job_id(std::string_view id) noexcept;

// Value rules of the contract for a struct built in code (the renderer checks its own answers in
// tests with these); the decoders apply the same rules after the structural checks.
[[nodiscard]] std::optional<decode_error> validate(const data_run_request& r) noexcept;
[[nodiscard]] std::optional<decode_error> validate(const data_run_response& r) noexcept;

[[nodiscard]] common::result<data_run_request, decode_error> decode_data_run_request(
    std::string_view json) noexcept;
[[nodiscard]] common::result<data_run_response, decode_error> decode_data_run_response(
    std::string_view json) noexcept;
[[nodiscard]] common::result<error_body, decode_error> decode_error_body(
    std::string_view json) noexcept;

[[nodiscard]] std::string encode(const data_run_request& r);
[[nodiscard]] std::string encode(const data_run_response& r);
[[nodiscard]] std::string encode(const error_body& e);

// The bytes the idempotency fingerprint (SHA-256, computed elsewhere) is taken over. It is
// encode() of the *decoded* request: compact, keys sorted, strings minimally escaped, the number in
// its shortest round-trip form. Two bodies that decode equal therefore fingerprint equal whatever
// their key order, whitespace, escapes or "5" vs "5.0". Precondition: `r` passed validate().
[[nodiscard]] std::string canonical_request(const data_run_request& r);

}  // namespace anyplot::wire
