#include "agents/store/postgres_store.hpp"

#include "agents/store/pg_connection.hpp"
#include "agents/store/pg_schema.hpp"
#include "agents/store/store_detail.hpp"
#include "common/crypto.hpp"

#include <limits>
#include <mutex>

namespace anyplot::agents::store {

using anyplot::common::failure;
using detail::event_keep;
using detail::from_unix_s;
using detail::guarded;
using detail::pg_param;
using detail::pg_rows;
using detail::pg_transaction;
using detail::unix_s;

// The version the class reports is the one its migration writes.
static_assert(postgres_store::schema_version() == detail::latest_pg_schema_version);

namespace {

// A count column that fits an int (the interface's counters are ints).
result<int> small(const result<std::int64_t>& v) {
    if (!v) return failure{v.error()};
    if (*v < std::numeric_limits<int>::min() || *v > std::numeric_limits<int>::max()) {
        return failure{store_error::corrupt};
    }
    return static_cast<int>(*v);
}

result<dataset_source> source_of(const pg_rows& rows, int row, int col) {
    const auto s = parse_dataset_source(rows.text(row, col));
    if (!s) return failure{store_error::corrupt};
    return *s;
}

}  // namespace

struct postgres_store::impl {
    store_options options;
    std::mutex mutex;  // one connection: one statement at a time
    std::unique_ptr<detail::pg_connection> db;

    time_point now() const { return detail::now_of(options); }
    std::int64_t idle_cutoff(time_point t) const { return unix_s(t - options.idle_timeout); }

    // Ends a hold (the mutex held, inside the caller's transaction): `counts` keeps its use (or
    // counts it again when the sweep returned it already), otherwise gives it back (unless the
    // sweep did). not_found when there is no such hold.
    result<done> end_hold(std::int64_t hold, bool counts) {
        auto ended = db->run("DELETE FROM daily_holds WHERE id = $1 RETURNING returned::int, user_id, counter, day",
                             {hold});
        if (!ended) return failure{ended.error()};
        if (ended->size() == 0) return failure{store_error::not_found};
        const auto returned = ended->int64(0, 0);
        if (!returned) return failure{returned.error()};
        if (counts == (*returned == 0)) return done{};  // the count already says it
        const std::string user = ended->text(0, 1), counter = ended->text(0, 2), day = ended->text(0, 3);
        auto r = counts ? db->run("INSERT INTO daily_counts AS d (user_id, counter, day, uses) VALUES ($1, $2, $3, 1)"
                                  " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = d.uses + 1",
                                  {std::string_view(user), std::string_view(counter), std::string_view(day)})
                        : db->run("UPDATE daily_counts SET uses = uses - 1"
                                  " WHERE user_id = $1 AND counter = $2 AND day = $3 AND uses > 0",
                                  {std::string_view(user), std::string_view(counter), std::string_view(day)});
        if (!r) return failure{r.error()};
        return done{};
    }

    // One use of the day's counter (inside the caller's transaction when it has one); answers the
    // day's uses after it, limit_reached at the limit. One statement: the conflicting row is
    // locked, so the check against the limit and the increment cannot interleave with another
    // instance's.
    result<std::int64_t> take_daily(std::string_view user, std::string_view counter, int limit, time_point now) {
        // The upsert's first use inserts 1 unconditionally, so a zero limit is refused here.
        if (limit <= 0) return failure{store_error::limit_reached};
        const std::string day = utc_day(now);
        auto rows = db->run(
            "INSERT INTO daily_counts AS d (user_id, counter, day, uses) VALUES ($1, $2, $3, 1)"
            " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = d.uses + 1"
            " WHERE d.uses < $4 RETURNING uses",
            {user, counter, std::string_view(day), std::int64_t{limit}});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::limit_reached};  // the WHERE refused the update
        return rows->int64(0, 0);
    }

