// A run's table up to the caps, through the real renderer, harness and agents service: a 20,000-row
// x 10-column float64 table at full precision is stored byte for byte as pandas wrote it (SQLite
// and PostgreSQL), and a table over each cap answers `limit` naming the cap with its figures
// (docs/api.md "Over a cap").
#include "tests/integration/agents/fixture.hpp"
#include "tests/support/postgres_server.hpp"

#include <fstream>
#include <iterator>

using namespace anyplot::test::agents_fixture;

namespace {

// An ODE-like answer: a time column and nine full-precision series (every cell pandas' shortest
// round trip, 18-22 characters).
const std::string full_precision_snippet =
    "import numpy as np\n"
    "import pandas as pd\n"
    "rng = np.random.default_rng(23)\n"
    "t = np.linspace(0.0, 1.0, 20000)\n"
    "cols = {'t': t}\n"
    "for i in range(9):\n"
    "    cols['y' + str(i)] = np.cumsum(rng.standard_normal(20000)) / 7.0\n"
    "df = pd.DataFrame(cols)\n";

// What the harness writes for `snippet` (runner.py: to_csv, index=False, "\n"), computed here by
// the same interpreter and libraries outside the sandbox.
std::string pandas_csv(const std::string& snippet, const std::filesystem::path& where) {
    const auto out = where.string() + "-expected.csv";
    daemon_process py("/usr/bin/python3",
                      {"-c", snippet + "df.to_csv(" + json(out).dump() + ", index=False, lineterminator='\\n')\n"}, {});
    REQUIRE(py.wait_exit(120s) == 0);
    std::ifstream in(out, std::ios::binary);
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::filesystem::remove(out);
    return text;
}

void stores_full_precision_table(const client& c, const std::filesystem::path& dir) {
    const std::string expected = pandas_csv(full_precision_snippet, dir);
    REQUIRE(expected.size() > 3'000'000);  // 15x the paste cap, which bound runs before
    const std::string sid = c.session();
    const auto r = c.data_code(sid, full_precision_snippet);
    REQUIRE(r);
    INFO(r->body.substr(0, 400));
    REQUIRE(r->status == 200);
    const auto answer = json::parse(r->body);
    CHECK(answer["rows"] == 20000);
    CHECK(answer["columns"].size() == 10);
    const auto got = c.call("GET", "/v1/sessions/" + sid + "/dataset");
    REQUIRE(got);
    REQUIRE(got->status == 200);
    const auto stored = json::parse(got->body);
    CHECK(stored["rows"] == 20000);
    CHECK(stored["csv"].get<std::string>().size() == expected.size());
    CHECK(stored["csv"].get<std::string>() == expected);
}

}  // namespace

TEST_CASE("a 20,000 x 10 full-precision float64 table is stored byte for byte (SQLite)", "[agents][caps]") {
    stack s;
    stores_full_precision_table(client{s.agents.port()}, s.dir.path);
}

TEST_CASE("a 20,000 x 10 full-precision float64 table is stored byte for byte (PostgreSQL)",
          "[agents][caps][postgres]") {
    const std::string url = anyplot::test::postgres_server::shared().create_database();
    auto renderer = start_renderer();
    const auto raddr = renderer.wait_listening();
    REQUIRE(raddr);
    data_dir dir;
    auto agents = start_agents("http://" + *raddr, dir.path, {{"AGENT_DATABASE_URL", url}});
    REQUIRE(agents.wait_listening());
    stores_full_precision_table(client{agents.port()}, dir.path);
}

TEST_CASE("a table over each cap answers limit naming the cap, the measured figure and the cap", "[agents][caps]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    struct over {
        std::string name;
        std::string code;
        std::int64_t measured;
        std::int64_t limit;
        std::optional<std::int64_t> rows;
        std::optional<std::int64_t> fit;
    };
    const std::vector<over> cases{
        {"rows", "import pandas as pd\ndf = pd.DataFrame({'a': range(25000)})\n", 25000, 20000, std::nullopt, 20000},
        {"columns", "import pandas as pd\ndf = pd.DataFrame([list(range(60))])\n", 60, 50, std::nullopt, std::nullopt},
        // 20,000 rows of two 200-character cells and a number: 20,000 x 404 + 6 bytes.
        {"bytes",
         "import pandas as pd\ndf = pd.DataFrame({'n': [1] * 20000, 'a': ['x' * 200] * 20000, 'b': ['y' * 200] * "
         "20000})\n",
         20000 * 404 + 6, 5242880, 20000, 5242880LL * 20000 / (20000 * 404 + 6)},
    };
    for (const auto& o : cases) {
        CAPTURE(o.name);
        const auto r = c.data_code(sid, o.code);
        REQUIRE(r);
        INFO(r->body);
        CHECK(r->status == 422);
        const auto body = json::parse(r->body);
        CHECK(body["detail"] == "limit");
        CHECK(body["cap"] == o.name);
        CHECK(body["measured"] == o.measured);
        CHECK(body["limit"] == o.limit);
        CHECK(body.contains("rows") == o.rows.has_value());
        if (o.rows) CHECK(body["rows"] == *o.rows);
        CHECK(body.contains("rows_that_fit") == o.fit.has_value());
        if (o.fit) CHECK(body["rows_that_fit"] == *o.fit);
        // Figures only: nothing of the table or the snippet.
        CHECK(r->body.find("xxxx") == std::string::npos);
    }
    CHECK(c.call("GET", "/v1/sessions/" + sid + "/dataset")->status == 404);
}
