#include "agents/models/catalogue.hpp"

#include "agents/data/plot.hpp"
#include "agents/share_files.hpp"
#include "common/utf8.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace anyplot::agents::models {

namespace {

phrase as_phrase(const std::string& text) {
    phrase out;
    for (auto& t : tokenize(text)) out.push_back(std::move(t.text));
    return out;
}

// The words of a text as the matcher compares them: lower case, letters of any alphabet, each
// CJK character a word of its own, and numbers as written ("c14" is "c" and "14"); signs left out.
std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> out;
    for (auto& t : tokenize(text)) {
        if (t.what == token::kind::word || t.what == token::kind::number) out.push_back(std::move(t.text));
    }
    return out;
}

// Whether the message has the phrase's word `w`: itself, or a word it begins (an inflection, a
// compound or an agglutinated suffix: "attractors", "Zinseszinsrechnung", "aleatoria" for the
// stem "aleatori", "faizle" for "faiz") when `w` has at least four letters, so short words
// ("sir", "pi", "map") match only themselves. Phrases are written as stems where a language
// inflects ("rozkład normaln", "procent składan").
bool has_word(const std::set<std::string>& words, const std::string& w) {
    if (words.count(w) > 0) return true;
    const std::size_t letters = common::utf8::length(w);
    if (letters < 4) return false;
    // A word under six letters takes at most two more ("faizle", "walks"), so "sinus" is not
    // "sinusitis" nor "sinusite".
    for (auto it = words.lower_bound(w); it != words.end() && it->compare(0, w.size(), w) == 0; ++it) {
        if (letters >= 6 || common::utf8::length(*it) <= letters + 2) return true;
    }
    return false;
}

bool read_phrase_list(const nlohmann::json& j, const char* key, std::vector<phrase>& out, std::string& error) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array()) {
        error = std::string("parameter_words.json: no list '") + key + "'";
        return false;
    }
    for (const auto& p : *it) {
        if (p.is_string() && !p.get<std::string>().empty()) out.push_back(as_phrase(p.get<std::string>()));
    }
    return true;
}

// A group of words by language ({"en": [...], "de": [...]}) into `list`; its first phrase in
// each language into `label` (where the label has none yet).
bool read_group(const nlohmann::json& groups, const std::string& key, std::vector<phrase>& list,
                std::map<std::string, std::string, std::less<>>& label, std::string& error) {
    const auto it = groups.find(key);
    if (it == groups.end() || !it->is_object()) {
        error = "parameter_words.json: no words '" + key + "'";
        return false;
    }
    for (const auto& [lang, words] : it->items()) {
        if (!words.is_array()) continue;
        for (const auto& w : words) {
            if (!w.is_string() || w.get<std::string>().empty()) continue;
            if (label.find(lang) == label.end()) label[lang] = w.get<std::string>();
            list.push_back(as_phrase(w.get<std::string>()));
        }
    }
    return true;
}

std::optional<parameter_spec> read_parameter(const nlohmann::json& p, const nlohmann::json& vocabulary,
                                             const std::string& entry, const std::string& code, std::string& error) {
    const std::string where = "catalogue.json: '" + entry + "'";
    if (!p.is_object() || !p.contains("name") || !p["name"].is_string() || !p.contains("default") ||
        !p["default"].is_number() || !p.contains("min") || !p["min"].is_number() || !p.contains("max") ||
        !p["max"].is_number()) {
        error = where + ": a parameter lacks name, default, min or max";
        return std::nullopt;
    }
    parameter_spec s;
    s.name = p["name"].get<std::string>();
    s.fallback = p["default"].get<double>();
    s.min = p["min"].get<double>();
    s.max = p["max"].get<double>();
    s.integer = p.value("integer", false);
    s.scale = p.value("scale", 1.0);
    s.percent = p.value("percent", false);
    s.bare = p.value("bare", false);
    s.range_end = p.value("range", "");
    if (!(s.min <= s.fallback && s.fallback <= s.max) || s.scale == 0) {
        error = where + ": parameter '" + s.name + "' has a default outside its range";
        return std::nullopt;
    }
    if (code.rfind(s.name + " = ", 0) != 0 && code.find("\n" + s.name + " = ") == std::string::npos) {
        error = where + ": no line '" + s.name + " = ...' in its code";
        return std::nullopt;
    }
    const auto& names = vocabulary["names"];
    const auto& units = vocabulary["units"];
    // The unit labels first: "years = 30" reads better than "duration = 30".
    if (p.contains("units") && (!p["units"].is_string() || !read_group(units, p["units"], s.units, s.label, error))) {
        return std::nullopt;
    }
    if (p.contains("names") && (!p["names"].is_string() || !read_group(names, p["names"], s.names, s.label, error))) {
        return std::nullopt;
    }
    for (const auto& n : p.value("symbols", nlohmann::json::array())) {
        if (n.is_string()) s.names.push_back(as_phrase(n.get<std::string>()));
    }
    if (s.names.empty() && s.units.empty() && !s.bare && s.range_end.empty()) {
        error = where + ": parameter '" + s.name + "' has no words, so no request could set it";
        return std::nullopt;
    }
    return s;
}