    result<std::int64_t> count_events(std::string_view user, std::string_view kind, std::chrono::seconds window,
                                      time_point now) {
        auto rows = db->run("SELECT count(*) FROM user_events WHERE user_id = $1 AND kind = $2 AND at > $3",
                            {user, kind, unix_s(now - window)});
        if (!rows) return failure{rows.error()};
        return rows->int64(0, 0);
    }

    // Inside the caller's transaction: the count and the insert under one advisory lock per
    // (user, kind), held to its commit, so two instances cannot both see limit - 1 and both record.
    result<std::int64_t> take_event(std::string_view user, std::string_view kind, int limit,
                                    std::chrono::seconds window, time_point now) {
        if (limit <= 0) return failure{store_error::limit_reached};
        if (auto r = db->run("SELECT pg_advisory_xact_lock(hashtextextended($1 || chr(31) || $2, 0))", {user, kind});
            !r) {
            return failure{r.error()};
        }
        const auto n = count_events(user, kind, window, now);
        if (!n) return n;
        if (*n >= limit) return failure{store_error::limit_reached};
        auto id = db->run("INSERT INTO user_events (user_id, kind, at) VALUES ($1, $2, $3) RETURNING id",
                          {user, kind, unix_s(now)});
        if (!id) return failure{id.error()};
        return id->int64(0, 0);
    }

    // end_hold in a transaction of its own (settle_daily, give_back_held).
    result<done> end_hold_alone(std::int64_t hold, bool counts) {
        const std::scoped_lock lock(mutex);
        pg_transaction tx(*db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        if (auto r = end_hold(hold, counts); !r) return r;
        return tx.commit();
    }
};

result<std::unique_ptr<postgres_store>> postgres_store::open(std::string_view url, store_options options) {
    return guarded([&]() -> result<std::unique_ptr<postgres_store>> {
        auto i = std::make_unique<impl>();
        i->options = std::move(options);
        auto c = detail::pg_connection::open(url);
        if (!c) return failure{c.error()};
        i->db = std::move(c).value();
        if (auto r = detail::migrate(*i->db); !r) return failure{r.error()};
        return std::unique_ptr<postgres_store>(new postgres_store(std::move(i)));
    });
}

postgres_store::postgres_store(std::unique_ptr<impl> i) noexcept : impl_(std::move(i)) {}
postgres_store::~postgres_store() = default;

// --- sessions ---------------------------------------------------------------------------------

result<std::string> postgres_store::create_session(std::string_view user) {
    return guarded([&]() -> result<std::string> {
        const std::scoped_lock lock(impl_->mutex);
        const auto now = unix_s(impl_->now());
        for (int attempt = 0; attempt < detail::session_id_attempts; ++attempt) {
            std::string id = common::crypto::random_hex(16);
            auto r = impl_->db->run(
                "INSERT INTO sessions (id, user_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)",
                {std::string_view(id), user, now});
            if (r) return id;
            if (r.error() != store_error::conflict) return failure{r.error()};
        }
        return failure{store_error::conflict};
    });
}

result<session> postgres_store::find_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<session> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run(
            "SELECT id, user_id, created_at, last_used_at, refusals, language FROM sessions"
            " WHERE id = $1 AND user_id = $2 AND last_used_at >= $3",
            {session_id, user, impl_->idle_cutoff(impl_->now())});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::not_found};
        const auto created = rows->int64(0, 2), used = rows->int64(0, 3);
        const auto refusals = small(rows->int64(0, 4));
        if (!created || !used || !refusals) return failure{store_error::corrupt};
        return session{rows->text(0, 0), rows->text(0, 1), from_unix_s(*created), from_unix_s(*used), *refusals,
                       rows->text(0, 5)};
    });
}

