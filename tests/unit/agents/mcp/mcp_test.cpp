// agents/mcp: the message decoder, the eras and the checks a request meets before any work
// (docs/mcp.md). The tools themselves run against the real services in tests/mcp (the official
// SDK clients).
#include "agents/mcp/message.hpp"
#include "agents/mcp/server.hpp"
#include "agents/mcp/tools.hpp"

#include "tests/support/spawn.hpp"

#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

using namespace anyplot::agents;

namespace {

mcp::message decoded(std::string_view body) {
    auto m = mcp::decode(body);
    REQUIRE(m);
    return *m;
}

std::string modern_call(std::string_view name, std::string_view version = "2026-07-28") {
    return R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":")" + std::string(name) +
           R"(","arguments":{"code":"df = 1"},"_meta":{"io.modelcontextprotocol/protocolVersion":")" +
           std::string(version) + R"(","io.modelcontextprotocol/clientCapabilities":{},"progressToken":"p1"}}})";
}

mcp::headers modern_headers(std::string method, std::optional<std::string> name = std::nullopt,
                            std::string version = "2026-07-28") {
    mcp::headers h;
    h.protocol_version = std::move(version);
    h.method = std::move(method);
    h.name = std::move(name);
    return h;
}

boost::asio::awaitable<void> handle_into(mcp::server* s, mcp::message m, mcp::headers h, std::string person,
                                         mcp::answer* out) {
    *out = co_await s->handle(std::move(m), std::move(h), std::move(person), "en", nullptr,
                              std::make_shared<anyplot::common::one_shot_signal>());
}

mcp::answer handled(mcp::server& s, const mcp::message& m, const mcp::headers& h, const std::string& person) {
    boost::asio::io_context ioc;
    mcp::answer out;
    anyplot::test::spawn(ioc, handle_into(&s, m, h, person, &out));
    ioc.run();
    return out;
}

int error_code(const mcp::answer& a) { return nlohmann::json::parse(a.body).at("error").at("code").get<int>(); }

}  // namespace

TEST_CASE("mcp decode reads a request, its id as it came, the meta fields and the arguments") {
    const auto m = decoded(modern_call("run_data_code"));
    CHECK(m.type == mcp::message::kind::request);
    CHECK(m.id == "7");
    CHECK(m.method == "tools/call");
    CHECK(m.name == "run_data_code");
    CHECK(m.protocol_version == "2026-07-28");
    CHECK(m.client_capabilities);
    CHECK(m.progress_token == "\"p1\"");
    REQUIRE(m.arguments.count("code") == 1);
    CHECK(std::get<std::string>(m.arguments.at("code")) == "df = 1");

    const auto s = decoded(R"({"jsonrpc":"2.0","id":"a\"b","method":"ping"})");
    CHECK(s.id == R"("a\"b")");
    const auto n = decoded(R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}})");
    CHECK(n.type == mcp::message::kind::notification);
    CHECK(n.cancelled_id == "3");
    const auto obj = decoded(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"plot":{"y":["a"]}}}})");
    CHECK(std::get<mcp::json_text>(obj.arguments.at("plot")).text == R"({"y":["a"]})");
}

TEST_CASE("mcp decode refuses what is not one JSON-RPC message") {
    CHECK(mcp::decode("{").error() == mcp::decode_problem::not_json);
    CHECK(mcp::decode("[]").error() == mcp::decode_problem::not_a_message);
    CHECK(mcp::decode(R"({"jsonrpc":"1.0","id":1,"method":"ping"})").error() == mcp::decode_problem::not_a_message);
    CHECK(mcp::decode(R"({"jsonrpc":"2.0","id":null,"method":"ping"})").error() == mcp::decode_problem::not_a_message);
    CHECK(mcp::decode(R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})").error() == mcp::decode_problem::not_a_message);
    // A repeated key: parsers disagree on which copy wins, so neither does.
    CHECK(mcp::decode(R"({"jsonrpc":"2.0","id":1,"method":"ping","method":"tools/list"})").error() ==
          mcp::decode_problem::not_a_message);
    CHECK(mcp::decode(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"a":1,"a":2}}})")
              .error() == mcp::decode_problem::not_a_message);
    CHECK(mcp::decode(R"({"jsonrpc":"2.0","id":1,"method":"x","result":{}})").error() == mcp::decode_problem::not_a_message);
    std::string deep = R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"arguments":{"plot":)";
    for (int i = 0; i < 40; ++i) deep += "[";
    for (int i = 0; i < 40; ++i) deep += "]";
    deep += "}}}";
    CHECK(mcp::decode(deep).error() == mcp::decode_problem::not_json);
}

