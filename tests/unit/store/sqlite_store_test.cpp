// Sessions, dataset versions and the schema, on both back ends (SQLite and PostgreSQL); the
// SQLite file's own properties (directory, modes, WAL, a damaged file).
#include "agents/store/sqlite_store.hpp"
#include "tests/unit/store/place.hpp"

#include <catch2/catch.hpp>
#include <sqlite3.h>
#include <sys/stat.h>

#include <fstream>
#include <set>
#include <thread>

using namespace anyplot::agents::store;
using namespace std::chrono_literals;
using store_test::manual_clock;
using store_test::place;
using store_test::temp_dir;

namespace {

std::unique_ptr<sqlite_store> open_ok(const std::filesystem::path& dir, sqlite_options o = {}) {
    auto s = sqlite_store::open(dir, std::move(o));
    REQUIRE(s.ok());
    return std::move(s).value();
}

constexpr std::string_view x_columns = R"([{"name":"x","dtype":"int"}])";

new_version paste(std::string_view csv) {
    return {.source = dataset_source::paste, .csv = csv, .columns_json = x_columns, .rows = 1,
            .code = std::nullopt};
}

new_version made(dataset_source source, std::string_view csv, std::int64_t rows,
                 std::optional<std::string_view> code) {
    return {.source = source, .csv = csv, .columns_json = "[]", .rows = rows, .code = code};
}

bool is_hex32(const std::string& s) {
    return s.size() == 32 && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

void run_sql(const std::filesystem::path& file, const char* sql) {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(file.c_str(), &db) == SQLITE_OK);
    const int rc = sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    sqlite3_close(db);
    REQUIRE(rc == SQLITE_OK);
}

}  // namespace

TEST_CASE("sessions belong to the user that created them") {
    place where(STORE_KIND);
    auto s = where.open();
    auto id = s->create_session("alice");
    REQUIRE(id.ok());
    CHECK(is_hex32(*id));
    auto other = s->create_session("alice");
    REQUIRE(other.ok());
    CHECK(*other != *id);

    auto found = s->find_session(*id, "alice");
    REQUIRE(found.ok());
    CHECK(found->id == *id);
    CHECK(found->user == "alice");

    // A foreign session and an unknown one answer alike.
    auto foreign = s->find_session(*id, "bob");
    auto unknown = s->find_session("0123456789abcdef0123456789abcdef", "alice");
    REQUIRE_FALSE(foreign.ok());
    REQUIRE_FALSE(unknown.ok());
    CHECK(foreign.error() == store_error::not_found);
    CHECK(unknown.error() == store_error::not_found);
    CHECK_FALSE(s->touch_session(*id, "bob").ok());
}

TEST_CASE("deleting a session removes it and its versions") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto id = s->create_session("alice").value();
    REQUIRE(s->add_version(id, paste("x\n1\n")).ok());

    auto by_bob = s->delete_session(id, "bob");
    REQUIRE_FALSE(by_bob.ok());
    CHECK(by_bob.error() == store_error::not_found);
    CHECK(s->find_session(id, "alice").ok());

    CHECK(s->delete_session(id, "alice").ok());
    CHECK(s->find_session(id, "alice").error() == store_error::not_found);
    CHECK(s->get_version(id, std::nullopt).error() == store_error::not_found);
    CHECK(s->delete_session(id, "alice").error() == store_error::not_found);
}

TEST_CASE("idle sessions are not found and the sweep deletes them") {
    place where(STORE_KIND);
    manual_clock clock;
    auto s = where.open(clock.options(60s));
    const auto t0 = clock.now;
    const auto idle = s->create_session("alice").value();
    const auto busy = s->create_session("alice").value();

    clock.now = t0 + 60s;  // exactly the idle timeout: still alive
    REQUIRE(s->find_session(idle, "alice").ok());
    REQUIRE(s->touch_session(busy, "alice").ok());
    CHECK(s->find_session(busy, "alice")->last_used_at == t0 + 60s);

    clock.now = t0 + 61s;
    CHECK(s->find_session(idle, "alice").error() == store_error::not_found);
    CHECK(s->touch_session(idle, "alice").error() == store_error::not_found);
    CHECK(s->find_session(busy, "alice").ok());

    auto swept = s->expire_idle(60s, clock.now);
    REQUIRE(swept.ok());
    CHECK(*swept == 1);
    CHECK(s->expire_idle(60s, clock.now).value() == 0);
    CHECK(s->find_session(busy, "alice").ok());

    // An expired session that the sweep has not reached yet cannot be deleted either.
    clock.now = t0 + 200s;
    CHECK(s->delete_session(busy, "alice").error() == store_error::not_found);
    CHECK(s->expire_idle(60s, clock.now).value() == 0);
}

