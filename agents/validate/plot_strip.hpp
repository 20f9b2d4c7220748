#pragma once
// Leaving out a pasted program's plotting, as a pure function of the source and its tree.
//
// Chat answers and textbook programs end with `import matplotlib.pyplot as plt`, `plt.plot(...)`,
// `plt.show()`. Data code cannot plot (the page draws the chart from the table), so the validator
// refuses such a program whole although its table is fine. This rewrite removes exactly the
// statements whose only work is plotting, and nothing else:
//   - imports of the plotting libraries (matplotlib, seaborn, plotly, ..., mpl_toolkits);
//   - expression statements whose value is a chain rooted at a name bound to a plotting object
//     (`plt.show()`, `ax.set_xlabel("t")`), or a pandas plotting call (`df.plot(...)`,
//     `s.plot.hist()`, `df.hist()`, `df.boxplot()`);
//   - assignments of such a value to plain names, which then name plotting objects too
//     (`fig, ax = plt.subplots()`, `line, = ax.plot(t, x)`), and assignments to a plotting
//     object's attributes or items (`plt.rcParams["figure.figsize"] = (8, 4)`);
//   - `for`/`with` statements over plotting objects whose whole body is removed
//     (`for ax in axes.flat: ax.grid()`).
// A body left empty gets `pass`. The program is left as it is (nullopt) when anything else still
// reads a plotting name (`colors = plt.cm.viridis(...)` feeding the table), when a statement to
// remove shares a line with one to keep, when an import mixes plotting and other modules, or when
// a removed statement holds an assignment expression (`:=`) or a yield: the validator then refuses
// the plotting as before, with its usual message. Every line keeps its number.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "agents/validate/ast.hpp"

namespace anyplot::agents::validate {

struct plot_strip {
    std::string code;            // the program without its plotting statements
    std::size_t statements = 0;  // how many statements were left out (outermost ones)
};

[[nodiscard]] std::optional<plot_strip> strip_plotting(std::string_view code, const node& module);

}  // namespace anyplot::agents::validate