TEST_CASE("mcp modern requests: headers must mirror the body, the version must be ours") {
    mcp::server s({}, {"test"});
    const auto m = decoded(modern_call("run_data_code"));
    CHECK_FALSE(s.check(m, modern_headers("tools/call", "run_data_code"), "p"));
    // The name may come base64-encoded (Streamable HTTP, "Value Encoding").
    CHECK_FALSE(s.check(m, modern_headers("tools/call", "=?base64?cnVuX2RhdGFfY29kZQ==?="), "p"));

    auto a = s.check(m, modern_headers("tools/call", "get_dataset"), "p");
    REQUIRE(a);
    CHECK(a->status == 400);
    CHECK(error_code(*a) == -32020);
    a = s.check(m, modern_headers("tools/list", "run_data_code"), "p");
    REQUIRE(a);
    CHECK(error_code(*a) == -32020);
    a = s.check(m, modern_headers("tools/call"), "p");
    REQUIRE(a);
    CHECK(error_code(*a) == -32020);
    mcp::headers no_version = modern_headers("tools/call", "run_data_code");
    no_version.protocol_version.reset();
    a = s.check(m, no_version, "p");
    REQUIRE(a);
    CHECK(a->status == 400);
    CHECK(error_code(*a) == -32020);

    const auto old = decoded(modern_call("run_data_code", "1900-01-01"));
    a = s.check(old, modern_headers("tools/call", "run_data_code", "1900-01-01"), "p");
    REQUIRE(a);
    CHECK(a->status == 400);
    const auto body = nlohmann::json::parse(a->body);
    CHECK(body["error"]["code"] == -32022);
    CHECK(body["error"]["data"]["requested"] == "1900-01-01");
    CHECK(body["error"]["data"]["supported"][0] == "2026-07-28");

    const auto unknown = decoded(modern_call("rm_rf"));
    a = s.check(unknown, modern_headers("tools/call", "rm_rf"), "p");
    REQUIRE(a);
    CHECK(error_code(*a) == -32602);

    const auto bare = decoded(R"({"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}})");
    a = s.check(bare, modern_headers("tools/list"), "p");
    REQUIRE(a);
    CHECK(error_code(*a) == -32602);  // no _meta: malformed
}

TEST_CASE("mcp legacy sessions: initialize opens one, others need it, a caller sees only its own") {
    mcp::server s({}, {"test", 2});
    const auto init = decoded(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})");
    REQUIRE_FALSE(s.check(init, {}, "alice"));
    const auto list = decoded(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})");
    mcp::headers none;
    none.protocol_version = "2025-11-25";
    auto a = s.check(list, none, "alice");
    REQUIRE(a);
    CHECK(a->status == 400);

    mcp::headers unknown;
    unknown.session = "0123";
    a = s.check(list, unknown, "alice");
    REQUIRE(a);
    CHECK(a->status == 404);

    CHECK(s.session_count() == 0);
    CHECK(s.find_session("0123", "alice") == mcp::server::session_state::unknown);
    CHECK_FALSE(s.end_session("0123", "alice"));

    const auto opened = handled(s, init, {}, "alice");
    REQUIRE(opened.status == 200);
    REQUIRE(opened.session_id.size() == 32);
    const auto result = nlohmann::json::parse(opened.body)["result"];
    CHECK(result["protocolVersion"] == "2025-06-18");  // a version we serve is echoed
    CHECK(result["capabilities"].contains("tools"));
    mcp::headers with;
    with.session = opened.session_id;
    CHECK_FALSE(s.check(list, with, "alice"));
    const auto tools = handled(s, list, with, "alice");
    CHECK(nlohmann::json::parse(tools.body)["result"]["tools"].size() == 6);
    a = s.check(list, with, "bob");  // another caller's session is not found
    REQUIRE(a);
    CHECK(a->status == 404);
    CHECK(s.session_ended(opened.session_id, "bob") == nullptr);

    const auto newer = decoded(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2099-01-01"}})");
    CHECK(nlohmann::json::parse(handled(s, newer, {}, "alice").body)["result"]["protocolVersion"] == "2025-11-25");
    // A caller's third session makes room by ending its oldest (two per caller here).
    auto ended = s.session_ended(opened.session_id, "alice");
    REQUIRE(ended);
    (void)handled(s, init, {}, "alice");
    CHECK(ended->fired());
    CHECK(s.session_count() == 2);
    CHECK(s.find_session(opened.session_id, "alice") == mcp::server::session_state::unknown);
}

TEST_CASE("mcp tool list: every tool has an input and an output schema, arguments closed") {
    const auto& tools = mcp::tool_list();
    REQUIRE(tools.size() == 6);
    for (const auto& t : tools) {
        INFO(t["name"]);
        CHECK(mcp::known_tool(t["name"].get<std::string>()));
        CHECK(t["inputSchema"]["type"] == "object");
        CHECK(t["inputSchema"]["additionalProperties"] == false);
        CHECK(t["outputSchema"]["type"] == "object");
        // The person is the caller, never an argument.
        CHECK_FALSE(t["inputSchema"]["properties"].contains("user"));
    }
    CHECK_FALSE(mcp::known_tool("initialize"));
}