TEST_CASE("versions number from 1 per session and increment") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto a = s->create_session("alice").value();
    const auto b = s->create_session("alice").value();
    CHECK(s->add_version(a, paste("x\n1\n")).value() == 1);
    CHECK(s->add_version(a, paste("x\n2\n")).value() == 2);
    CHECK(s->add_version(b, paste("x\n3\n")).value() == 1);
    CHECK(s->add_version(a, paste("x\n4\n")).value() == 3);

    auto unknown = s->add_version("ffffffffffffffffffffffffffffffff", paste("x\n1\n"));
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error() == store_error::not_found);
}

TEST_CASE("get_version answers the latest or the version asked for") {
    place where(STORE_KIND);
    manual_clock clock;
    auto s = where.open(clock.options(3600s));
    const auto id = s->create_session("alice").value();
    CHECK(s->get_version(id, std::nullopt).error() == store_error::not_found);
    REQUIRE(s->add_version(id, paste("x\n1\n")).ok());
    clock.now += 5s;
    REQUIRE(s->add_version(id, made(dataset_source::formula, "y\n2\n3\n", 2, std::nullopt)).ok());

    auto latest = s->get_version(id, std::nullopt);
    REQUIRE(latest.ok());
    CHECK(latest->version == 2);
    CHECK(latest->source == dataset_source::formula);
    CHECK(latest->rows == 2);
    CHECK(latest->csv == "y\n2\n3\n");
    CHECK(latest->columns_json == "[]");
    CHECK(latest->created_at == clock.now);

    auto first = s->get_version(id, 1);
    REQUIRE(first.ok());
    CHECK(first->version == 1);
    CHECK(first->source == dataset_source::paste);
    CHECK(first->csv == "x\n1\n");
    CHECK(first->columns_json == x_columns);
    CHECK(first->created_at == clock.now - 5s);

    CHECK(s->get_version(id, 3).error() == store_error::not_found);
    CHECK(s->get_version(id, 0).error() == store_error::not_found);
    CHECK(s->get_version("nope", 1).error() == store_error::not_found);
}

TEST_CASE("confirm marks exactly one version") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto id = s->create_session("alice").value();
    REQUIRE(s->add_version(id, paste("x\n1\n")).ok());
    REQUIRE(s->add_version(id, paste("x\n2\n")).ok());
    CHECK_FALSE(s->get_version(id, 1)->confirmed);

    REQUIRE(s->confirm_version(id, 1).ok());
    CHECK(s->get_version(id, 1)->confirmed);
    CHECK_FALSE(s->get_version(id, 2)->confirmed);
    CHECK(s->confirm_version(id, 1).ok());  // twice is fine
    CHECK(s->confirm_version(id, 9).error() == store_error::not_found);
    CHECK(s->confirm_version("nope", 1).error() == store_error::not_found);
}

