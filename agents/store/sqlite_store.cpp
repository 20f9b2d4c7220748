#include "agents/store/sqlite_store.hpp"

#include "agents/store/sqlite_schema.hpp"
#include "agents/store/sqlite_statement.hpp"
#include "agents/store/store_detail.hpp"
#include "common/crypto.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <limits>
#include <mutex>
#include <system_error>

namespace anyplot::agents::store {

using anyplot::common::failure;
using detail::event_keep;
using detail::from_unix_s;
using detail::guarded;
using detail::session_id_attempts;
using detail::sqlite_rows;
using detail::unix_s;

// The version the class reports is the one its migration writes.
static_assert(sqlite_store::schema_version() == detail::latest_schema_version);

namespace {

constexpr int busy_timeout_ms = 5000;

// Creates the data directory (0700) when missing and checks that it is a writable directory.
result<done> prepare_directory(const std::filesystem::path& given) {
    // "var/" names the same directory as "var"; without this its parent would be "var" itself,
    // created with the default mode instead of 0700.
    const auto dir = given.has_filename() ? given : given.parent_path();
    std::error_code ec;
    if (!std::filesystem::exists(dir, ec)) {
        if (dir.has_parent_path()) {
            std::filesystem::create_directories(dir.parent_path(), ec);
            if (ec) return failure{store_error::io};
        }
        if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) return failure{store_error::io};
    }
    if (!std::filesystem::is_directory(dir, ec)) return failure{store_error::io};
    if (::access(dir.c_str(), W_OK | X_OK) != 0) return failure{store_error::io};
    return done{};
}

// Creates the database file 0600 before SQLite does (SQLite would use 0644 less the umask); the
// -wal and -shm files SQLite creates next to it copy its mode.
result<done> create_file(const std::filesystem::path& file) {
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) return failure{store_error::io};
    ::close(fd);
    return done{};
}

// journal_mode answers the mode in effect; anything but wal means the file system refused it.
result<done> enable_wal(detail::sqlite_connection& db) {
    auto mode = db.run("PRAGMA journal_mode=WAL");
    if (!mode) return failure{mode.error()};
    if (mode->empty() || (*mode)[0].text(0) != "wal") return failure{store_error::io};
    return done{};
}

// Statements several calls run. One statement, one write lock: the daily take's check against
// the limit and its increment cannot interleave with another connection's.
constexpr std::string_view take_daily_sql =
    "INSERT INTO daily_counts (user_id, counter, day, uses) VALUES (?1, ?2, ?3, 1)"
    " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = uses + 1 WHERE uses < ?4 RETURNING uses";
constexpr std::string_view give_back_daily_sql =
    "UPDATE daily_counts SET uses = uses - 1"
    " WHERE user_id = ?1 AND counter = ?2 AND day = ?3 AND uses > 0 RETURNING uses";
constexpr std::string_view add_daily_sql =
    "INSERT INTO daily_counts (user_id, counter, day, uses) VALUES (?1, ?2, ?3, ?4)"
    " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = uses + ?4 RETURNING uses";
constexpr std::string_view daily_count_sql =
    "SELECT uses FROM daily_counts WHERE user_id = ?1 AND counter = ?2 AND day = ?3";
constexpr std::string_view count_events_sql =
    "SELECT count(*) FROM user_events WHERE user_id = ?1 AND kind = ?2 AND at > ?3";
constexpr std::string_view session_exists_sql = "SELECT 1 FROM sessions WHERE id = ?1";
constexpr std::string_view version_columns =
    "SELECT version, source, confirmed, row_count, columns_json, csv, code, created_at, plot_json"
    " FROM dataset_versions WHERE session_id = ?1";

// A row's single integer (count(*), RETURNING): `none` when there is no row.
result<std::int64_t> single(const result<sqlite_rows>& rows, result<std::int64_t> none) {
    if (!rows) return failure{rows.error()};
    if (rows->empty()) return none;
    return (*rows)[0].int64(0);
}

}  // namespace

struct sqlite_store::impl {
    std::filesystem::path file;
    sqlite_options options;
    std::mutex mutex;  // one connection: one statement at a time
    std::unique_ptr<detail::sqlite_connection> db;

