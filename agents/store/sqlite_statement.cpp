#include "agents/store/sqlite_statement.hpp"

namespace anyplot::agents::store::detail {

using anyplot::common::failure;

store_error error_of(int rc) noexcept {
    switch (rc & 0xff) {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_FORMAT: return store_error::corrupt;
    case SQLITE_CONSTRAINT: return store_error::conflict;
    default: return store_error::io;
    }
}

result<stmt_ptr> prepare(sqlite3* db, std::string_view sql) {
    sqlite3_stmt* raw = nullptr;
    const int rc = sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()),
                                      SQLITE_PREPARE_PERSISTENT, &raw, nullptr);
    stmt_ptr s(raw);
    if (rc != SQLITE_OK || s == nullptr) {
        return failure{error_of(rc == SQLITE_OK ? SQLITE_ERROR : rc)};
    }
    return s;
}

use::~use() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
}

use& use::bind(int index, std::string_view text) noexcept {
    // A null destructor is SQLITE_STATIC (the macro is an old-style cast): the buffer is borrowed,
    // which is safe because the bindings are cleared before this use ends.
    // A null pointer would bind SQL NULL: an empty view (a default-constructed one too) is ''.
    const char* data = text.data() != nullptr ? text.data() : "";
    const int rc = sqlite3_bind_text64(s_, index, data, text.size(), nullptr, SQLITE_UTF8);
    if (bind_rc_ == SQLITE_OK) bind_rc_ = rc;
    return *this;
}

use& use::bind(int index, std::int64_t value) noexcept {
    const int rc = sqlite3_bind_int64(s_, index, value);
    if (bind_rc_ == SQLITE_OK) bind_rc_ = rc;
    return *this;
}

use& use::bind(int index, std::optional<std::string_view> text) noexcept {
    if (text) return bind(index, *text);
    const int rc = sqlite3_bind_null(s_, index);
    if (bind_rc_ == SQLITE_OK) bind_rc_ = rc;
    return *this;
}

result<bool> use::step() noexcept {
    if (bind_rc_ != SQLITE_OK) return failure{error_of(bind_rc_)};
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    return failure{error_of(rc)};
}

result<std::int64_t> use::run() noexcept {
    for (;;) {
        auto r = step();
        if (!r) return failure{r.error()};
        if (!*r) break;
    }
    return static_cast<std::int64_t>(sqlite3_changes64(sqlite3_db_handle(s_)));
}

std::int64_t use::int64(int col) const noexcept { return sqlite3_column_int64(s_, col); }

std::string use::text(int col) const {
    const auto* p = sqlite3_column_text(s_, col);
    const int n = sqlite3_column_bytes(s_, col);
    if (p == nullptr || n <= 0) return {};
    return std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
}

std::optional<std::string> use::nullable_text(int col) const {
    if (sqlite3_column_type(s_, col) == SQLITE_NULL) return std::nullopt;
    return text(col);
}

result<done> exec(sqlite3* db, const char* sql) {
    const int rc = sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) return failure{error_of(rc)};
    return done{};
}

write_transaction::~write_transaction() {
    if (open_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
}

result<done> write_transaction::begin() {
    auto r = exec(db_, "BEGIN IMMEDIATE");
    open_ = r.ok();
    return r;
}

result<done> write_transaction::commit() {
    auto r = exec(db_, "COMMIT");
    if (r) open_ = false;
    return r;
}

}  // namespace anyplot::agents::store::detail