result<done> postgres_store::touch_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        const auto now = impl_->now();
        // GREATEST: a clock stepping back never shortens a session's life.
        auto r = impl_->db->run(
            "UPDATE sessions SET last_used_at = GREATEST(last_used_at, $4)"
            " WHERE id = $1 AND user_id = $2 AND last_used_at >= $3",
            {session_id, user, impl_->idle_cutoff(now), unix_s(now)});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<done> postgres_store::delete_session(std::string_view session_id, std::string_view user) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        const auto cutoff = impl_->idle_cutoff(impl_->now());
        auto rows = impl_->db->run("DELETE FROM sessions WHERE id = $1 AND user_id = $2 RETURNING last_used_at",
                                   {session_id, user});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::not_found};
        const auto used = rows->int64(0, 0);
        if (!used) return failure{used.error()};
        // An idle-expired session is gone either way, and answers like one that never existed.
        if (*used < cutoff) return failure{store_error::not_found};
        return done{};
    });
}

result<done> postgres_store::set_session_language(std::string_view session_id, std::string_view language) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("UPDATE sessions SET language = $2 WHERE id = $1", {session_id, language});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<std::int64_t> postgres_store::expire_idle(std::chrono::seconds idle, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        // Each open hold past its expiry gives its use back, once: a concurrent sweep's UPDATE
        // waits on the rows this one marks and then skips them (returned is no longer false).
        // Returned holds are kept as long as events, for a settle that comes very late.
        if (auto r = impl_->db->run(
                "WITH gone AS (UPDATE daily_holds SET returned = true WHERE returned = false AND expires_at < $1"
                " RETURNING user_id, counter, day), n AS (SELECT user_id, counter, day, count(*) AS k FROM gone"
                " GROUP BY user_id, counter, day) UPDATE daily_counts d SET uses = greatest(d.uses - n.k, 0) FROM n"
                " WHERE d.user_id = n.user_id AND d.counter = n.counter AND d.day = n.day",
                {unix_s(now)});
            !r) {
            return failure{r.error()};
        }
        if (auto r = impl_->db->run("DELETE FROM daily_holds WHERE returned AND expires_at < $1",
                                    {unix_s(now - event_keep)});
            !r) {
            return failure{r.error()};
        }
        if (auto r = impl_->db->run("DELETE FROM user_events WHERE at < $1", {unix_s(now - event_keep)}); !r) {
            return failure{r.error()};
        }
        auto r = impl_->db->run("DELETE FROM sessions WHERE last_used_at < $1", {unix_s(now - idle)});
        if (!r) return failure{r.error()};
        const auto expired = r->changed();  // cascaded dataset versions are not counted
        if (auto c = tx.commit(); !c) return failure{c.error()};
        return expired;
    });
}

// --- dataset versions -------------------------------------------------------------------------

result<int> postgres_store::add_version(std::string_view session_id, const new_version& v) {
    return guarded([&]() -> result<int> {
        if (v.rows < 0) return failure{store_error::conflict};
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        // The session's row lock serializes version numbering across instances: max + 1 is read
        // by one transaction at a time.
        auto locked = impl_->db->run("SELECT 1 FROM sessions WHERE id = $1 FOR UPDATE", {session_id});
        if (!locked) return failure{locked.error()};
        if (locked->size() == 0) return failure{store_error::not_found};
        auto next = impl_->db->run(
            "SELECT coalesce(max(version), 0) + 1 FROM dataset_versions WHERE session_id = $1", {session_id});
        if (!next) return failure{next.error()};
        const auto n = next->int64(0, 0);
        if (!n) return failure{n.error()};
        if (*n < 1 || *n > std::numeric_limits<int>::max()) return failure{store_error::conflict};
        auto inserted = impl_->db->run(
            "INSERT INTO dataset_versions (session_id, version, source, confirmed, row_count,"
            " columns_json, csv, code, created_at, plot_json) VALUES ($1, $2, $3, false, $4, $5, $6, $7, $8, $9)",
            {session_id, *n, to_string(v.source), v.rows, v.columns_json, pg_param::bytes(v.csv),
             pg_param::bytes(v.code), unix_s(impl_->now()), v.plot_json});
        if (!inserted) return failure{inserted.error()};
        if (v.settles_hold != 0) {
            if (auto r = impl_->end_hold(v.settles_hold, true); !r && r.error() != store_error::not_found) {
                return failure{r.error()};
            }
        }
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return static_cast<int>(*n);
    });
}

