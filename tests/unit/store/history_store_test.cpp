// What issue 26 keeps per session and version: how each version is drawn (set at add_version,
// replaced by set_plot), the session's language and the chat history (bounded, oldest first).
#include "tests/unit/store/place.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace anyplot::agents::store;
using store_test::place;

namespace {

new_version code_version(std::string_view plot) {
    return {.source = dataset_source::code, .csv = "x,y\n1,2\n", .columns_json = "[]", .rows = 1,
            .code = std::string_view("df = 1"), .plot_json = plot};
}

const std::string no_session = "0123456789abcdef0123456789abcdef";

}  // namespace

TEST_CASE("a version keeps its plot, and set_plot replaces it") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto sid = s->create_session("alice").value();
    REQUIRE(s->add_version(sid, code_version(R"({"x":"x","y":["y"],"kind":"line"})")).value() == 1);
    CHECK(s->get_version(sid, 1)->plot_json == R"({"x":"x","y":["y"],"kind":"line"})");
    REQUIRE(s->set_plot(sid, 1, R"({"x":null,"y":["y"],"kind":"bars"})").ok());
    CHECK(s->get_version(sid, std::nullopt)->plot_json == R"({"x":null,"y":["y"],"kind":"bars"})");
    CHECK(s->set_plot(sid, 2, "{}").error() == store_error::not_found);
    CHECK(s->set_plot(no_session, 1, "{}").error() == store_error::not_found);
}

TEST_CASE("a session remembers its language") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto sid = s->create_session("alice").value();
    CHECK(s->find_session(sid, "alice")->language.empty());
    REQUIRE(s->set_session_language(sid, "de").ok());
    CHECK(s->find_session(sid, "alice")->language == "de");
    CHECK(s->set_session_language(no_session, "de").error() == store_error::not_found);
}

TEST_CASE("the chat history keeps a session's newest entries in order, and goes with the session") {
    place where(STORE_KIND);
    auto s = where.open();
    const auto sid = s->create_session("alice").value();
    const auto other = s->create_session("bob").value();
    CHECK(s->chat_entries(sid, 200)->empty());
    std::vector<std::string> turn;
    for (int i = 0; i < chat_entries_kept + 15; ++i) turn.push_back(R"({"n":)" + std::to_string(i) + "}");
    REQUIRE(s->add_chat_entries(sid, {turn.begin(), turn.begin() + 10}).ok());
    REQUIRE(s->add_chat_entries(other, {R"({"n":"bob"})"}).ok());
    REQUIRE(s->add_chat_entries(sid, {turn.begin() + 10, turn.end()}).ok());
    auto kept = s->chat_entries(sid, 1000).value();
    REQUIRE(kept.size() == static_cast<std::size_t>(chat_entries_kept));
    CHECK(kept.front().json == R"({"n":15})");
    CHECK(kept.back().json == turn.back());
    auto last_three = s->chat_entries(sid, 3).value();
    REQUIRE(last_three.size() == 3);
    CHECK(last_three[0].json == turn[turn.size() - 3]);
    CHECK(last_three[2].json == turn.back());
    CHECK(s->chat_entries(other, 200)->size() == 1);
    CHECK(s->add_chat_entries(no_session, {"{}"}).error() == store_error::not_found);
    REQUIRE(s->delete_session(sid, "alice").ok());
    CHECK(s->chat_entries(sid, 200)->empty());
}