    time_point now() const { return detail::now_of(options); }
    std::int64_t idle_cutoff(time_point t) const { return unix_s(t - options.idle_timeout); }

    // The bodies below run with the mutex held, inside the caller's transaction when it has one.

    // Ends a hold: `counts` keeps its use (or counts it again when the sweep returned it
    // already), otherwise gives it back (unless the sweep did). not_found when there is no such hold.
    result<done> end_hold(std::int64_t hold, bool counts) {
        auto ended = db->run("DELETE FROM daily_holds WHERE id = ?1 RETURNING returned, user_id, counter, day", {hold});
        if (!ended) return failure{ended.error()};
        if (ended->empty()) return failure{store_error::not_found};
        const auto& h = (*ended)[0];
        if (counts == (h.int64(0) == 0)) return done{};  // the count already says it
        const std::string user = h.text(1), counter = h.text(2), day = h.text(3);
        auto r = counts ? db->run(add_daily_sql, {user, counter, day, std::int64_t{1}})
                        : db->run(give_back_daily_sql, {user, counter, day});
        if (!r) return failure{r.error()};
        return done{};
    }

    // end_hold in a write transaction of its own (settle_daily, give_back_held).
    result<done> end_hold_alone(std::int64_t hold, bool counts) {
        const std::scoped_lock lock(mutex);
        detail::write_transaction tx(*db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        if (auto r = end_hold(hold, counts); !r) return r;
        return tx.commit();
    }

    // One use of the day's counter; answers the day's uses after it, limit_reached at the limit.
    result<std::int64_t> take_daily(std::string_view user, std::string_view counter, int limit, time_point now) {
        // The upsert's first use inserts 1 unconditionally, so a zero limit is refused here.
        if (limit <= 0) return failure{store_error::limit_reached};
        // No row: the WHERE refused the update.
        return single(db->run(take_daily_sql, {user, counter, utc_day(now), limit}),
                      failure{store_error::limit_reached});
    }

    result<std::int64_t> count_events(std::string_view user, std::string_view kind, std::chrono::seconds window,
                                      time_point now) {
        return single(db->run(count_events_sql, {user, kind, unix_s(now - window)}), std::int64_t{0});
    }

    // Inside a write transaction: two instances cannot both see limit - 1 and both record.
    result<std::int64_t> take_event(std::string_view user, std::string_view kind, int limit,
                                    std::chrono::seconds window, time_point now) {
        if (limit <= 0) return failure{store_error::limit_reached};
        auto n = count_events(user, kind, window, now);
        if (!n) return n;
        if (*n >= limit) return failure{store_error::limit_reached};
        return single(db->run("INSERT INTO user_events (user_id, kind, at) VALUES (?1, ?2, ?3) RETURNING id",
                              {user, kind, unix_s(now)}),
                      failure{store_error::corrupt});
    }
};

result<std::unique_ptr<sqlite_store>> sqlite_store::open(const std::filesystem::path& data_dir,
                                                         sqlite_options options) {
    return guarded([&]() -> result<std::unique_ptr<sqlite_store>> {
        if (auto r = prepare_directory(data_dir); !r) return failure{r.error()};
        auto i = std::make_unique<impl>();
        i->file = data_dir / "anyplot.db";
        i->options = std::move(options);
        if (auto r = create_file(i->file); !r) return failure{r.error()};

        sqlite3* raw = nullptr;
        const int rc = sqlite3_open_v2(i->file.c_str(), &raw,
                                       SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
        i->db = std::make_unique<detail::sqlite_connection>(detail::db_ptr(raw));
        if (rc != SQLITE_OK) return failure{detail::error_of(rc)};
        sqlite3_extended_result_codes(raw, 1);
        sqlite3_busy_timeout(raw, busy_timeout_ms);

        if (auto r = enable_wal(*i->db); !r) return failure{r.error()};
        // NORMAL in WAL mode: a commit survives a process crash; only a power loss may drop the
        // last commits, never corrupt the file.
        if (auto r = i->db->exec("PRAGMA synchronous=NORMAL"); !r) return failure{r.error()};
        if (auto r = i->db->exec("PRAGMA foreign_keys=ON"); !r) return failure{r.error()};
        if (auto r = detail::migrate(*i->db); !r) return failure{r.error()};
        return std::unique_ptr<sqlite_store>(new sqlite_store(std::move(i)));
    });
}

sqlite_store::sqlite_store(std::unique_ptr<impl> i) noexcept : impl_(std::move(i)) {}
sqlite_store::~sqlite_store() = default;

const std::filesystem::path& sqlite_store::file() const noexcept { return impl_->file; }

// --- sessions ---------------------------------------------------------------------------------

result<std::string> sqlite_store::create_session(std::string_view user) {
    return guarded([&]() -> result<std::string> {
        const std::scoped_lock lock(impl_->mutex);
        const auto now = unix_s(impl_->now());
        for (int attempt = 0; attempt < session_id_attempts; ++attempt) {
            std::string id = common::crypto::random_hex(16);
            auto r = impl_->db->run(
                "INSERT INTO sessions (id, user_id, created_at, last_used_at) VALUES (?1, ?2, ?3, ?3)",
                {id, user, now});
            if (r) return id;
            if (r.error() != store_error::conflict) return failure{r.error()};
        }
        return failure{store_error::conflict};
    });
}

result<session> sqlite_store::find_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<session> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run(
            "SELECT id, user_id, created_at, last_used_at, refusals, language FROM sessions"
            " WHERE id = ?1 AND user_id = ?2 AND last_used_at >= ?3",
            {session_id, user, impl_->idle_cutoff(impl_->now())});
        if (!rows) return failure{rows.error()};
        if (rows->empty()) return failure{store_error::not_found};
        auto& r = (*rows)[0];
        return session{r.take_text(0), r.take_text(1), from_unix_s(r.int64(2)), from_unix_s(r.int64(3)),
                       static_cast<int>(r.int64(4)), r.take_text(5)};
    });
}

