// Two agents processes on one PostgreSQL database, one renderer: a user's calls spread over both
// instances at once are counted exactly (the 31st run of the day refused, once) and their dataset
// versions are numbered without gaps or duplicates.
#include "tests/integration/agents/fixture.hpp"
#include "tests/support/postgres_server.hpp"

#include <atomic>
#include <set>
#include <thread>

using namespace anyplot::test::agents_fixture;

TEST_CASE("two agents instances on one PostgreSQL database count one user's concurrent runs exactly",
          "[agents][postgres]") {
    const std::string url = anyplot::test::postgres_server::shared().create_database();
    auto renderer = start_renderer({{"RENDERER_SLOTS", "2"}});
    const auto raddr = renderer.wait_listening();
    INFO(renderer.log());
    REQUIRE(raddr);
    data_dir dir_a, dir_b;  // unused by PostgreSQL, but each instance gets its own
    const std::map<std::string, std::string> shared_db = {{"AGENT_DATABASE_URL", url}, {"AGENT_RUN_SLOTS", "2"},
                                                          {"AGENT_QUEUE_WAIT_S", "120"}};
    auto a = start_agents("http://" + *raddr, dir_a.path, shared_db);
    auto b = start_agents("http://" + *raddr, dir_b.path, shared_db);
    REQUIRE(a.wait_listening());
    REQUIRE(b.wait_listening());
    CHECK_FALSE(std::filesystem::exists(dir_a.path / "anyplot.db"));  // PostgreSQL, not the SQLite file

    const client on_a{a.port()}, on_b{b.port()};
    const std::string sid = on_a.session();
    // The session made on one instance is found on the other.
    REQUIRE(on_b.call("GET", "/v1/sessions/" + sid + "/dataset/versions")->status == 200);
    // An id that is not the store's shape — bytes PostgreSQL cannot read as UTF-8, upper case, too
    // long — never existed: 404 session_expired as on SQLite, never 503 (issue 27 finding 5).
    for (const std::string& odd : {std::string(32, '\xff'), std::string("\xc3\x28") + std::string(30, 'a'),
                                   std::string(32, 'A'), sid + "0", std::string("%FF") + sid.substr(3)}) {
        const auto r = on_a.call("GET", "/v1/sessions/" + odd + "/dataset/versions");
        REQUIRE(r);
        CHECK(r->status == 404);
        CHECK(r->body.find("session_expired") != std::string::npos);
    }

    const std::string code = "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2, 3]})\n";
    constexpr int calls = 36;  // 30 allowed per day (the default), 6 over
    std::atomic<int> ok{0}, limited{0}, other{0};
    std::vector<std::thread> users;
    for (int t = 0; t < 4; ++t) {
        users.emplace_back([&, t] {
            const client& c = t % 2 == 0 ? on_a : on_b;
            for (int i = t; i < calls; i += 4) {
                const auto r = c.data_code(sid, code);
                if (r && r->status == 200) {
                    ++ok;
                } else if (r && r->status == 429 && r->body.find("daily_limit") != std::string::npos) {
                    ++limited;
                } else {
                    ++other;
                }
            }
        });
    }
    for (auto& u : users) u.join();
    CHECK(other == 0);
    CHECK(ok == 30);
    CHECK(limited == calls - 30);

    // Versions 1..30, each exactly once, seen alike from both instances.
    for (const client* c : {&on_a, &on_b}) {
        const auto listed = c->call("GET", "/v1/sessions/" + sid + "/dataset/versions");
        REQUIRE(listed);
        REQUIRE(listed->status == 200);
        const json doc = json::parse(listed->body);
        std::set<int> numbers;
        for (const auto& v : doc["versions"]) numbers.insert(v["version"].get<int>());
        REQUIRE(numbers.size() == 30);
        CHECK(*numbers.begin() == 1);
        CHECK(*numbers.rbegin() == 30);
    }
    // The 31st is refused on either instance.
    CHECK(on_b.data_code(sid, code)->status == 429);
    CHECK(on_a.data_code(sid, code)->status == 429);
}
