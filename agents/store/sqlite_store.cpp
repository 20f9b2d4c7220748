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
using detail::stmt_ptr;
using detail::unix_s;
using detail::use;

// The version the class reports is the one its migration writes.
static_assert(sqlite_store::schema_version() == detail::latest_schema_version);

namespace {

constexpr int busy_timeout_ms = 5000;

struct db_deleter {
    void operator()(sqlite3* db) const noexcept { sqlite3_close_v2(db); }
};
using db_ptr = std::unique_ptr<sqlite3, db_deleter>;

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
result<done> enable_wal(sqlite3* db) {
    auto s = detail::prepare(db, "PRAGMA journal_mode=WAL");
    if (!s) return failure{s.error()};
    use q(s->get());
    auto row = q.step();
    if (!row) return failure{row.error()};
    if (!*row || q.text(0) != "wal") return failure{store_error::io};
    return done{};
}

}  // namespace

struct sqlite_store::impl {
    std::filesystem::path file;
    sqlite_options options;
    std::mutex mutex;  // one connection: one statement at a time
    db_ptr db;         // declared before the statements, so they are finalized first

    stmt_ptr insert_session, find_session, touch_session, delete_session, expire_sessions;
    stmt_ptr session_exists, next_version, insert_version, latest_version, one_version, confirm,
        list_versions;
    stmt_ptr take, give_back, count, add_amount;
    stmt_ptr insert_hold, end_hold, expire_holds, return_expired, drop_returned_holds;
    stmt_ptr add_refusal, count_events, insert_event, delete_event, prune_events;
    stmt_ptr set_language, set_plot, insert_chat, prune_chat, list_chat;

    time_point now() const { return detail::now_of(options); }