result<dataset_version> postgres_store::get_version(std::string_view session_id, std::optional<int> version) {
    return guarded([&]() -> result<dataset_version> {
        const std::scoped_lock lock(impl_->mutex);
        constexpr std::string_view columns =
            "SELECT version, source, confirmed, row_count, columns_json, csv, code, created_at, plot_json"
            " FROM dataset_versions WHERE session_id = $1";
        auto rows = version ? impl_->db->run(std::string(columns) + " AND version = $2",
                                             {session_id, std::int64_t{*version}})
                            : impl_->db->run(std::string(columns) + " ORDER BY version DESC LIMIT 1", {session_id});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::not_found};
        const auto number = small(rows->int64(0, 0));
        const auto source = source_of(*rows, 0, 1);
        const auto count = rows->int64(0, 3);
        auto csv = rows->bytes(0, 5);
        auto code = rows->bytes(0, 6);
        const auto created = rows->int64(0, 7);
        if (!number || !source || !count || !csv || !*csv || !code || !created) return failure{store_error::corrupt};
        dataset_version out;
        out.version = *number;
        out.source = *source;
        out.confirmed = rows->text(0, 2) == "t";
        out.rows = *count;
        out.columns_json = rows->text(0, 4);
        out.csv = std::move(**csv);
        out.code = std::move(*code);
        out.created_at = from_unix_s(*created);
        out.plot_json = rows->text(0, 8);
        return out;
    });
}

result<done> postgres_store::confirm_version(std::string_view session_id, int version) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("UPDATE dataset_versions SET confirmed = true WHERE session_id = $1 AND version = $2",
                                {session_id, std::int64_t{version}});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};  // confirming twice is not an error
    });
}

result<std::vector<version_summary>> postgres_store::list_versions(std::string_view session_id, int limit) {
    return guarded([&]() -> result<std::vector<version_summary>> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run(
            "SELECT version, source, confirmed, row_count, created_at FROM dataset_versions"
            " WHERE session_id = $1 ORDER BY version DESC LIMIT $2",
            {session_id, std::int64_t{limit < 0 ? 0 : limit}});
        if (!rows) return failure{rows.error()};
        std::vector<version_summary> out;
        for (int i = 0; i < rows->size(); ++i) {
            const auto number = small(rows->int64(i, 0));
            const auto source = source_of(*rows, i, 1);
            const auto count = rows->int64(i, 3);
            const auto created = rows->int64(i, 4);
            if (!number || !source || !count || !created) return failure{store_error::corrupt};
            out.push_back(version_summary{.version = *number,
                                          .source = *source,
                                          .confirmed = rows->text(i, 2) == "t",
                                          .rows = *count,
                                          .created_at = from_unix_s(*created)});
        }
        return out;
    });
}

result<done> postgres_store::set_plot(std::string_view session_id, int version, std::string_view plot_json) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("UPDATE dataset_versions SET plot_json = $3 WHERE session_id = $1 AND version = $2",
                                {session_id, std::int64_t{version}, plot_json});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

// --- the chat history -------------------------------------------------------------------------

result<done> postgres_store::add_chat_entries(std::string_view session_id, const std::vector<std::string>& entries) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        // The session's row lock keeps two instances' turns from interleaving their lines.
        auto locked = impl_->db->run("SELECT 1 FROM sessions WHERE id = $1 FOR UPDATE", {session_id});
        if (!locked) return failure{locked.error()};
        if (locked->size() == 0) return failure{store_error::not_found};
        const auto now = unix_s(impl_->now());
        for (const auto& entry : entries) {
            auto r = impl_->db->run("INSERT INTO chat_entries (session_id, at, entry) VALUES ($1, $2, $3)",
                                    {session_id, now, std::string_view(entry)});
            if (!r) return failure{r.error()};
        }
        auto pruned = impl_->db->run(
            "DELETE FROM chat_entries WHERE session_id = $1 AND id <= (SELECT id FROM chat_entries"
            " WHERE session_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)",
            {session_id, std::int64_t{chat_entries_kept}});
        if (!pruned) return failure{pruned.error()};
        return tx.commit();
    });
}

