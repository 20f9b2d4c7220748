#pragma once
// The offline model's catalogue: classic computations named in words ("draw the Lorenz
// attractor", "zeichne einen Random Walk"), each with the Python that computes it. Kept as files
// (agents/models/offline/*.py and catalogue.json); the Python goes through the same tool,
// validator and sandbox as any code a person pastes.
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
};

class catalogue {
public:
    // catalogue.json and the files it names, from `dir`. nullopt and `error` when anything is
    // missing, empty or malformed (a startup error).
    [[nodiscard]] static std::optional<catalogue> load(const std::filesystem::path& dir, std::string& error);

    // The entry a message names: one of its phrases whose every word is a word of the message
    // (lower case, Latin letters and digits; punctuation and hyphens separate words). When
    // several match, the longest phrase wins, then the catalogue's order. Null when none.
    [[nodiscard]] const catalogue_entry* match(std::string_view message) const;
    [[nodiscard]] const std::vector<catalogue_entry>& entries() const noexcept { return entries_; }

private:
    std::vector<catalogue_entry> entries_;
};

}  // namespace anyplot::agents::models