    // Ends a hold (the mutex held, inside the caller's transaction): `counts` keeps its use (or
    // counts it again when the sweep returned it already), otherwise gives it back (unless the
    // sweep did). not_found when there is no such hold.
    result<done> end_hold_locked(std::int64_t hold, bool counts) {
        bool returned = false;
        std::string user, counter, day;
        {
            use q(end_hold.get());
            q.bind(1, hold);
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::not_found};
            returned = q.int64(0) != 0;
            user = q.text(1);
            counter = q.text(2);
            day = q.text(3);
            if (auto rest = q.run(); !rest) return failure{rest.error()};
        }
        if (counts == !returned) return done{};  // the count already says it
        use q(counts ? add_amount.get() : give_back.get());
        q.bind(1, std::string_view(user)).bind(2, std::string_view(counter)).bind(3, std::string_view(day));
        if (counts) q.bind(4, std::int64_t{1});
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (auto rest = q.run(); !rest) return failure{rest.error()};
        return done{};
    }

    // end_hold_locked in a write transaction of its own (settle_daily, give_back_held).
    result<done> end_hold_alone(std::int64_t hold, bool counts) {
        const std::scoped_lock lock(mutex);
        detail::write_transaction tx(db.get());
        if (auto r = tx.begin(); !r) return failure{r.error()};
        if (auto r = end_hold_locked(hold, counts); !r) return r;
        return tx.commit();
    }

    std::int64_t idle_cutoff(time_point t) const { return unix_s(t - options.idle_timeout); }

    result<done> prepare_all() {
        const struct {
            stmt_ptr* target;
            std::string_view sql;
        } all[] = {
            {&insert_session,
             "INSERT INTO sessions (id, user_id, created_at, last_used_at)"
             " VALUES (?1, ?2, ?3, ?3)"},
            {&find_session,
             "SELECT id, user_id, created_at, last_used_at, refusals, language FROM sessions"
             " WHERE id = ?1 AND user_id = ?2 AND last_used_at >= ?3"},
            // max(): a clock stepping back never shortens a session's life.
            {&touch_session,
             "UPDATE sessions SET last_used_at = max(last_used_at, ?4)"
             " WHERE id = ?1 AND user_id = ?2 AND last_used_at >= ?3"},
            {&delete_session,
             "DELETE FROM sessions WHERE id = ?1 AND user_id = ?2 RETURNING last_used_at"},
            {&expire_sessions, "DELETE FROM sessions WHERE last_used_at < ?1"},
            {&session_exists, "SELECT 1 FROM sessions WHERE id = ?1"},
            {&next_version,
             "SELECT coalesce(max(version), 0) + 1 FROM dataset_versions WHERE session_id = ?1"},
            {&insert_version,
             "INSERT INTO dataset_versions (session_id, version, source, confirmed, row_count,"
             " columns_json, csv, code, created_at, plot_json) VALUES (?1, ?2, ?3, 0, ?4, ?5, ?6, ?7, ?8, ?9)"},
            {&latest_version,
             "SELECT version, source, confirmed, row_count, columns_json, csv, code, created_at, plot_json"
             " FROM dataset_versions WHERE session_id = ?1 ORDER BY version DESC LIMIT 1"},
            {&one_version,
             "SELECT version, source, confirmed, row_count, columns_json, csv, code, created_at, plot_json"
             " FROM dataset_versions WHERE session_id = ?1 AND version = ?2"},
            {&list_versions,
             "SELECT version, source, confirmed, row_count, created_at FROM dataset_versions"
             " WHERE session_id = ?1 ORDER BY version DESC LIMIT ?2"},
            {&confirm,
             "UPDATE dataset_versions SET confirmed = 1 WHERE session_id = ?1 AND version = ?2"},
            // One statement, one write lock: the check against the limit and the increment cannot
            // interleave with another connection's.
            {&take,
             "INSERT INTO daily_counts (user_id, counter, day, uses) VALUES (?1, ?2, ?3, 1)"
             " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = uses + 1"
             " WHERE uses < ?4 RETURNING uses"},
            {&give_back,
             "UPDATE daily_counts SET uses = uses - 1"
             " WHERE user_id = ?1 AND counter = ?2 AND day = ?3 AND uses > 0 RETURNING uses"},
            {&count,
             "SELECT uses FROM daily_counts WHERE user_id = ?1 AND counter = ?2 AND day = ?3"},
            {&add_amount,
             "INSERT INTO daily_counts (user_id, counter, day, uses) VALUES (?1, ?2, ?3, ?4)"
             " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = uses + ?4 RETURNING uses"},
            {&insert_hold,
             "INSERT INTO daily_holds (user_id, counter, day, expires_at) VALUES (?1, ?2, ?3, ?4) RETURNING id"},
            {&end_hold, "DELETE FROM daily_holds WHERE id = ?1 RETURNING returned, user_id, counter, day"},
            // Each open hold past its expiry gives its use back, once: the counts first, then the
            // holds are marked (kept, so a late settle can count the use again).
            {&return_expired,
             "UPDATE daily_counts SET uses = max(uses - (SELECT count(*) FROM daily_holds h"
             " WHERE h.user_id = daily_counts.user_id AND h.counter = daily_counts.counter"
             " AND h.day = daily_counts.day AND h.returned = 0 AND h.expires_at < ?1), 0)"
             " WHERE EXISTS (SELECT 1 FROM daily_holds h WHERE h.user_id = daily_counts.user_id"
             " AND h.counter = daily_counts.counter AND h.day = daily_counts.day AND h.returned = 0"
             " AND h.expires_at < ?1)"},
            {&expire_holds, "UPDATE daily_holds SET returned = 1 WHERE returned = 0 AND expires_at < ?1"},
            {&drop_returned_holds, "DELETE FROM daily_holds WHERE returned = 1 AND expires_at < ?1"},
            {&add_refusal, "UPDATE sessions SET refusals = refusals + 1 WHERE id = ?1 RETURNING refusals"},
            {&count_events, "SELECT count(*) FROM user_events WHERE user_id = ?1 AND kind = ?2 AND at > ?3"},
            {&insert_event, "INSERT INTO user_events (user_id, kind, at) VALUES (?1, ?2, ?3) RETURNING id"},
            {&delete_event, "DELETE FROM user_events WHERE id = ?1"},
            {&prune_events, "DELETE FROM user_events WHERE at < ?1"},
            {&set_language, "UPDATE sessions SET language = ?2 WHERE id = ?1"},
            {&set_plot, "UPDATE dataset_versions SET plot_json = ?3 WHERE session_id = ?1 AND version = ?2"},
            {&insert_chat, "INSERT INTO chat_entries (session_id, at, entry) VALUES (?1, ?2, ?3)"},
            // Everything older than the session's newest ?2 entries.
            {&prune_chat,
             "DELETE FROM chat_entries WHERE session_id = ?1 AND id <= (SELECT id FROM chat_entries"
             " WHERE session_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)"},
            {&list_chat,
             "SELECT entry, at FROM (SELECT id, entry, at FROM chat_entries WHERE session_id = ?1"
             " ORDER BY id DESC LIMIT ?2) ORDER BY id"},
        };
        for (const auto& s : all) {
            auto p = detail::prepare(db.get(), s.sql);
            if (!p) return failure{p.error()};
            *s.target = std::move(*p);
        }
        return done{};
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
        i->db.reset(raw);
        if (rc != SQLITE_OK) return failure{detail::error_of(rc)};
        sqlite3_extended_result_codes(raw, 1);
        sqlite3_busy_timeout(raw, busy_timeout_ms);

        if (auto r = enable_wal(raw); !r) return failure{r.error()};
        // NORMAL in WAL mode: a commit survives a process crash; only a power loss may drop the
        // last commits, never corrupt the file.
        if (auto r = detail::exec(raw, "PRAGMA synchronous=NORMAL"); !r) return failure{r.error()};
        if (auto r = detail::exec(raw, "PRAGMA foreign_keys=ON"); !r) return failure{r.error()};
        if (auto r = detail::migrate(raw); !r) return failure{r.error()};
        if (auto r = i->prepare_all(); !r) return failure{r.error()};
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
        // 128 random bits do not collide in practice; a retry keeps a collision from surfacing.
        for (int attempt = 0; attempt < session_id_attempts; ++attempt) {
            std::string id = common::crypto::random_hex(16);
            use q(impl_->insert_session.get());
            q.bind(1, std::string_view(id)).bind(2, user).bind(3, now);
            auto r = q.run();
            if (r) return id;
            if (r.error() != store_error::conflict) return failure{r.error()};
        }
        return failure{store_error::conflict};
    });
}