result<done> sqlite_store::touch_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        const auto now = impl_->now();
        // max(): a clock stepping back never shortens a session's life.
        auto r = impl_->db->run(
            "UPDATE sessions SET last_used_at = max(last_used_at, ?4)"
            " WHERE id = ?1 AND user_id = ?2 AND last_used_at >= ?3",
            {session_id, user, impl_->idle_cutoff(now), unix_s(now)});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<done> sqlite_store::delete_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        const auto cutoff = impl_->idle_cutoff(impl_->now());
        auto rows = impl_->db->run("DELETE FROM sessions WHERE id = ?1 AND user_id = ?2 RETURNING last_used_at",
                                   {session_id, user});
        if (!rows) return failure{rows.error()};
        if (rows->empty()) return failure{store_error::not_found};
        // An idle-expired session is gone either way, and answers like one that never existed.
        if ((*rows)[0].int64(0) < cutoff) return failure{store_error::not_found};
        return done{};
    });
}

result<done> sqlite_store::set_session_language(std::string_view session_id, std::string_view language) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("UPDATE sessions SET language = ?2 WHERE id = ?1", {session_id, language});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<std::int64_t> sqlite_store::expire_idle(std::chrono::seconds idle, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        const std::scoped_lock lock(impl_->mutex);
        auto& db = *impl_->db;
        detail::write_transaction tx(db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        // Each open hold past its expiry gives its use back, once: the counts first, then the
        // holds are marked (kept, so a late settle can count the use again).
        if (auto r = db.run("UPDATE daily_counts SET uses = max(uses - (SELECT count(*) FROM daily_holds h"
                            " WHERE h.user_id = daily_counts.user_id AND h.counter = daily_counts.counter"
                            " AND h.day = daily_counts.day AND h.returned = 0 AND h.expires_at < ?1), 0)"
                            " WHERE EXISTS (SELECT 1 FROM daily_holds h WHERE h.user_id = daily_counts.user_id"
                            " AND h.counter = daily_counts.counter AND h.day = daily_counts.day AND h.returned = 0"
                            " AND h.expires_at < ?1)",
                            {unix_s(now)});
            !r) {
            return failure{r.error()};
        }
        if (auto r = db.run("UPDATE daily_holds SET returned = 1 WHERE returned = 0 AND expires_at < ?1",
                            {unix_s(now)});
            !r) {
            return failure{r.error()};
        }
        // A returned hold is kept as long as events, for a settle that comes very late.
        if (auto r = db.run("DELETE FROM daily_holds WHERE returned = 1 AND expires_at < ?1",
                            {unix_s(now - event_keep)});
            !r) {
            return failure{r.error()};
        }
        // Events older than every window that reads them (a day) go with the sweep.
        if (auto r = db.run("DELETE FROM user_events WHERE at < ?1", {unix_s(now - event_keep)}); !r) {
            return failure{r.error()};
        }
        auto r = db.run("DELETE FROM sessions WHERE last_used_at < ?1", {unix_s(now - idle)});
        if (!r) return failure{r.error()};
        const auto expired = r->changed();  // cascaded dataset versions are not counted
        if (auto c = tx.commit(); !c) return failure{c.error()};
        return expired;
    });
}

