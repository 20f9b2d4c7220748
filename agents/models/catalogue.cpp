#include "agents/models/catalogue.hpp"

#include "agents/share_files.hpp"
#include "common/utf8.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace anyplot::agents::models {

std::optional<catalogue> catalogue::load(const std::filesystem::path& dir, std::string& error) {
    const auto read = read_share_json(dir / "catalogue.json", error);
    if (!read) return std::nullopt;
    const nlohmann::json& j = *read;
    if (!j.is_array() || j.empty()) {
        error = "catalogue.json: not a non-empty JSON array";
        return std::nullopt;
    }
    catalogue c;
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
            auto words = common::utf8::latin_words(p.get<std::string>());
            if (!words.empty()) entry.phrases.push_back(std::move(words));
        }
        if (entry.phrases.empty()) {
            error = "catalogue.json: '" + entry.name + "' has no phrase";
            return std::nullopt;
        }
        c.entries_.push_back(std::move(entry));
    }
    return c;
}

const catalogue_entry* catalogue::match(std::string_view message) const {
    const auto list = common::utf8::latin_words(message);
    const std::set<std::string> words(list.begin(), list.end());
    const catalogue_entry* best = nullptr;
    std::size_t best_len = 0;
    for (const auto& e : entries_) {
        for (const auto& phrase : e.phrases) {
            const bool all = std::all_of(phrase.begin(), phrase.end(),
                                         [&words](const std::string& w) { return words.count(w) > 0; });
            if (all && phrase.size() > best_len) {
                best = &e;
                best_len = phrase.size();
            }
        }
    }
    return best;
}

}  // namespace anyplot::agents::models
