// The hosted models' prompts (agents/models/hosted, agents/prompts): the root prompt names the
// contract's table caps.
#include "agents/models/hosted.hpp"
#include "wire/limits.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

namespace {

const std::filesystem::path source_dir(ANYPLOT_SOURCE_DIR);

}  // namespace

TEST_CASE("the root prompt names the table caps the contract has, so a model can shrink its table", "[chat][prompts]") {
    std::string error;
    const auto p = anyplot::agents::models::prompts::load(source_dir / "agents" / "prompts", error);
    REQUIRE(p);
    // Thousands separated as the prompt writes them.
    const auto grouped = [](std::size_t n) {
        std::string digits = std::to_string(n), out;
        for (std::size_t i = 0; i < digits.size(); ++i) {
            if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
            out += digits[i];
        }
        return out;
    };
    CHECK(p->root.find(grouped(anyplot::wire::max_rows) + " rows") != std::string::npos);
    CHECK(p->root.find(grouped(anyplot::wire::max_columns) + " columns") != std::string::npos);
    CHECK(p->root.find(grouped(anyplot::wire::max_output_csv_bytes) + " bytes") != std::string::npos);
    for (const char* field : {"`cap`", "`measured`", "`limit`", "`rows_that_fit`"}) {
        CAPTURE(field);
        CHECK(p->root.find(field) != std::string::npos);
    }
}
