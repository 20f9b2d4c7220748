#pragma once
// The agents service's state behind one interface: sessions, dataset versions and per-user daily
// counters. The tool code talks to `store` only, so a PostgreSQL implementation can replace the
// SQLite one without touching it (docs/store.md lists what it must provide); postgres_store is
// that implementation, for several agents instances on one database.
//
// Every method returns a value and never throws: a failure is a `store_error` whose message is
// fixed (no SQL text, no user data), so it can be logged as is.
#include "agents/store/event_kind.hpp"
#include "common/result.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace anyplot::agents::store {

enum class store_error {
    not_found,      // unknown, foreign or idle-expired session; unknown version; nothing to refund
    conflict,       // a uniqueness or integrity rule refused the write
    limit_reached,  // the daily counter is at its limit (nothing was counted)
    io,             // the database could not be opened, read or written (including lock timeouts)
    corrupt,        // the file is not a database, is damaged, or has a newer schema than this build
};

// A fixed, human-readable sentence per error (safe to log and to show to an operator).
[[nodiscard]] std::string_view message(store_error e) noexcept;

template <class T>
using result = common::result<T, store_error>;

// The value of a write that has nothing else to return.
using done = std::monostate;

using time_point = std::chrono::sys_seconds;

enum class dataset_source { paste, code, formula };

[[nodiscard]] std::string_view to_string(dataset_source s) noexcept;
[[nodiscard]] std::optional<dataset_source> parse_dataset_source(std::string_view s) noexcept;

struct session {
    std::string id;  // 32 lowercase hex characters from the OS CSPRNG
    std::string user;
    time_point created_at;
    time_point last_used_at;
    int refusals = 0;  // scope refusals so far (the chat turn closes the session at a limit)
    // The language of the session's last message that showed one ("de"); a short message ("ok",
    // "50") is answered in it. Empty until a message showed one.
    std::string language;
};

struct new_version {
    dataset_source source = dataset_source::paste;
    std::string_view csv;
    std::string_view columns_json;  // the columns profile, JSON text stored verbatim
    std::int64_t rows = 0;
    std::optional<std::string_view> code;  // the Python that produced the table (source "code"), or the formula
    std::string_view plot_json = {};       // how to draw it (docs/api.md, "plot"), JSON text stored verbatim
    // A held daily use (take_daily_held) this version settles in the same write: the run that made
    // the table counts exactly when its version is stored. 0: none.
    std::int64_t settles_hold = 0;
};

// A use taken from a daily counter and held until the call that took it ends (take_daily_held).
struct daily_hold {
    std::int64_t id = 0;
    int remaining = 0;  // uses left for the day after this one
};

// One line of a session's version list (no table, no code).
struct version_summary {
    int version = 0;
    dataset_source source = dataset_source::paste;
    bool confirmed = false;
    std::int64_t rows = 0;
    time_point created_at;
};

struct dataset_version {
    int version = 0;
    dataset_source source = dataset_source::paste;
    bool confirmed = false;
    std::int64_t rows = 0;
    std::string columns_json;
    std::string csv;
    std::optional<std::string> code;
    std::string plot_json;  // empty for a version stored before plots were (the reader infers one)
    time_point created_at;
};

// One line of a session's chat history (docs/api.md, GET .../messages): a JSON object the chat
// wrote, stored verbatim, and when.
struct chat_entry {
    std::string json;
    time_point at;
};

// How many chat entries a session keeps (the oldest go first).
inline constexpr int chat_entries_kept = 200;

struct store_options {
    // A session unused for longer than this is not found (and expire_idle deletes it).
    std::chrono::seconds idle_timeout = std::chrono::hours(24);
    // The time used for session timestamps and lookups; the system clock when empty. Tests inject
    // their own so no test sleeps.
    std::function<time_point()> clock;
};

// What one chat message may take (chat::limit_settings, docs/chat.md).
struct message_caps {
    std::chrono::seconds lockout{};  // a lock event this recent refuses
    std::int64_t tokens_per_day = 0;
    int per_minute = 0;  // messages events within rate_window
    std::chrono::seconds rate_window{60};
    int per_day = 0;  // the messages counter of the UTC day
};

// Why a message was refused, in the order admit_message checks.
enum class message_refusal { locked, budget, rate_limited, daily_limit };

