// What pandas writes for numbers a chart can draw, through the real renderer, harness and agents
// service: a complex column becomes its real and imaginary parts (the harness), and pandas'
// infinities in a float column become missing cells counted in `non_finite:N` (the agents'
// parse_run_table), as the formula route counts its own (docs/api.md). A program's plotting is
// left out of what runs (`plotting_left_out:N`).
#include "tests/integration/agents/fixture.hpp"

using namespace anyplot::test::agents_fixture;

TEST_CASE("a run's complex and infinite values are stored as numbers a chart can draw", "[agents][data-code]") {
    stack s;
    const client c{s.agents.port()};

    SECTION("an FFT's complex column is stored as .real and .imag number columns") {
        const std::string sid = c.session();
        const auto r = c.data_code(sid,
                                   "import numpy as np\nimport pandas as pd\n"
                                   "x = np.sin(np.linspace(0, 8 * np.pi, 64))\n"
                                   "df = pd.DataFrame({'k': np.arange(64), 'X': np.fft.fft(x)})\n");
        REQUIRE(r);
        INFO(r->body.substr(0, 400));
        REQUIRE(r->status == 200);
        const auto answer = json::parse(r->body);
        REQUIRE(answer["columns"].size() == 3);
        CHECK(answer["columns"][1]["name"] == "X.real");
        CHECK(answer["columns"][1]["dtype"] == "number");
        CHECK(answer["columns"][2]["name"] == "X.imag");
        CHECK(answer["columns"][2]["dtype"] == "number");
        CHECK(answer["warnings"].empty());
    }

    SECTION("a program's plotting is left out of what runs, and said so") {
        const std::string sid = c.session();
        const auto r = c.data_code(sid,
                                   "import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt\n"
                                   "t = np.linspace(0, 1, 50)\ndf = pd.DataFrame({'t': t, 'y': t ** 2})\n"
                                   "plt.plot(df['t'], df['y'])\nplt.show()\n");
        REQUIRE(r);
        INFO(r->body.substr(0, 400));
        REQUIRE(r->status == 200);
        const auto answer = json::parse(r->body);
        CHECK(answer["rows"] == 50);
        CHECK(answer["warnings"] == json::array({"plotting_left_out:3"}));
        CHECK(answer["code"] ==
              "import numpy as np\nimport pandas as pd\n\nt = np.linspace(0, 1, 50)\n"
              "df = pd.DataFrame({'t': t, 'y': t ** 2})\n\n\n");
    }

    SECTION("log(0) and a pole leave missing cells in a number column, counted") {
        const std::string sid = c.session();
        const auto r = c.data_code(sid,
                                   "import numpy as np\nimport pandas as pd\nfrom scipy import special\n"
                                   "x = np.linspace(0, 2, 5)\n"
                                   "with np.errstate(divide='ignore'):\n"
                                   "    df = pd.DataFrame({'x': x, 'log': np.log(x), 'k0': special.k0(x)})\n");
        REQUIRE(r);
        INFO(r->body.substr(0, 400));
        REQUIRE(r->status == 200);
        const auto answer = json::parse(r->body);
        CHECK(answer["columns"][1]["dtype"] == "number");
        CHECK(answer["columns"][2]["dtype"] == "number");
        CHECK(answer["warnings"] == json::array({"non_finite:2"}));
        const auto got = c.call("GET", "/v1/sessions/" + sid + "/dataset");
        REQUIRE(got);
        REQUIRE(got->status == 200);
        const std::string csv = json::parse(got->body)["csv"];
        CHECK(csv.find("inf") == std::string::npos);
        CHECK(csv.rfind("x,log,k0\n0.0,,\n", 0) == 0);
    }

    SECTION("a carriage return inside a text cell is kept as a paste keeps it, never refused") {
        // pandas writes "x\ry" unquoted (its line end is \n); the harness quotes such a table,
        // and the agents read the cell as a paste's: its CR as a line break (issue 27 finding 6).
        const std::string sid = c.session();
        const auto r = c.data_code(sid,
                                   "import pandas as pd\n"
                                   "df = pd.DataFrame({'note': ['x\\ry', 'plain', None], 'n': [1, 2, 3], 'f': [0.5, None, 2.0]})\n");
        REQUIRE(r);
        INFO(r->body.substr(0, 400));
        REQUIRE(r->status == 200);
        const auto answer = json::parse(r->body);
        CHECK(answer["columns"][1]["dtype"] == "integer");
        CHECK(answer["columns"][2]["dtype"] == "number");
        const std::string csv = json::parse(c.call("GET", "/v1/sessions/" + sid + "/dataset")->body)["csv"];
        CHECK(csv == "note,n,f\n\"x\ny\",1,0.5\nplain,2,\n,3,2.0\n");
        const auto pasted = c.call("POST", "/v1/sessions/" + sid + "/dataset",
                                   json{{"text", "note,n,f\n\"x\ry\",1,0.5\nplain,2,\n,3,2.0\n"}}.dump());
        REQUIRE(pasted);
        REQUIRE(pasted->status == 200);
        const std::string pasted_csv = json::parse(c.call("GET", "/v1/sessions/" + sid + "/dataset")->body)["csv"];
        CHECK(pasted_csv == csv);
    }
}
