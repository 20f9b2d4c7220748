#pragma once
// Internal: the PostgreSQL schema and its migration steps, numbered like SQLite's (docs/store.md).
#include "agents/store/pg_connection.hpp"

namespace anyplot::agents::store::detail {

inline constexpr int latest_pg_schema_version = 4;

// Applies every missing step in one transaction under an advisory lock, so agents instances
// starting together against a new database migrate it once. corrupt when the database's schema
// is newer than this build's.
[[nodiscard]] result<done> migrate(pg_connection& c);

}  // namespace anyplot::agents::store::detail
