#include "agents/store/pg_schema.hpp"

#include <array>
#include <string_view>

namespace anyplot::agents::store::detail {

using anyplot::common::failure;

namespace {

// Step n brings the schema from version n-1 to n; append-only, like sqlite_schema.cpp's, and the
// same tables. Times are Unix seconds (BIGINT) as in SQLite, so both back ends answer alike. The
// CSV and the code are BYTEA: a table may hold any byte (a NUL too), which TEXT refuses.
constexpr std::array<std::string_view, latest_pg_schema_version> steps = {
    // v1
    R"sql(
CREATE TABLE sessions (
    id           TEXT   NOT NULL PRIMARY KEY,
    user_id      TEXT   NOT NULL,
    created_at   BIGINT NOT NULL,
    last_used_at BIGINT NOT NULL
);
CREATE INDEX sessions_by_last_used ON sessions (last_used_at);

CREATE TABLE dataset_versions (
    session_id   TEXT    NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    version      INTEGER NOT NULL CHECK (version >= 1),
    source       TEXT    NOT NULL CHECK (source IN ('paste', 'code', 'formula')),
    confirmed    BOOLEAN NOT NULL DEFAULT false,
    row_count    BIGINT  NOT NULL CHECK (row_count >= 0),
    columns_json TEXT    NOT NULL,
    csv          BYTEA   NOT NULL,
    code         BYTEA,
    created_at   BIGINT  NOT NULL,
    PRIMARY KEY (session_id, version)
);

CREATE TABLE daily_counts (
    user_id TEXT   NOT NULL,
    counter TEXT   NOT NULL,
    day     TEXT   NOT NULL,
    uses    BIGINT NOT NULL CHECK (uses >= 0),
    PRIMARY KEY (user_id, counter, day)
);
)sql",
    // v2: the chat turn's limits (a session's scope refusals; per-user events in rolling windows)
    R"sql(
ALTER TABLE sessions ADD COLUMN refusals INTEGER NOT NULL DEFAULT 0 CHECK (refusals >= 0);

CREATE TABLE user_events (
    id      BIGSERIAL NOT NULL PRIMARY KEY,
    user_id TEXT      NOT NULL,
    kind    TEXT      NOT NULL,
    at      BIGINT    NOT NULL
);
CREATE INDEX user_events_by_user ON user_events (user_id, kind, at);
)sql",
    // v3: how each version is drawn, the session's language, the chat history
    R"sql(
ALTER TABLE dataset_versions ADD COLUMN plot_json TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN language TEXT NOT NULL DEFAULT '';

CREATE TABLE chat_entries (
    id         BIGSERIAL NOT NULL PRIMARY KEY,
    session_id TEXT      NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    at         BIGINT    NOT NULL,
    entry      TEXT      NOT NULL
);
CREATE INDEX chat_entries_by_session ON chat_entries (session_id, id);
)sql",
    // v4: daily uses held while the call that took them runs (store.hpp, take_daily_held)
    R"sql(
CREATE TABLE daily_holds (
    id         BIGSERIAL NOT NULL PRIMARY KEY,
    user_id    TEXT      NOT NULL,
    counter    TEXT      NOT NULL,
    day        TEXT      NOT NULL,
    expires_at BIGINT    NOT NULL,
    returned   BOOLEAN   NOT NULL DEFAULT false
);
CREATE INDEX daily_holds_by_expiry ON daily_holds (returned, expires_at);
)sql",
};

// pg_advisory_xact_lock's key for the migration (any constant no other code uses).
constexpr std::string_view migration_lock = "SELECT pg_advisory_xact_lock(7318201455)";

}  // namespace

result<done> migrate(pg_connection& c) {
    pg_transaction tx(c);
    if (auto r = tx.begin(); !r) return r;
    if (auto r = c.run(migration_lock); !r) return failure{r.error()};
    if (auto r = c.run("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"); !r) {
        return failure{r.error()};
    }
    auto read = c.run("SELECT coalesce(max(version), 0) FROM schema_version");
    if (!read) return failure{read.error()};
    auto current = read->int64(0, 0);
    if (!current) return failure{current.error()};
    if (*current < 0 || *current > latest_pg_schema_version) return failure{store_error::corrupt};
    if (*current == latest_pg_schema_version) return tx.commit();
    for (auto v = *current; v < latest_pg_schema_version; ++v) {
        // A step is several statements: the simple query protocol (no parameters) runs them all.
        if (auto r = c.run_script(steps[static_cast<std::size_t>(v)]); !r) return r;
    }
    if (auto r = c.run("DELETE FROM schema_version"); !r) return failure{r.error()};
    if (auto r = c.run("INSERT INTO schema_version (version) VALUES ($1)", {std::int64_t{latest_pg_schema_version}});
        !r) {
        return failure{r.error()};
    }
    return tx.commit();
}

}  // namespace anyplot::agents::store::detail
