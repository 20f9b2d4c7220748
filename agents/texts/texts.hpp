#pragma once
// What the service says to a person in their language: a text per refusal code of the chat, the
// fixed answers (a greeting, what the service does), the result lines of the offline model, and
// a small offline language detector. The texts are data files next to this one
// (agents/texts/*.json, installed beside the executable), loaded once at start; a missing code
// or language is a startup error. Languages: en de fr it es pt nl pl tr ja zh.

#include <array>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::texts {

inline constexpr std::array<std::string_view, 11> languages{"en", "de", "fr", "it", "es", "pt",
                                                            "nl", "pl", "tr", "ja", "zh"};

class texts {
public:
    // Reads refusals.json (a text for each of `refusal_codes`), answers.json, results.json,
    // tool_results.json and language_words.json from `dir`. nullopt and `error` (which file, which key) when anything
    // is missing or malformed.
    [[nodiscard]] static std::optional<texts> load(const std::filesystem::path& dir,
                                                   const std::vector<std::string>& refusal_codes, std::string& error);

    [[nodiscard]] const std::string& refusal(std::string_view code, std::string_view lang) const;
    // "greeting", "about"; "stored" and "not_stored" with {placeholders} (fill()); a table over a
    // cap (the reason inside not_stored): "over_rows", "over_columns" ({measured}, {limit}, {fit}),
    // "over_bytes" ({measured}, {limit}, {fit}, {rows}) and "over_bytes_size" (rows unknown).
    // "parameters_used" ({parameters}), "numbers_not_used" ({numbers}) and "parameter_out_of_range"
    // ({parameter}, {min}, {max}, {value}): the offline model's catalogue parameters (parameters.hpp).
    // "undefined_points" ({count}, {rows}, {where}): a formula's points left empty.
    [[nodiscard]] const std::string& answer(std::string_view key, std::string_view lang) const;
    // Why a tool stored nothing, by its refusal code (wire's agent_error names, tool_results.json:
    // "validation", "timeout", "run_failed", ...; "other" for the codes without a sentence of
    // their own), in the person's language; "line" ({line}) names a line of their code.
    [[nodiscard]] const std::string& tool_result(std::string_view code, std::string_view lang) const;

    // The message's language: Japanese by kana, Chinese by Han characters without kana, else the
    // language whose frequent words (and letters only it uses) the message has most of; ties and
    // messages without any go to the first supported language of `accept_language`, else "en".
    [[nodiscard]] std::string_view detect(std::string_view message, std::string_view accept_language) const;
    // The language the message itself shows (kana, Han, words, letters), ties going to `preferred`;
    // nullopt when it shows none ("ok", "50", a formula): the caller falls back (docs/chat.md).
    [[nodiscard]] std::optional<std::string_view> shown_language(std::string_view message,
                                                                 std::string_view preferred) const;

private:
    std::map<std::string, std::map<std::string, std::string>, std::less<>> refusals_;
    std::map<std::string, std::map<std::string, std::string>, std::less<>> answers_;
    std::map<std::string, std::map<std::string, std::string>, std::less<>> tool_results_;
    std::map<std::string, std::vector<std::string>, std::less<>> words_;  // language → sorted words
};

// `text` with each "{name}" replaced by its value (values are ours: numbers, fixed phrases).
[[nodiscard]] std::string fill(std::string_view text, const std::vector<std::pair<std::string, std::string>>& values);

// The first language of an Accept-Language header we have texts for ("de-CH,de;q=0.9" → "de").
[[nodiscard]] std::optional<std::string_view> accepted_language(std::string_view header);

}  // namespace anyplot::agents::texts
