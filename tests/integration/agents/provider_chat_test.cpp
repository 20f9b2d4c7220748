// A chat turn with a model provider (the fake one, over TLS with a test CA), the real agents
// service, the real renderer and real Python: JavaScript translated and stored, for both wire
// formats; what the provider receives (the key in its header only, no snippet output, no table
// cells unfenced); tool arguments that break the schema; a provider's error body never reaching
// a person or a log; the data-code route translating.
#include "tests/integration/agents/fixture.hpp"
#include "tests/support/fake_provider.hpp"

#include <fstream>

using namespace anyplot::test::agents_fixture;
using anyplot::test::fake_provider;

namespace {

const std::string key = "sk-fake-SECRET-KEY-0123456789";

json reply_step(const std::string& text, json calls = json::array(), json usage = json::object()) {
    json reply = {{"text", text}, {"usage", usage}};
    if (!calls.empty()) reply["tool_calls"] = calls;
    return {{"reply", reply}};
}

json run_call(const std::string& id, const std::string& code) {
    return json::array({{{"id", id}, {"name", "run_data_code"},
                         {"arguments", {{"code", code}, {"source_language", "python"}}}}});
}

const std::string squares_python =
    "import pandas as pd\nxs = [i * i for i in range(10)]\ndf = pd.DataFrame({'i': list(range(10)), 'square': xs})\n";
const std::string squares_js = "const xs = [];\nfor (let i = 0; i < 10; i++) { xs.push(i * i); }\nconsole.log(xs);";

// A renderer, an agents service on the fake provider, a data directory, a key file.
struct provider_stack {
    explicit provider_stack(const std::string& kind)
        : renderer(start_renderer()), raddr(renderer.wait_listening()) {
        REQUIRE(raddr);
        REQUIRE(fake.ok());
        std::filesystem::create_directories(dir.path);
        key_file = dir.path / "model.key";
        std::ofstream(key_file) << key << "\n";
        agents.emplace(binary("agents/anyplot-agents"), std::vector<std::string>{},
                       agents_env("http://" + *raddr, dir.path,
                                    {{"AGENT_MODEL_PROVIDER", kind},
                                     {"AGENT_MODEL_URL", kind == "anthropic" ? fake.url() : fake.url("/v1")},
                                     {"AGENT_MODEL_NAME", "root-model"},
                                     {"AGENT_SCOPE_MODEL_NAME", "scope-model"},
                                     {"AGENT_MODEL_KEY_FILE", key_file.string()},
                                     {"AGENT_CA_FILE", fake.ca_file()}}));

        REQUIRE(agents->wait_listening());
    }
    daemon_process renderer;
    std::optional<std::string> raddr;
    data_dir dir;
    fake_provider fake;
    std::filesystem::path key_file;
    std::optional<daemon_process> agents;
};

}  // namespace