result<session> sqlite_store::find_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<session> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->find_session.get());
        q.bind(1, session_id).bind(2, user).bind(3, impl_->idle_cutoff(impl_->now()));
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::not_found};
        return session{q.text(0), q.text(1), from_unix_s(q.int64(2)), from_unix_s(q.int64(3)),
                       static_cast<int>(q.int64(4)), q.text(5)};
    });
}

result<done> sqlite_store::touch_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        const auto now = impl_->now();
        use q(impl_->touch_session.get());
        q.bind(1, session_id).bind(2, user).bind(3, impl_->idle_cutoff(now)).bind(4, unix_s(now));
        auto changed = q.run();
        if (!changed) return failure{changed.error()};
        if (*changed == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<done> sqlite_store::delete_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        const auto cutoff = impl_->idle_cutoff(impl_->now());
        use q(impl_->delete_session.get());
        q.bind(1, session_id).bind(2, user);
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::not_found};
        const bool was_alive = q.int64(0) >= cutoff;
        if (auto rest = q.run(); !rest) return failure{rest.error()};
        // An idle-expired session is gone either way, and answers like one that never existed.
        if (!was_alive) return failure{store_error::not_found};
        return done{};
    });
}

result<done> sqlite_store::set_session_language(std::string_view session_id, std::string_view language) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->set_language.get());
        q.bind(1, session_id).bind(2, language);
        auto changed = q.run();
        if (!changed) return failure{changed.error()};
        if (*changed == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<std::int64_t> sqlite_store::expire_idle(std::chrono::seconds idle, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(impl_->db.get());
        if (auto r = tx.begin(); !r) return failure{r.error()};
        for (auto* statement : {impl_->return_expired.get(), impl_->expire_holds.get()}) {
            use q(statement);
            q.bind(1, unix_s(now));
            if (auto r = q.run(); !r) return failure{r.error()};
        }
        {
            // A returned hold is kept as long as events, for a settle that comes very late.
            use q(impl_->drop_returned_holds.get());
            q.bind(1, unix_s(now - event_keep));
            if (auto r = q.run(); !r) return failure{r.error()};
        }
        {
            // Events older than every window that reads them (a day) go with the sweep.
            use prune(impl_->prune_events.get());
            prune.bind(1, unix_s(now - event_keep));
            if (auto r = prune.run(); !r) return failure{r.error()};
        }
        use q(impl_->expire_sessions.get());
        q.bind(1, unix_s(now - idle));
        auto expired = q.run();  // cascaded dataset versions are not counted
        if (!expired) return failure{expired.error()};
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return *expired;
    });
}

