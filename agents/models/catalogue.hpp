#pragma once
// The offline model's catalogue: classic computations named in words ("draw the Lorenz
// attractor", "zeichne einen Random Walk"), each with the Python that computes it. Kept as files
// (agents/models/offline/*.py and catalogue.json); the Python goes through the same tool,
// validator and sandbox as any code a person pastes.
#include "agents/models/parameters.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::models {

struct catalogue_entry {
    std::string name;                                   // "lorenz_attractor"
    std::map<std::string, std::string, std::less<>> title;  // language → title (en, de)
    std::string code;                                   // the Python
    std::vector<std::vector<std::string>> phrases;      // each a list of words
    // The numbers a request may set (parameters.hpp), each a line `name = ...` of the code, and
    // the phrases whose numbers are part of a name ("carbon 14").
    std::vector<parameter_spec> parameters;
    std::vector<phrase> ignore;
    // How its table is drawn (docs/api.md, "plot"), passed as the tool's `plot` argument; null
    // when the entry leaves it to the table's shape.
    nlohmann::json plot;
};

class catalogue {
public:
    // catalogue.json, parameter_words.json and the files they name, from `dir`. nullopt and
    // `error` when anything is missing, empty or malformed (a startup error), a parameter among
    // them: each names words the vocabulary has, a sane range holding its default, and a line
    // `name = ...` of its entry's code.
    [[nodiscard]] static std::optional<catalogue> load(const std::filesystem::path& dir, std::string& error);

    // The entry a message names: one of its phrases (in any of the eleven languages) whose every
    // word is a word of the message or begins one (an inflection or a compound, for words of four
    // letters or more; under six letters at most two more); lower case, any alphabet, each CJK character a word, punctuation and
    // hyphens separate words. When several match, the longest phrase wins, then the catalogue's
    // order. Null when none.
    [[nodiscard]] const catalogue_entry* match(std::string_view message) const;
    [[nodiscard]] const std::vector<catalogue_entry>& entries() const noexcept { return entries_; }
    // The words every entry's parameters share (parameter_words.json).
    [[nodiscard]] const parameter_words& words() const noexcept { return words_; }

private:
    std::vector<catalogue_entry> entries_;
    parameter_words words_;
};

}  // namespace anyplot::agents::models
