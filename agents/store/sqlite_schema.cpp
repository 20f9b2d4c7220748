#include "agents/store/sqlite_schema.hpp"

#include "agents/store/sqlite_statement.hpp"

#include <array>
#include <string_view>

namespace anyplot::agents::store::detail {

using anyplot::common::failure;

namespace {

// Step n brings the schema from version n-1 to n. Steps are append-only: a released step never
// changes. Column names avoid words PostgreSQL reserves (user, rows).
constexpr std::array<std::string_view, latest_schema_version> steps = {
    // v1
    R"sql(
CREATE TABLE sessions (
    id           TEXT    NOT NULL PRIMARY KEY,
    user_id      TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL
) STRICT;
CREATE INDEX sessions_by_last_used ON sessions (last_used_at);

CREATE TABLE dataset_versions (
    session_id   TEXT    NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    version      INTEGER NOT NULL CHECK (version >= 1),
    source       TEXT    NOT NULL CHECK (source IN ('paste', 'code', 'formula')),
    confirmed    INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1)),
    row_count    INTEGER NOT NULL CHECK (row_count >= 0),
    columns_json TEXT    NOT NULL,
    csv          TEXT    NOT NULL,
    code         TEXT,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (session_id, version)
) STRICT;

CREATE TABLE daily_counts (
    user_id TEXT    NOT NULL,
    counter TEXT    NOT NULL,
    day     TEXT    NOT NULL,
    uses    INTEGER NOT NULL CHECK (uses >= 0),
    PRIMARY KEY (user_id, counter, day)
) STRICT;
)sql",
    // v2: the chat turn's limits (a session's scope refusals; per-user events in rolling windows)
    R"sql(
ALTER TABLE sessions ADD COLUMN refusals INTEGER NOT NULL DEFAULT 0 CHECK (refusals >= 0);

CREATE TABLE user_events (
    id      INTEGER NOT NULL PRIMARY KEY,
    user_id TEXT    NOT NULL,
    kind    TEXT    NOT NULL,
    at      INTEGER NOT NULL
) STRICT;
CREATE INDEX user_events_by_user ON user_events (user_id, kind, at);
)sql",
    // v3: how each version is drawn, the session's language, the chat history
    R"sql(
ALTER TABLE dataset_versions ADD COLUMN plot_json TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN language TEXT NOT NULL DEFAULT '';

CREATE TABLE chat_entries (
    id         INTEGER NOT NULL PRIMARY KEY,
    session_id TEXT    NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    at         INTEGER NOT NULL,
    entry      TEXT    NOT NULL
) STRICT;
CREATE INDEX chat_entries_by_session ON chat_entries (session_id, id);
)sql",
    // v4: daily uses held while the call that took them runs (store.hpp, take_daily_held)
    R"sql(
CREATE TABLE daily_holds (
    id         INTEGER NOT NULL PRIMARY KEY,
    user_id    TEXT    NOT NULL,
    counter    TEXT    NOT NULL,
    day        TEXT    NOT NULL,
    expires_at INTEGER NOT NULL,
    returned   INTEGER NOT NULL DEFAULT 0 CHECK (returned IN (0, 1))
) STRICT;
CREATE INDEX daily_holds_by_expiry ON daily_holds (returned, expires_at);
)sql",
};

}  // namespace

result<done> migrate(sqlite_connection& db) {
    write_transaction tx(db);
    if (auto r = tx.begin(); !r) return r;
    if (auto r = db.exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL) STRICT"); !r) return r;
    auto read = db.run("SELECT max(version) FROM schema_version");
    if (!read) return failure{read.error()};
    // NULL (an empty table) reads as 0.
    const std::int64_t current = read->empty() ? 0 : (*read)[0].int64(0);
    if (current < 0 || current > latest_schema_version) return failure{store_error::corrupt};
    if (current == latest_schema_version) return tx.commit();

    for (auto v = current; v < latest_schema_version; ++v) {
        const std::string step(steps[static_cast<std::size_t>(v)]);
        if (auto r = db.exec(step.c_str()); !r) return r;
    }
    if (auto r = db.run("DELETE FROM schema_version"); !r) return failure{r.error()};
    if (auto r = db.run("INSERT INTO schema_version (version) VALUES (?1)", {latest_schema_version}); !r) {
        return failure{r.error()};
    }
    return tx.commit();
}

}  // namespace anyplot::agents::store::detail
