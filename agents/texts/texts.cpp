#include "agents/texts/texts.hpp"

#include "agents/share_files.hpp"
#include "common/utf8.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>

namespace anyplot::agents::texts {

namespace {

using table = std::map<std::string, std::map<std::string, std::string>, std::less<>>;

std::optional<nlohmann::json> read_json(const std::filesystem::path& file, std::string& error) {
    auto j = read_share_json(file, error);
    if (j && !j->is_object()) {
        error = file.filename().string() + ": not a JSON object";
        return std::nullopt;
    }
    return j;
}

// Every key in `keys` × every language, each a non-empty string.
bool read_table(const nlohmann::json& j, const std::vector<std::string>& keys, const std::string& file, table& out,
                std::string& error) {
    for (const auto& key : keys) {
        const auto it = j.find(key);
        if (it == j.end() || !it->is_object()) {
            error = file + ": no texts for '" + key + "'";
            return false;
        }
        for (const auto lang : languages) {
            const auto t = it->find(std::string(lang));
            if (t == it->end() || !t->is_string() || t->get<std::string>().empty()) {
                error = file + ": '" + key + "' has no text in '" + std::string(lang) + "'";
                return false;
            }
            out[key][std::string(lang)] = t->get<std::string>();
        }
    }
    return true;
}

// Letters that point at one language among ours.
std::optional<std::string_view> letter_hint(char32_t c) {
    switch (c) {
        case U'ß': return "de";
        case U'ğ': case U'ı': case U'ş': return "tr";
        case U'ą': case U'ę': case U'ł': case U'ń': case U'ś': case U'ź': case U'ż': case U'ć': return "pl";
        case U'ã': case U'õ': return "pt";
        case U'ñ': return "es";
        case U'œ': return "fr";
        default: return std::nullopt;
    }
}

}  // namespace

std::optional<texts> texts::load(const std::filesystem::path& dir, const std::vector<std::string>& refusal_codes,
                                 std::string& error) {
    texts t;
    const auto refusals = read_json(dir / "refusals.json", error);
    if (!refusals || !read_table(*refusals, refusal_codes, "refusals.json", t.refusals_, error)) return std::nullopt;
    const auto answers = read_json(dir / "answers.json", error);
    if (!answers || !read_table(*answers, {"greeting", "about", "provider_fallback"}, "answers.json", t.answers_, error)) return std::nullopt;
    const auto results = read_json(dir / "results.json", error);
    if (!results || !read_table(*results, {"stored", "not_stored", "over_rows", "over_columns", "over_bytes", "over_bytes_size",
                                              "parameters_used", "numbers_not_used", "parameter_out_of_range",
                                              "undefined_points"},
                                   "results.json", t.answers_, error)) {
        return std::nullopt;
    }
    const auto tool = read_json(dir / "tool_results.json", error);
    if (!tool || !tool->is_object()) {
        if (error.empty()) error = "tool_results.json: not a JSON object";
        return std::nullopt;
    }
    std::vector<std::string> tool_keys;
    for (const auto& [key, value] : tool->items()) tool_keys.push_back(key);
    if (std::find(tool_keys.begin(), tool_keys.end(), "other") == tool_keys.end() ||
        std::find(tool_keys.begin(), tool_keys.end(), "line") == tool_keys.end()) {
        error = "tool_results.json: no texts for 'other' or 'line'";
        return std::nullopt;
    }
    if (!read_table(*tool, tool_keys, "tool_results.json", t.tool_results_, error)) return std::nullopt;
    const auto words = read_json(dir / "language_words.json", error);
    if (!words) return std::nullopt;
    for (const auto lang : languages) {
        if (lang == "ja" || lang == "zh") continue;  // by script
        const auto it = words->find(std::string(lang));
        if (it == words->end() || !it->is_array() || it->empty()) {
            error = "language_words.json: no words for '" + std::string(lang) + "'";
            return std::nullopt;
        }
        auto& list = t.words_[std::string(lang)];
        for (const auto& w : *it) {
            if (w.is_string()) list.push_back(w.get<std::string>());
        }
        std::sort(list.begin(), list.end());
    }
    return t;
}

namespace {

// One text in `lang`, English when it has none (load() checked every language).
const std::string& in_language(const std::map<std::string, std::string>& by_lang, std::string_view lang) {
    const auto it = by_lang.find(std::string(lang));
    return it != by_lang.end() ? it->second : by_lang.at("en");
}

}  // namespace

const std::string& texts::refusal(std::string_view code, std::string_view lang) const {
    const auto found = refusals_.find(code);
    if (found == refusals_.end()) return answer("not_stored", lang);  // not reached: load() checked every code
    return in_language(found->second, lang);
}

const std::string& texts::answer(std::string_view key, std::string_view lang) const {
    return in_language(answers_.find(key)->second, lang);
}

const std::string& texts::tool_result(std::string_view code, std::string_view lang) const {
    auto found = tool_results_.find(code);
    if (found == tool_results_.end()) found = tool_results_.find("other");
    return in_language(found->second, lang);
}

std::string_view texts::detect(std::string_view message, std::string_view accept_language) const {
    const auto accepted = accepted_language(accept_language);
    const auto shown = shown_language(message, accepted.value_or(""));
    if (shown) return *shown;
    return accepted ? *accepted : std::string_view("en");
}

std::optional<std::string_view> texts::shown_language(std::string_view message, std::string_view preferred) const {
    // Long messages (pasted code) are judged on their beginning: enough to tell, and linear.
    const std::string_view head = message.substr(0, 4000);
    bool kana = false, han = false;
    std::map<std::string_view, int> score;
    for (std::size_t i = 0; i < head.size();) {
        const char32_t c = common::utf8::lower_latin(common::utf8::next(head, i));
        if ((c >= 0x3040 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF)) kana = true;
        if (c >= 0x4E00 && c <= 0x9FFF) han = true;
        if (const auto hint = letter_hint(c)) score[*hint] += 1;
    }
    if (kana) return "ja";
    if (han) return "zh";
    for (const auto& word : common::utf8::latin_words(head)) {
        for (const auto& [lang, list] : words_) {
            if (std::binary_search(list.begin(), list.end(), word)) ++score[lang];
        }
    }
    std::string_view best;
    int best_score = 0;
    for (const auto lang : languages) {
        const auto it = score.find(lang);
        const int s = it == score.end() ? 0 : it->second;
        if (s > best_score || (s == best_score && s > 0 && lang == preferred)) {
            best = lang;
            best_score = s;
        }
    }
    if (best_score > 0) return best;
    return std::nullopt;
}

std::string fill(std::string_view text, const std::vector<std::pair<std::string, std::string>>& values) {
    std::string out(text);
    for (const auto& [name, value] : values) {
        const std::string key = "{" + name + "}";
        for (auto at = out.find(key); at != std::string::npos; at = out.find(key, at + value.size())) {
            out.replace(at, key.size(), value);
        }
    }
    return out;
}

std::optional<std::string_view> accepted_language(std::string_view header) {
    while (!header.empty()) {
        const auto comma = header.find(',');
        std::string_view item = header.substr(0, comma);
        header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
        item = item.substr(0, item.find(';'));
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        const std::string_view primary = item.substr(0, item.find('-'));
        for (const auto lang : languages) {
            if (primary.size() == lang.size() &&
                std::equal(primary.begin(), primary.end(), lang.begin(),
                           [](char a, char b) { return (a | 0x20) == b; })) {
                return lang;
            }
        }
    }
    return std::nullopt;
}

}  // namespace anyplot::agents::texts
