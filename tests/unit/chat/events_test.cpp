// The chat stream's events on the wire (docs/api.md, "POST /v1/sessions/{sid}/messages"): each
// kind's name and JSON object byte for byte as the stream writes them, and the history line each
// leaves (GET .../messages). The strings here are the documented ones, written out by hand.
#include "agents/chat/events.hpp"

#include <catch2/catch.hpp>

using namespace anyplot::agents;

namespace {

// As the route writes an event's data (agents/api/messages.cpp).
std::string dumped(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

std::pair<std::string, std::string> on_wire(const chat::event& e) {
    const chat::wire_event w = chat::encode(e);
    return {w.name, dumped(w.data)};
}

using wire_pair = std::pair<std::string, std::string>;

}  // namespace

TEST_CASE("chat events: every kind's name and object on the wire", "[chat][events]") {
    CHECK(on_wire(chat::ready_event{"t-0123abcd"}) == wire_pair{"ready", R"({"run_id":"t-0123abcd","v":"anyplot/1"})"});
    CHECK(on_wire(chat::status_event{chat::status_step::judging, {}}) == wire_pair{"status", R"({"step":"judging"})"});
    CHECK(on_wire(chat::status_event{chat::status_step::thinking, {}}) == wire_pair{"status", R"({"step":"thinking"})"});
    CHECK(on_wire(chat::status_event{chat::status_step::running, {}}) == wire_pair{"status", R"({"step":"running"})"});
    CHECK(on_wire(chat::status_event{chat::status_step::queued, {2, 5}}) ==
          wire_pair{"status", R"({"position":2,"step":"queued","waiting":5})"});
    // A place in line belongs to `queued` only.
    CHECK(on_wire(chat::status_event{chat::status_step::running, {2, 5}}) == wire_pair{"status", R"({"step":"running"})"});

    {
        anyplot::agents::data::plot_spec plot;
        plot.y = {"x"};
        plot.kind = anyplot::agents::data::plot_kind::bars;
        CHECK(on_wire(chat::dataset_event{3, 4'000'000'000, chat::dataset_source::code, "df = f()\n", plot}) ==
              wire_pair{"dataset", R"({"code":"df = f()\n","plot":{"kind":"bars","x":null,"y":["x"]},)"
                                   R"("rows":4000000000,"source":"code","version":3})"});
        plot.x = "t";
        plot.kind = anyplot::agents::data::plot_kind::line;
        CHECK(on_wire(chat::dataset_event{1, 2, chat::dataset_source::formula, "y = x for x in [0, 1]", plot}) ==
              wire_pair{"dataset", R"({"code":"y = x for x in [0, 1]","plot":{"kind":"line","x":"t","y":["x"]},)"
                                   R"("rows":2,"source":"formula","version":1})"});
    }
    CHECK(on_wire(chat::message_event{"Grüß dich \"du\"\n"}) == wire_pair{"message", R"({"text":"Grüß dich \"du\"\n"})"});
    CHECK(on_wire(chat::refusal_event{chat::refusal_code::needs_data, "Noch keine Daten.", "de"}) ==
          wire_pair{"refusal", R"({"code":"needs_data","lang":"de","text":"Noch keine Daten."})"});
    CHECK(on_wire(chat::error_event{chat::turn_error::guard_unavailable, "t-1"}) ==
          wire_pair{"error", R"({"code":"guard_unavailable","ref":"t-1"})"});
    CHECK(on_wire(chat::error_event{chat::turn_error::internal, "t-2"}) == wire_pair{"error", R"({"code":"internal","ref":"t-2"})"});
    CHECK(on_wire(chat::done_event{}) == wire_pair{"done", R"({"llm_calls":0,"tokens":0})"});
    CHECK(on_wire(chat::done_event{3, 70'000}) == wire_pair{"done", R"({"llm_calls":3,"tokens":70000})"});
    // Text that came from a model or a table is not ours to check: invalid UTF-8 is replaced, never thrown.
    CHECK(on_wire(chat::message_event{"a\xFF"}).second == "{\"text\":\"a\xEF\xBF\xBD\"}");
}

TEST_CASE("chat events: the kind is the variant's alternative, each spelled once", "[chat][events]") {
    CHECK(chat::kind_of(chat::ready_event{}) == chat::event_kind::ready);
    CHECK(chat::kind_of(chat::status_event{}) == chat::event_kind::status);
    CHECK(chat::kind_of(chat::dataset_event{}) == chat::event_kind::dataset);
    CHECK(chat::kind_of(chat::message_event{}) == chat::event_kind::message);
    CHECK(chat::kind_of(chat::refusal_event{}) == chat::event_kind::refusal);
    CHECK(chat::kind_of(chat::error_event{}) == chat::event_kind::error);
    CHECK(chat::kind_of(chat::done_event{}) == chat::event_kind::done);
    const std::vector<std::string_view> kinds{
        chat::to_string(chat::event_kind::ready),   chat::to_string(chat::event_kind::status),
        chat::to_string(chat::event_kind::dataset), chat::to_string(chat::event_kind::message),
        chat::to_string(chat::event_kind::refusal), chat::to_string(chat::event_kind::error),
        chat::to_string(chat::event_kind::done)};
    CHECK(kinds == std::vector<std::string_view>{"ready", "status", "dataset", "message", "refusal", "error", "done"});
    CHECK(chat::to_string(chat::status_step::judging) == "judging");
    CHECK(chat::to_string(chat::status_step::thinking) == "thinking");
    CHECK(chat::to_string(chat::status_step::running) == "running");
    CHECK(chat::to_string(chat::status_step::queued) == "queued");
    CHECK(chat::to_string(chat::dataset_source::code) == "code");
    CHECK(chat::to_string(chat::dataset_source::formula) == "formula");
}

TEST_CASE("chat events: the history line each kind leaves", "[chat][events]") {
    const auto line = [](const chat::event& e) { return chat::history_line(e).value_or(nullptr); };
    CHECK(line(chat::ready_event{"t-1"}).is_null());
    CHECK(line(chat::status_event{chat::status_step::queued, {1, 1}}).is_null());
    CHECK(line(chat::done_event{1, 2}).is_null());
    // The dataset's size and origin; its code and plot stay with the version.
    CHECK(dumped(line(chat::dataset_event{2, 10, chat::dataset_source::formula, "y = x", {}})) ==
          R"({"kind":"dataset","role":"service","rows":10,"source":"formula","version":2})");
    CHECK(dumped(line(chat::message_event{"hi"})) == R"({"kind":"message","role":"service","text":"hi"})");
    CHECK(dumped(line(chat::refusal_event{chat::refusal_code::budget, "too much", "en"})) ==
          R"({"code":"budget","kind":"refusal","lang":"en","role":"service","text":"too much"})");
    CHECK(dumped(line(chat::error_event{chat::turn_error::capacity, "t-9"})) ==
          R"({"code":"capacity","kind":"error","ref":"t-9","role":"service"})");
    CHECK(dumped(chat::person_line("draw it")) == R"({"role":"person","text":"draw it"})");
}
