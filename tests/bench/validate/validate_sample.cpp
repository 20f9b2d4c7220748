// Which rules fire on a sample of code nobody here wrote: `validate_sample FILE...` validates each
// file and prints, per rule, how many files it refused (a file counts once per rule), then the
// share of files refused. With -v it also prints `file rule@line` for every finding (file names
// only, never the code or a message). A measurement tool for false refusals, not a test: the
// sample comes from tests/bench/validate/doctest_sample.py (the installed libraries' docstring
// Examples) or any folder of programs.
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include "agents/validate/validator.hpp"
#include "tests/support/corpus_files.hpp"

using namespace anyplot::agents::validate;

int main(int argc, char** argv) {
    bool verbose = false;
    helper_options options;
    options.size = 1;
    validator v(options);
    std::map<std::string, int> by_rule;
    int files = 0, refused = 0, unavailable = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "-v") {
            verbose = true;
            continue;
        }
        auto r = v.validate_data_code(anyplot::test::read_whole(std::string(arg)));
        ++files;
        if (!r) {
            ++unavailable;
            std::printf("%s unavailable:%s\n", argv[i], to_string(r.error()));
            continue;
        }
        if (r->clean()) continue;
        ++refused;
        std::set<std::string> rules;
        for (const auto& f : r->findings) {
            const std::string rule(name(f.rule));
            rules.insert(rule);
            if (verbose) std::printf("%s %s@%d\n", argv[i], rule.c_str(), f.line);
        }
        for (const auto& rule : rules) ++by_rule[rule];
    }
    for (const auto& [rule, n] : by_rule) std::printf("%-20s %d\n", rule.c_str(), n);
    std::printf("refused %d of %d files, unavailable %d\n", refused, files, unavailable);
    return 0;
}
