#pragma once
// The data tools MCP clients call (docs/mcp.md, "Tools"): their definitions for tools/list and one
// call for tools/call. The same functions the /v1 routes call do the work (agents/tools), under
// the same per-person limits, the same queue for sandbox work and the same dataset guard. The
// person is the authenticated caller, never an argument; the dataset session is an explicit
// handle argument (a data tool without one opens a new session and answers its id).
// Domain code: no HTTP here.
#include "agents/mcp/message.hpp"
#include "agents/texts/texts.hpp"
#include "agents/tools/context.hpp"
#include "agents/tools/sessions.hpp"
#include "common/signal.hpp"
#include "common/slots.hpp"

#include <boost/asio/awaitable.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <string_view>

namespace anyplot::agents::mcp {

struct tool_deps {
    tools::tool_context tools;
    common::run_slots* sandbox_slots = nullptr;  // the process's queue for sandbox work
    std::chrono::milliseconds sandbox_wait{30'000};
    tools::session_caps session_caps;
    int pastes_per_minute = 10;  // AGENT_USER_PASTES_PER_MINUTE: pastes and formulas
    const texts::texts* texts = nullptr;  // a refusal's fixed sentence in the person's language
};

// MCP tool calls by tool and result (ok, or the refusal's code): docs/operations.md, "Metrics".
inline constexpr std::string_view mcp_calls_total = "agents_mcp_tool_calls_total";

// What a long call tells its client while it waits or runs (notifications/progress).
class progress_sink {
public:
    virtual ~progress_sink() = default;
    // One step: `message` is one of ours (docs/mcp.md, "Progress"), never from the run.
    virtual void progress(std::string message) = 0;
};

// The tools/list entries: name, title, description, inputSchema, outputSchema, annotations.
[[nodiscard]] const nlohmann::json& tool_list();

struct call {
    std::string person;    // the authenticated caller
    std::string language;  // the texts' language for a refusal's sentence ("en", "de", ...)
    std::string tool;
    std::map<std::string, argument, std::less<>> arguments;
};

// A CallToolResult: structuredContent and the same as a text block, or isError with our fixed
// words (the sentence, then {"detail": code, "notes": [...]}). An unknown tool is not a result:
// nullopt (the caller answers the JSON-RPC error -32602).
[[nodiscard]] bool known_tool(std::string_view name) noexcept;
[[nodiscard]] boost::asio::awaitable<nlohmann::json> call_tool(tool_deps deps, call c, progress_sink* progress,
                                                               std::shared_ptr<common::one_shot_signal> cancel);

}  // namespace anyplot::agents::mcp
