#include "agents/store/pg_connection.hpp"

#include <libpq-fe.h>

#include <charconv>
#include <string>
#include <vector>

namespace anyplot::agents::store::detail {

using anyplot::common::failure;

namespace {

void ignore_notice(void*, const char*) {}  // "relation already exists, skipping" and the like

// SQLSTATE → store_error. Class 23 is "integrity constraint violation"; everything else a caller
// cannot act on (a lost connection 08, resources 53 such as a full disk, an admin shutdown 57,
// a statement this build got wrong 42) is io.
store_error error_of(const PGresult* r) noexcept {
    const char* state = r != nullptr ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
    if (state != nullptr && state[0] == '2' && state[1] == '3') return store_error::conflict;
    return store_error::io;
}

// Takes ownership of a statement's result: its rows, or its error mapped.
result<pg_rows> checked(PGresult* r) {
    const ExecStatusType status = r != nullptr ? PQresultStatus(r) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        const store_error e = error_of(r);
        if (r != nullptr) PQclear(r);
        return failure{e};
    }
    return pg_rows(r);
}

}  // namespace

pg_rows::pg_rows(PGresult* r) noexcept : r_(r) {}
pg_rows::pg_rows(pg_rows&& o) noexcept : r_(o.r_) { o.r_ = nullptr; }
pg_rows& pg_rows::operator=(pg_rows&& o) noexcept {
    if (this != &o) {
        if (r_ != nullptr) PQclear(r_);
        r_ = o.r_;
        o.r_ = nullptr;
    }
    return *this;
}
pg_rows::~pg_rows() {
    if (r_ != nullptr) PQclear(r_);
}

int pg_rows::size() const noexcept { return r_ != nullptr ? PQntuples(r_) : 0; }

bool pg_rows::null(int row, int col) const noexcept {
    return r_ == nullptr || row >= PQntuples(r_) || col >= PQnfields(r_) || PQgetisnull(r_, row, col) != 0;
}

std::string pg_rows::text(int row, int col) const {
    if (null(row, col)) return {};
    return std::string(PQgetvalue(r_, row, col), static_cast<std::size_t>(PQgetlength(r_, row, col)));
}

std::optional<std::string> pg_rows::nullable_text(int row, int col) const {
    if (null(row, col)) return std::nullopt;
    return text(row, col);
}

result<std::optional<std::string>> pg_rows::bytes(int row, int col) const {
    if (null(row, col)) return std::optional<std::string>();
    const std::string_view hex(PQgetvalue(r_, row, col), static_cast<std::size_t>(PQgetlength(r_, row, col)));
    if (hex.size() < 2 || hex[0] != '\\' || hex[1] != 'x' || hex.size() % 2 != 0) return failure{store_error::corrupt};
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::string out;
    out.reserve(hex.size() / 2 - 1);
    for (std::size_t i = 2; i < hex.size(); i += 2) {
        const int hi = nibble(hex[i]), lo = nibble(hex[i + 1]);
        if (hi < 0 || lo < 0) return failure{store_error::corrupt};
        out.push_back(static_cast<char>((hi << 4) | lo));
    }
    return std::optional<std::string>(std::move(out));
}

result<std::int64_t> pg_rows::int64(int row, int col) const noexcept {
    if (null(row, col)) return failure{store_error::corrupt};
    const char* p = PQgetvalue(r_, row, col);
    const char* end = p + PQgetlength(r_, row, col);
    std::int64_t v = 0;
    const auto [stop, ec] = std::from_chars(p, end, v);
    if (ec != std::errc{} || stop != end) return failure{store_error::corrupt};
    return v;
}

std::int64_t pg_rows::changed() const noexcept {
    if (r_ == nullptr) return 0;
    const char* n = PQcmdTuples(r_);
    std::int64_t v = 0;
    std::from_chars(n, n + std::char_traits<char>::length(n), v);
    return v;
}

result<std::unique_ptr<pg_connection>> pg_connection::open(std::string_view url) {
    const std::string dbname(url);
    // Our defaults first: with expand_dbname the URL's own settings override them.
    const char* keys[] = {"connect_timeout", "application_name", "client_encoding", "dbname", nullptr};
    const char* values[] = {"5", "anyplot-agents", "UTF8", dbname.c_str(), nullptr};
    PGconn* c = PQconnectdbParams(keys, values, 1);
    if (c == nullptr) return failure{store_error::io};
    std::unique_ptr<pg_connection> out(new pg_connection(c));
    PQsetNoticeProcessor(c, ignore_notice, nullptr);
    if (PQstatus(c) != CONNECTION_OK) return failure{store_error::io};
    return out;
}

pg_connection::~pg_connection() { PQfinish(c_); }

result<done> pg_connection::ensure_open() {
    if (PQstatus(c_) == CONNECTION_OK) return done{};
    if (in_transaction_) return failure{store_error::io};
    PQreset(c_);
    if (PQstatus(c_) != CONNECTION_OK) return failure{store_error::io};
    PQsetNoticeProcessor(c_, ignore_notice, nullptr);
    return done{};
}

result<pg_rows> pg_connection::run(std::string_view sql, std::initializer_list<pg_param> params) {
    if (auto r = ensure_open(); !r) return failure{r.error()};
    const std::string text(sql);
    // Text-format values must end in NUL, which a borrowed view need not: text and integers (as
    // decimal text) are copied here until the call returns (reserved: no moves). Bytes go in
    // binary format with their length, uncopied.
    std::vector<std::string> owned;
    owned.reserve(params.size());
    std::vector<const char*> values;
    std::vector<int> lengths, formats;
    for (const auto& p : params) {
        std::string_view v = p.view;
        if (p.k == pg_param::kind::integer) v = owned.emplace_back(std::to_string(p.number));
        if (p.k == pg_param::kind::text) v = owned.emplace_back(p.view);
        values.push_back(p.k == pg_param::kind::null ? nullptr : v.data());
        lengths.push_back(static_cast<int>(v.size()));
        formats.push_back(p.k == pg_param::kind::bytes ? 1 : 0);
    }
    PGresult* r = PQexecParams(c_, text.c_str(), static_cast<int>(values.size()), nullptr, values.data(),
                               lengths.data(), formats.data(), 0);
    return checked(r);
}

result<done> pg_connection::run_script(std::string_view sql) {
    if (auto r = ensure_open(); !r) return failure{r.error()};
    const std::string text(sql);
    auto rows = checked(PQexec(c_, text.c_str()));
    if (!rows) return failure{rows.error()};
    return done{};
}

pg_transaction::~pg_transaction() {
    // On a dropped connection this fails without reconnecting (the server rolled back already);
    // the next call outside the transaction reconnects.
    if (open_) (void)c_.run("ROLLBACK");
    c_.in_transaction_ = false;
}

result<done> pg_transaction::begin() {
    if (auto r = c_.run("BEGIN"); !r) return failure{r.error()};
    open_ = true;
    c_.in_transaction_ = true;
    return done{};
}

result<done> pg_transaction::commit() {
    open_ = false;
    auto r = c_.run("COMMIT");
    c_.in_transaction_ = false;
    if (!r) return failure{r.error()};
    return done{};
}

}  // namespace anyplot::agents::store::detail
