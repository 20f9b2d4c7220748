// Fuzz target for the paste parser: on every input that parses, the canonical CSV must parse back
// to the very same table (text, rows and profile), messages must stay short and data-free, and
// the guard and classifier must not crash on whatever the parser accepted or refused. What only
// the first reading can know is left out of the comparison (docs/data.md, "Output"): its notes on
// how it read the text (a guessed thousands mark, a unit read off) and the units and periods the
// cells carried, which the canonical CSV holds as plain numbers and dates.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "agents/data/classify.hpp"
#include "agents/data/guard.hpp"
#include "agents/data/parse.hpp"

namespace {

anyplot::agents::data::table as_read_back(anyplot::agents::data::table t) {
    t.warnings.clear();
    for (auto& c : t.columns) {
        c.unit.clear();
        c.period = anyplot::agents::data::date_period::none;
    }
    return t;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace anyplot::agents::data;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)classify_paste(text);
    auto first = parse_table(text);
    if (!first) {
        if (message(first.error()).size() > 200) __builtin_trap();
        return 0;
    }
    auto second = parse_table(first->csv);
    if (!second) __builtin_trap();
    if (!(as_read_back(*second) == as_read_back(*first))) __builtin_trap();
    rule_judge judge;
    const auto verdict = check_dataset(*first, judge);
    if (verdict.status == guard_status::ok) {
        auto third = parse_table(verdict.data.csv);
        if (!third || !(as_read_back(*third) == as_read_back(verdict.data))) __builtin_trap();
    }
    return 0;
}
