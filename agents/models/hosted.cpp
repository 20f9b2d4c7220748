#include "agents/models/hosted.hpp"

#include "agents/share_files.hpp"
#include "common/crypto.hpp"
#include "common/log.hpp"
#include "common/utf8.hpp"


namespace anyplot::agents::models {

namespace asio = boost::asio;
using json = nlohmann::json;

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\n' || s.front() == '\r' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\r' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// A judge call answered by closed JSON: asked once more on a bad answer.
asio::awaitable<common::result<std::pair<json, usage>, model_error>> ask_closed(
    provider* p, call_spec spec, std::vector<std::string> keys, std::shared_ptr<common::one_shot_signal> cancel) {
    usage total;
    for (int attempt = 0; attempt < 2; ++attempt) {
        std::function<void(std::string_view)> no_stream;  // a judge's answer is not the person's
        auto reply = co_await p->call(spec, std::move(no_stream), cancel);
        if (!reply) co_return common::failure{reply.error()};
        total += reply->used;
        if (auto answer = closed_answer(reply->text, keys)) co_return std::make_pair(std::move(*answer), total);
        common::log::warn("judge_answer_malformed", {{"model", spec.model}, {"attempt", attempt + 1}});
    }
    co_return common::failure{model_error::malformed};
}

}  // namespace

std::optional<prompts> prompts::load(const std::filesystem::path& dir, std::string& error) {
    prompts p;
    for (auto [name, target] : {std::pair{"root.md", &p.root}, std::pair{"scope_judge.md", &p.scope_judge},
                                std::pair{"dataset_judge.md", &p.dataset_judge}}) {
        auto text = read_share_file(dir / name);
        if (!text || trim(*text).empty()) {
            error = std::string("prompts: ") + name + " cannot be read";
            return std::nullopt;
        }
        *target = std::move(*text);
    }
    return p;
}

std::string fence(std::string_view name, std::string_view text, std::size_t max_chars) {
    const std::string nonce = common::crypto::random_hex(6);
    std::string_view kept = text;
    bool cut = false;
    if (common::utf8::length(text) > max_chars) {
        // Whole code points only.
        std::size_t bytes = 0, chars = 0;
        while (bytes < text.size() && chars < max_chars) {
            const auto b = static_cast<unsigned char>(text[bytes]);
            bytes += b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : 4;
            ++chars;
        }
        kept = text.substr(0, std::min(bytes, text.size()));
        cut = true;
    }
    std::string out = "<<<" + std::string(name) + "-" + nonce + "\n";
    out.append(kept);
    if (cut) out.append("\n[cut]");
    out += "\n" + std::string(name) + "-" + nonce + ">>>";
    return out;
}

std::optional<json> closed_answer(std::string_view text, const std::vector<std::string>& keys) {
    std::string_view t = trim(text);
    if (t.rfind("```", 0) == 0) {  // one fenced block, with or without a language tag
        const auto first_line = t.find('\n');
        const auto close = t.rfind("```");
        if (first_line == std::string_view::npos || close <= first_line) return std::nullopt;
        t = trim(t.substr(first_line + 1, close - first_line - 1));
    }
    const json j = json::parse(t, nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.size() != keys.size()) return std::nullopt;
    for (const auto& k : keys) {
        if (!j.contains(k) || !j[k].is_string()) return std::nullopt;
    }
    return j;
}

asio::awaitable<common::result<chat_reply, model_error>> hosted_model::complete(
    chat_request request, std::shared_ptr<common::one_shot_signal> cancel) {
    call_spec spec;
    spec.model = provider_->settings().model;
    spec.system = prompts_->root + "\nThe person's language: " + request.language + ".\n";
    spec.messages = std::move(request.messages);
    spec.tools = std::move(request.tools);
    spec.max_tokens = provider_->settings().max_tokens;
    auto reply = co_await provider_->call(std::move(spec), std::move(request.on_text), cancel);
    co_return reply;
}

asio::awaitable<common::result<scope_verdict, model_error>> hosted_scope_judge::judge(
    scope_request request, std::shared_ptr<common::one_shot_signal> cancel) {
    call_spec spec;
    spec.model = provider_->settings().scope_model;
    spec.system = prompts_->scope_judge;
    spec.max_tokens = 64;
    spec.messages.push_back(
        {role::user,
         "The message:\n" + fence("MESSAGE", request.text, 4000) +
             "\nThe session holds a dataset: " + (request.session_has_data ? "yes" : "no") + ".\nAnswer with the JSON object only.",
         {},
         {}});
    std::vector<std::string> keys{"decision"};
    auto answer = co_await ask_closed(provider_, std::move(spec), std::move(keys), cancel);
    if (!answer) co_return common::failure{answer.error() == model_error::malformed ? model_error::unavailable : answer.error()};
    static const std::pair<const char*, scope_decision> decisions[] = {
        {"in_scope", scope_decision::in_scope},         {"greeting", scope_decision::greeting},
        {"about", scope_decision::about},               {"out_of_scope", scope_decision::out_of_scope},
        {"attack", scope_decision::attack},             {"needs_data", scope_decision::needs_data}};
    const std::string said = answer->first["decision"].get<std::string>();
    for (const auto& [name, decision] : decisions) {
        if (said == name) co_return scope_verdict{decision, answer->second};
    }
    common::log::warn("judge_answer_malformed", {{"model", spec.model}, {"why", "decision outside the vocabulary"}});
    co_return common::failure{model_error::unavailable};
}

asio::awaitable<common::result<dataset_verdict, model_error>> hosted_dataset_judge::judge(
    table_sample table, std::shared_ptr<common::one_shot_signal> cancel) {
    call_spec spec;
    spec.model = provider_->settings().dataset_model;
    spec.system = prompts_->dataset_judge;
    spec.max_tokens = 64;
    // At most 50 text cells of at most 200 characters, JSON-encoded, inside the markers.
    json headers = json::array(), cells = json::array();
    for (const auto& h : table.headers) headers.push_back(h.substr(0, 200));
    for (std::size_t i = 0; i < table.text_cells.size() && i < 50; ++i) cells.push_back(table.text_cells[i].substr(0, 200));
    const std::string data = json{{"headers", headers}, {"text_cells", cells}}.dump(-1, ' ', false,
                                                                                    json::error_handler_t::replace);
    spec.messages.push_back({role::user, "The table:\n" + fence("TABLE", data, 16000) + "\nAnswer with the JSON object only.", {}, {}});
    std::vector<std::string> keys{"decision", "language"};
    auto answer = co_await ask_closed(provider_, std::move(spec), std::move(keys), cancel);
    if (!answer) co_return common::failure{answer.error() == model_error::malformed ? model_error::unavailable : answer.error()};
    const std::string said = answer->first["decision"].get<std::string>();
    if (said != "allow" && said != "refuse") co_return common::failure{model_error::unavailable};
    dataset_verdict v;
    v.decision = said == "allow" ? dataset_decision::allow : dataset_decision::refuse;
    v.language = answer->first["language"].get<std::string>().substr(0, 8);
    v.used = answer->second;
    co_return v;
}

}  // namespace anyplot::agents::models