// A catalogue plot's shape: {"x": name (optional), "y": [names], "kind": a plot kind}; the names
// are checked against the table when it is stored.
bool plot_shape_ok(const nlohmann::json& p) {
    if (!p.is_object() || !p.contains("y") || !p["y"].is_array() || p["y"].empty() || !p.contains("kind") ||
        !p["kind"].is_string() || !data::parse_plot_kind(p["kind"].get<std::string>())) {
        return false;
    }
    for (const auto& y : p["y"]) {
        if (!y.is_string()) return false;
    }
    for (const auto& [key, value] : p.items()) {
        if (key == "x" ? !value.is_string() : key != "y" && key != "kind") return false;
    }
    return true;
}

}  // namespace

std::optional<catalogue> catalogue::load(const std::filesystem::path& dir, std::string& error) {
    const auto vocabulary = read_share_json(dir / "parameter_words.json", error);
    if (!vocabulary) return std::nullopt;
    catalogue c;
    if (!vocabulary->is_object() || !vocabulary->contains("names") || !vocabulary->contains("units") ||
        !read_phrase_list(*vocabulary, "fillers", c.words_.fillers, error) ||
        !read_phrase_list(*vocabulary, "percent", c.words_.percent, error) ||
        !read_phrase_list(*vocabulary, "range_from", c.words_.range_from, error) ||
        !read_phrase_list(*vocabulary, "range_to", c.words_.range_to, error)) {
        if (error.empty()) error = "parameter_words.json: not an object with names and units";
        return std::nullopt;
    }
    const auto read = read_share_json(dir / "catalogue.json", error);
    if (!read) return std::nullopt;
    const nlohmann::json& j = *read;
    if (!j.is_array() || j.empty()) {
        error = "catalogue.json: not a non-empty JSON array";
        return std::nullopt;
    }
    for (const auto& e : j) {
        catalogue_entry entry;
        if (!e.is_object() || !e.contains("name") || !e["name"].is_string() || !e.contains("file") ||
            !e["file"].is_string() || !e.contains("phrases") || !e["phrases"].is_array()) {
            error = "catalogue.json: an entry lacks name, file or phrases";
            return std::nullopt;
        }
        entry.name = e["name"].get<std::string>();
        const std::string file = e["file"].get<std::string>();
        // Only a plain file name in the catalogue's own directory.
        if (file.empty() || file.find('/') != std::string::npos || file.front() == '.') {
            error = "catalogue.json: '" + entry.name + "' names a file outside the catalogue";
            return std::nullopt;
        }
        const auto code = read_share_file(dir / file);
        if (!code || code->empty()) {
            error = "catalogue: " + file + " cannot be read";
            return std::nullopt;
        }
        entry.code = *code;
        if (e.contains("title") && e["title"].is_object()) {
            for (const auto& [lang, t] : e["title"].items()) {
                if (t.is_string()) entry.title[lang] = t.get<std::string>();
            }
        }
        for (const auto& p : e["phrases"]) {
            if (!p.is_string()) continue;
            auto words = words_of(p.get<std::string>());
            if (!words.empty()) entry.phrases.push_back(std::move(words));
        }
        if (entry.phrases.empty()) {
            error = "catalogue.json: '" + entry.name + "' has no phrase";
            return std::nullopt;
        }
        for (const auto& p : e.value("parameters", nlohmann::json::array())) {
            auto spec = read_parameter(p, *vocabulary, entry.name, entry.code, error);
            if (!spec) return std::nullopt;
            entry.parameters.push_back(std::move(*spec));
        }
        if (e.contains("plot")) {
            if (!plot_shape_ok(e["plot"])) {
                error = "catalogue.json: '" + entry.name + "' has a plot that is not {x, y: [...], kind}";
                return std::nullopt;
            }
            entry.plot = e["plot"];
        }
        for (const auto& p : e.value("ignore", nlohmann::json::array())) {
            if (p.is_string()) entry.ignore.push_back(as_phrase(p.get<std::string>()));
        }
        c.entries_.push_back(std::move(entry));
    }
    return c;
}

const catalogue_entry* catalogue::match(std::string_view message) const {
    const auto list = words_of(message.substr(0, 4000));
    const std::set<std::string> words(list.begin(), list.end());
    const catalogue_entry* best = nullptr;
    std::size_t best_len = 0;
    for (const auto& e : entries_) {
        for (const auto& words_of_phrase : e.phrases) {
            const bool all = std::all_of(words_of_phrase.begin(), words_of_phrase.end(),
                                         [&words](const std::string& w) { return has_word(words, w); });
            if (all && words_of_phrase.size() > best_len) {
                best = &e;
                best_len = words_of_phrase.size();
            }
        }
    }
    return best;
}

}  // namespace anyplot::agents::models