TEST_CASE("with a provider: JavaScript is translated, run by the real renderer and stored (both wire formats)",
          "[agents][provider][e2e]") {
    for (const std::string kind : {"anthropic", "openai"}) {
        INFO(kind);
        provider_stack s(kind);
        client c{s.agents->port()};
        const std::string sid = c.session();
        REQUIRE(s.fake.script(json::array({
            reply_step(R"({"decision": "in_scope"})", {}, {{"input", 80}, {"output", 6}}),
            reply_step("Translating to Python.", run_call("call_1", squares_python), {{"input", 900}, {"output", 120}}),
            reply_step(R"({"decision": "allow", "language": "en"})", {}, {{"input", 60}, {"output", 9}}),
            reply_step("The table holds the squares of 0 to 9.", {}, {{"input", 1000}, {"output", 15}}),
        })));
        auto t = c.message(sid, squares_js);
        t.all();
        INFO(json(t.names()).dump());
        const auto dataset = t.first("dataset");
        REQUIRE(dataset);
        CHECK((*dataset)["version"] == 1);
        CHECK((*dataset)["rows"] == 10);
        CHECK((*dataset)["code"] == squares_python);
        // The answer streamed in pieces: together they are the model's text.
        std::string answer;
        for (const auto& e : t.events) {
            if (e.name == "message") answer += json::parse(e.data)["text"].get<std::string>();
        }
        CHECK(answer == "Translating to Python.The table holds the squares of 0 to 9.");
        const auto done = t.first("done").value();
        CHECK(done["llm_calls"] == 4);
        CHECK(done["tokens"] == (80 + 4 * 6) + (900 + 4 * 120) + (60 + 4 * 9) + (1000 + 4 * 15));
        // What the provider saw.
        const json seen = s.fake.requests();
        REQUIRE(seen.size() == 4);
        CHECK(seen[0]["body"]["model"] == "scope-model");
        CHECK(seen[1]["body"]["model"] == "root-model");
        CHECK(seen[2]["body"]["model"] == "root-model");  // the dataset judge's default
        for (const auto& r : seen) {
            const std::string header = kind == "anthropic" ? r["headers"].value("x-api-key", "")
                                                           : r["headers"].value("authorization", "");
            CHECK(header.find(key) != std::string::npos);
            CHECK(r["body"].dump().find(key) == std::string::npos);
        }
        // The dataset judge saw the headers, between markers.
        CHECK(seen[2]["body"].dump().find("<<<TABLE-") != std::string::npos);
        CHECK(seen[2]["body"].dump().find("square") != std::string::npos);
        // The key never reaches a log or an answer.
        CHECK(s.agents->log().find(key) == std::string::npos);
        for (const auto& e : t.events) CHECK(e.data.find(key) == std::string::npos);
    }
}

TEST_CASE("with a provider: the model never sees snippet output / arguments breaking the schema are refused",
          "[agents][provider]") {
    provider_stack s("anthropic");
    client c{s.agents->port()};
    const std::string sid = c.session();
    // What it prints and the exception's message exist only at run time (not in the code the
    // model wrote and so has seen).
    const std::string noisy =
        "import pandas as pd\nprint('-'.join(['PRINTED', 'BY', 'SNIPPET']))\n"
        "raise ValueError('-'.join(['RAISED', 'WITH', 'DETAIL']))\ndf = pd.DataFrame({'a': [1]})\n";
    REQUIRE(s.fake.script(json::array({
        reply_step(R"({"decision": "in_scope"})"),
        // A code argument that is a number: refused by the schema, never run.
        reply_step("", json::array({{{"id", "call_1"}, {"name", "run_data_code"},
                                     {"arguments", {{"code", 42}, {"source_language", "python"}}}}})),
        reply_step("", run_call("call_2", noisy)),
        reply_step("It raised a ValueError."),
    })));
    auto t = c.message(sid, "print something, then fail");
    t.all();
    CHECK_FALSE(t.first("dataset"));
    const json seen = s.fake.requests();
    REQUIRE(seen.size() == 4);
    const std::string after_schema = seen[2]["body"].dump();
    CHECK(after_schema.find("invalid_arguments") != std::string::npos);
    const std::string after_run = seen[3]["body"].dump();
    CHECK(after_run.find("ValueError at line 3") != std::string::npos);
    for (const char* ran : {"PRINTED-BY-SNIPPET", "RAISED-WITH-DETAIL"}) {
        INFO(ran);
        for (const auto& r : seen) CHECK(r["body"].dump().find(ran) == std::string::npos);
        CHECK(s.agents->log().find(ran) == std::string::npos);
        for (const auto& e : t.events) CHECK(e.data.find(ran) == std::string::npos);
    }
}

