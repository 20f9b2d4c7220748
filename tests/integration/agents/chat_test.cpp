// The chat turn end to end: the real agents service (the offline model), the real renderer and
// real Python, read as Server-Sent Events by a raw client.
#include "tests/integration/agents/fixture.hpp"

#include <atomic>
#include <fstream>
#include <thread>

using namespace anyplot::test::agents_fixture;

namespace {

// A run that takes SECONDS of wall time (the DATA profile has no `time`: datetime keeps the clock).
const std::string slow_code =
    "import datetime\nimport pandas as pd\nend = datetime.datetime.now() + datetime.timedelta(seconds=SECONDS)\n"
    "while datetime.datetime.now() < end:\n    pass\ndf = pd.DataFrame({'x': [1, 2]})\n";

std::string sleeping(int seconds) {
    std::string code = slow_code;
    code.replace(code.find("SECONDS"), 7, std::to_string(seconds));
    return code;
}

// The renderer's runs in flight (its /status).
int renderer_in_flight(const stack& s) {
    const auto r = anyplot::test::http_call(anyplot::test::port_of(*s.raddr), "GET", "/status", {auth});
    return r && r->status == 200 ? json::parse(r->body)["in_flight"].get<int>() : -1;
}

bool eventually(const std::function<bool()>& ok, std::chrono::milliseconds limit = 20s) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
        if (ok()) return true;
        std::this_thread::sleep_for(20ms);
    }
    return ok();
}

}  // namespace

TEST_CASE("a chat turn is a well-framed event stream: ready first, done last", "[agents][chat][e2e]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    auto t = c.message(sid, "hello");
    REQUIRE(t.head);
    CHECK(t.head->status == 200);
    CHECK(t.head->header("content-type").value_or("").rfind("text/event-stream", 0) == 0);
    CHECK(t.head->header("cache-control") == "no-store");
    CHECK(t.head->header("x-request-id"));
    t.all();
    CHECK(t.conn->stream_ended());
    const auto names = t.names();
    REQUIRE(names.size() >= 3);
    CHECK(names.front() == "ready");
    CHECK(names.back() == "done");
    CHECK(t.first("ready").value()["v"] == "anyplot/1");
    CHECK(t.first("message").value()["text"].get<std::string>().find("Lorenz") != std::string::npos);
    CHECK(t.first("done").value() == json{{"llm_calls", 0}, {"tokens", 0}});
}

TEST_CASE("errors before the stream are plain JSON: user, session, body, a second turn in one session",
          "[agents][chat]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    const std::string path = "/v1/sessions/" + sid + "/messages";
    CHECK(c.call("POST", path, json{{"text", "hi"}}.dump(), "-")->status == 400);
    CHECK(c.call("POST", path, json{{"text", "hi"}}.dump(), "mallory")->body == R"({"detail":"session_expired"})");
    const std::vector<std::string> bodies{R"({"text": ""})", R"({"text": 5})", R"({"text": "hi", "x": 1})", "[]",
                                          json{{"text", std::string(2001, 'a')}}.dump()};
    for (const auto& bad : bodies) {
        INFO(bad);
        const auto r = c.call("POST", path, bad);
        REQUIRE(r);
        CHECK(r->status == 422);
        CHECK(r->body == R"({"detail":"invalid_arguments"})");
    }
    // A turn is running (its run sleeps): a second one in the same session is 409.
    auto running = c.message(sid, sleeping(3));
    REQUIRE(running.until("status"));
    REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    const auto second = c.call("POST", path, json{{"text", "hello"}}.dump());
    REQUIRE(second);
    CHECK(second->status == 409);
    CHECK(second->body == R"({"detail":"turn_in_progress"})");
    running.all();
    CHECK(running.first("dataset"));
    // After it: fine again.
    auto after = c.message(sid, "hello");
    after.all();
    CHECK(after.names().back() == "done");
}