// --- dataset versions -------------------------------------------------------------------------

result<int> sqlite_store::add_version(std::string_view session_id, const new_version& v) {
    return guarded([&]() -> result<int> {
        if (v.rows < 0) return failure{store_error::conflict};
        const std::scoped_lock lock(impl_->mutex);
        auto& db = *impl_->db;
        detail::write_transaction tx(db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        auto exists = db.run(session_exists_sql, {session_id});
        if (!exists) return failure{exists.error()};
        if (exists->empty()) return failure{store_error::not_found};
        const auto next = single(
            db.run("SELECT coalesce(max(version), 0) + 1 FROM dataset_versions WHERE session_id = ?1", {session_id}),
            failure{store_error::corrupt});
        if (!next) return failure{next.error()};
        if (*next < 1 || *next > std::numeric_limits<int>::max()) return failure{store_error::conflict};
        auto inserted = db.run(
            "INSERT INTO dataset_versions (session_id, version, source, confirmed, row_count,"
            " columns_json, csv, code, created_at, plot_json) VALUES (?1, ?2, ?3, 0, ?4, ?5, ?6, ?7, ?8, ?9)",
            {session_id, *next, to_string(v.source), v.rows, v.columns_json, v.csv, v.code, unix_s(impl_->now()),
             v.plot_json});
        if (!inserted) return failure{inserted.error()};
        if (v.settles_hold != 0) {
            if (auto r = impl_->end_hold(v.settles_hold, true); !r && r.error() != store_error::not_found) {
                return failure{r.error()};
            }
        }
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return static_cast<int>(*next);
    });
}

result<dataset_version> sqlite_store::get_version(std::string_view session_id, std::optional<int> version) {
    return guarded([&]() -> result<dataset_version> {
        const std::scoped_lock lock(impl_->mutex);
        // Two constant texts, each prepared once.
        static const std::string one = std::string(version_columns) + " AND version = ?2";
        static const std::string latest = std::string(version_columns) + " ORDER BY version DESC LIMIT 1";
        auto rows = version ? impl_->db->run(one, {session_id, std::int64_t{*version}})
                            : impl_->db->run(latest, {session_id});
        if (!rows) return failure{rows.error()};
        if (rows->empty()) return failure{store_error::not_found};
        auto& r = (*rows)[0];
        const auto source = parse_dataset_source(r.text(1));
        if (!source) return failure{store_error::corrupt};
        dataset_version out;
        out.version = static_cast<int>(r.int64(0));
        out.source = *source;
        out.confirmed = r.int64(2) != 0;
        out.rows = r.int64(3);
        out.columns_json = r.take_text(4);
        out.csv = r.take_text(5);
        if (!r.null(6)) out.code = r.take_text(6);
        out.created_at = from_unix_s(r.int64(7));
        out.plot_json = r.take_text(8);
        return out;
    });
}

result<done> sqlite_store::confirm_version(std::string_view session_id, int version) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("UPDATE dataset_versions SET confirmed = 1 WHERE session_id = ?1 AND version = ?2",
                                {session_id, version});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};  // confirming twice is not an error
    });
}