// What an admitted message took, so give_back_message can return it.
struct message_taken {
    std::int64_t minute_event = 0;
    time_point at{};  // the `now` it was counted at (its UTC day)
};

using message_admission = std::variant<message_taken, message_refusal>;

// When attack strikes lock a user.
struct strike_caps {
    int strikes = 0;  // this many within `window` lock
    std::chrono::seconds window{};
    std::chrono::seconds lockout{};  // how long the lock event refuses (message_caps::lockout)
};

struct strike_outcome {
    int strikes = 0;  // within the window, this one included
    bool locked = false;
};

class store {
public:
    store() = default;
    store(const store&) = delete;
    store& operator=(const store&) = delete;
    virtual ~store() = default;

    // "sqlite" or "postgresql" (for /v1/status and the logs).
    [[nodiscard]] virtual std::string_view kind() const noexcept = 0;

    // --- sessions --------------------------------------------------------------------------
    // A session belongs to the user that created it. Lookups by another user, of an unknown id and
    // of a session idle longer than the store's idle timeout all answer `not_found`: a foreign
    // session is indistinguishable from one that never existed.
    [[nodiscard]] virtual result<std::string> create_session(std::string_view user) = 0;
    [[nodiscard]] virtual result<session> find_session(std::string_view session_id,
                                                       std::string_view user) = 0;
    // Marks the session used now (it will not idle-expire for another idle timeout).
    [[nodiscard]] virtual result<done> touch_session(std::string_view session_id,
                                                     std::string_view user) = 0;
    // Deletes the session and its dataset versions.
    [[nodiscard]] virtual result<done> delete_session(std::string_view session_id,
                                                      std::string_view user) = 0;
    // Sets the session's language (session::language); not_found when the session is gone.
    [[nodiscard]] virtual result<done> set_session_language(std::string_view session_id,
                                                            std::string_view language) = 0;
    // The periodic sweep: deletes every session unused for longer than `idle` at `now` and answers
    // how many; also returns the daily holds open past their expiry and drops old events.
    [[nodiscard]] virtual result<std::int64_t> expire_idle(std::chrono::seconds idle,
                                                           time_point now) = 0;

    // --- dataset versions --------------------------------------------------------------------
    // Callers check the session's owner first (find_session); these take the session id only.
    // add_version numbers versions 1, 2, ... per session (max + 1 in one write transaction).
    [[nodiscard]] virtual result<int> add_version(std::string_view session_id,
                                                  const new_version& v) = 0;
    // The latest version when `version` is absent.
    [[nodiscard]] virtual result<dataset_version> get_version(std::string_view session_id,
                                                              std::optional<int> version) = 0;
    [[nodiscard]] virtual result<done> confirm_version(std::string_view session_id,
                                                       int version) = 0;
    // Replaces how a version is drawn; not_found for an unknown version.
    [[nodiscard]] virtual result<done> set_plot(std::string_view session_id, int version,
                                                std::string_view plot_json) = 0;
    // The session's versions, newest first, at most `limit` of them (empty when it has none).
    [[nodiscard]] virtual result<std::vector<version_summary>> list_versions(std::string_view session_id,
                                                                             int limit) = 0;

    // --- the chat history ---------------------------------------------------------------------
    // Appends entries in order, in one write (a turn's lines stay together), keeping the session's
    // newest chat_entries_kept; not_found when the session is gone.
    [[nodiscard]] virtual result<done> add_chat_entries(std::string_view session_id,
                                                        const std::vector<std::string>& entries) = 0;
    // The session's newest `limit` entries, oldest first.
    [[nodiscard]] virtual result<std::vector<chat_entry>> chat_entries(std::string_view session_id,
                                                                       int limit) = 0;