result<std::vector<chat_entry>> postgres_store::chat_entries(std::string_view session_id, int limit) {
    return guarded([&]() -> result<std::vector<chat_entry>> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run(
            "SELECT entry, at FROM (SELECT id, entry, at FROM chat_entries WHERE session_id = $1"
            " ORDER BY id DESC LIMIT $2) AS newest ORDER BY id",
            {session_id, std::int64_t{limit < 0 ? 0 : limit}});
        if (!rows) return failure{rows.error()};
        std::vector<chat_entry> out;
        for (int i = 0; i < rows->size(); ++i) {
            const auto at = rows->int64(i, 1);
            if (!at) return failure{store_error::corrupt};
            out.push_back(chat_entry{rows->text(i, 0), from_unix_s(*at)});
        }
        return out;
    });
}

// --- daily counters ---------------------------------------------------------------------------

result<int> postgres_store::take_daily(std::string_view user, std::string_view counter, int limit, time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const auto uses = impl_->take_daily(user, counter, limit, now);
        if (!uses) return failure{uses.error()};
        return static_cast<int>(limit - *uses);
    });
}

result<daily_hold> postgres_store::take_daily_held(std::string_view user, std::string_view counter, int limit,
                                                   time_point now, time_point expires) {
    return guarded([&]() -> result<daily_hold> {
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const auto uses = impl_->take_daily(user, counter, limit, now);
        if (!uses) return failure{uses.error()};
        auto held = impl_->db->run(
            "INSERT INTO daily_holds (user_id, counter, day, expires_at) VALUES ($1, $2, $3, $4) RETURNING id",
            {user, counter, std::string_view(utc_day(now)), unix_s(expires)});
        if (!held) return failure{held.error()};
        const auto id = held->int64(0, 0);
        if (!id) return failure{id.error()};
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return daily_hold{*id, static_cast<int>(limit - *uses)};
    });
}

result<done> postgres_store::settle_daily(std::int64_t hold) {
    return guarded([&] { return impl_->end_hold_alone(hold, true); });
}

result<done> postgres_store::give_back_held(std::int64_t hold) {
    return guarded([&] { return impl_->end_hold_alone(hold, false); });
}

result<int> postgres_store::give_back_daily(std::string_view user, std::string_view counter, time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        auto rows = impl_->db->run(
            "UPDATE daily_counts SET uses = uses - 1"
            " WHERE user_id = $1 AND counter = $2 AND day = $3 AND uses > 0 RETURNING uses",
            {user, counter, std::string_view(day)});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::not_found};
        return small(rows->int64(0, 0));
    });
}

result<int> postgres_store::daily_count(std::string_view user, std::string_view counter, time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        auto rows = impl_->db->run("SELECT uses FROM daily_counts WHERE user_id = $1 AND counter = $2 AND day = $3",
                                   {user, counter, std::string_view(day)});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return 0;
        return small(rows->int64(0, 0));
    });
}

result<std::int64_t> postgres_store::add_daily(std::string_view user, std::string_view counter, std::int64_t amount,
                                              time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        if (amount < 0) return failure{store_error::conflict};
        const std::scoped_lock lock(impl_->mutex);
        const std::string day = utc_day(now);
        auto rows = impl_->db->run(
            "INSERT INTO daily_counts AS d (user_id, counter, day, uses) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (user_id, counter, day) DO UPDATE SET uses = d.uses + $4 RETURNING uses",
            {user, counter, std::string_view(day), amount});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::corrupt};
        return rows->int64(0, 0);
    });
}

// --- the chat turn's limits -------------------------------------------------------------------

