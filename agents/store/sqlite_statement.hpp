#pragma once
// Internal to sqlite_store.cpp: RAII over a prepared statement and its use. Values are only ever
// bound as parameters; the SQL text of every statement is a constant.
#include "agents/store/store.hpp"

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::agents::store::detail {

// SQLite result code → store_error (extended codes are reduced to their primary code).
[[nodiscard]] store_error error_of(int rc) noexcept;

struct stmt_deleter {
    void operator()(sqlite3_stmt* s) const noexcept { sqlite3_finalize(s); }
};
using stmt_ptr = std::unique_ptr<sqlite3_stmt, stmt_deleter>;

[[nodiscard]] result<stmt_ptr> prepare(sqlite3* db, std::string_view sql);

// One use of a prepared statement: bind, step, read; reset and clear the bindings on scope exit so
// the next use starts clean and no borrowed buffer stays bound.
class use {
public:
    explicit use(sqlite3_stmt* s) noexcept : s_(s) {}
    use(const use&) = delete;
    use& operator=(const use&) = delete;
    ~use();

    // Bind failures are remembered and reported by the next step().
    use& bind(int index, std::string_view text) noexcept;  // borrowed until the use ends
    use& bind(int index, std::int64_t value) noexcept;
    use& bind(int index, std::optional<std::string_view> text) noexcept;

    // SQLITE_ROW → true, SQLITE_DONE → false, anything else → the mapped error.
    [[nodiscard]] result<bool> step() noexcept;
    // Steps to the end (for writes); answers the number of rows changed by this statement.
    [[nodiscard]] result<std::int64_t> run() noexcept;

    [[nodiscard]] std::int64_t int64(int col) const noexcept;
    [[nodiscard]] std::string text(int col) const;
    [[nodiscard]] std::optional<std::string> nullable_text(int col) const;

private:
    sqlite3_stmt* s_;
    int bind_rc_ = SQLITE_OK;
};

// Runs constant SQL (pragmas, DDL, transaction control); never SQL built from data.
[[nodiscard]] result<done> exec(sqlite3* db, const char* sql);

// BEGIN IMMEDIATE: takes the write lock up front (waiting up to the busy timeout), so what the
// transaction reads cannot change before it writes, across connections and processes. Rolls back
// unless committed.
class write_transaction {
public:
    explicit write_transaction(sqlite3* db) noexcept : db_(db) {}
    write_transaction(const write_transaction&) = delete;
    write_transaction& operator=(const write_transaction&) = delete;
    ~write_transaction();
    [[nodiscard]] result<done> begin();
    [[nodiscard]] result<done> commit();

private:
    sqlite3* db_;
    bool open_ = false;
};

}  // namespace anyplot::agents::store::detail
