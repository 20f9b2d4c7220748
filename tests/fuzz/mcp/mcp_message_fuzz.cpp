// The MCP message decoder (agents/mcp/decode.cpp) on any bytes: it answers a message or a problem,
// never throws, and what it keeps as JSON text (ids, tokens, object arguments) is JSON again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include <nlohmann/json.hpp>

#include "agents/mcp/message.hpp"

namespace {

void must_be_json(const std::string& text) {
    // abort(), not assert(): the check must survive release builds of the fuzz preset.
    if (nlohmann::json::parse(text, nullptr, false).is_discarded()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace mcp = anyplot::agents::mcp;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto m = mcp::decode(input);
    if (!m) return 0;
    if (m->type != mcp::message::kind::notification) must_be_json(m->id);
    if (m->progress_token) must_be_json(*m->progress_token);
    if (m->cancelled_id) must_be_json(*m->cancelled_id);
    for (const auto& [name, value] : m->arguments) {
        if (const auto* text = std::get_if<mcp::json_text>(&value)) must_be_json(text->text);
    }
    return 0;
}
