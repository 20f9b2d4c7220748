#pragma once
// The data-code route with a language other than Python and a model configured: the root model
// translates (the same prompt as a chat turn's root), then the same tool runs the Python.
#include "agents/models/model.hpp"
#include "agents/models/source_language.hpp"
#include "common/result.hpp"

#include <memory>
#include <string>

namespace anyplot::agents::chat {

enum class translate_error { no_translation, unavailable, cancelled };

// The Python the model wrote for `code` in `language`: the code argument of its first
// run_data_code call. `used` gets the call's tokens.
[[nodiscard]] boost::asio::awaitable<common::result<std::string, translate_error>> translate_to_python(
    models::chat_model* model, std::vector<models::tool_schema> tools, std::string code, models::source_language language,
    std::shared_ptr<common::one_shot_signal> cancel, models::usage* used);

}  // namespace anyplot::agents::chat
