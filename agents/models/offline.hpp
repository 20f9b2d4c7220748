#pragma once
// The offline model: the embedded default, no network, deterministic (docs/models.md says
// exactly what it does and does not). It is honest about being rules, not a language model:
// `is_llm()` is false, so its calls and tokens are not counted in a turn's `done`.
//
// offline_scope_judge, in order: a formula in the formula language (formula_in) is in scope;
// code (guess_code) in Python is checked by the DATA-profile
// validator, and findings that reach for files, the network or the system make it `attack`;
// JavaScript or R code with such markers is `attack`, other code is in scope. Words: attack
// phrases → attack; a catalogue computation or data words → in scope (a question about "the
// data" while the session has none → needs_data); a question about the service → about; a short
// greeting → greeting; anything else → out_of_scope.
//
// offline_model: a formula in the formula language → generate_data with it; Python code →
// run_data_code with it as is; a catalogue computation → its
// Python through the same tool; anything else → declines with needs_model. After a tool result
// it answers one fixed line in the person's language (stored / not stored and why).
#include "agents/models/catalogue.hpp"
#include "agents/models/model.hpp"
#include "agents/texts/texts.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace anyplot::agents::validate {
class validator;
}

namespace anyplot::agents::models {

// The judge's word lists (agents/models/offline/scope_words.json).
struct scope_words {
    std::vector<std::vector<std::string>> greeting, about_service, data, analysis, data_reference, attack;
    std::vector<std::string> greeting_text, system_markers;
    std::set<std::string> system_modules;

    [[nodiscard]] static std::optional<scope_words> load(const std::filesystem::path& file, std::string& error);
};

class offline_scope_judge final : public scope_judge {
public:
    // `blocking`: where the validator's helper round trip runs (off the I/O thread).
    offline_scope_judge(scope_words words, const catalogue* entries, validate::validator* v,
                        boost::asio::any_io_executor blocking)
        : words_(std::move(words)), catalogue_(entries), validator_(v), blocking_(std::move(blocking)) {}
    [[nodiscard]] bool is_llm() const noexcept override { return false; }
    [[nodiscard]] boost::asio::awaitable<common::result<scope_verdict, model_error>> judge(
        scope_request request, std::shared_ptr<common::one_shot_signal> cancel) override;

    // The decision for words (no code), exposed for tests.
    [[nodiscard]] scope_decision judge_words(const std::string& text, bool session_has_data) const;

private:
    scope_words words_;
    const catalogue* catalogue_;
    validate::validator* validator_;
    boost::asio::any_io_executor blocking_;
};

class offline_model final : public chat_model {
public:
    offline_model(const catalogue* entries, const texts::texts* t) : catalogue_(entries), texts_(t) {}
    [[nodiscard]] bool is_llm() const noexcept override { return false; }
    [[nodiscard]] boost::asio::awaitable<common::result<chat_reply, model_error>> complete(
        chat_request request, std::shared_ptr<common::one_shot_signal> cancel) override;

private:
    // The catalogue entry a message in words names (not a formula, not code), or null.
    [[nodiscard]] const catalogue_entry* catalogue_request(std::string_view text) const;

    const catalogue* catalogue_;
    const texts::texts* texts_;
};

}  // namespace anyplot::agents::models