result<int> postgres_store::add_session_refusal(std::string_view session_id) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        auto rows = impl_->db->run("UPDATE sessions SET refusals = refusals + 1 WHERE id = $1 RETURNING refusals",
                                   {session_id});
        if (!rows) return failure{rows.error()};
        if (rows->size() == 0) return failure{store_error::not_found};
        return small(rows->int64(0, 0));
    });
}

result<std::int64_t> postgres_store::take_event(std::string_view user, std::string_view kind, int limit,
                                               std::chrono::seconds window, time_point now) {
    return guarded([&]() -> result<std::int64_t> {
        if (limit <= 0) return failure{store_error::limit_reached};
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const auto id = impl_->take_event(user, kind, limit, window, now);
        if (!id) return id;
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return id;
    });
}

result<done> postgres_store::give_back_event(std::int64_t id) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        auto r = impl_->db->run("DELETE FROM user_events WHERE id = $1", {id});
        if (!r) return failure{r.error()};
        if (r->changed() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<int> postgres_store::count_events(std::string_view user, std::string_view kind, std::chrono::seconds window,
                                         time_point now) {
    return guarded([&]() -> result<int> {
        const std::scoped_lock lock(impl_->mutex);
        return small(impl_->count_events(user, kind, window, now));
    });
}

// --- one chat message -------------------------------------------------------------------------

result<message_admission> postgres_store::admit_message(std::string_view user, const message_caps& caps,
                                                        time_point now) {
    return guarded([&]() -> result<message_admission> {
        const std::scoped_lock lock(impl_->mutex);
        // Every check and both takes in one transaction: a refusal rolls back what was taken; the
        // per-minute take's advisory lock and the daily row's lock keep two instances from both
        // passing at a cap.
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const auto tokens_spent = [&]() -> result<std::int64_t> {
            auto tokens = impl_->db->run("SELECT uses FROM daily_counts WHERE user_id = $1 AND counter = $2 AND day = $3",
                                         {user, to_string(event_kind::tokens), std::string_view(utc_day(now))});
            if (!tokens) return failure{tokens.error()};
            return tokens->size() == 0 ? result<std::int64_t>(0) : tokens->int64(0, 0);
        };
        auto admitted = detail::admit_in_order(*impl_, user, caps, now, tokens_spent);
        if (!admitted || !std::holds_alternative<message_taken>(*admitted)) return admitted;
        if (auto r = tx.commit(); !r) return failure{r.error()};
        return admitted;
    });
}

result<done> postgres_store::give_back_message(std::string_view user, const message_taken& taken) {
    return guarded([&]() -> result<done> {
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        if (auto r = impl_->db->run("DELETE FROM user_events WHERE id = $1", {taken.minute_event}); !r) {
            return failure{r.error()};
        }
        auto day = impl_->db->run(
            "UPDATE daily_counts SET uses = uses - 1"
            " WHERE user_id = $1 AND counter = $2 AND day = $3 AND uses > 0 RETURNING uses",
            {user, to_string(event_kind::messages), std::string_view(utc_day(taken.at))});
        if (!day) return failure{day.error()};
        // The event goes even when the day had nothing left to give back.
        if (auto r = tx.commit(); !r) return failure{r.error()};
        if (day->size() == 0) return failure{store_error::not_found};
        return done{};
    });
}

result<strike_outcome> postgres_store::record_strike(std::string_view user, const strike_caps& caps, time_point now) {
    return guarded([&]() -> result<strike_outcome> {
        const std::scoped_lock lock(impl_->mutex);
        pg_transaction tx(*impl_->db);
        if (auto r = tx.begin(); !r) return failure{r.error()};
        const auto attack = to_string(event_kind::attack);
        if (auto r = impl_->take_event(user, attack, std::numeric_limits<int>::max(), caps.window, now); !r) {
            return failure{r.error()};
        }
        const auto strikes = small(impl_->count_events(user, attack, caps.window, now));
        if (!strikes) return failure{strikes.error()};
        const strike_outcome out{*strikes, *strikes >= caps.strikes};
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