TEST_CASE("only sandbox work queues: a chat answer finishes while another turn's run holds the slot",
          "[agents][chat][queue]") {
    stack s(std::map<std::string, std::string>{{"AGENT_RUN_SLOTS", "1"}});
    client c{s.agents.port()};
    auto long_turn = c.message(c.session(), sleeping(5));
    REQUIRE(long_turn.head);
    REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    // Another person's greeting and refusal do not wait for that slot.
    client other{s.agents.port(), "bob"};
    const auto started = std::chrono::steady_clock::now();
    auto greeting = other.message(other.session(), "hello");
    greeting.all();
    auto refused = other.message(other.session(), "write my essay about dogs");
    refused.all();
    const auto took = std::chrono::steady_clock::now() - started;
    CHECK(greeting.first("message"));
    CHECK(refused.first("refusal").value()["code"] == "out_of_scope");
    // The run was still going when both were done.
    CHECK(renderer_in_flight(s) == 1);
    CHECK_FALSE(long_turn.first("dataset"));
    INFO("greeting + refusal took " << std::chrono::duration<double>(took).count() << " s");
    long_turn.all();
    CHECK(long_turn.first("dataset"));
}

TEST_CASE("a second run waits in line: status queued with its position, then runs", "[agents][chat][queue]") {
    stack s(std::map<std::string, std::string>{{"AGENT_RUN_SLOTS", "1"}});
    client c{s.agents.port()};
    auto first = c.message(c.session(), sleeping(2));
    REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    auto second = c.message(c.session(), sleeping(0));
    std::optional<json> queued;
    while (auto e = second.next()) {
        if (e->name == "status" && json::parse(e->data)["step"] == "queued") {
            queued = json::parse(e->data);
            break;
        }
    }
    REQUIRE(queued);
    CHECK((*queued)["position"] == 1);
    CHECK((*queued)["waiting"] == 1);
    second.all();
    first.all();
    CHECK(first.first("dataset"));
    CHECK(second.first("dataset"));
}

TEST_CASE("a client that leaves cancels its turn's run at the renderer and nothing is stored",
          "[agents][chat][cancel]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    {
        auto t = c.message(sid, sleeping(20));
        REQUIRE(t.head);
        REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    }  // the connection closes
    CHECK(eventually([&] { return renderer_in_flight(s) == 0; }, 10s));  // long before the 20 s sleep ends
    CHECK(c.call("GET", "/v1/sessions/" + sid + "/dataset")->status == 404);
    // The session is free for the next turn.
    auto next = c.message(sid, "hello");
    next.all();
    CHECK(next.first("message"));
}

TEST_CASE("the cancel route stops a running turn: its run is cancelled, nothing is stored, done comes last",
          "[agents][chat][cancel]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    auto t = c.message(sid, sleeping(20));
    REQUIRE(t.head);
    REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    const auto cancelled = c.call("POST", "/v1/sessions/" + sid + "/cancel");
    REQUIRE(cancelled);
    CHECK(cancelled->status == 204);
    t.all();
    CHECK(t.names().back() == "done");
    CHECK_FALSE(t.first("dataset"));
    CHECK(eventually([&] { return renderer_in_flight(s) == 0; }, 10s));
    CHECK(c.call("GET", "/v1/sessions/" + sid + "/dataset")->status == 404);
    // Another user cannot cancel it: their session check fails first.
    CHECK(c.call("POST", "/v1/sessions/" + sid + "/cancel", "", "mallory")->status == 404);
}

TEST_CASE("offline: every catalogue computation becomes a dataset version through the real renderer",
          "[agents][chat][offline][e2e]") {
    stack s(std::map<std::string, std::string>{{"AGENT_USER_MESSAGES_PER_MINUTE", "100"}});
    client c{s.agents.port()};
    const std::string sid = c.session();
    std::ifstream in(std::string(ANYPLOT_SOURCE_DIR) + "/agents/models/offline/catalogue.json");
    const json catalogue = json::parse(in);
    REQUIRE(catalogue.size() >= 8);
    int version = 0;
    for (const auto& entry : catalogue) {
        const std::string words = "please compute the " + entry["title"]["en"].get<std::string>();
        INFO(words);
        auto t = c.message(sid, words);
        t.all();
        const auto dataset = t.first("dataset");
        REQUIRE(dataset);
        CHECK((*dataset)["version"] == ++version);
        CHECK((*dataset)["source"] == "code");
        CHECK((*dataset)["rows"].get<int>() > 0);
        // The entry's own chart: its plot names columns its table has (else one is inferred).
        CHECK((*dataset)["plot"]["y"] == entry["plot"]["y"]);
        CHECK((*dataset)["plot"]["x"] == entry["plot"]["x"]);
        CHECK((*dataset)["plot"]["kind"] == entry["plot"]["kind"]);
        CHECK(t.first("message"));
    }
    // The versions keep the catalogue's Python.
    const auto got = c.call("GET", "/v1/sessions/" + sid + "/dataset?version=1");
    CHECK(json::parse(got->body)["code"].get<std::string>().find("Lorenz") != std::string::npos);
}

