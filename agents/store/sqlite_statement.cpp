#include "agents/store/sqlite_statement.hpp"

#include <charconv>

namespace anyplot::agents::store::detail {

using anyplot::common::failure;

namespace {

// Resets and unbinds on every exit, so the next run starts clean and no borrowed buffer stays bound.
class reset_on_exit {
public:
    explicit reset_on_exit(sqlite3_stmt* s) noexcept : s_(s) {}
    reset_on_exit(const reset_on_exit&) = delete;
    reset_on_exit& operator=(const reset_on_exit&) = delete;
    ~reset_on_exit() {
        sqlite3_reset(s_);
        sqlite3_clear_bindings(s_);
    }

private:
    sqlite3_stmt* s_;
};

int bind(sqlite3_stmt* s, int index, const sqlite_param& p) noexcept {
    if (const auto* text = std::get_if<std::string_view>(&p.value)) {
        // A null destructor is SQLITE_STATIC (the macro is an old-style cast): the buffer is
        // borrowed, which is safe because the bindings are cleared before run() returns.
        // A null pointer would bind SQL NULL: an empty view (a default-constructed one too) is ''.
        const char* data = text->data() != nullptr ? text->data() : "";
        return sqlite3_bind_text64(s, index, data, text->size(), nullptr, SQLITE_UTF8);
    }
    if (const auto* number = std::get_if<std::int64_t>(&p.value)) return sqlite3_bind_int64(s, index, *number);
    return sqlite3_bind_null(s, index);
}

sqlite_row read_row(sqlite3_stmt* s) {
    const int n = sqlite3_column_count(s);
    std::vector<sqlite_row::column> columns;
    columns.reserve(static_cast<std::size_t>(n));
    for (int col = 0; col < n; ++col) {
        switch (sqlite3_column_type(s, col)) {
        case SQLITE_NULL: columns.emplace_back(std::monostate{}); break;
        case SQLITE_INTEGER: columns.emplace_back(std::int64_t{sqlite3_column_int64(s, col)}); break;
        default: {
            // Text, blobs and reals keep SQLite's text (the store writes no reals).
            const auto* p = sqlite3_column_text(s, col);
            const int bytes = sqlite3_column_bytes(s, col);
            columns.emplace_back(p == nullptr || bytes <= 0
                                     ? std::string()
                                     : std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(bytes)));
        }
        }
    }
    return sqlite_row(std::move(columns));
}

}  // namespace

store_error error_of(int rc) noexcept {
    switch (rc & 0xff) {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
    case SQLITE_FORMAT: return store_error::corrupt;
    case SQLITE_CONSTRAINT: return store_error::conflict;
    default: return store_error::io;
    }
}

bool sqlite_row::null(int col) const noexcept {
    return std::holds_alternative<std::monostate>(columns_[static_cast<std::size_t>(col)]);
}

std::int64_t sqlite_row::int64(int col) const noexcept {
    const auto& c = columns_[static_cast<std::size_t>(col)];
    if (const auto* number = std::get_if<std::int64_t>(&c)) return *number;
    if (const auto* text = std::get_if<std::string>(&c)) {
        // SQLite's own text → integer: the leading integer, 0 when there is none.
        std::int64_t v = 0;
        const char* first = text->data();
        while (first != text->data() + text->size() && (*first == ' ' || *first == '+')) ++first;
        (void)std::from_chars(first, text->data() + text->size(), v);
        return v;
    }
    return 0;
}

std::string sqlite_row::text(int col) const {
    const auto& c = columns_[static_cast<std::size_t>(col)];
    if (const auto* s = std::get_if<std::string>(&c)) return *s;
    if (const auto* number = std::get_if<std::int64_t>(&c)) return std::to_string(*number);
    return {};
}

std::optional<std::string> sqlite_row::nullable_text(int col) const {
    if (null(col)) return std::nullopt;
    return text(col);
}

std::string sqlite_row::take_text(int col) {
    auto& c = columns_[static_cast<std::size_t>(col)];
    if (auto* s = std::get_if<std::string>(&c)) return std::move(*s);
    return text(col);
}

result<sqlite_rows> sqlite_connection::run(std::string_view sql, std::initializer_list<sqlite_param> params) {
    auto found = prepared_.find(sql);
    if (found == prepared_.end()) {
        sqlite3_stmt* raw = nullptr;
        const int rc = sqlite3_prepare_v3(db_.get(), sql.data(), static_cast<int>(sql.size()),
                                          SQLITE_PREPARE_PERSISTENT, &raw, nullptr);
        stmt_ptr s(raw);
        if (rc != SQLITE_OK || s == nullptr) return failure{error_of(rc == SQLITE_OK ? SQLITE_ERROR : rc)};
        found = prepared_.emplace(std::string(sql), std::move(s)).first;
    }
    sqlite3_stmt* s = found->second.get();
    const reset_on_exit reset(s);
    int index = 0;
    for (const auto& p : params) {
        if (const int rc = bind(s, ++index, p); rc != SQLITE_OK) return failure{error_of(rc)};
    }
    std::vector<sqlite_row> rows;
    for (;;) {
        const int rc = sqlite3_step(s);
        if (rc == SQLITE_DONE) break;
        if (rc != SQLITE_ROW) return failure{error_of(rc)};
        rows.push_back(read_row(s));
    }
    return sqlite_rows(std::move(rows), static_cast<std::int64_t>(sqlite3_changes64(db_.get())));
}

result<done> sqlite_connection::exec(const char* sql) {
    const int rc = sqlite3_exec(db_.get(), sql, nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) return failure{error_of(rc)};
    return done{};
}

write_transaction::~write_transaction() {
    if (open_) (void)c_.exec("ROLLBACK");
}

result<done> write_transaction::begin() {
    auto r = c_.exec("BEGIN IMMEDIATE");
    open_ = r.ok();
    return r;
}

result<done> write_transaction::commit() {
    auto r = c_.exec("COMMIT");
    if (r) open_ = false;
    return r;
}

}  // namespace anyplot::agents::store::detail