// --- dataset versions -------------------------------------------------------------------------

result<int> sqlite_store::add_version(std::string_view session_id, const new_version& v) {
    return guarded([&]() -> result<int> {
        if (v.rows < 0) return failure{store_error::conflict};
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(impl_->db.get());
        if (auto r = tx.begin(); !r) return failure{r.error()};
        {
            use q(impl_->session_exists.get());
            q.bind(1, session_id);
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::not_found};
        }
        std::int64_t next = 0;
        {
            use q(impl_->next_version.get());
            q.bind(1, session_id);
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::corrupt};
            next = q.int64(0);
        }
        if (next < 1 || next > std::numeric_limits<int>::max()) {
            return failure{store_error::conflict};
        }
        {
            use q(impl_->insert_version.get());
            q.bind(1, session_id)
                .bind(2, next)
                .bind(3, to_string(v.source))
                .bind(4, v.rows)
                .bind(5, v.columns_json)
                .bind(6, v.csv)
                .bind(7, v.code)
                .bind(8, unix_s(impl_->now()))
                .bind(9, v.plot_json);
            if (auto r = q.run(); !r) return failure{r.error()};
        }
        if (v.settles_hold != 0) {
            if (auto r = impl_->end_hold_locked(v.settles_hold, true); !r && r.error() != store_error::not_found) {
                return failure{r.error()};
            }
        }
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return static_cast<int>(next);
    });
}

result<dataset_version> sqlite_store::get_version(std::string_view session_id,
                                                  std::optional<int> version) {
    return guarded([&]() -> result<dataset_version> {
        const std::scoped_lock lock(impl_->mutex);
        use q(version ? impl_->one_version.get() : impl_->latest_version.get());
        q.bind(1, session_id);
        if (version) q.bind(2, std::int64_t{*version});
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::not_found};
        const auto source = parse_dataset_source(q.text(1));
        if (!source) return failure{store_error::corrupt};
        dataset_version out;
        out.version = static_cast<int>(q.int64(0));
        out.source = *source;
        out.confirmed = q.int64(2) != 0;
        out.rows = q.int64(3);
        out.columns_json = q.text(4);
        out.csv = q.text(5);
        out.code = q.nullable_text(6);
        out.created_at = from_unix_s(q.int64(7));
        out.plot_json = q.text(8);
        return out;
    });
}

result<done> sqlite_store::confirm_version(std::string_view session_id, int version) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->confirm.get());
        q.bind(1, session_id).bind(2, std::int64_t{version});
        auto changed = q.run();
        if (!changed) return failure{changed.error()};
        if (*changed == 0) return failure{store_error::not_found};
        return done{};  // confirming twice is not an error
    });
}

