// The source language's one name table (agents/models/source_language.hpp): the wire names are
// exactly the five the data-code route and the tools have always accepted, in both directions.
#include <catch2/catch.hpp>

#include <string>

#include "agents/models/source_language.hpp"
#include "agents/tools/run_data_code.hpp"

namespace models = anyplot::agents::models;
using models::source_language;

TEST_CASE("source_language: each name reads back to its language", "[models][source_language]") {
    const std::pair<source_language, const char*> expected[] = {{source_language::python, "python"},
                                                                 {source_language::javascript, "javascript"},
                                                                 {source_language::r, "r"},
                                                                 {source_language::formula, "formula"},
                                                                 {source_language::text, "text"}};
    REQUIRE(models::source_language_names.size() == std::size(expected));
    for (const auto& [language, name] : expected) {
        CAPTURE(name);
        CHECK(models::to_string(language) == name);
        CHECK(models::parse_source_language(name) == language);
    }
}

TEST_CASE("source_language: names outside the set are not languages", "[models][source_language]") {
    for (const char* name : {"", "cobol", "Python", "PYTHON", " python", "python ", "py", "js", "R", "none"}) {
        CAPTURE(name);
        CHECK(models::parse_source_language(name) == std::nullopt);
    }
    CHECK(models::parse_source_language(std::string("python\0", 7)) == std::nullopt);
}

TEST_CASE("source_language: every language but Python is translated first", "[models][source_language]") {
    namespace tools = anyplot::agents::tools;
    CHECK_FALSE(tools::needs_translation(source_language::python));
    for (const auto language : {source_language::javascript, source_language::r, source_language::formula,
                                source_language::text}) {
        CHECK(tools::needs_translation(language));
    }
}