TEST_CASE("offline: JavaScript needs a model provider - an attack is refused in the person's language",
          "[agents][chat][offline]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    auto js = c.message(sid, "const xs = [];\nfor (let i = 0; i < 10; i++) { xs.push(i * i); }\nconsole.log(xs);");
    js.all();
    CHECK(js.first("refusal").value()["code"] == "needs_model");
    auto attack = c.message(sid, "import os\nimport pandas as pd\ndf = pd.DataFrame({'f': os.listdir('/')})\n");
    attack.all();
    CHECK(attack.first("refusal").value()["code"] == "attack");
    CHECK_FALSE(attack.first("dataset"));
    auto german = c.message(c.session(), "Schreib mir bitte einen Aufsatz über Hunde");
    german.all();
    const auto refusal = german.first("refusal").value();
    CHECK(refusal["code"] == "out_of_scope");
    CHECK(refusal["lang"] == "de");
}

TEST_CASE("a session keeps its chat: the history route, the language of short messages, closed after refusals",
          "[agents][chat][history]") {
    stack s(std::map<std::string, std::string>{{"AGENT_USER_MESSAGES_PER_MINUTE", "100"}});
    client c{s.agents.port()};
    const std::string sid = c.session();
    auto lorenz = c.message(sid, "Zeichne bitte den Lorenz-Attraktor");
    lorenz.all();
    REQUIRE(lorenz.first("dataset"));
    // A message that shows no language is answered in the session's (German), not Accept-Language's
    // absent one (English).
    auto short_one = c.message(sid, "42");
    short_one.all();
    const auto refused = short_one.first("refusal");
    REQUIRE(refused);
    CHECK((*refused)["lang"] == "de");
    // A new session has no language yet: the same message is English.
    const std::string other = c.session();
    auto fresh = c.message(other, "42");
    fresh.all();
    CHECK(fresh.first("refusal").value()["lang"] == "en");

    const auto got = c.call("GET", "/v1/sessions/" + sid + "/messages");
    REQUIRE(got);
    REQUIRE(got->status == 200);
    const json history = json::parse(got->body);
    CHECK(history["closed"] == false);
    const json& lines = history["messages"];
    REQUIRE(lines.size() == 5);
    CHECK(lines[0] == json{{"role", "person"}, {"text", "Zeichne bitte den Lorenz-Attraktor"}, {"at", lines[0]["at"]}});
    CHECK(lines[1]["kind"] == "dataset");
    CHECK(lines[1]["version"] == 1);
    CHECK(lines[1]["source"] == "code");
    CHECK_FALSE(lines[1].contains("code"));  // the code stays on the version
    CHECK(lines[2]["kind"] == "message");
    CHECK(lines[2]["text"] == lorenz.first("message").value()["text"]);
    CHECK(lines[3]["text"] == "42");
    CHECK(lines[4]["kind"] == "refusal");
    CHECK(lines[4]["lang"] == "de");
    CHECK(lines[0]["at"].get<std::int64_t>() > 1'700'000'000);

    // Off-topic messages close the session; the history says so.
    for (const char* text : {"Erzähl mir einen Witz", "Schreib mir ein Gedicht über Katzen", "Wie wird das Wetter?"}) {
        auto t = c.message(sid, text);
        t.all();
    }
    const json closed = json::parse(c.call("GET", "/v1/sessions/" + sid + "/messages")->body);
    CHECK(closed["closed"] == true);
    CHECK(closed["messages"].back()["code"] == "session_closed");
    // Another user cannot read it.
    client intruder{s.agents.port(), "mallory"};
    CHECK(intruder.call("GET", "/v1/sessions/" + sid + "/messages")->status == 404);
}

TEST_CASE("a session deleted during its run: 404 session_expired, nothing stored, the run not counted",
          "[agents][sessions][delete]") {
    stack s(std::map<std::string, std::string>{{"AGENT_DAILY_DATA_RUNS", "1"}});
    client c{s.agents.port()};
    // The direct route: the run answers for the session, and the day's one run is still there.
    std::string sid = c.session();
    std::optional<raw_response> answer;
    std::thread run([&] { answer = c.data_code(sid, sleeping(3)); });
    REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    REQUIRE(c.call("DELETE", "/v1/sessions/" + sid)->status == 204);
    run.join();
    REQUIRE(answer);
    CHECK(answer->status == 404);
    CHECK(json::parse(answer->body) == json{{"detail", "session_expired"}});
    const std::string next = c.session();
    const auto counted = c.data_code(next, "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2]})\n");
    REQUIRE(counted);
    CHECK(counted->status == 200);  // AGENT_DAILY_DATA_RUNS=1: the deleted session's run was given back

    // A chat turn: its own error, not "the sandbox is not available".
    client other{s.agents.port(), "bob"};
    sid = other.session();
    auto t = other.message(sid, "import datetime\nimport pandas as pd\n"
                                "end = datetime.datetime.now() + datetime.timedelta(seconds=3)\n"
                                "while datetime.datetime.now() < end:\n    pass\ndf = pd.DataFrame({'x': [1, 2]})\n");
    REQUIRE(t.head);
    REQUIRE(eventually([&] { return renderer_in_flight(s) == 1; }));
    REQUIRE(other.call("DELETE", "/v1/sessions/" + sid)->status == 204);
    t.all();
    CHECK(t.first("error").value()["code"] == "session_expired");
    CHECK_FALSE(t.first("dataset"));
    CHECK(t.names().back() == "done");
    const std::string bobs = other.session();
    CHECK(other.data_code(bobs, "import pandas as pd\ndf = pd.DataFrame({'x': [1]})\n")->status == 200);
}

TEST_CASE("fair shares: one person's flood of runs never locks another out, and has its own answer",
          "[agents][fair]") {
    auto renderer = start_renderer({{"RENDERER_SLOTS", "2"}});
    const auto raddr = renderer.wait_listening();
    REQUIRE(raddr);
    data_dir dir;
    auto agents = start_agents("http://" + *raddr, dir.path, {{"AGENT_RUN_SLOTS", "2"}});
    REQUIRE(agents.wait_listening());
    const client mallory{agents.port(), "mallory"}, alice{agents.port(), "alice"};
    // Five 3-second runs at once, each in its own session: one runs, two wait (her share of the
    // line), two are refused at once with her own answer — never `capacity`, which is everyone's.
    std::vector<std::string> sessions;
    for (int i = 0; i < 5; ++i) sessions.push_back(mallory.session());
    std::atomic<int> finished{0}, ok{0}, too_many{0}, other{0};
    std::vector<std::thread> flood;
    for (int i = 0; i < 5; ++i) {
        flood.emplace_back([&, i] {
            const auto r = mallory.data_code(sessions[static_cast<std::size_t>(i)], sleeping(3));
            if (r && r->status == 200) {
                ++ok;
                ++finished;
            } else if (r && r->status == 429 && r->body.find("too_many_runs") != std::string::npos) {
                ++too_many;
            } else {
                ++other;
            }
        });
    }
    REQUIRE(eventually([&] { return too_many == 2; }));
    // Alice's run starts on the slot Mallory's share leaves free and ends before any of hers.
    const std::string sid = alice.session();
    const auto mine = alice.data_code(sid, "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2]})\n");
    REQUIRE(mine);
    CHECK(mine->status == 200);
    CHECK(finished == 0);
    for (auto& t : flood) t.join();
    CHECK(ok == 3);  // her share ran, one after the other
    CHECK(too_many == 2);
    CHECK(other == 0);
}

TEST_CASE("fair shares: a person's new sessions per hour are capped, others' are not", "[agents][fair][sessions]") {
    stack s(std::map<std::string, std::string>{{"AGENT_USER_SESSIONS_PER_HOUR", "3"}});
    const client mallory{s.agents.port(), "mallory"}, alice{s.agents.port(), "alice"};
    for (int i = 0; i < 3; ++i) CHECK(mallory.call("POST", "/v1/sessions")->status == 201);
    const auto refused = mallory.call("POST", "/v1/sessions");
    REQUIRE(refused);
    CHECK(refused->status == 429);
    CHECK(json::parse(refused->body) == json{{"detail", "too_many_sessions"}});
    CHECK(alice.call("POST", "/v1/sessions")->status == 201);
}

TEST_CASE("one id follows a turn from the person's ref to the renderer's run, and outcomes are counted",
          "[agents][chat][ops]") {
    stack s;
    client c{s.agents.port()};
    const std::string sid = c.session();
    auto t = c.message(sid, "draw the Lorenz attractor");
    t.all();
    REQUIRE(t.first("dataset"));
    const std::string ref = t.first("ready").value()["run_id"];
    // The renderer's run line and the agents' data_code line carry the turn's ref as the job id.
    const std::string job = "\"job_id\":\"" + ref + "-1\"";
    REQUIRE(eventually([&] { return s.renderer.log().find(job) != std::string::npos; }));
    const std::string agents_log = s.agents.log();
    CHECK(agents_log.find(job) != std::string::npos);
    CHECK(agents_log.find("\"event\":\"turn\",\"run_id\":\"" + ref + "\"") != std::string::npos);
    // A refused turn and a failed run, counted by their codes.
    auto joke = c.message(sid, "tell me a joke");
    joke.all();
    auto failing = c.message(sid, "import pandas as pd\nx = 1 / 0\ndf = pd.DataFrame({'x': [x]})\n");
    failing.all();
    const auto metrics = anyplot::test::http_call(s.agents.port(), "GET", "/metrics", {auth});
    REQUIRE(metrics);
    REQUIRE(metrics->status == 200);
    INFO(metrics->body.substr(metrics->body.find("agents_t")));
    CHECK(metrics->body.find("agents_turns_total{ending=\"answered\",code=\"\"} 2") != std::string::npos);
    CHECK(metrics->body.find("agents_turns_total{ending=\"refused\",code=\"out_of_scope\"} 1") != std::string::npos);
    CHECK(metrics->body.find("agents_tool_calls_total{tool=\"run_data_code\",result=\"ok\"} 1") != std::string::npos);
    CHECK(metrics->body.find("agents_tool_calls_total{tool=\"run_data_code\",result=\"run_failed\"} 1") != std::string::npos);
    // The turn whose run failed says so in its log line: nothing stored.
    const std::string failed_ref = failing.first("ready").value()["run_id"];
    CHECK(s.agents.log().find("\"run_id\":\"" + failed_ref + "\",\"ending\":\"answered\",\"code\":\"\",\"stored\":0") !=
          std::string::npos);
}

TEST_CASE("a renderer that refuses the agents' token is said at start, not at a person's first run",
          "[agents][ops][token]") {
    auto renderer = start_renderer();
    const auto raddr = renderer.wait_listening();
    REQUIRE(raddr);
    data_dir dir;
    auto agents = start_agents("http://" + *raddr, dir.path, {{"AGENT_RENDER_TOKEN", "not-the-renderers-token-0123"}});
    REQUIRE(agents.wait_listening());
    REQUIRE(eventually([&] { return agents.log().find("renderer_refuses_token") != std::string::npos; }));
    CHECK(agents.log().find("\"level\":\"error\",\"event\":\"renderer_refuses_token\",\"renderer\":0,\"status\":403") !=
          std::string::npos);
    CHECK(agents.log().find("not-the-renderers-token") == std::string::npos);  // never the token
    const auto st = anyplot::test::http_call(agents.port(), "GET", "/v1/status", {auth});
    REQUIRE(st);
    REQUIRE(st->status == 200);
    CHECK(json::parse(st->body)["renderers"][0]["last_error"] == "refused");
    // With the right token: checked, and nothing to say.
    data_dir other_dir;
    auto good = start_agents("http://" + *raddr, other_dir.path);
    REQUIRE(good.wait_listening());
    REQUIRE(eventually([&] { return good.log().find("renderer_checked") != std::string::npos; }));
    CHECK(good.log().find("renderer_refuses_token") == std::string::npos);
}