TEST_CASE("with a provider: its error body never reaches a person or a log / a failing provider falls back or is "
          "error upstream / /v1/status shows its health",
          "[agents][provider]") {
    provider_stack s("openai");
    client c{s.agents->port()};
    const std::string sid = c.session();
    const json secret = {{"error", {{"message", "PROVIDER-SECRET-DETAIL account 1234 over quota"}}}};
    // Only a language model could answer this: the provider's failure is the turn's end.
    REQUIRE(s.fake.script(json::array({{{"status", 401}, {"body", secret}}})));
    auto t = c.message(sid, "plot a chart of the temperatures in my city last winter");
    t.all();
    const auto error = t.first("error");
    REQUIRE(error);
    CHECK((*error)["code"] == "upstream");
    for (const auto& e : t.events) CHECK(e.data.find("PROVIDER-SECRET") == std::string::npos);
    CHECK(s.agents->log().find("PROVIDER-SECRET") == std::string::npos);
    CHECK(t.names().back() == "done");
    // A catalogue computation the offline model can do: it answers, saying so once (its table
    // has no text cells: the rules guard it, as without a provider).
    REQUIRE(s.fake.script(json::array({{{"status", 401}, {"body", secret}}})));
    auto walk = c.message(sid, "draw a random walk of 30 steps");
    walk.all();
    CHECK_FALSE(walk.first("error"));
    REQUIRE(walk.first("dataset"));
    CHECK(walk.first("message")->dump().find("offline model") != std::string::npos);
    // The operator sees the provider's health, in our words.
    const auto status = c.call("GET", "/v1/status");
    REQUIRE(status);
    REQUIRE(status->status == 200);
    const json health = json::parse(status->body)["model"]["health"];
    CHECK(health["last_error"] == "status 401");
    CHECK(health["failures_in_a_row"].get<int>() >= 2);
    CHECK(health["last_failure"].is_number());
    CHECK(health["last_success"].is_null());
    CHECK(status->body.find("PROVIDER-SECRET") == std::string::npos);
}

TEST_CASE("with a provider: the data-code route translates JavaScript first", "[agents][provider]") {
    provider_stack s("openai");
    client c{s.agents->port()};
    const std::string sid = c.session();
    REQUIRE(s.fake.script(json::array({
        reply_step("", run_call("call_1", squares_python)),
        reply_step(R"({"decision": "allow", "language": "en"})"),
    })));
    const auto r = c.data_code(sid, squares_js, "javascript");
    REQUIRE(r);
    INFO(r->body);
    REQUIRE(r->status == 200);
    const auto j = json::parse(r->body);
    CHECK(j["code"] == squares_python);
    CHECK(j["rows"] == 10);
    const std::string asked = s.fake.requests()[0]["body"].dump();
    CHECK(asked.find("<<<CODE-") != std::string::npos);
    CHECK(asked.find("xs.push") != std::string::npos);
}

TEST_CASE("with a provider: a closed formula goes to generate_data, its error's position back to the model",
          "[agents][provider][formula]") {
    provider_stack s("openai");
    client c{s.agents->port()};
    const std::string sid = c.session();
    const auto formula_call = [](const std::string& id, const std::string& f) {
        return json::array({{{"id", id}, {"name", "generate_data"}, {"arguments", {{"formula", f}}}}});
    };
    REQUIRE(s.fake.script(json::array({
        reply_step(R"({"decision": "in_scope"})"),
        // A first try with a typo, then the fixed formula.
        reply_step("", formula_call("f1", "y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1 +")),
        reply_step("", formula_call("f2", "y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1")),
        reply_step(R"({"decision": "allow", "language": "en"})"),
        reply_step("A damped sine from 0 to 20."),
    })));
    auto t = c.message(sid, "a damped sine wave for my homework, x from 0 to 20");
    t.all();
    INFO(json(t.names()).dump());
    const auto dataset = t.first("dataset");
    REQUIRE(dataset);
    CHECK((*dataset)["source"] == "formula");
    CHECK((*dataset)["rows"] == 201);
    const json seen = s.fake.requests();
    REQUIRE(seen.size() == 5);
    // The root is offered both tools.
    std::vector<std::string> tools;
    for (const auto& tool : seen[1]["body"]["tools"]) tools.push_back(tool["function"]["name"]);
    CHECK(tools == std::vector<std::string>{"generate_data", "run_data_code"});
    // The refusal the model read: the code and the position, never the formula's text.
    const std::string second = seen[2]["body"]["messages"].back().dump();
    CHECK(second.find("formula_syntax") != std::string::npos);
    CHECK(second.find("position") != std::string::npos);
    CHECK(second.find("exp(-x") == std::string::npos);
    // No sandbox run: the renderer served none.
    CHECK(s.agents->log().find("\"event\":\"data_code\"") == std::string::npos);
}
