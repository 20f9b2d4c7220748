#include "agents/tools/generate_data.hpp"

#include "agents/data/numeric.hpp"
#include "agents/formula/formula.hpp"
#include "agents/tools/store_table.hpp"
#include "common/log.hpp"
#include "common/off_thread.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"

#include <cmath>


namespace anyplot::agents::tools {

namespace asio = boost::asio;
using wire::agent_error;

namespace {

tool_refusal refusal_of(const formula::formula_error& e) {
    const agent_error code = e.code == formula::formula_errc::too_long ? agent_error::too_long
                             : e.code == formula::formula_errc::syntax ? agent_error::formula_syntax
                                                                       : agent_error::formula_domain;
    tool_refusal r = refuse(code, {formula::message(e)});
    r.position = e.position;
    return r;
}

}  // namespace

asio::awaitable<common::result<data_version, tool_refusal>> generate_data(tool_context ctx, std::string session_id,
                                                                           std::string formula_text, turn_state* turn,
                                                                           std::shared_ptr<common::one_shot_signal> cancel,
                                                                           std::optional<data::plot_spec> plot) {
    const auto started = std::chrono::steady_clock::now();
    if (formula_text.empty() || !common::utf8::valid(formula_text)) {
        co_return common::failure{refuse(agent_error::invalid_arguments)};
    }
    if (common::utf8::length(formula_text) > formula::max_formula_chars) {
        co_return common::failure{refuse(agent_error::too_long)};
    }
    if (turn->data_calls >= static_cast<int>(wire::max_calls_per_turn)) {
        co_return common::failure{refuse(agent_error::too_many_calls)};
    }
    ++turn->data_calls;
    // Up to 20,000 points of compiled code: off the I/O thread, like the validator.
    auto generate = [&formula_text] { return formula::generate(formula_text); };
    auto columns = co_await common::off_thread(ctx.blocking, generate);
    if (!columns) co_return common::failure{refusal_of(columns.error())};
    auto table = data::numeric_table(columns->names, columns->values);
    // The language bounds points and outputs below the table's caps: a failure here is ours.
    if (!table) co_return common::failure{refuse(agent_error::formula_domain, {std::string(data::message(table.error()))})};
    const std::size_t non_finite = columns->non_finite;
    // Where the first undefined point is, by the first range variable (always the first column,
    // never undefined itself): "x=0".
    std::string first_undefined;
    if (non_finite > 0 && !columns->values.empty()) {
        const std::size_t n = columns->values.front().size();
        for (std::size_t row = 0; row < n && first_undefined.empty(); ++row) {
            for (const auto& column : columns->values) {
                if (!std::isnan(column[row])) continue;
                first_undefined = columns->names.front() + "=" + formula::number_text(columns->values.front()[row]);
                break;
            }
        }
    }
    if (cancel->fired()) co_return common::failure{refuse(agent_error::cancelled)};
    std::optional<std::string> code = std::move(formula_text);
    auto stored = co_await store_table(ctx, std::move(session_id), std::move(table).value(), store::dataset_source::formula,
                                       std::move(code), turn, cancel, std::move(plot));
    if (!stored) co_return common::failure{stored.error()};
    if (non_finite > 0) stored->warnings.push_back("non_finite:" + std::to_string(non_finite));
    if (!first_undefined.empty()) stored->warnings.push_back("non_finite_first:" + first_undefined);
    common::log::info("formula", {{"version", stored->version},
                                  {"rows", stored->rows},
                                  {"own_ms", std::chrono::duration<double, std::milli>(
                                                 std::chrono::steady_clock::now() - started).count() - turn->judge_ms}});
    co_return stored;
}

}  // namespace anyplot::agents::tools
