#pragma once
// The numbers a request gives a catalogue computation, read as a person writes them: "compound
// interest on 1000 at 5% for 30 years", "a random walk of 50 steps", "the Lorenz attractor with
// rho = 14", "radioactive decay über 20.000 Jahre", "logistic map from 3 to 4". A number binds to
// a parameter by the word before it (its name: "rho", "mean", "Zinssatz", with "=", "of", "von"
// between), the word after it (its unit: "years", "Schritte", "%"), a "from a to b" pair, or, for
// the one parameter an entry marks bare, by itself. Words of every language are tried, so a short
// message whose language was guessed wrong still reads. A number no parameter took is reported,
// never silently dropped; a value outside its parameter's range is refused with the range.
// Domain code: no I/O, the words come from agents/models/offline/parameter_words.json.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::models {

// A text as tokens: lower-case words (Latin, Greek, Cyrillic... letters; each CJK character a
// word of its own), numbers (as written), and the signs %, = and :. Everything else separates.
struct token {
    enum class kind { word, number, percent, sign };
    kind what = kind::word;
    std::string text;
};
[[nodiscard]] std::vector<token> tokenize(std::string_view text);

using phrase = std::vector<std::string>;  // tokens' texts, in order

struct parameter_spec {
    std::string name;                    // the Python variable its file assigns on a line of its own
    double fallback = 0;                 // the default, in the person's units
    double min = 0, max = 0;             // the allowed range, inclusive, in the person's units
    bool integer = false;                // whole numbers only
    double scale = 1;                    // person's units -> the code's (0.01 for a percentage)
    bool percent = false;                // a number written with % (or the word) binds here first
    bool bare = false;                   // a number with no word of its own binds here, once
    std::string range_end;               // "from" or "to": one end of a "from a to b" pair
    std::vector<phrase> names;           // before the number ("rho", "mean", "zinssatz")
    std::vector<phrase> units;           // after the number ("years", "schritte")
    std::map<std::string, std::string, std::less<>> label;  // language -> what the answer calls it
};

// The words every parameter shares: fillers between a name and its number ("=", "of", "von"),
// the percent words ("percent", "prozent"), and the two ends of a range ("from"/"between",
// "to"/"and").
struct parameter_words {
    std::vector<phrase> fillers, percent, range_from, range_to;
};

struct bound_value {
    std::string name;
    double value = 0;          // in the person's units
    bool from_request = false;
    std::string written;       // as the request wrote it (empty for a default)
};

struct parameter_reading {
    std::vector<bound_value> values;           // every parameter, in the entry's order
    std::vector<std::string> unused;           // numbers no parameter took, as written
    std::optional<std::size_t> out_of_range;   // the first value outside its range (index into values)
};

// `lang` decides the decimal mark: "1,5" is 1.5 and "20.000" is 20000 in de, fr, it, es, pt, nl,
// pl and tr; "1,500" is 1500 and "2.5" is 2.5 elsewhere. `ignore`: phrases whose numbers belong to
// a name ("carbon 14"), never parameters.
[[nodiscard]] parameter_reading read_parameters(const std::vector<parameter_spec>& specs,
                                                const std::vector<phrase>& ignore, const parameter_words& words,
                                                std::string_view text, std::string_view lang);

// The code with each value the request gave written over its parameter's line (`name = ...` at
// the start of a line); defaults keep the file's own line. nullopt when a line is missing.
[[nodiscard]] std::optional<std::string> apply_parameters(std::string code, const std::vector<parameter_spec>& specs,
                                                          const parameter_reading& reading);

}  // namespace anyplot::agents::models