result<std::vector<version_summary>> sqlite_store::list_versions(std::string_view session_id, int limit) {
    return guarded([&]() -> result<std::vector<version_summary>> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run(
            "SELECT version, source, confirmed, row_count, created_at FROM dataset_versions"
            " WHERE session_id = ?1 ORDER BY version DESC LIMIT ?2",
            {session_id, limit});
        if (!rows) return failure{rows.error()};
        std::vector<version_summary> out;
        for (const auto& r : *rows) {
            const auto source = parse_dataset_source(r.text(1));
            if (!source) return failure{store_error::corrupt};
            out.push_back(version_summary{.version = static_cast<int>(r.int64(0)),
                                          .source = *source,
                                          .confirmed = r.int64(2) != 0,
                                          .rows = r.int64(3),
                                          .created_at = from_unix_s(r.int64(4))});
        }
        return out;
    });
}

result<done> sqlite_store::set_plot(std::string_view session_id, int version, std::string_view plot_json) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("UPDATE dataset_versions SET plot_json = ?3 WHERE session_id = ?1 AND version = ?2",
                                {session_id, version, plot_json});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

// --- the chat history -------------------------------------------------------------------------

result<done> sqlite_store::add_chat_entries(std::string_view session_id, const std::vector<std::string>& entries) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto& db = *impl_->db;
        detail::write_transaction tx(db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        auto exists = db.run(session_exists_sql, {session_id});
        if (!exists) return failure{exists.error()};
        if (exists->empty()) return failure{store_error::not_found};
        const auto now = unix_s(impl_->now());
        for (const auto& entry : entries) {
            auto r = db.run("INSERT INTO chat_entries (session_id, at, entry) VALUES (?1, ?2, ?3)",
                            {session_id, now, entry});
            if (!r) return failure{r.error()};
        }
        // Everything older than the session's newest chat_entries_kept.
        auto pruned = db.run(
            "DELETE FROM chat_entries WHERE session_id = ?1 AND id <= (SELECT id FROM chat_entries"
            " WHERE session_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)",
            {session_id, chat_entries_kept});
        if (!pruned) return failure{pruned.error()};
        return tx.commit();
    });
}

result<std::vector<chat_entry>> sqlite_store::chat_entries(std::string_view session_id, int limit) {
    return guarded([&]() -> result<std::vector<chat_entry>> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run(
            "SELECT entry, at FROM (SELECT id, entry, at FROM chat_entries WHERE session_id = ?1"
            " ORDER BY id DESC LIMIT ?2) ORDER BY id",
            {session_id, limit});
        if (!rows) return failure{rows.error()};
        std::vector<chat_entry> out;
        out.reserve(rows->size());
        for (auto& r : *rows) out.push_back(chat_entry{r.take_text(0), from_unix_s(r.int64(1))});
        return out;
    });
}

// --- daily counters ---------------------------------------------------------------------------

result<int> sqlite_store::take_daily(std::string_view user, std::string_view counter, int limit, time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        auto uses = impl_->take_daily(user, counter, limit, now);
        if (!uses) return failure{uses.error()};
        return static_cast<int>(limit - *uses);
    });
}

result<daily_hold> sqlite_store::take_daily_held(std::string_view user, std::string_view counter, int limit,
                                                 time_point now, time_point expires) {
    return guarded([&]() -> result<daily_hold> {
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        auto uses = impl_->take_daily(user, counter, limit, now);
        if (!uses) return failure{uses.error()};
        const auto id = single(
            impl_->db->run("INSERT INTO daily_holds (user_id, counter, day, expires_at) VALUES (?1, ?2, ?3, ?4)"
                           " RETURNING id",
                           {user, counter, utc_day(now), unix_s(expires)}),
            failure{store_error::corrupt});
        if (!id) return failure{id.error()};
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return daily_hold{*id, static_cast<int>(limit - *uses)};
    });
}

result<done> sqlite_store::settle_daily(std::int64_t hold) {
    return guarded([&] { return impl_->end_hold_alone(hold, true); });
}

result<done> sqlite_store::give_back_held(std::int64_t hold) {
    return guarded([&] { return impl_->end_hold_alone(hold, false); });
}

result<int> sqlite_store::give_back_daily(std::string_view user, std::string_view counter, time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const auto uses = single(impl_->db->run(give_back_daily_sql, {user, counter, utc_day(now)}),
                                 failure{store_error::not_found});
        if (!uses) return failure{uses.error()};
        return static_cast<int>(*uses);
    });
}