result<std::vector<version_summary>> sqlite_store::list_versions(std::string_view session_id, int limit) {
    return guarded([&]() -> result<std::vector<version_summary>> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->list_versions.get());
        q.bind(1, session_id).bind(2, std::int64_t{limit});
        std::vector<version_summary> out;
        for (;;) {
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) break;
            const auto source = parse_dataset_source(q.text(1));
            if (!source) return failure{store_error::corrupt};
            out.push_back(version_summary{.version = static_cast<int>(q.int64(0)),
                                          .source = *source,
                                          .confirmed = q.int64(2) != 0,
                                          .rows = q.int64(3),
                                          .created_at = from_unix_s(q.int64(4))});
        }
        return out;
    });
}

result<done> sqlite_store::set_plot(std::string_view session_id, int version, std::string_view plot_json) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->set_plot.get());
        q.bind(1, session_id).bind(2, std::int64_t{version}).bind(3, plot_json);
        auto changed = q.run();
        if (!changed) return failure{changed.error()};
        if (*changed == 0) return failure{store_error::not_found};
        return done{};
    });
}

// --- the chat history -------------------------------------------------------------------------

result<done> sqlite_store::add_chat_entries(std::string_view session_id, const std::vector<std::string>& entries) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(impl_->db.get());
        if (auto r = tx.begin(); !r) return failure{r.error()};
        {
            use q(impl_->session_exists.get());
            q.bind(1, session_id);
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::not_found};
        }
        const auto now = unix_s(impl_->now());
        for (const auto& entry : entries) {
            use q(impl_->insert_chat.get());
            q.bind(1, session_id).bind(2, now).bind(3, std::string_view(entry));
            if (auto r = q.run(); !r) return failure{r.error()};
        }
        {
            use q(impl_->prune_chat.get());
            q.bind(1, session_id).bind(2, std::int64_t{chat_entries_kept});
            if (auto r = q.run(); !r) return failure{r.error()};
        }
        return tx.commit();
    });
}

result<std::vector<chat_entry>> sqlite_store::chat_entries(std::string_view session_id, int limit) {
    return guarded([&]() -> result<std::vector<chat_entry>> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->list_chat.get());
        q.bind(1, session_id).bind(2, std::int64_t{limit});
        std::vector<chat_entry> out;
        for (;;) {
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) break;
            out.push_back(chat_entry{q.text(0), from_unix_s(q.int64(1))});
        }
        return out;
    });
}

// --- daily counters ---------------------------------------------------------------------------

result<int> sqlite_store::take_daily(std::string_view user, std::string_view counter, int limit,
                                     time_point now) {
    return guarded([&]() -> result<int> {
        // The upsert's first use inserts 1 unconditionally, so a zero limit is refused here.
        if (limit <= 0) return failure{store_error::limit_reached};
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        use q(impl_->take.get());
        q.bind(1, user).bind(2, counter).bind(3, std::string_view(day));
        q.bind(4, std::int64_t{limit});
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::limit_reached};  // the WHERE refused the update
        const auto uses = q.int64(0);
        if (auto rest = q.run(); !rest) return failure{rest.error()};
        return static_cast<int>(limit - uses);
    });
}

result<daily_hold> sqlite_store::take_daily_held(std::string_view user, std::string_view counter, int limit,
                                                 time_point now, time_point expires) {
    return guarded([&]() -> result<daily_hold> {
        if (limit <= 0) return failure{store_error::limit_reached};
        const std::scoped_lock lock(impl_->mutex);
        detail::write_transaction tx(impl_->db.get());
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const std::string day = utc_day(now);
        std::int64_t uses = 0;
        {
            use q(impl_->take.get());
            q.bind(1, user).bind(2, counter).bind(3, std::string_view(day));
            q.bind(4, std::int64_t{limit});
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::limit_reached};
            uses = q.int64(0);
            if (auto rest = q.run(); !rest) return failure{rest.error()};
        }
        daily_hold out;
        out.remaining = static_cast<int>(limit - uses);
        {
            use q(impl_->insert_hold.get());
            q.bind(1, user).bind(2, counter).bind(3, std::string_view(day)).bind(4, unix_s(expires));
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::corrupt};
            out.id = q.int64(0);
            if (auto rest = q.run(); !rest) return failure{rest.error()};
        }
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return out;
    });
}