TEST_CASE("list_versions answers newest first, bounded, with sources and confirmations") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto id = s->create_session("alice").value();
    CHECK(s->list_versions(id, 10)->empty());
    REQUIRE(s->add_version(id, paste("x\n1\n")).ok());
    REQUIRE(s->add_version(id, made(dataset_source::code, "x\n1\n2\n", 2, "x = 1")).ok());
    REQUIRE(s->add_version(id, made(dataset_source::formula, "y\n3\n", 1, "y = x")).ok());
    REQUIRE(s->confirm_version(id, 2).ok());

    auto all = s->list_versions(id, 10);
    REQUIRE(all.ok());
    REQUIRE(all->size() == 3);
    CHECK((*all)[0].version == 3);
    CHECK((*all)[0].source == dataset_source::formula);
    CHECK((*all)[1].version == 2);
    CHECK((*all)[1].confirmed);
    CHECK((*all)[1].rows == 2);
    CHECK_FALSE((*all)[2].confirmed);
    CHECK((*all)[2].source == dataset_source::paste);
    CHECK(s->list_versions(id, 2)->size() == 2);
    CHECK(s->list_versions("nope", 10)->empty());
}

TEST_CASE("code is stored for code versions and null for pastes") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto id = s->create_session("alice").value();
    const std::string code = "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2]})\n";
    REQUIRE(s->add_version(id, paste("x\n1\n")).ok());
    REQUIRE(s->add_version(id, made(dataset_source::code, "x\n1\n2\n", 2, code)).ok());
    CHECK_FALSE(s->get_version(id, 1)->code.has_value());
    auto v2 = s->get_version(id, 2);
    REQUIRE(v2.ok());
    CHECK(v2->source == dataset_source::code);
    REQUIRE(v2->code.has_value());
    CHECK(*v2->code == code);
    // An empty program is stored as empty, not as null.
    REQUIRE(s->add_version(id, made(dataset_source::code, "x\n", 0, "")).ok());
    CHECK(s->get_version(id, 3)->code == std::optional<std::string>(""));
}

TEST_CASE("two instances adding versions concurrently number them without gaps") {
    place where(STORE_KIND);
    auto one = where.open();
    auto two = where.open();
    const auto id = one->create_session("alice").value();
    constexpr int per_thread = 20;
    std::atomic<int> failures{0};
    auto add = [&](store& s) {
        for (int i = 0; i < per_thread; ++i) {
            if (!s.add_version(id, paste("x\n1\n")).ok()) ++failures;
        }
    };
    std::thread a(add, std::ref(*one));
    std::thread b(add, std::ref(*two));
    a.join();
    b.join();
    CHECK(failures.load() == 0);
    CHECK(two->get_version(id, std::nullopt)->version == 2 * per_thread);
    for (int v = 1; v <= 2 * per_thread; ++v) CHECK(one->get_version(id, v).ok());
}

TEST_CASE("reopening the file keeps sessions versions and confirmations") {
    place where(STORE_KIND);
    std::string id;
    {
        auto s = where.open();
        id = s->create_session("alice").value();
        REQUIRE(s->add_version(id, paste("x\n1\n")).ok());
        REQUIRE(s->add_version(id, made(dataset_source::code, "x\n2\n", 1, "df = 1")).ok());
        REQUIRE(s->confirm_version(id, 2).ok());
    }
    auto s = where.open();
    REQUIRE(s->find_session(id, "alice").ok());
    auto v = s->get_version(id, std::nullopt);
    REQUIRE(v.ok());
    CHECK(v->version == 2);
    CHECK(v->confirmed);
    CHECK(v->code == std::optional<std::string>("df = 1"));
    CHECK(s->get_version(id, 1)->csv == "x\n1\n");
    CHECK(s->add_version(id, paste("x\n3\n")).value() == 3);
}

