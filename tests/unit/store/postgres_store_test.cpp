// What only the PostgreSQL back end has: its schema and migration in a shared database, several
// agents instances migrating at once, a server restarted under a live store, a wrong URL.
#include "agents/store/open_store.hpp"
#include "agents/store/pg_connection.hpp"
#include "agents/store/postgres_store.hpp"
#include "tests/support/postgres_server.hpp"

#include <catch2/catch.hpp>
#include <libpq-fe.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace anyplot::agents::store;
using anyplot::test::postgres_server;

namespace {

// One value of one row, through a separate connection (what an operator's psql would see).
std::string query_one(const std::string& url, const char* sql) {
    PGconn* c = PQconnectdb(url.c_str());
    REQUIRE(PQstatus(c) == CONNECTION_OK);
    PGresult* r = PQexec(c, sql);
    const bool ok = PQresultStatus(r) == PGRES_TUPLES_OK || PQresultStatus(r) == PGRES_COMMAND_OK;
    std::string value = ok && PQntuples(r) > 0 ? PQgetvalue(r, 0, 0) : "";
    PQclear(r);
    PQfinish(c);
    REQUIRE(ok);
    return value;
}

}  // namespace

TEST_CASE("postgres: four instances opening a new database at once migrate it once") {
    const std::string url = postgres_server::shared().create_database();
    std::atomic<int> opened{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i) {
        threads.emplace_back([&] {
            if (postgres_store::open(url).ok()) ++opened;
        });
    }
    for (auto& t : threads) t.join();
    CHECK(opened == 4);
    CHECK(query_one(url, "SELECT count(*) || ' ' || max(version) FROM schema_version") ==
          "1 " + std::to_string(postgres_store::schema_version()));
    // The tables are the documented ones (docs/store.md).
    CHECK(query_one(url, "SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables"
                         " WHERE table_schema = 'public'") ==
          "chat_entries,daily_counts,daily_holds,dataset_versions,schema_version,sessions,user_events");
}

TEST_CASE("postgres: a schema newer than this build is refused as corrupt") {
    const std::string url = postgres_server::shared().create_database();
    REQUIRE(postgres_store::open(url).ok());
    const std::string newer = "UPDATE schema_version SET version = " + std::to_string(postgres_store::schema_version() + 1);
    (void)query_one(url, newer.c_str());
    auto r = postgres_store::open(url);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == store_error::corrupt);
}

TEST_CASE("postgres: a table's bytes are stored as sent, NUL included, and read back by psql as text") {
    const std::string url = postgres_server::shared().create_database();
    auto s = postgres_store::open(url).value();
    const auto id = s->create_session("alice").value();
    const std::string csv = "x\n1\n";
    REQUIRE(s->add_version(id, {.source = dataset_source::code, .csv = csv, .columns_json = "[]", .rows = 1,
                                .code = std::string_view("df = 1")}).ok());
    CHECK(query_one(url, "SELECT convert_from(csv, 'UTF8') || convert_from(code, 'UTF8') FROM dataset_versions") ==
          "x\n1\ndf = 1");
}

TEST_CASE("postgres: a restarted server costs the calls made while it was down, then the store recovers") {
    auto& server = postgres_server::shared();
    const std::string url = server.create_database();
    auto s = postgres_store::open(url).value();
    const auto id = s->create_session("alice").value();
    const time_point noon{std::chrono::seconds{1'767'268'800}};
    REQUIRE(s->take_daily("alice", "data_runs", 30, noon).ok());

    server.stop();
    auto down = s->take_daily("alice", "data_runs", 30, noon);
    REQUIRE_FALSE(down.ok());
    CHECK(down.error() == store_error::io);
    CHECK(s->find_session(id, "alice").error() == store_error::io);

    server.start();
    // The same store object, no reopen: the next call reconnects.
    auto found = s->find_session(id, "alice");
    REQUIRE(found.ok());
    CHECK(s->daily_count("alice", "data_runs", noon).value() == 1);
    CHECK(s->take_daily("alice", "data_runs", 30, noon).value() == 28);
}

TEST_CASE("postgres: a transaction whose connection dropped fails to its end, never finishes in autocommit") {
    using anyplot::agents::store::detail::pg_connection;
    using anyplot::agents::store::detail::pg_transaction;
    const std::string url = postgres_server::shared().create_database();
    (void)query_one(url, "CREATE TABLE t (n BIGINT NOT NULL)");
    auto opened = pg_connection::open(url);
    REQUIRE(opened.ok());
    pg_connection& c = **opened;
    const std::string backend = c.run("SELECT pg_backend_pid()")->text(0, 0);
    {
        pg_transaction tx(c);
        REQUIRE(tx.begin().ok());
        REQUIRE(c.run("INSERT INTO t (n) VALUES (1)").ok());
        // The server ends the connection mid-transaction (as a crash or a failover would).
        (void)query_one(url, ("SELECT pg_terminate_backend(" + backend + ")::int").c_str());
        CHECK_FALSE(c.run("INSERT INTO t (n) VALUES (2)").ok());  // the lost connection is seen
        // Without the guard the next statement would reconnect and insert in autocommit.
        CHECK_FALSE(c.run("INSERT INTO t (n) VALUES (3)").ok());
        CHECK_FALSE(tx.commit().ok());
    }
    CHECK(query_one(url, "SELECT count(*) FROM t") == "0");
    // Outside a transaction the next call reconnects.
    REQUIRE(c.run("INSERT INTO t (n) VALUES (4)").ok());
    CHECK(query_one(url, "SELECT count(*) FROM t") == "1");
}

TEST_CASE("postgres: an unreachable server or a URL of another kind is an io error") {
    auto nowhere = open_store("postgresql://anyplot@/none?host=/nonexistent-dir&connect_timeout=2", "/nonexistent");
    REQUIRE_FALSE(nowhere.ok());
    CHECK(nowhere.error() == store_error::io);
    auto wrong = open_store("mysql://localhost/x", "/nonexistent");
    REQUIRE_FALSE(wrong.ok());
    CHECK(wrong.error() == store_error::io);
    auto missing_db = postgres_store::open(postgres_server::shared().url("no_such_database"));
    REQUIRE_FALSE(missing_db.ok());
    CHECK(missing_db.error() == store_error::io);
}
