#include "agents/data/plot.hpp"

#include <algorithm>
#include <charconv>

namespace anyplot::agents::data {

namespace {

// An inferred chart takes at most this many series; more are one click away.
constexpr std::size_t inferred_series = 4;
// One number column with at most this many rows reads as bars (a small table of values).
constexpr std::size_t bars_up_to_rows = 30;

bool is_number(dtype t) { return t == dtype::integer || t == dtype::number; }
bool is_time(dtype t) { return t == dtype::date || t == dtype::datetime; }

const column_profile* find(const std::vector<column_profile>& columns, std::string_view name) {
    const auto it = std::find_if(columns.begin(), columns.end(), [&](const column_profile& c) { return c.name == name; });
    return it == columns.end() ? nullptr : &*it;
}

// Whether the column's values never fall from one row to the next (missing cells skipped).
bool rises(const table& t, std::size_t column) {
    double last = 0;
    bool seen = false;
    for (const auto& row : t.rows) {
        if (column >= row.size() || row[column].empty()) continue;
        const std::string& cell = row[column];
        double v = 0;
        const auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), v);
        if (ec != std::errc{} || end != cell.data() + cell.size()) return false;
        if (seen && v < last) return false;
        last = v;
        seen = true;
    }
    return true;
}

}  // namespace

std::string_view plot_kind_name(plot_kind k) noexcept {
    switch (k) {
        case plot_kind::line: return "line";
        case plot_kind::points: return "points";
        case plot_kind::bars: return "bars";
        case plot_kind::area: return "area";
    }
    return "line";
}

std::optional<plot_kind> parse_plot_kind(std::string_view name) noexcept {
    for (const auto k : {plot_kind::line, plot_kind::points, plot_kind::bars, plot_kind::area}) {
        if (plot_kind_name(k) == name) return k;
    }
    return std::nullopt;
}

std::optional<std::string_view> plot_problem(const plot_spec& spec, const std::vector<column_profile>& columns) {
    if (spec.x && find(columns, *spec.x) == nullptr) return "x is not a column of the table";
    if (spec.y.empty()) return "y names no column";
    if (spec.y.size() > max_plot_series) return "y names more than 8 columns";
    for (std::size_t i = 0; i < spec.y.size(); ++i) {
        const column_profile* c = find(columns, spec.y[i]);
        if (c == nullptr) return "a y is not a column of the table";
        if (!is_number(c->type)) return "a y is not a number column";
        if (spec.x && *spec.x == spec.y[i]) return "a y is the x column";
        if (std::find(spec.y.begin(), spec.y.begin() + static_cast<std::ptrdiff_t>(i), spec.y[i]) !=
            spec.y.begin() + static_cast<std::ptrdiff_t>(i)) {
            return "y names a column twice";
        }
    }
    return std::nullopt;
}

plot_spec infer_plot(const table& t) {
    std::vector<std::size_t> numbers;
    std::optional<std::size_t> time, text;
    for (std::size_t i = 0; i < t.columns.size(); ++i) {
        const dtype type = t.columns[i].type;
        if (is_number(type)) numbers.push_back(i);
        if (is_time(type) && !time) time = i;
        if (type == dtype::text && !text) text = i;
    }
    plot_spec out;
    auto take_y = [&](std::size_t skip) {
        for (const std::size_t i : numbers) {
            if (i != skip && out.y.size() < inferred_series) out.y.push_back(t.columns[i].name);
        }
    };
    constexpr std::size_t none = static_cast<std::size_t>(-1);
    if (time) {
        out.x = t.columns[*time].name;
        take_y(none);
        out.kind = plot_kind::line;
    } else if (text && !numbers.empty()) {
        out.x = t.columns[*text].name;
        take_y(none);
        out.kind = plot_kind::bars;
    } else if (numbers.size() == 1) {
        take_y(none);
        out.kind = t.rows.size() <= bars_up_to_rows ? plot_kind::bars : plot_kind::line;
    } else if (!numbers.empty()) {
        out.x = t.columns[numbers.front()].name;
        take_y(numbers.front());
        out.kind = rises(t, numbers.front()) ? plot_kind::line : plot_kind::points;
    }
    return out;
}

}  // namespace anyplot::agents::data
