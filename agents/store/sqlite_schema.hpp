#pragma once
// Internal: the SQLite schema and its migration steps (docs/store.md restates the schema).
#include "agents/store/sqlite_statement.hpp"

namespace anyplot::agents::store::detail {

inline constexpr int latest_schema_version = 4;

// Applies every missing migration step in one write transaction, so two processes opening a new
// file at once cannot both create it. corrupt when the file's schema is newer than this build's.
[[nodiscard]] result<done> migrate(sqlite_connection& db);

}  // namespace anyplot::agents::store::detail
