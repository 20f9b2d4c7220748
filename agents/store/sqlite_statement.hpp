#pragma once
// Internal to the SQLite store: one connection, and `run(sql, params)` answering the rows of a
// statement as values, like pg_connection::run (and userver's sqlite result_set): the store reads
// like the queries it runs. Values are only ever bound as parameters; the SQL text of every
// statement is a constant.
#include "agents/store/store.hpp"

#include <sqlite3.h>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

namespace anyplot::agents::store::detail {

// SQLite result code → store_error (extended codes are reduced to their primary code).
[[nodiscard]] store_error error_of(int rc) noexcept;

struct db_deleter {
    void operator()(sqlite3* db) const noexcept { sqlite3_close_v2(db); }
};
using db_ptr = std::unique_ptr<sqlite3, db_deleter>;

struct stmt_deleter {
    void operator()(sqlite3_stmt* s) const noexcept { sqlite3_finalize(s); }
};
using stmt_ptr = std::unique_ptr<sqlite3_stmt, stmt_deleter>;

// A parameter, bound to ?1..?n in order: text, an integer, or SQL NULL. Text is borrowed; the
// arguments of the run() call outlive it, which is all it needs.
struct sqlite_param {
    std::variant<std::monostate, std::string_view, std::int64_t> value;
    sqlite_param(std::string_view s) : value(s) {}          // NOLINT: implicit on purpose
    sqlite_param(const std::string& s) : value(std::string_view(s)) {}  // NOLINT
    sqlite_param(std::int64_t v) : value(v) {}               // NOLINT
    sqlite_param(int v) : value(std::int64_t{v}) {}          // NOLINT
    sqlite_param(std::optional<std::string_view> s) {        // NOLINT: nullopt binds NULL
        if (s) value = *s;
    }
};

// One row, its columns read by type. Reads follow SQLite's own conversions, so a column reads the
// same as sqlite3_column_* would have: NULL is 0 or "", an integer read as text is its digits.
class sqlite_row {
public:
    using column = std::variant<std::monostate, std::int64_t, std::string>;
    explicit sqlite_row(std::vector<column> columns) noexcept : columns_(std::move(columns)) {}

    [[nodiscard]] bool null(int col) const noexcept;
    [[nodiscard]] std::int64_t int64(int col) const noexcept;
    [[nodiscard]] std::string text(int col) const;
    [[nodiscard]] std::optional<std::string> nullable_text(int col) const;
    // The text, moved out (the stored table and code: up to 200 KB, not copied twice).
    [[nodiscard]] std::string take_text(int col);

private:
    std::vector<column> columns_;
};

// The rows of one statement, read to its end.
class sqlite_rows {
public:
    sqlite_rows(std::vector<sqlite_row> rows, std::int64_t changed) noexcept
        : rows_(std::move(rows)), changed_(changed) {}

    [[nodiscard]] bool empty() const noexcept { return rows_.empty(); }
    [[nodiscard]] std::size_t size() const noexcept { return rows_.size(); }
    [[nodiscard]] sqlite_row& operator[](std::size_t i) noexcept { return rows_[i]; }
    [[nodiscard]] const sqlite_row& operator[](std::size_t i) const noexcept { return rows_[i]; }
    [[nodiscard]] auto begin() noexcept { return rows_.begin(); }
    [[nodiscard]] auto end() noexcept { return rows_.end(); }
    // The number of rows an INSERT/UPDATE/DELETE changed.
    [[nodiscard]] std::int64_t changed() const noexcept { return changed_; }

private:
    std::vector<sqlite_row> rows_;
    std::int64_t changed_ = 0;
};

class sqlite_connection {
public:
    explicit sqlite_connection(db_ptr db) noexcept : db_(std::move(db)) {}
    sqlite_connection(const sqlite_connection&) = delete;
    sqlite_connection& operator=(const sqlite_connection&) = delete;

    [[nodiscard]] sqlite3* handle() const noexcept { return db_.get(); }

    // Runs one statement with parameters ?1..?n to its end. Each distinct SQL text is prepared
    // once and kept (SQLITE_PREPARE_PERSISTENT): the store runs a fixed set of statements, so
    // the cache is bounded by the source. A failed bind or step is the mapped error; the
    // statement is reset and unbound either way, so no borrowed buffer stays bound.
    [[nodiscard]] result<sqlite_rows> run(std::string_view sql, std::initializer_list<sqlite_param> params = {});
    // Runs constant SQL (pragmas, DDL, transaction control), not kept; never SQL built from data.
    [[nodiscard]] result<done> exec(const char* sql);

private:
    struct sql_hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
    };
    db_ptr db_;
    // Declared after db_: finalized before the connection closes.
    std::unordered_map<std::string, stmt_ptr, sql_hash, std::equal_to<>> prepared_;
};

// BEGIN IMMEDIATE: takes the write lock up front (waiting up to the busy timeout), so what the
// transaction reads cannot change before it writes, across connections and processes. Rolls back
// unless committed.
class write_transaction {
public:
    explicit write_transaction(sqlite_connection& c) noexcept : c_(c) {}
    write_transaction(const write_transaction&) = delete;
    write_transaction& operator=(const write_transaction&) = delete;
    ~write_transaction();
    [[nodiscard]] result<done> begin();
    [[nodiscard]] result<done> commit();

private:
    sqlite_connection& c_;
    bool open_ = false;
};

}  // namespace anyplot::agents::store::detail
