// run_data_code end to end: the real agents service, the real renderer, real Python. Nothing a
// snippet printed may appear in an answer.
#include "tests/integration/agents/fixture.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>

using namespace anyplot::test::agents_fixture;

namespace {

const std::string lorenz =
    "import numpy as np\nimport pandas as pd\nfrom scipy.integrate import odeint\n"
    "def f(s, t, sigma=10.0, rho=28.0, beta=8 / 3):\n"
    "    x, y, z = s\n"
    "    return [sigma * (y - x), x * (rho - z) - y, x * y - beta * z]\n"
    "t = np.linspace(0, 40, 2000)\n"
    "sol = odeint(f, [1.0, 1.0, 1.0], t)\n"
    "df = pd.DataFrame({'t': t, 'x': sol[:, 0], 'y': sol[:, 1], 'z': sol[:, 2]})\n";

const std::string logistic =
    "import pandas as pd\nr = 3.7\nx = 0.5\nrows = []\nfor n in range(500):\n    x = r * x * (1 - x)\n"
    "    rows.append((n, x))\n"
    "df = pd.DataFrame(rows, columns=['n', 'x'])\n";

const std::string random_walk =
    "import numpy as np\nimport pandas as pd\nimport random\nrng = np.random.default_rng(7)\n"
    "steps = rng.choice([-1, 1], size=1000)\n"
    "df = pd.DataFrame({'step': np.arange(1000), 'position': np.cumsum(steps), 'coin': [random.random() for _ in range(1000)]})\n"
    "if __name__ == '__main__':\n    print('done')\n";

}  // namespace

