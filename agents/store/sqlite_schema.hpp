#pragma once
// Internal: the SQLite schema and its migration steps (docs/store.md restates the schema).
#include "agents/store/store.hpp"

#include <sqlite3.h>

namespace anyplot::agents::store::detail {

inline constexpr int latest_schema_version = 4;

// Applies every missing migration step in one write transaction, so two processes opening a new
// file at once cannot both create it. corrupt when the file's schema is newer than this build's.
[[nodiscard]] result<done> migrate(sqlite3* db);

}  // namespace anyplot::agents::store::detail