    // --- per-user daily counters (UTC day of `now`) ---------------------------------------------
    // Counts one use when the user's count for the day is below `limit` and answers how many uses
    // remain; at the limit answers `limit_reached` and counts nothing. Atomic across threads and
    // across processes sharing the store.
    //
    // Usage by a tool: take before the run; when the run is refused for a reason that must not
    // count (validation, capacity, renderer unavailable, ...), give the use back with the same
    // `now` that was passed to take_daily, so a refund after midnight UTC returns the use to the
    // day it was taken from.
    [[nodiscard]] virtual result<int> take_daily(std::string_view user, std::string_view counter,
                                                 int limit, time_point now) = 0;
    // Returns one use; answers the count after the refund, `not_found` when there was none.
    [[nodiscard]] virtual result<int> give_back_daily(std::string_view user,
                                                      std::string_view counter,
                                                      time_point now) = 0;
    // A use that stands only when the call that took it says so, so a process that dies mid-call
    // (or a store that fails under it) never charges the person: like take_daily, and the use is
    // held until `expires`. The call ends it with settle_daily (it counts), give_back_held (it does
    // not), or add_version's settles_hold (its version was stored, in the same write). A hold still
    // open at `expires` is returned by expire_idle; a settle that comes after that counts the use
    // again, so the day's count equals the calls that counted either way.
    [[nodiscard]] virtual result<daily_hold> take_daily_held(std::string_view user, std::string_view counter,
                                                             int limit, time_point now, time_point expires) = 0;
    // The held use stands; not_found when the hold is gone (settled or given back already).
    [[nodiscard]] virtual result<done> settle_daily(std::int64_t hold) = 0;
    // The held use is returned (unless expire_idle returned it already); not_found when gone.
    [[nodiscard]] virtual result<done> give_back_held(std::int64_t hold) = 0;
    // Uses counted so far for the UTC day of `now` (0 when none).
    [[nodiscard]] virtual result<int> daily_count(std::string_view user, std::string_view counter,
                                                  time_point now) = 0;
    // Adds `amount` (≥ 0) to the user's counter for the UTC day of `now` without a limit (the
    // token ledger); answers the day's total after it.
    [[nodiscard]] virtual result<std::int64_t> add_daily(std::string_view user, std::string_view counter,
                                                         std::int64_t amount, time_point now) = 0;

    // --- the chat turn's limits ------------------------------------------------------------------
    // One more scope refusal on the session; answers the session's count after it (not_found
    // when the session is gone).
    [[nodiscard]] virtual result<int> add_session_refusal(std::string_view session_id) = 0;
    // Per-user events in rolling windows (messages per minute, attack strikes, lockouts). Records
    // one `kind` event at `now` when fewer than `limit` were recorded in the `window` before it
    // and answers its id; at the limit answers `limit_reached` and records nothing. Atomic across
    // threads and processes sharing the store, like take_daily.
    [[nodiscard]] virtual result<std::int64_t> take_event(std::string_view user, std::string_view kind, int limit,
                                                          std::chrono::seconds window, time_point now) = 0;
    // Removes a recorded event (a turn that ended refused does not count); not_found when gone.
    [[nodiscard]] virtual result<done> give_back_event(std::int64_t id) = 0;
    // How many `kind` events the user has in the `window` before `now`.
    [[nodiscard]] virtual result<int> count_events(std::string_view user, std::string_view kind,
                                                   std::chrono::seconds window, time_point now) = 0;

    // --- one chat message: each decision one call, one transaction ------------------------------
    // Checks, in this order: a lock event within caps.lockout → locked; the day's tokens at
    // caps.tokens_per_day → budget; caps.per_minute messages events within caps.rate_window →
    // rate_limited; the day's messages count at caps.per_day → daily_limit. A refusal takes
    // nothing. An admission records a messages event and counts the day's message, and answers
    // what it took. Atomic across instances: two admissions at a cap never both pass.
    [[nodiscard]] virtual result<message_admission> admit_message(std::string_view user, const message_caps& caps,
                                                                  time_point now) = 0;
    // Undoes an admission (a turn that ended refused does not count): the event goes and the day
    // it was counted on gets its use back, together. not_found when that day had no use left.
    [[nodiscard]] virtual result<done> give_back_message(std::string_view user, const message_taken& taken) = 0;
    // Records an attack strike at `now` and, when it makes caps.strikes within caps.window, a
    // lock event, together.
    [[nodiscard]] virtual result<strike_outcome> record_strike(std::string_view user, const strike_caps& caps,
                                                               time_point now) = 0;
};

// "YYYY-MM-DD", the UTC day of `t` (the key of the daily counters).
[[nodiscard]] std::string utc_day(time_point t);

}  // namespace anyplot::agents::store