TEST_CASE("Lorenz / logistic map / random walk become dataset versions with their code", "[agents][e2e]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();

    auto r = c.data_code(sid, lorenz);
    REQUIRE(r);
    INFO(r->body);
    REQUIRE(r->status == 200);
    auto j = json::parse(r->body);
    CHECK(j["status"] == "ok");
    CHECK(j["version"] == 1);
    CHECK(j["rows"] == 2000);
    CHECK(j["columns"].size() == 4);
    CHECK(j["columns"][1]["dtype"] == "number");
    CHECK(j["code"] == lorenz);
    CHECK(r->header("x-request-id"));

    r = c.data_code(sid, logistic);
    REQUIRE(r);
    REQUIRE(r->status == 200);
    CHECK(json::parse(r->body)["version"] == 2);
    CHECK(json::parse(r->body)["rows"] == 500);

    r = c.data_code(sid, random_walk);
    REQUIRE(r);
    INFO(r->body);
    REQUIRE(r->status == 200);
    CHECK(json::parse(r->body)["version"] == 3);

    const auto got = c.call("GET", "/v1/sessions/" + sid + "/dataset?version=1");
    REQUIRE(got);
    REQUIRE(got->status == 200);
    const auto ds = json::parse(got->body);
    CHECK(ds["source"] == "code");
    CHECK(ds["confirmed"] == false);
    CHECK(ds["code"] == lorenz);
    CHECK(ds["rows"] == 2000);
    CHECK(ds["csv"].get<std::string>().rfind("t,x,y,z\n", 0) == 0);
    const auto latest = c.call("GET", "/v1/sessions/" + sid + "/dataset");
    REQUIRE(latest);
    CHECK(json::parse(latest->body)["version"] == 3);
    const auto confirmed = c.call("POST", "/v1/sessions/" + sid + "/dataset/versions/1/confirm");
    REQUIRE(confirmed);
    CHECK(confirmed->status == 200);
    CHECK(json::parse(c.call("GET", "/v1/sessions/" + sid + "/dataset?version=1")->body)["confirmed"] == true);

    const auto listed = c.call("GET", "/v1/sessions/" + sid + "/dataset/versions");
    REQUIRE(listed);
    REQUIRE(listed->status == 200);
    const auto versions = json::parse(listed->body)["versions"];
    REQUIRE(versions.size() == 3);
    CHECK(versions[0]["version"] == 3);
    CHECK(versions[2]["version"] == 1);
    CHECK(versions[2]["confirmed"] == true);
    CHECK(versions[2]["rows"] == 2000);
    CHECK(versions[2]["source"] == "code");
    CHECK(versions[2]["created_at"].get<std::int64_t>() > 1'700'000'000);
    CHECK(listed->body.find("csv") == std::string::npos);  // a list of versions, not their tables
}

TEST_CASE("refusals use the fixed vocabulary and never echo what the snippet printed", "[agents][refusals]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();

    struct k {
        std::string code, language;
        int status;
        std::string detail;
    };
    const std::vector<k> cases = {
        {"df = open('/etc/passwd').read()\n", "python", 422, "validation"},
        {"import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n", "cobol", 422, "unsupported_language"},
        {"const xs = [1, 2, 3];", "javascript", 422, "needs_translation"},
        {std::string(6001, '#'), "python", 413, "code_too_long"},
        {"import pandas as pd\ndf = pd.DataFrame({'name': ['a', 'b'], 'kind': ['x', 'y']})\n", "python", 422,
         "needs_number_or_date"},
        {"print('SECRET-STDOUT-41')\nraise ValueError('SECRET-STDERR-42')\ndf = 1\n", "python", 422, "run_failed"},
        {"x = 1\ny = x + 1\n", "python", 422, "validation"},
    };
    for (const auto& kc : cases) {
        INFO(kc.detail);
        const auto r = c.data_code(sid, kc.code, kc.language);
        REQUIRE(r);
        INFO(r->body);
        CHECK(r->status == kc.status);
        CHECK(json::parse(r->body)["detail"] == kc.detail);
        CHECK(r->body.find("SECRET") == std::string::npos);
        CHECK(r->body.find("root:x:0") == std::string::npos);
    }
    const auto failed = c.data_code(sid, "x = 1 / 0\ndf = x\n");
    REQUIRE(failed);
    CHECK(json::parse(failed->body)["notes"][0] == "ZeroDivisionError at line 1 of the snippet");
    // Nothing the snippet printed reached the agents' log either.
    CHECK(s.agents.log().find("SECRET") == std::string::npos);

    const auto bad_body = c.call("POST", "/v1/sessions/" + sid + "/data-code", R"({"code":"x","extra":1})");
    REQUIRE(bad_body);
    CHECK(json::parse(bad_body->body)["detail"] == "invalid_arguments");
}

TEST_CASE("sessions belong to their user - users and ids are checked", "[agents][sessions]") {
    data_dir dir;
    auto agents = start_agents("", dir.path);
    REQUIRE(agents.wait_listening());
    client c{agents.port()};
    const std::string sid = c.session();
    auto r = c.call("GET", "/v1/sessions/" + sid + "/dataset", {}, "mallory");
    REQUIRE(r);
    CHECK(r->status == 404);
    CHECK(r->body.find("session_expired") != std::string::npos);
    r = c.call("GET", "/v1/sessions/" + sid + "/dataset", {}, "-");
    REQUIRE(r);
    CHECK(r->status == 400);
    CHECK(r->body.find("user_required") != std::string::npos);
    r = c.call("GET", "/v1/sessions/" + sid + "/dataset", {}, "bad user!");
    REQUIRE(r);
    CHECK(r->status == 400);
    r = c.call("GET", "/v1/sessions/" + sid + "/dataset");
    REQUIRE(r);
    CHECK(r->status == 404);  // no version yet
    CHECK(r->body.find("not_found") != std::string::npos);
    r = c.call("DELETE", "/v1/sessions/" + sid);
    REQUIRE(r);
    CHECK(r->status == 204);
    r = c.call("GET", "/v1/sessions/" + sid + "/dataset");
    REQUIRE(r);
    CHECK(r->status == 404);
    CHECK(r->body.find("session_expired") != std::string::npos);
    // No renderer configured: a valid snippet answers unavailable.
    const std::string sid2 = c.session();
    r = c.data_code(sid2, "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2]})\n");
    REQUIRE(r);
    CHECK(r->status == 503);
    CHECK(r->body.find("unavailable") != std::string::npos);
    const auto anonymous = anyplot::test::http_call(agents.port(), "POST", "/v1/sessions", {"X-Anyplot-User: a"});
    REQUIRE(anonymous);
    CHECK(anonymous->status == 401);
}

TEST_CASE("the daily limit counts runs only - survives a restart - and a down renderer gives the use back",
          "[agents][limits]") {
    auto renderer = start_renderer();
    const auto raddr = renderer.wait_listening();
    REQUIRE(raddr);
    data_dir dir;
    const std::string ok = "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2]})\n";
    std::string sid;
    {
        auto agents = start_agents("http://" + *raddr, dir.path, {{"AGENT_DAILY_DATA_RUNS", "2"}});
        REQUIRE(agents.wait_listening());
        client c{agents.port()};
        sid = c.session();
        // A validation refusal does not count.
        CHECK(c.data_code(sid, "df = open('x')\n")->status == 422);
        CHECK(c.data_code(sid, ok)->status == 200);
    }
    {
        auto agents = start_agents("http://" + *raddr, dir.path, {{"AGENT_DAILY_DATA_RUNS", "2"}});
        REQUIRE(agents.wait_listening());
        client c{agents.port()};
        // The session and its version survived the restart.
        const auto got = c.call("GET", "/v1/sessions/" + sid + "/dataset");
        REQUIRE(got);
        CHECK(got->status == 200);
        CHECK(json::parse(got->body)["version"] == 1);
        CHECK(c.data_code(sid, ok)->status == 200);
        const auto third = c.data_code(sid, ok);
        REQUIRE(third);
        CHECK(third->status == 429);
        CHECK(third->body.find("daily_limit") != std::string::npos);
        // Another user has their own count.
        client bob{agents.port(), "bob"};
        CHECK(bob.data_code(bob.session(), ok)->status == 200);
    }
    {
        // A renderer that is down: unavailable, and the use is given back.
        auto agents = start_agents("http://127.0.0.1:1", dir.path, {{"AGENT_DAILY_DATA_RUNS", "1"}});
        REQUIRE(agents.wait_listening());
        client carol{agents.port(), "carol"};
        const std::string s = carol.session();
        CHECK(carol.data_code(s, ok)->status == 503);
        CHECK(carol.data_code(s, ok)->status == 503);  // not 429: the failed call did not count
    }
}

TEST_CASE("the data-code CLI prints the table from a running service", "[agents][cli]") {
    stack s;
    const auto snippet = s.dir.path.string() + "-snippet.py";
    std::ofstream(snippet) << "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2], 'y': [3.5, 4.5]})\n";
    daemon_process cli(binary("agents/anyplot-agents"),
                       {"data-code", snippet, "--url", "http://127.0.0.1:" + std::to_string(s.agents.port()), "--token",
                        token},
                       {});
    CHECK(cli.wait_exit(60s) == 0);
    CHECK(cli.out() == "version 1, 2 rows\nx,y\n1,3.5\n2,4.5\n");
    std::ofstream(snippet) << "df = open('x')\n";
    daemon_process refused(binary("agents/anyplot-agents"),
                           {"data-code", snippet, "--url", "http://127.0.0.1:" + std::to_string(s.agents.port()),
                            "--token", token},
                           {});
    CHECK(refused.wait_exit(60s) == 1);
    CHECK(refused.out().find("refused: validation (HTTP 422)") == 0);
    std::filesystem::remove(snippet);
}

TEST_CASE("concurrent calls from one user both land as distinct versions", "[agents][concurrency]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    std::optional<raw_response> a, b;
    std::thread ta([&] { a = c.data_code(sid, "import pandas as pd\ndf = pd.DataFrame({'a': [1, 2]})\n"); });
    std::thread tb([&] { b = c.data_code(sid, "import pandas as pd\ndf = pd.DataFrame({'b': [3, 4, 5]})\n"); });
    ta.join();
    tb.join();
    REQUIRE(a);
    REQUIRE(b);
    REQUIRE(a->status == 200);
    REQUIRE(b->status == 200);
    const int va = json::parse(a->body)["version"];
    const int vb = json::parse(b->body)["version"];
    CHECK(va != vb);
    CHECK(va + vb == 3);
}
