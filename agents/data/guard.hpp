#pragma once
// The dataset guard: a deterministic pre-filter, then a judge. check_dataset() is the ONE entry
// both pastes and tables from code runs go through (docs/data.md, "Guard").
#include <string>
#include <string_view>
#include <vector>

#include "agents/data/table.hpp"

namespace anyplot::agents::data {

enum class guard_status { ok, refused, unavailable };

struct guard_verdict {
    guard_status status = guard_status::ok;
    std::string reason;                 // code-like, e.g. "injection_in_header"; empty when ok
    table data;                         // the table to keep (formula cells neutralised)
    std::vector<std::string> warnings;  // code-like, e.g. "formula_cells_neutralised:3"
};
using guard_result = guard_verdict;

// Formula-looking text cells and headers get a leading `'`; prompt-injection phrases in a header
// or control characters anywhere refuse the whole table. Never refuses for formulas.
[[nodiscard]] guard_verdict prefilter(const table& t);

// True when a cell would be read as a formula by a spreadsheet (exposed for tests and docs).
[[nodiscard]] bool looks_like_formula(std::string_view cell) noexcept;
// True when text holds a known prompt-injection phrase, ignoring case, punctuation and
// zero-width characters.
[[nodiscard]] bool has_injection_phrase(std::string_view text);

enum class judge_decision { allow, refuse, unavailable };

struct judge_verdict {
    judge_decision decision = judge_decision::allow;
    std::string reason;  // code-like
};

class dataset_judge {
public:
    virtual ~dataset_judge() = default;
    [[nodiscard]] virtual judge_verdict judge(const table& t) = 0;
};

// The offline default: refuses injection phrases in text cells and tables whose text is mostly
// long instruction-shaped prose; allows everything else.
class rule_judge final : public dataset_judge {
public:
    [[nodiscard]] judge_verdict judge(const table& t) override;
};

// Pre-filter, then the judge on the (neutralised) table. A judge that throws counts as unavailable.
[[nodiscard]] guard_result check_dataset(const table& t, dataset_judge& judge);

}  // namespace anyplot::agents::data
