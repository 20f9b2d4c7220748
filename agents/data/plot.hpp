#pragma once
// How a version is drawn (docs/api.md, "plot"): an x column (or the row number), one or more y
// columns and a kind. Whatever made the table chooses it — a catalogue entry, the model through the
// tools' arguments — and when nothing did, infer_plot reads it from the table's columns; a person
// changes it later (PUT .../plot). Checked against the columns before it is stored.
#include "agents/data/table.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::data {

enum class plot_kind { line, points, bars, area };

[[nodiscard]] std::string_view plot_kind_name(plot_kind k) noexcept;
[[nodiscard]] std::optional<plot_kind> parse_plot_kind(std::string_view name) noexcept;

struct plot_spec {
    std::optional<std::string> x;  // none: the row number 1..n
    std::vector<std::string> y;    // number columns, drawn as one series each
    plot_kind kind = plot_kind::line;
    friend bool operator==(const plot_spec&, const plot_spec&) = default;
};

// The most series one chart holds (a person may add up to this many; an inferred spec takes 4).
inline constexpr std::size_t max_plot_series = 8;

// Why `spec` cannot draw a table of these columns, as one fixed English line (never a column
// name); nullopt when it can: x names a column, y names 1..max_plot_series distinct number columns
// other than x.
[[nodiscard]] std::optional<std::string_view> plot_problem(const plot_spec& spec,
                                                           const std::vector<column_profile>& columns);

// The chart a table asks for when nothing chose one: a date column → a line over time; a text
// column → bars per category; one number column → bars (up to 30 rows) or a line over the row
// number; several → the first against the others (up to 4), a line when the first rises, points
// when it does not (a Lorenz attractor's x against z). A table with no number column gets no y.
[[nodiscard]] plot_spec infer_plot(const table& t);

}  // namespace anyplot::agents::data
