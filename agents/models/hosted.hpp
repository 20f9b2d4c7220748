#pragma once
// The model roles on a provider (provider.hpp): the root (streams its answer to the person), the
// scope judge and the dataset judge. Prompts are files (agents/prompts/*.md), loaded at start.
// What a judge reads of a person's message or a table is fenced between markers made for that
// call (a message cannot close them) and cut; a judge answers closed JSON, checked against its
// schema, asked once more on a bad answer, then `unavailable`.
#include "agents/models/model.hpp"
#include "agents/models/provider.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace anyplot::agents::models {

struct prompts {
    std::string root;
    std::string scope_judge;
    std::string dataset_judge;
    [[nodiscard]] static std::optional<prompts> load(const std::filesystem::path& dir, std::string& error);
};

class hosted_model final : public chat_model {
public:
    hosted_model(provider* p, const prompts* texts) : provider_(p), prompts_(texts) {}
    [[nodiscard]] bool is_llm() const noexcept override { return true; }
    [[nodiscard]] boost::asio::awaitable<common::result<chat_reply, model_error>> complete(
        chat_request request, std::shared_ptr<common::one_shot_signal> cancel) override;

private:
    provider* provider_;
    const prompts* prompts_;
};

class hosted_scope_judge final : public scope_judge {
public:
    hosted_scope_judge(provider* p, const prompts* texts) : provider_(p), prompts_(texts) {}
    [[nodiscard]] bool is_llm() const noexcept override { return true; }
    [[nodiscard]] boost::asio::awaitable<common::result<scope_verdict, model_error>> judge(
        scope_request request, std::shared_ptr<common::one_shot_signal> cancel) override;

private:
    provider* provider_;
    const prompts* prompts_;
};

class hosted_dataset_judge final : public dataset_judge {
public:
    hosted_dataset_judge(provider* p, const prompts* texts) : provider_(p), prompts_(texts) {}
    [[nodiscard]] bool is_llm() const noexcept override { return true; }
    [[nodiscard]] boost::asio::awaitable<common::result<dataset_verdict, model_error>> judge(
        table_sample table, std::shared_ptr<common::one_shot_signal> cancel) override;

private:
    provider* provider_;
    const prompts* prompts_;
};

// `text` between markers made for this call: "<<<NAME-nonce" ... "NAME-nonce>>>", cut to
// `max_chars` code points (the markers say what was cut).
[[nodiscard]] std::string fence(std::string_view name, std::string_view text, std::size_t max_chars);

// A judge's answer: one JSON object with exactly `keys`, each a string; the text may be wrapped
// in one ``` block. nullopt for anything else.
[[nodiscard]] std::optional<nlohmann::json> closed_answer(std::string_view text, const std::vector<std::string>& keys);

}  // namespace anyplot::agents::models
