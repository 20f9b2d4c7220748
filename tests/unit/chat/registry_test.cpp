// agents/chat/registry: a tool's arguments checked against its schema, and every result capped at
// 16 KB of JSON.
#include "agents/chat/registry.hpp"
#include "common/utf8.hpp"
#include "tests/support/spawn.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <catch2/catch.hpp>

namespace asio = boost::asio;
using namespace anyplot::agents;

namespace {

struct echo_tool final : chat::tool {
    explicit echo_tool(std::size_t size) : size_(size) {
        schema_.name = "echo";
        schema_.parameters = {{"type", "object"},
                              {"properties",
                               {{"text", {{"type", "string"}, {"maxLength", 10}}},
                                {"n", {{"type", "integer"}}},
                                {"mode", {{"type", "string"}, {"enum", {"a", "b"}}}}}},
                              {"required", {"text"}},
                              {"additionalProperties", false}};
    }
    const models::tool_schema& schema() const noexcept override { return schema_; }
    asio::awaitable<nlohmann::json> invoke(nlohmann::json, chat::turn_scope*) override {
        ++calls;
        co_return nlohmann::json{{"status", "ok"}, {"code", "x"}, {"blob", std::string(size_, 'y')}};
    }
    models::tool_schema schema_;
    std::size_t size_;
    int calls = 0;
};

asio::awaitable<void> invoke_into(chat::tool_registry* r, models::tool_call call, nlohmann::json* out) {
    *out = co_await r->invoke(std::move(call), nullptr);
}

nlohmann::json invoke_now(chat::tool_registry& r, nlohmann::json arguments, const std::string& name = "echo") {
    asio::io_context ioc;
    nlohmann::json out;
    models::tool_call call{"c1", name, std::move(arguments)};
    anyplot::test::spawn(ioc, invoke_into(&r, std::move(call), &out));
    ioc.run();
    return out;
}

}  // namespace

TEST_CASE("tool arguments are checked against the schema: rejected, never coerced", "[chat][registry]") {
    chat::tool_registry r;
    auto owned = std::make_unique<echo_tool>(10);
    auto* tool = owned.get();
    r.add(std::move(owned));
    CHECK(invoke_now(r, {{"text", "hi"}, {"n", 3}, {"mode", "a"}})["status"] == "ok");
    for (const auto& bad : std::vector<nlohmann::json>{
             {{"text", 5}},                        // a number is not a string
             {{"text", "hi"}, {"n", "3"}},         // "3" is not an integer
             {{"text", "hi"}, {"n", 3.5}},         // nor is 3.5
             {{"text", "hi"}, {"mode", "c"}},      // not in the enum
             {{"text", "much too long text"}},     // over maxLength
             {{"n", 1}},                           // text is required
             {{"text", "hi"}, {"extra", true}},    // no extra arguments
             nlohmann::json::array(),              // not an object
         }) {
        INFO(bad.dump());
        const auto result = invoke_now(r, bad);
        CHECK(result["status"] == "refused");
        CHECK(result["code"] == "invalid_arguments");
    }
    CHECK(invoke_now(r, {{"text", "hi"}}, "no_such_tool")["code"] == "invalid_arguments");
    CHECK(tool->calls == 1);
}

TEST_CASE("every tool result is at most 16 KB of JSON, cut with a marker", "[chat][registry]") {
    chat::tool_registry r;
    r.add(std::make_unique<echo_tool>(40'000));
    const auto result = invoke_now(r, {{"text", "hi"}});
    const std::string text = result.dump();
    CHECK(text.size() <= chat::max_tool_result_bytes);
    CHECK(result["truncated"] == true);
    CHECK(result["status"] == "ok");
    CHECK(result["text"].get<std::string>().find("[cut:") != std::string::npos);
    // Multi-byte text is cut on a code point boundary.
    const auto wide = chat::cap_result({{"status", "ok"}, {"blob", std::string(20'000, 'x') + "ü€😀"}}, 1000);
    CHECK(anyplot::common::utf8::valid(wide["text"].get<std::string>()));
    CHECK(wide.dump().size() <= 1000);
}