TEST_CASE("the data directory is created private and the file is in WAL mode") {
    temp_dir dir;
    const auto data = dir.path() / "var";
    auto s = open_ok(data);
    CHECK(s->file() == data / "anyplot.db");
    struct stat st {};
    REQUIRE(::stat(data.c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);
    REQUIRE(::stat(s->file().c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
    REQUIRE(s->create_session("alice").ok());
    CHECK(std::filesystem::exists(data / "anyplot.db-wal"));

    const auto slashed = dir.path() / "slashed" / "";
    auto t = open_ok(slashed);
    REQUIRE(::stat((dir.path() / "slashed").c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);
}

TEST_CASE("an unwritable data directory is an io error") {
    temp_dir dir;
    const auto blocker = dir.path() / "a-file";
    std::ofstream(blocker) << "not a directory";

    auto under_file = sqlite_store::open(blocker / "var");
    REQUIRE_FALSE(under_file.ok());
    CHECK(under_file.error() == store_error::io);

    auto is_file = sqlite_store::open(blocker);
    REQUIRE_FALSE(is_file.ok());
    CHECK(is_file.error() == store_error::io);

    // Permission bits do not stop root; the check only means something for other users.
    if (::geteuid() != 0) {
        const auto ro = dir.path() / "read-only";
        std::filesystem::create_directory(ro);
        std::filesystem::permissions(ro, std::filesystem::perms::owner_read |
                                             std::filesystem::perms::owner_exec);
        auto r = sqlite_store::open(ro);
        std::filesystem::permissions(ro, std::filesystem::perms::owner_all);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error() == store_error::io);
    }
    CHECK(message(store_error::io).find("opened") != std::string_view::npos);
}

TEST_CASE("a file that is not a database is reported as corrupt") {
    temp_dir dir;
    std::ofstream(dir.path() / "anyplot.db") << std::string(4096, 'z');
    auto r = sqlite_store::open(dir.path());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == store_error::corrupt);
}

TEST_CASE("a schema newer than this build is refused as corrupt") {
    temp_dir dir;
    { (void)open_ok(dir.path()); }
    const std::string newer = "UPDATE schema_version SET version = " + std::to_string(sqlite_store::schema_version() + 1);
    run_sql(dir.path() / "anyplot.db", newer.c_str());
    auto r = sqlite_store::open(dir.path());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == store_error::corrupt);
}

TEST_CASE("the migration records the latest schema version once") {
    temp_dir dir;
    { (void)open_ok(dir.path()); }
    { (void)open_ok(dir.path()); }
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((dir.path() / "anyplot.db").c_str(), &db) == SQLITE_OK);
    sqlite3_stmt* q = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, "SELECT count(*), max(version) FROM schema_version", -1, &q,
                               nullptr) == SQLITE_OK);
    REQUIRE(sqlite3_step(q) == SQLITE_ROW);
    const auto rows = sqlite3_column_int(q, 0);
    const auto version = sqlite3_column_int(q, 1);
    sqlite3_finalize(q);
    sqlite3_close(db);
    CHECK(rows == 1);
    CHECK(version == sqlite_store::schema_version());
}

TEST_CASE("injection-looking user names and CSV are stored verbatim") {
    place where(STORE_KIND);
    auto s = where.open();
    const std::string user = "x'); DROP TABLE sessions;--";
    using namespace std::string_literals;
    const std::string csv = "\"a\",'b'\n\"'); DELETE FROM dataset_versions; --\",2\n\0tail\n"s;
    const std::string columns = R"([{"name":"a'\"","dtype":"str"}])";
    const auto id = s->create_session(user).value();
    REQUIRE(s->find_session(id, user).ok());
    CHECK(s->find_session(id, "x").error() == store_error::not_found);
    CHECK(s->find_session(id, "x' OR '1'='1").error() == store_error::not_found);

    const new_version injected{.source = dataset_source::paste, .csv = csv,
                               .columns_json = columns, .rows = 2, .code = std::nullopt};
    REQUIRE(s->add_version(id, injected).ok());
    auto v = s->get_version(id, std::nullopt);
    REQUIRE(v.ok());
    CHECK(v->csv == csv);
    CHECK(v->csv.size() == csv.size());
    CHECK(v->columns_json == columns);
    CHECK(s->find_session(id, user)->user == user);
}

TEST_CASE("sources and UTC days have fixed spellings") {
    for (auto src : {dataset_source::paste, dataset_source::code, dataset_source::formula}) {
        CHECK(parse_dataset_source(to_string(src)) == src);
    }
    CHECK_FALSE(parse_dataset_source("Paste").has_value());
    CHECK(utc_day(time_point{}) == "1970-01-01");
    CHECK(utc_day(time_point{std::chrono::seconds{1'709'251'199}}) == "2024-02-29");
    CHECK(utc_day(time_point{std::chrono::seconds{1'709'251'200}}) == "2024-03-01");
}
