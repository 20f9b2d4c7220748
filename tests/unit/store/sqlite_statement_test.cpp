// The SQLite store's statement layer: run(sql, params) answers typed rows or the error as a value,
// binds text, integers and NULL, and reuses one prepared statement per SQL text.
#include "agents/store/sqlite_statement.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <optional>
#include <string>

using namespace anyplot::agents::store;
using detail::sqlite_connection;

namespace {

std::unique_ptr<sqlite_connection> memory_db() {
    sqlite3* raw = nullptr;
    REQUIRE(sqlite3_open_v2(":memory:", &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) == SQLITE_OK);
    auto c = std::make_unique<sqlite_connection>(detail::db_ptr(raw));
    sqlite3_extended_result_codes(raw, 1);
    REQUIRE(c->exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, code TEXT)").ok());
    return c;
}

}  // namespace

TEST_CASE("sqlite run: rows read by type, NULL apart from the empty text") {
    auto db_ptr = memory_db();
    auto& db = *db_ptr;
    auto added = db.run("INSERT INTO t (id, name, code) VALUES (?1, ?2, ?3)",
                        {std::int64_t{7}, std::string_view("alice"), std::optional<std::string_view>{}});
    REQUIRE(added.ok());
    CHECK(added->changed() == 1);
    CHECK(added->empty());
    REQUIRE(db.run("INSERT INTO t (id, name, code) VALUES (?1, ?2, ?3)",
                   {8, std::string_view(), std::optional<std::string_view>("")})
                .ok());

    auto rows = db.run("SELECT id, name, code FROM t ORDER BY id");
    REQUIRE(rows.ok());
    REQUIRE(rows->size() == 2);
    const auto& first = (*rows)[0];
    CHECK(first.int64(0) == 7);
    CHECK(first.text(0) == "7");  // an integer read as text is its digits, as in SQLite
    CHECK(first.text(1) == "alice");
    CHECK(first.null(2));
    CHECK(first.nullable_text(2) == std::nullopt);
    CHECK(first.text(2).empty());
    CHECK(first.int64(2) == 0);
    const auto& second = (*rows)[1];
    CHECK_FALSE(second.null(1));  // an empty view binds '', never NULL
    CHECK(second.nullable_text(2) == std::optional<std::string>(""));
    auto& moved = (*rows)[0];
    CHECK(moved.take_text(1) == "alice");
}

TEST_CASE("sqlite run: text that holds a number reads as SQLite reads it") {
    auto db_ptr = memory_db();
    auto& db = *db_ptr;
    auto rows =
        db.run("SELECT ?1, ?2, ?3", {std::string_view("42"), std::string_view(" 12abc"), std::string_view("x")});
    REQUIRE(rows.ok());
    CHECK((*rows)[0].int64(0) == 42);
    CHECK((*rows)[0].int64(1) == 12);
    CHECK((*rows)[0].int64(2) == 0);
}

TEST_CASE("sqlite run: failures are values and leave the statement usable") {
    auto db_ptr = memory_db();
    auto& db = *db_ptr;
    constexpr std::string_view insert = "INSERT INTO t (name) VALUES (?1) RETURNING id";
    auto first = db.run(insert, {std::string_view("bob")});
    REQUIRE(first.ok());
    REQUIRE(first->size() == 1);
    auto duplicate = db.run(insert, {std::string_view("bob")});
    REQUIRE_FALSE(duplicate.ok());
    CHECK(duplicate.error() == store_error::conflict);
    // The same cached statement runs again, with fresh bindings.
    auto next = db.run(insert, {std::string_view("carol")});
    REQUIRE(next.ok());
    CHECK((*next)[0].int64(0) == (*first)[0].int64(0) + 1);

    auto bad = db.run("SELECT nothing FROM nowhere");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error() == store_error::io);
    CHECK(db.run("SELECT 1", {1, 2}).error() == store_error::io);  // a parameter with no slot
}

TEST_CASE("sqlite write_transaction rolls back unless committed") {
    auto db_ptr = memory_db();
    auto& db = *db_ptr;
    {
        detail::write_transaction tx(db);
        REQUIRE(tx.begin().ok());
        REQUIRE(db.run("INSERT INTO t (name) VALUES ('gone')").ok());
    }
    {
        detail::write_transaction tx(db);
        REQUIRE(tx.begin().ok());
        REQUIRE(db.run("INSERT INTO t (name) VALUES ('kept')").ok());
        REQUIRE(tx.commit().ok());
    }
    auto rows = db.run("SELECT name FROM t");
    REQUIRE(rows.ok());
    REQUIRE(rows->size() == 1);
    CHECK((*rows)[0].text(0) == "kept");
}