result<int> sqlite_store::daily_count(std::string_view user, std::string_view counter, time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const auto uses = single(impl_->db->run(daily_count_sql, {user, counter, utc_day(now)}), std::int64_t{0});
        if (!uses) return failure{uses.error()};
        return static_cast<int>(*uses);
    });
}

result<std::int64_t> sqlite_store::add_daily(std::string_view user, std::string_view counter, std::int64_t amount,
                                            time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        if (amount < 0) return failure{store_error::conflict};
        const std::scoped_lock lock(impl_->mutex);
        return single(impl_->db->run(add_daily_sql, {user, counter, utc_day(now), amount}),
                      failure{store_error::corrupt});
    });
}

// --- the chat turn's limits -------------------------------------------------------------------

result<int> sqlite_store::add_session_refusal(std::string_view session_id) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const auto n = single(
            impl_->db->run("UPDATE sessions SET refusals = refusals + 1 WHERE id = ?1 RETURNING refusals",
                           {session_id}),
            failure{store_error::not_found});
        if (!n) return failure{n.error()};
        return static_cast<int>(*n);
    });
}

result<std::int64_t> sqlite_store::take_event(std::string_view user, std::string_view kind, int limit,
                                             std::chrono::seconds window, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        if (limit <= 0) return failure{store_error::limit_reached};
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        auto id = impl_->take_event(user, kind, limit, window, now);
        if (!id) return id;
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return id;
    });
}

result<done> sqlite_store::give_back_event(std::int64_t id) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("DELETE FROM user_events WHERE id = ?1", {id});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<int> sqlite_store::count_events(std::string_view user, std::string_view kind, std::chrono::seconds window,
                                       time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const auto n = impl_->count_events(user, kind, window, now);
        if (!n) return failure{n.error()};
        return static_cast<int>(*n);
    });
}

// --- one chat message -------------------------------------------------------------------------

result<message_admission> sqlite_store::admit_message(std::string_view user, const message_caps& caps,
                                                      time_point now) {
    return guarded([&]() -> result<message_admission> {
        const std::scoped_lock lock(impl_->mutex);
        // Every check and both takes under one write lock: a refusal rolls back what was taken.
        detail::write_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const auto tokens_spent = [&] {
            return single(impl_->db->run(daily_count_sql, {user, to_string(event_kind::tokens), utc_day(now)}),
                          std::int64_t{0});
        };
        auto admitted = detail::admit_in_order(*impl_, user, caps, now, tokens_spent);
        if (!admitted || !std::holds_alternative<message_taken>(*admitted)) return admitted;
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return admitted;
    });
}

result<done> sqlite_store::give_back_message(std::string_view user, const message_taken& taken) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        if (auto r = impl_->db->run("DELETE FROM user_events WHERE id = ?1", {taken.minute_event}); !r) {
            return failure{r.error()};
        }
        auto day = impl_->db->run(give_back_daily_sql, {user, to_string(event_kind::messages), utc_day(taken.at)});
        if (!day) return failure{day.error()};
        // The event goes even when the day had nothing left to give back.
        if (auto r = tx.commit(); !r) return failure{r.error()};
        if (day->empty()) return failure{store_error::not_found};
        return done{};
    });
}

result<strike_outcome> sqlite_store::record_strike(std::string_view user, const strike_caps& caps, time_point now) {
    return guarded([&]() -> result<strike_outcome> {
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const auto attack = to_string(event_kind::attack);
        if (auto r = impl_->take_event(user, attack, std::numeric_limits<int>::max(), caps.window, now); !r) {
            return failure{r.error()};
        }
        const auto strikes = impl_->count_events(user, attack, caps.window, now);
        if (!strikes) return failure{strikes.error()};
        strike_outcome out{static_cast<int>(*strikes), *strikes >= caps.strikes};
        if (out.locked) {
            auto r = impl_->take_event(user, to_string(event_kind::lock), std::numeric_limits<int>::max(), caps.lockout,
                                       now);
            if (!r) return failure{r.error()};
        }
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return out;
    });
}

}  // namespace anyplot::agents::store