result<done> sqlite_store::settle_daily(std::int64_t hold) {
    return guarded([&] { return impl_->end_hold_alone(hold, true); });
}

result<done> sqlite_store::give_back_held(std::int64_t hold) {
    return guarded([&] { return impl_->end_hold_alone(hold, false); });
}

result<int> sqlite_store::give_back_daily(std::string_view user, std::string_view counter,
                                          time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        use q(impl_->give_back.get());
        q.bind(1, user).bind(2, counter).bind(3, std::string_view(day));
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::not_found};
        const auto uses = q.int64(0);
        if (auto rest = q.run(); !rest) return failure{rest.error()};
        return static_cast<int>(uses);
    });
}

result<int> sqlite_store::daily_count(std::string_view user, std::string_view counter,
                                      time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        use q(impl_->count.get());
        q.bind(1, user).bind(2, counter).bind(3, std::string_view(day));
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return 0;
        return static_cast<int>(q.int64(0));
    });
}

result<std::int64_t> sqlite_store::add_daily(std::string_view user, std::string_view counter,
                                            std::int64_t amount, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        if (amount < 0) return failure{store_error::conflict};
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        use q(impl_->add_amount.get());
        q.bind(1, user).bind(2, counter).bind(3, std::string_view(day)).bind(4, amount);
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::corrupt};
        const auto total = q.int64(0);
        if (auto rest = q.run(); !rest) return failure{rest.error()};
        return total;
    });
}

// --- the chat turn's limits -------------------------------------------------------------------

result<int> sqlite_store::add_session_refusal(std::string_view session_id) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->add_refusal.get());
        q.bind(1, session_id);
        auto row = q.step();
        if (!row) return failure{row.error()};
        if (!*row) return failure{store_error::not_found};
        const auto n = q.int64(0);
        if (auto rest = q.run(); !rest) return failure{rest.error()};
        return static_cast<int>(n);
    });
}

result<std::int64_t> sqlite_store::take_event(std::string_view user, std::string_view kind, int limit,
                                             std::chrono::seconds window, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        if (limit <= 0) return failure{store_error::limit_reached};
        const std::scoped_lock lock(impl_->mutex);
        // The count and the insert in one write transaction: two instances cannot both see
        // limit - 1 and both record.
        detail::write_transaction tx(impl_->db.get());
        if (auto r = tx.begin(); !r) return failure{r.error()};
        {
            use q(impl_->count_events.get());
            q.bind(1, user).bind(2, kind).bind(3, unix_s(now - window));
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (*row && q.int64(0) >= limit) return failure{store_error::limit_reached};
        }
        std::int64_t id = 0;
        {
            use q(impl_->insert_event.get());
            q.bind(1, user).bind(2, kind).bind(3, unix_s(now));
            auto row = q.step();
            if (!row) return failure{row.error()};
            if (!*row) return failure{store_error::corrupt};
            id = q.int64(0);
            if (auto rest = q.run(); !rest) return failure{rest.error()};
        }
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return id;
    });
}

result<done> sqlite_store::give_back_event(std::int64_t id) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->delete_event.get());
        q.bind(1, id);
        auto changed = q.run();
        if (!changed) return failure{changed.error()};
        if (*changed == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<int> sqlite_store::count_events(std::string_view user, std::string_view kind, std::chrono::seconds window,
                                       time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        use q(impl_->count_events.get());
        q.bind(1, user).bind(2, kind).bind(3, unix_s(now - window));
        auto row = q.step();
        if (!row) return failure{row.error()};
        return *row ? static_cast<int>(q.int64(0)) : 0;
    });
}

}  // namespace anyplot::agents::store
