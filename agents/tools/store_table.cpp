#include "agents/tools/store_table.hpp"

#include "agents/data/guard.hpp"
#include "agents/store/async_store.hpp"
#include "agents/tools/plot_json.hpp"
#include "common/log.hpp"
#include "common/off_thread.hpp"

#include <nlohmann/json.hpp>

namespace anyplot::agents::tools {

namespace asio = boost::asio;
using wire::agent_error;

namespace {

std::string profile_json(const data::table& t) {
    nlohmann::json cols = nlohmann::json::array();
    for (const auto& c : t.columns) {
        cols.push_back({{"name", c.name},
                        {"dtype", data::dtype_name(c.type)},
                        {"missing", c.missing},
                        {"unique", c.unique},
                        {"min", c.min},
                        {"max", c.max}});
        // What the cells carried besides their numbers or dates (docs/data.md), only when they did.
        if (!c.unit.empty()) cols.back()["unit"] = c.unit;
        if (c.period != data::date_period::none) cols.back()["period"] = data::date_period_name(c.period);
    }
    return cols.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// What a model dataset judge sees of a table: the headers and the text cells of text columns.
models::table_sample sample_of(const data::table& t) {
    models::table_sample s;
    for (const auto& c : t.columns) s.headers.push_back(c.name);
    for (const auto& row : t.rows) {
        for (std::size_t i = 0; i < row.size() && i < t.columns.size(); ++i) {
            if (t.columns[i].type == data::dtype::text && !row[i].empty()) s.text_cells.push_back(row[i]);
            if (s.text_cells.size() >= 50) return s;
        }
    }
    return s;
}

}  // namespace

asio::awaitable<common::result<data_version, tool_refusal>> store_table(tool_context ctx, std::string session_id,
                                                                         data::table table, store::dataset_source source,
                                                                         std::optional<std::string> code, turn_state* turn,
                                                                         std::shared_ptr<common::one_shot_signal> cancel,
                                                                         std::optional<data::plot_spec> plot, std::int64_t settles_hold) {
    // The guard walks every cell: off the I/O thread.
    data::dataset_judge* judge = ctx.judge;
    auto check = [judge, &table] { return data::check_dataset(table, *judge); };
    auto guarded = co_await common::off_thread(ctx.blocking, check);
    if (guarded.status == data::guard_status::unavailable) {
        co_return common::failure{refuse(agent_error::guard_unavailable)};
    }
    if (guarded.status == data::guard_status::refused) co_return common::failure{refuse(agent_error::data_refused)};
    const data::table& t = guarded.data;
    models::table_sample sample = sample_of(t);
    const bool rules_suffice = turn->provider_down && sample.text_cells.empty();
    if (ctx.model_judge != nullptr && !rules_suffice) {
        // A model's judgement after the rules: the headers and a sample of the text cells.
        const auto asked = std::chrono::steady_clock::now();
        auto judged = co_await ctx.model_judge->judge(std::move(sample), cancel);
        turn->judge_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
        if (!judged) {
            co_return common::failure{refuse(judged.error() == models::model_error::cancelled ? agent_error::cancelled
                                                                                           : agent_error::guard_unavailable)};
        }
        ++turn->judge_calls;
        turn->judge_used += judged->used;
        if (judged->decision == models::dataset_decision::refuse) {
            co_return common::failure{refuse(agent_error::data_refused)};
        }
    }
    // A turn cancelled while its table was checked stores nothing.
    if (cancel->fired()) co_return common::failure{refuse(agent_error::cancelled)};

    const std::string columns = profile_json(t);
    const bool plot_fits = plot && !data::plot_problem(*plot, t.columns);
    const data::plot_spec drawn = plot_fits ? *plot : data::infer_plot(t);
    const std::string plot_stored = plot_text(drawn);
    store::new_version v;
    v.source = source;
    v.csv = t.csv;
    v.columns_json = columns;
    v.rows = static_cast<std::int64_t>(t.rows.size());
    if (code) v.code = std::string_view(*code);
    v.plot_json = plot_stored;
    v.settles_hold = settles_hold;
    auto add = [&](store::store& s) { return s.add_version(session_id, v); };
    auto stored = co_await ctx.store->call(add);
    if (!stored) {
        // The session was deleted (or idled out) while its table was made: the caller's answer is
        // the session's, 404 session_expired, not a failure of ours.
        if (stored.error() == store::store_error::not_found) co_return common::failure{refuse(agent_error::session_expired)};
        common::log::error("store_failed", {{"error", store::message(stored.error())}});
        co_return common::failure{refuse(agent_error::unavailable)};
    }
    data_version out;
    out.version = *stored;
    out.rows = v.rows;
    out.code = code.value_or("");
    out.warnings = guarded.warnings;
    out.warnings.insert(out.warnings.end(), t.warnings.begin(), t.warnings.end());
    if (plot && !plot_fits) out.warnings.emplace_back("plot_inferred");
    out.plot = drawn;
    for (std::size_t r = 0; r < t.rows.size() && r < 5; ++r) out.preview.push_back(t.rows[r]);
    for (const auto& c : t.columns) out.columns.push_back({c.name, std::string(data::dtype_name(c.type))});
    co_return out;
}

}  // namespace anyplot::agents::tools
