// One chat turn with the real turn engine, tool registry, validator and SQLite store, a scripted
// model and judge (or the offline ones) and a scripted renderer: the events and their order, the
// limits with an injected clock, the session closing, the lockout, the third call, the budget,
// cancel and the deadline, the queue.
#include "agents/backends/fake.hpp"
#include "agents/chat/codes.hpp"
#include "agents/chat/turn.hpp"
#include "agents/data/guard.hpp"
#include "agents/models/catalogue.hpp"
#include "agents/models/offline.hpp"
#include "agents/store/async_store.hpp"
#include "agents/store/sqlite_store.hpp"
#include "agents/texts/texts.hpp"
#include "agents/tools/sandbox_queue.hpp"
#include "agents/validate/validator.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <deque>
#include <filesystem>

namespace asio = boost::asio;
using namespace anyplot::agents;
using namespace std::chrono_literals;
using anyplot::common::one_shot_signal;
using json = nlohmann::json;

namespace {

const std::filesystem::path source_dir(ANYPLOT_SOURCE_DIR);
const std::string two_rows_code = "import pandas as pd\ndf = pd.DataFrame({'x': [1, 2], 'y': [3, 4]})\n";

struct scripted_model final : models::chat_model {
    std::deque<anyplot::common::result<models::chat_reply, models::model_error>> replies;
    std::vector<models::chat_request> seen;
    bool llm = false;
    bool is_llm() const noexcept override { return llm; }
    asio::awaitable<anyplot::common::result<models::chat_reply, models::model_error>> complete(
        models::chat_request r, std::shared_ptr<one_shot_signal>) override {
        seen.push_back(std::move(r));
        if (replies.empty()) {
            models::chat_reply done;
            done.text = "all done";
            co_return done;
        }
        auto next = std::move(replies.front());
        replies.pop_front();
        co_return next;
    }
};

struct scripted_judge final : models::scope_judge {
    std::deque<models::scope_decision> decisions;  // the last one repeats
    bool unavailable = false;                      // answers as a provider that is down
    bool is_llm() const noexcept override { return false; }
    asio::awaitable<anyplot::common::result<models::scope_verdict, models::model_error>> judge(
        models::scope_request, std::shared_ptr<one_shot_signal>) override {
        if (unavailable) co_return anyplot::common::failure{models::model_error::unavailable};
        models::scope_verdict v;
        v.decision = decisions.empty() ? models::scope_decision::in_scope : decisions.front();
        if (decisions.size() > 1) decisions.pop_front();
        co_return v;
    }
};

struct collecting_sink final : chat::event_sink {
    std::vector<chat::wire_event> events;
    void emit(chat::event e) override { events.push_back(chat::encode(e)); }
};

models::chat_reply calls_run(int times, const std::string& code = two_rows_code) {
    models::chat_reply r;
    for (int i = 0; i < times; ++i) {
        r.calls.push_back({"call-" + std::to_string(i), "run_data_code", {{"code", code}, {"source_language", "python"}}});
    }
    return r;
}

// Fires once the backend has a run in flight, so the cancel lands on the run and not on the steps
// before it (which take a machine-dependent time: the validator's helper under a loaded ASan build).
asio::awaitable<void> fire_when_running(std::shared_ptr<one_shot_signal> s, const backends::fake_backend* backend) {
    asio::steady_timer t(co_await asio::this_coro::executor);
    boost::system::error_code ec;
    while (backend->calls().empty()) {
        t.expires_after(std::chrono::milliseconds(5));
        co_await t.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
    s->fire();
}

asio::awaitable<void> take_slot(tools::queue_hold* hold) { (void)co_await hold->hold(); }

asio::awaitable<void> release_after(anyplot::common::run_slots* slots, std::chrono::milliseconds d) {
    asio::steady_timer t(co_await asio::this_coro::executor, d);
    boost::system::error_code ec;
    co_await t.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    slots->release();
}

struct harness {
    std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                ("anyplot-turn-" + std::to_string(::getpid()) + "-" + std::to_string(next()++));
    asio::io_context ioc;
    asio::thread_pool blocking{1};
    asio::thread_pool store_thread{1};
    std::unique_ptr<store::sqlite_store> st;
    std::unique_ptr<store::async_store> db;
    backends::fake_backend backend;
    data::rule_judge dataset_judge;
    std::optional<texts::texts> words;
    std::optional<models::catalogue> catalogue;
    std::unique_ptr<models::offline_model> offline;
    scripted_model model;
    scripted_judge judge;
    chat::tool_registry tools;
    anyplot::common::run_slots slots{ioc.get_executor(), 1, 4};
    chat::turn_services svc;
    chat::turn_settings settings;
    store::time_point clock{std::chrono::seconds{1'767'268'800}};  // 2026-01-01T12:00:00Z
    std::string sid;

    static int& next() {
        static int n = 0;
        return n;
    }
    harness() {
        auto opened = store::sqlite_store::open(dir);
        REQUIRE(opened.ok());
        st = std::move(opened).value();
        db = std::make_unique<store::async_store>(*st, store_thread.get_executor());
        sid = st->create_session("alice").value();
        std::vector<std::string> codes;
        for (const auto c : chat::all_refusal_codes) codes.emplace_back(chat::to_string(c));
        std::string error;
        words = texts::texts::load(source_dir / "agents" / "texts", codes, error);
        catalogue = models::catalogue::load(source_dir / "agents" / "models" / "offline", error);
        REQUIRE(words);
        REQUIRE(catalogue);
        offline = std::make_unique<models::offline_model>(&*catalogue, &*words);
        tools.add(chat::make_run_data_code_tool());
        svc.store = db.get();
        svc.model = &model;
        svc.judge = &judge;
        svc.texts = &*words;
        svc.tools = &tools;
        svc.tool_ctx.validator = &validate::default_validator();
        svc.tool_ctx.store = db.get();
        svc.tool_ctx.backend = &backend;
        svc.tool_ctx.judge = &dataset_judge;
        svc.tool_ctx.blocking = blocking.get_executor();
        svc.tool_ctx.now = [this] { return clock; };
        svc.sandbox_slots = &slots;
        svc.now = [this] { return clock; };
        settings.queue_wait = 5s;
    }
    ~harness() {
        blocking.join();
        store_thread.join();
        st.reset();
        std::filesystem::remove_all(dir);
    }
    std::string new_session(const std::string& user = "alice") { return st->create_session(user).value(); }

    // One turn to its end; the events it emitted.
    std::vector<chat::wire_event> turn(const std::string& text, std::string session = "", const std::string& user = "alice",
                                  std::shared_ptr<one_shot_signal> cancel = std::make_shared<one_shot_signal>()) {
        if (session.empty()) session = sid;
        chat::turn_request r;
        r.run_id = "t-test";
        r.user = user;
        r.session_id = session;
        r.session_refusals = st->find_session(session, user).value().refusals;
        r.text = text;
        collecting_sink sink;
        anyplot::test::spawn(ioc, chat::run_turn(&svc, settings, std::move(r), &sink, cancel));
        ioc.restart();
        ioc.run();
        // Every turn: ready first, done last, exactly once each.
        REQUIRE(sink.events.size() >= 2);
        CHECK(sink.events.front().name == "ready");
        CHECK(sink.events.back().name == "done");
        const auto count = [&](const char* n) {
            return std::count_if(sink.events.begin(), sink.events.end(), [n](const chat::wire_event& e) { return e.name == n; });
        };
        CHECK(count("ready") == 1);
        CHECK(count("done") == 1);
        return sink.events;
    }
};

std::vector<std::string> names(const std::vector<chat::wire_event>& events) {
    std::vector<std::string> out;
    for (const auto& e : events) out.push_back(e.name);
    return out;
}

std::optional<chat::wire_event> first(const std::vector<chat::wire_event>& events, const std::string& name) {
    for (const auto& e : events) {
        if (e.name == name) return e;
    }
    return std::nullopt;
}

std::string refusal(const std::vector<chat::wire_event>& events) {
    const auto r = first(events, "refusal");
    return r ? r->data["code"].get<std::string>() : std::string("none");
}

}  // namespace

TEST_CASE("a greeting gets the fixed answer: ready, status, message, done", "[chat][turn]") {
    harness h;
    h.judge.decisions = {models::scope_decision::greeting};
    const auto events = h.turn("hello");
    CHECK(names(events) == std::vector<std::string>{"ready", "status", "message", "done"});
    CHECK(events[0].data["v"] == "anyplot/1");
    CHECK(events[2].data["text"] == h.words->answer("greeting", "en"));
    CHECK(events[3].data == json{{"llm_calls", 0}, {"tokens", 0}});
    CHECK(h.model.seen.empty());  // no model call for a fixed answer
}

TEST_CASE("per-minute and per-day limits, with an injected clock - checked before the judge", "[chat][turn][limits]") {
    harness h;
    h.settings.limits.messages_per_minute = 2;
    h.settings.limits.messages_per_day = 3;
    h.judge.decisions = {models::scope_decision::greeting};
    CHECK(refusal(h.turn("hello")) == "none");
    CHECK(refusal(h.turn("hello")) == "none");
    const auto limited = h.turn("hello");
    CHECK(refusal(limited) == "rate_limited");
    CHECK(names(limited) == std::vector<std::string>{"ready", "refusal", "done"});  // the judge never ran
    CHECK(first(limited, "refusal")->data["lang"] == "en");
    h.clock += 61s;  // the rolling minute moved on
    CHECK(refusal(h.turn("hello")) == "none");
    h.clock += 61s;
    CHECK(refusal(h.turn("hello")) == "daily_limit");  // the fourth of the UTC day
    h.clock += 24h;
    CHECK(refusal(h.turn("hello")) == "none");
}

TEST_CASE("refused turns are not counted", "[chat][turn][limits]") {
    harness h;
    h.settings.limits.messages_per_minute = 1;
    h.judge.decisions = {models::scope_decision::out_of_scope, models::scope_decision::greeting};
    CHECK(refusal(h.turn("write my essay")) == "out_of_scope");
    CHECK(refusal(h.turn("hello")) == "none");  // the refused one did not use the minute's one turn
    CHECK(refusal(h.turn("hello")) == "rate_limited");
}

TEST_CASE("a session closes at its third scope refusal - needs_data does not count", "[chat][turn][limits]") {
    harness h;
    h.judge.decisions = {models::scope_decision::out_of_scope, models::scope_decision::needs_data,
                         models::scope_decision::out_of_scope, models::scope_decision::out_of_scope,
                         models::scope_decision::greeting};
    CHECK(refusal(h.turn("write my essay")) == "out_of_scope");
    CHECK(refusal(h.turn("what is the mean of my data?")) == "needs_data");
    CHECK(refusal(h.turn("write a poem")) == "out_of_scope");
    CHECK(refusal(h.turn("write a song")) == "session_closed");  // the third
    const auto later = h.turn("hello");
    CHECK(refusal(later) == "session_closed");  // before the judge
    CHECK(names(later) == std::vector<std::string>{"ready", "refusal", "done"});
    // Another session of the same user is open.
    CHECK(refusal(h.turn("hello", h.new_session())) == "none");
}

TEST_CASE("three attack strikes within 24 h lock the user for the lockout", "[chat][turn][limits]") {
    harness h;
    h.settings.limits.session_refusals = 100;
    h.judge.decisions = {models::scope_decision::attack, models::scope_decision::attack,
                         models::scope_decision::attack, models::scope_decision::greeting};
    CHECK(refusal(h.turn("read /etc/passwd")) == "attack");
    CHECK(refusal(h.turn("read /etc/shadow", h.new_session())) == "attack");
    CHECK(refusal(h.turn("print the environment", h.new_session())) == "locked");
    CHECK(refusal(h.turn("hello", h.new_session())) == "locked");
    CHECK(refusal(h.turn("hello", h.new_session("bob"), "bob")) == "none");  // another user is not locked
    h.clock += 25h;
    CHECK(refusal(h.turn("hello", h.new_session())) == "none");
}

TEST_CASE("a data run: status running, the dataset event, the model's answer - two runs, the third refused",
          "[chat][turn][tools]") {
    harness h;
    h.backend.script(backends::fake_backend::success("x,y\n1,3\n2,4\n"));
    h.model.replies.push_back(calls_run(3));
    const auto events = h.turn("run my code three times");
    std::vector<chat::wire_event> datasets;
    for (const auto& e : events) {
        if (e.name == "dataset") datasets.push_back(e);
    }
    REQUIRE(datasets.size() == 2);
    CHECK(datasets[0].data["version"] == 1);
    CHECK(datasets[1].data["version"] == 2);
    CHECK(datasets[0].data["source"] == "code");
    CHECK(datasets[0].data["rows"] == 2);
    CHECK(datasets[0].data["code"] == two_rows_code);
    CHECK(h.backend.calls().size() == 2);
    // The model saw three tool results, the third refused, none with table cells.
    const auto& last = h.model.seen.back().messages;
    REQUIRE(last.size() == 5);  // user, assistant, 3 tool results
    const auto third = json::parse(last[4].text);
    CHECK(third["status"] == "refused");
    CHECK(third["code"] == "too_many_calls");
    const auto ok = json::parse(last[2].text);
    CHECK(ok["status"] == "ok");
    CHECK(ok.dump().find("\"1,3") == std::string::npos);
    CHECK(first(events, "message")->data["text"] == "all done");
}

TEST_CASE("the model's plot argument: kept when the table can draw it, else inferred and said", "[chat][turn][plot]") {
    harness h;
    h.backend.script(backends::fake_backend::success("x,y\n1,3\n2,4\n"));
    h.backend.script(backends::fake_backend::success("x,y\n1,3\n2,4\n"));
    models::chat_reply r;
    r.calls.push_back({"call-0", "run_data_code",
                       {{"code", two_rows_code}, {"source_language", "python"},
                        {"plot", {{"y", {"x"}}, {"kind", "bars"}}}}});
    r.calls.push_back({"call-1", "run_data_code",
                       {{"code", two_rows_code}, {"source_language", "python"},
                        {"plot", {{"x", "x"}, {"y", {"no_such_column"}}, {"kind", "area"}}}}});
    h.model.replies.push_back(r);
    const auto events = h.turn("run it twice, drawn my way");
    std::vector<chat::wire_event> datasets;
    for (const auto& e : events) {
        if (e.name == "dataset") datasets.push_back(e);
    }
    REQUIRE(datasets.size() == 2);
    CHECK(datasets[0].data["plot"] == json{{"x", nullptr}, {"y", {"x"}}, {"kind", "bars"}});
    CHECK(datasets[1].data["plot"] == json{{"x", "x"}, {"y", {"y"}}, {"kind", "line"}});
    const auto& seen = h.model.seen.back().messages;
    REQUIRE(seen.size() == 4);  // user, assistant, 2 tool results
    CHECK(json::parse(seen[2].text)["warnings"] == json::array());
    CHECK(json::parse(seen[3].text)["warnings"] == json{"plot_inferred"});
    // A plot of the wrong shape never reaches the tool: the schema refuses it.
    models::chat_reply shaped_wrong;
    shaped_wrong.calls.push_back(
        {"call-2", "run_data_code", {{"code", two_rows_code}, {"source_language", "python"}, {"plot", {{"y", "x"}}}}});
    h.model.replies.push_back(shaped_wrong);
    const auto shaped = h.turn("again");
    CHECK_FALSE(first(shaped, "dataset"));
}

TEST_CASE("one rated start per turn: a turn with two runs counts once - the events in order", "[chat][turn][limits]") {
    harness h;
    h.backend.script(backends::fake_backend::success("x,y\n1,3\n2,4\n"));
    h.model.replies.push_back(calls_run(2));
    const auto events = h.turn("run my code twice");
    CHECK(names(events) == std::vector<std::string>{"ready", "status", "status", "status", "dataset", "status",
                                                    "dataset", "status", "message", "done"});
    CHECK(h.st->count_events("alice", chat::messages_counter, 60s, h.clock).value() == 1);
    CHECK(h.st->daily_count("alice", chat::messages_counter, h.clock).value() == 1);
    CHECK(h.st->daily_count("alice", tools::daily_counter, h.clock).value() == 2);  // the data runs count apart
}

TEST_CASE("a refused run reaches the model as server-written lines only", "[chat][turn][tools]") {
    harness h;
    anyplot::wire::data_run_response raised;
    raised.exit_code = 1;
    raised.stderr_tail = "Traceback (most recent call last):\n  File \"snippet.py\", line 2, in <module>\n"
                         "ZeroDivisionError: SECRET-SNIPPET-OUTPUT\n";
    raised.attempts = 1;
    raised.version = "fake";
    h.backend.script(raised);
    h.model.replies.push_back(calls_run(1));
    const auto events = h.turn("run it");
    CHECK_FALSE(first(events, "dataset"));
    const std::string seen = h.model.seen.back().messages.back().text;
    CHECK(seen.find("SECRET") == std::string::npos);
    CHECK(seen.find("ZeroDivisionError at line 2") != std::string::npos);
    CHECK(seen.find("[tool note]") != std::string::npos);
}

TEST_CASE("over the turn's token budget: refusal budget - done reports the calls and tokens", "[chat][turn][ledger]") {
    harness h;
    h.model.llm = true;
    h.settings.turn_tokens = 60'000;
    models::chat_reply big;
    big.text = "a long answer";
    big.used = {50'000, 5'000};  // weighted: 50,000 + 4 × 5,000
    h.model.replies.push_back(big);
    const auto events = h.turn("draw something");
    CHECK(refusal(events) == "budget");
    CHECK(events.back().data == json{{"llm_calls", 1}, {"tokens", 70'000}});
    CHECK(h.st->daily_count("alice", chat::tokens_counter, h.clock).value() == 70'000);
}

TEST_CASE("a model that declines: refusal needs_model, not counted toward closing the session", "[chat][turn]") {
    harness h;
    models::chat_reply no;
    no.decline = "needs_model";
    for (int i = 0; i < 4; ++i) h.model.replies.push_back(no);
    for (int i = 0; i < 4; ++i) CHECK(refusal(h.turn("const x = 1;")) == "needs_model");
    CHECK(h.st->find_session(h.sid, "alice")->refusals == 0);
}

TEST_CASE("the offline model end to end: a named computation in German runs the catalogue's Python",
          "[chat][turn][offline]") {
    harness h;
    h.svc.model = h.offline.get();
    h.backend.script(backends::fake_backend::success("step,position\n0,0\n1,1\n"));
    const auto events = h.turn("Zeichne bitte eine Irrfahrt");
    const auto dataset = first(events, "dataset");
    REQUIRE(dataset);
    CHECK(dataset->data["code"] == h.catalogue->match("random walk")->code);
    // It says what it computed with (the default, nothing was asked).
    CHECK(first(events, "message")->data["text"] ==
          texts::fill(h.words->answer("stored", "de"), {{"version", "1"}, {"rows", "2"}}) + " " +
              texts::fill(h.words->answer("parameters_used", "de"), {{"parameters", "Schritte = 1000"}}));
    REQUIRE(h.backend.calls().size() == 1);
    CHECK(h.backend.calls()[0].source == h.catalogue->match("random walk")->code);
    // JavaScript offline: needs a model provider.
    CHECK(refusal(h.turn("const xs = [1, 2, 3].map(v => v * 2);")) == "needs_model");
}

TEST_CASE("the offline model honours the request's numbers, says which it used and which not, and refuses a range",
          "[chat][turn][offline][parameters]") {
    harness h;
    h.svc.model = h.offline.get();
    h.backend.script(backends::fake_backend::success("year,balance,interest_earned\n0,1000,0\n"));
    auto events = h.turn("compound interest on 1000 at 5% for 30 years, 3 times please");
    REQUIRE(h.backend.calls().size() == 1);
    const std::string& code = h.backend.calls()[0].source;
    CHECK(code.find("\nprincipal = 1000.0\n") != std::string::npos);
    CHECK(code.find("\nrate_percent = 5.0") != std::string::npos);
    CHECK(code.find("\nyears = 30\n") != std::string::npos);
    const std::string text = first(events, "message")->data["text"];
    CHECK(text == texts::fill(h.words->answer("stored", "en"), {{"version", "1"}, {"rows", "1"}}) +
                      " Computed with principal = 1000, interest rate = 5 %, years = 30. Not used from your request: 3 times.");
    // Out of its range: nothing runs, the answer gives the range, and it never says "Done".
    events = h.turn("a random walk of 50000 steps");
    CHECK(h.backend.calls().size() == 1);
    CHECK_FALSE(first(events, "dataset"));
    const std::string refused = first(events, "message")->data["text"];
    CHECK(refused == "Nothing was computed: steps must be between 1 and 19999 (whole numbers for counts); the "
                     "request asked for 50000.");
    // In German, with German number marks.
    harness de;
    de.svc.model = de.offline.get();
    de.backend.script(backends::fake_backend::success("t,x,y,z\n0,1,1,1\n"));
    events = de.turn("Zeichne den Lorenz-Attraktor mit rho = 14,5");
    REQUIRE(de.backend.calls().size() == 1);
    CHECK(de.backend.calls()[0].source.find("\nrho = 14.5\n") != std::string::npos);
    CHECK(first(events, "message")->data["text"].get<std::string>().find("rho = 14,5") != std::string::npos);
}

TEST_CASE("a provider that is down: the offline model answers what it can and says so once, the rest is upstream",
          "[chat][turn][offline][fallback]") {
    harness h;
    h.model.llm = true;
    h.svc.fallback_model = h.offline.get();
    h.svc.fallback_judge = &h.judge;
    const std::string line = h.words->answer("provider_fallback", "en") + "\n\n";
    // The root model fails: the catalogue computation runs offline, with the request's numbers.
    h.model.replies.push_back(anyplot::common::failure{models::model_error::unavailable});
    h.backend.script(backends::fake_backend::success("step,position\n0,0\n1,1\n"));
    auto events = h.turn("a random walk of 50 steps");
    CHECK_FALSE(first(events, "error"));
    REQUIRE(first(events, "dataset"));
    REQUIRE(h.backend.calls().size() == 1);
    CHECK(h.backend.calls()[0].source.find("\nn_steps = 50\n") != std::string::npos);
    const auto times_said = [&line](const std::vector<chat::wire_event>& all) {
        return std::count_if(all.begin(), all.end(),
                             [&line](const chat::wire_event& e) { return e.name == "message" && e.data["text"] == line; });
    };
    CHECK(times_said(events) == 1);
    // Something only a language model could do: the provider's failure, as before.
    h.model.replies.push_back(anyplot::common::failure{models::model_error::unavailable});
    events = h.turn("write a short poem about the dataset");
    REQUIRE(first(events, "error"));
    CHECK(first(events, "error")->data["code"] == "upstream");
    // The scope judge's provider is down too: the offline judge decides, and the root goes
    // straight to the offline model (no second wait for the provider).
    scripted_judge down;
    down.unavailable = true;
    h.svc.judge = &down;
    h.backend.script(backends::fake_backend::success("step,position\n0,0\n1,1\n"));
    const std::size_t asked_before = h.model.seen.size();
    events = h.turn("a random walk of 20 steps");
    CHECK_FALSE(first(events, "error"));
    CHECK(first(events, "dataset"));
    CHECK(h.model.seen.size() == asked_before);
    CHECK(times_said(events) == 1);
    // Without a fallback (the offline model is the configured one): a failure is upstream.
    harness plain;
    plain.svc.judge = &down;
    events = plain.turn("a random walk of 50 steps");
    REQUIRE(first(events, "error"));
    CHECK(first(events, "error")->data["code"] == "upstream");
}

TEST_CASE("the offline model says which points of a formula are undefined instead of leaving them silent",
          "[chat][turn][offline][formula]") {
    harness h;
    h.svc.model = h.offline.get();
    h.tools.add(chat::make_generate_data_tool());
    // Issue 25 item 2: "plot y = sin(x)/x from -20 to 20" (a range without its variable) in German.
    auto events = h.turn("Zeichne y = sin(x)/x von -2 bis 2 step 1");
    REQUIRE(first(events, "dataset"));
    const std::string text = first(events, "message")->data["text"];
    CHECK(text.find("1 der 5 Punkte sind nicht definiert (der erste bei x = 0) und blieben leer.") != std::string::npos);
}

TEST_CASE("the offline model says why nothing was stored in the person's language only", "[chat][turn][offline]") {
    harness h;
    h.svc.model = h.offline.get();
    anyplot::wire::data_run_response failed = backends::fake_backend::success("x\n1\n");
    failed.csv_text.reset();
    failed.exit_code = 1;
    failed.stderr_tail = "Traceback (most recent call last):\n  File \"snippet.py\", line 3, in <module>\n"
                         "NameError: name 'steps' is not defined\n";
    h.backend.script(failed);
    auto events = h.turn("Zeichne bitte eine Irrfahrt");
    const std::string text = first(events, "message")->data["text"];
    // Before: "...: the code raised an exception ([tool note] NameError at line 3 of the snippet)".
    // ...and its last words say what to do next.
    CHECK(text == "Es wurde kein Datensatz gespeichert: der Code brach mit einem Fehler ab (NameError, Zeile 3). "
                  "Ändern Sie den Code wie beschrieben und senden Sie ihn noch einmal.");
    CHECK(text.find("tool note") == std::string::npos);
    CHECK(text.find("Fertig") == std::string::npos);  // never "Done" when nothing was stored
}

TEST_CASE("the offline model's answer to a table over a cap says how many rows would fit", "[chat][turn][offline][caps]") {
    harness h;
    h.svc.model = h.offline.get();
    anyplot::wire::data_run_response over = backends::fake_backend::success("x\n1\n");
    over.csv_text.reset();
    over.exit_code = 13;
    over.cap = anyplot::wire::output_cap::bytes;
    over.measured = 5'600'000;
    over.limit = 5'242'880;
    over.rows = 20'000;
    h.backend.script(over);
    auto events = h.turn("Zeichne bitte eine Irrfahrt");
    CHECK_FALSE(first(events, "dataset"));
    const std::string reason = texts::fill(
        h.words->answer("over_bytes", "de"),
        {{"measured", "5600000"}, {"limit", "5242880"}, {"fit", "18724"}, {"rows", "20000"}});
    CHECK(first(events, "message")->data["text"] == texts::fill(h.words->answer("not_stored", "de"), {{"reason", reason}}));
    CHECK(first(events, "message")->data["text"].get<std::string>().find("18724") != std::string::npos);

    // The rows cap: the cap itself fits.
    harness english;
    english.svc.model = english.offline.get();
    over.cap = anyplot::wire::output_cap::rows;
    over.measured = 25'000;
    over.limit = 20'000;
    over.rows.reset();
    english.backend.script(over);
    events = english.turn("please draw a random walk");
    CHECK(first(events, "message")->data["text"] ==
          "No dataset was stored: the table has 25000 rows, more than the 20000 allowed; 20000 rows would fit.");
}

TEST_CASE("a cancelled turn stops its run and stores nothing", "[chat][turn][cancel]") {
    harness h;
    h.backend.script(backends::fake_backend::success("x\n1\n"));
    h.backend.delay(3s);
    h.model.replies.push_back(calls_run(1));
    auto cancel = std::make_shared<one_shot_signal>();
    anyplot::test::spawn(h.ioc, fire_when_running(cancel, &h.backend));
    const auto events = h.turn("run it", "", "alice", cancel);
    CHECK(h.backend.cancelled() == 1);  // the run itself was stopped, not waited for
    CHECK_FALSE(first(events, "dataset"));
    CHECK_FALSE(first(events, "error"));
    CHECK(h.st->get_version(h.sid, std::nullopt).error() == store::store_error::not_found);
}

TEST_CASE("the deadline ends a turn whose run takes too long: error deadline, nothing stored", "[chat][turn][cancel]") {
    harness h;
    h.settings.deadline = 200ms;
    h.backend.script(backends::fake_backend::success("x\n1\n"));
    h.backend.delay(3s);
    h.model.replies.push_back(calls_run(1));
    const auto events = h.turn("run it");
    const auto error = first(events, "error");
    REQUIRE(error);
    CHECK(error->data["code"] == "deadline");
    CHECK(error->data["ref"] == "t-test");
    CHECK(h.st->get_version(h.sid, std::nullopt).error() == store::store_error::not_found);
}

TEST_CASE("waiting for the sandbox: status queued with the position - the deadline pauses meanwhile",
          "[chat][turn][queue]") {
    harness h;
    h.settings.deadline = 200ms;  // shorter than the 500 ms wait in line
    h.backend.script(backends::fake_backend::success("x\n1\n"));
    h.model.replies.push_back(calls_run(1));
    // Someone else holds the only run slot for 500 ms.
    auto other = std::make_shared<one_shot_signal>();
    tools::queue_hold holder(h.slots, 5s, other, "");
    anyplot::test::spawn(h.ioc, take_slot(&holder));
    h.ioc.run_for(10ms);
    anyplot::test::spawn(h.ioc, release_after(&h.slots, 500ms));
    const auto events = h.turn("run it");
    std::optional<chat::wire_event> q;
    for (const auto& e : events) {
        if (e.name == "status" && e.data["step"] == "queued") q = e;
    }
    REQUIRE(q);
    CHECK(q->data["position"] == 1);
    CHECK(q->data["waiting"] == 1);
    CHECK_FALSE(first(events, "error"));
    CHECK(first(events, "dataset"));
}

TEST_CASE("a full sandbox queue ends the turn with error capacity", "[chat][turn][queue]") {
    harness h;
    anyplot::common::run_slots tight(h.ioc.get_executor(), 1, 1);
    h.svc.sandbox_slots = &tight;
    h.model.replies.push_back(calls_run(1));
    auto other = std::make_shared<one_shot_signal>();
    // b's wait is short: the io_context of each turn runs until every timer is done.
    tools::queue_hold a(tight, 5s, other, "someone"), b(tight, 300ms, other, "another");
    anyplot::test::spawn(h.ioc, take_slot(&a));
    anyplot::test::spawn(h.ioc, take_slot(&b));  // waits: the line is now full
    h.ioc.run_for(10ms);
    const auto events = h.turn("run it");
    const auto error = first(events, "error");
    REQUIRE(error);
    CHECK(error->data["code"] == "capacity");
    CHECK(h.backend.calls().empty());
}

TEST_CASE("a model provider failure is error upstream, never its text", "[chat][turn]") {
    harness h;
    h.model.replies.push_back(anyplot::common::failure{models::model_error::unavailable});
    const auto events = h.turn("draw something");
    const auto error = first(events, "error");
    REQUIRE(error);
    CHECK(error->data["code"] == "upstream");
}
