#pragma once
// Internal to postgres_store.cpp: one libpq connection and the results of its statements. Values
// are only ever sent as parameters (text format); the SQL text of every statement is a constant.
// A dropped connection (a restarted server, a network cut) is re-established on the next call,
// so the agents service recovers without a restart; the call that met the drop answers io.
#include "agents/store/store.hpp"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct pg_conn;
struct pg_result;

namespace anyplot::agents::store::detail {

// A parameter: text, bytes (for a BYTEA column: any byte, NUL included), an integer, or SQL NULL.
// Views are borrowed: they must outlive the run() call, which the arguments of that call do.
// Bytes (the stored table and code, up to 200 KB) are sent without a copy.
struct pg_param {
    enum class kind { text, bytes, integer, null };
    kind k = kind::null;
    std::string_view view;
    std::int64_t number = 0;
    pg_param(std::string_view s) : k(kind::text), view(s) {}   // NOLINT: implicit on purpose
    pg_param(std::int64_t v) : k(kind::integer), number(v) {}  // NOLINT
    static pg_param bytes(std::optional<std::string_view> b) {
        pg_param p(std::int64_t{0});
        p.k = b ? kind::bytes : kind::null;
        p.view = b.value_or(std::string_view{});
        return p;
    }
};

// The rows of one statement.
class pg_rows {
public:
    pg_rows() = default;
    explicit pg_rows(::pg_result* r) noexcept;
    pg_rows(pg_rows&&) noexcept;
    pg_rows& operator=(pg_rows&&) noexcept;
    pg_rows(const pg_rows&) = delete;
    pg_rows& operator=(const pg_rows&) = delete;
    ~pg_rows();

    [[nodiscard]] int size() const noexcept;
    [[nodiscard]] bool null(int row, int col) const noexcept;
    [[nodiscard]] std::string text(int row, int col) const;
    [[nodiscard]] std::optional<std::string> nullable_text(int row, int col) const;
    // A BYTEA column (sent as text: "\\x" and hex digits); corrupt when it is not that.
    [[nodiscard]] result<std::optional<std::string>> bytes(int row, int col) const;
    // A column PostgreSQL sends as a decimal integer; corrupt (as a value) when it is not one.
    [[nodiscard]] result<std::int64_t> int64(int row, int col) const noexcept;
    // The number of rows an INSERT/UPDATE/DELETE changed.
    [[nodiscard]] std::int64_t changed() const noexcept;

private:
    ::pg_result* r_ = nullptr;
};

class pg_connection {
public:
    // Connects to `url` (a libpq URI or key=value string). io when the server cannot be reached
    // or refuses the login.
    [[nodiscard]] static result<std::unique_ptr<pg_connection>> open(std::string_view url);
    pg_connection(const pg_connection&) = delete;
    pg_connection& operator=(const pg_connection&) = delete;
    ~pg_connection();

    // Runs one statement with parameters $1..$n. SQLSTATE class 23 (a uniqueness or integrity
    // rule) → conflict; everything else (a lost connection, a full disk, a timeout) → io.
    [[nodiscard]] result<pg_rows> run(std::string_view sql, std::initializer_list<pg_param> params = {});
    // Runs constant SQL of several statements (migration steps) with the simple query protocol.
    [[nodiscard]] result<done> run_script(std::string_view sql);
    // Re-establishes a dropped connection; io when the server is still unreachable, and io
    // without trying inside a transaction (pg_transaction): the rest of a transaction whose
    // connection dropped must fail, never run in autocommit on a new connection.
    [[nodiscard]] result<done> ensure_open();

private:
    friend class pg_transaction;
    explicit pg_connection(::pg_conn* c) noexcept : c_(c) {}
    ::pg_conn* c_;
    bool in_transaction_ = false;  // between pg_transaction's BEGIN and its end
};

// BEGIN ... COMMIT on one connection; rolls back unless committed.
class pg_transaction {
public:
    explicit pg_transaction(pg_connection& c) noexcept : c_(c) {}
    pg_transaction(const pg_transaction&) = delete;
    pg_transaction& operator=(const pg_transaction&) = delete;
    ~pg_transaction();
    [[nodiscard]] result<done> begin();
    [[nodiscard]] result<done> commit();

private:
    pg_connection& c_;
    bool open_ = false;
};

}  // namespace anyplot::agents::store::detail
