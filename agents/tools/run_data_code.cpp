#include "agents/tools/run_data_code.hpp"

#include "agents/data/guard.hpp"
#include "agents/data/parse.hpp"
#include "agents/store/async_store.hpp"
#include "agents/validate/off_thread.hpp"
#include "common/crypto.hpp"
#include "common/log.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <nlohmann/json.hpp>

#include <array>

namespace anyplot::agents::tools {

namespace asio = boost::asio;
using wire::agent_error;
using outcome = common::result<data_version, tool_refusal>;

namespace {

constexpr std::array<std::string_view, 5> languages = {"python", "javascript", "r", "formula", "text"};

// The dataset guard walks every cell (and a model judge would be a network call): off the I/O
// thread too.
asio::awaitable<data::guard_result> guard_off_thread(data::dataset_judge* judge, asio::any_io_executor blocking,
                                                     const data::table* t) {
    auto home = co_await asio::this_coro::executor;
    co_await asio::post(blocking, asio::use_awaitable);
    auto r = data::check_dataset(*t, *judge);
    co_await asio::post(home, asio::use_awaitable);
    co_return r;
}

std::vector<std::string> finding_notes(const std::vector<validate::finding>& findings) {
    std::vector<std::string> notes;
    for (const auto& f : findings) notes.push_back(f.rule + " at line " + std::to_string(f.line) + ": " + f.message);
    return notes;
}

std::string profile_json(const data::table& t) {
    nlohmann::json cols = nlohmann::json::array();
    for (const auto& c : t.columns) {
        cols.push_back({{"name", c.name},
                        {"dtype", data::dtype_name(c.type)},
                        {"missing", c.missing},
                        {"unique", c.unique},
                        {"min", c.min},
                        {"max", c.max}});
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

// Gives the day's use back when a run was refused for a reason that is not the user's doing.
asio::awaitable<void> give_back(store::async_store* db, std::string user, std::chrono::sys_seconds taken_at) {
    auto op = [&](store::store& s) { return s.give_back_daily(user, daily_counter, taken_at); };
    auto r = co_await db->call(op);
    if (!r) common::log::warn("daily_give_back_failed", {{"error", store::message(r.error())}});
}

}  // namespace

asio::awaitable<outcome> run_data_code(tool_context ctx, std::string user, std::string session_id, std::string code,
                                       std::string source_language, turn_state* turn, sandbox_hold* sandbox,
                                       std::shared_ptr<common::one_shot_signal> cancel) {
    const auto started = std::chrono::steady_clock::now();
    // Tool safety: a fixed language set, the size cap, at most two calls per turn.
    if (std::find(languages.begin(), languages.end(), source_language) == languages.end()) {
        co_return common::failure{refuse(agent_error::unsupported_language)};
    }
    if (code.empty() || !common::utf8::valid(code)) co_return common::failure{refuse(agent_error::invalid_arguments)};
    if (common::utf8::length(code) > wire::max_code_chars) co_return common::failure{refuse(agent_error::code_too_long)};
    if (turn->data_calls >= static_cast<int>(wire::max_calls_per_turn)) {
        co_return common::failure{refuse(agent_error::too_many_calls)};
    }
    ++turn->data_calls;
    if (source_language != "python") co_return common::failure{refuse(agent_error::needs_translation)};

    auto checked = co_await validate::validate_off_thread(ctx.validator, ctx.blocking, code);
    if (!checked) {
        common::log::error("validator_unavailable", {{"error", validate::to_string(checked.error())}});
        co_return common::failure{refuse(agent_error::unavailable)};
    }
    if (!checked->clean()) co_return common::failure{refuse(agent_error::validation, finding_notes(checked->findings))};
    const std::string python = checked->code_after_strip;
    if (cancel->fired()) co_return common::failure{refuse(agent_error::cancelled)};

    const auto taken_at = ctx.now();
    auto take = [&](store::store& s) { return s.take_daily(user, daily_counter, ctx.daily_limit, taken_at); };
    auto daily = co_await ctx.store->call(take);
    if (!daily) {
        co_return common::failure{refuse(daily.error() == store::store_error::limit_reached ? agent_error::daily_limit
                                                                                           : agent_error::unavailable)};
    }

    // g++ 12 double-destroys temporaries that live across a co_await: every awaited call below
    // takes named values only, one co_await per statement.
    const auto queue_started = std::chrono::steady_clock::now();
    const sandbox_hold::outcome slot = co_await sandbox->hold();
    turn->queued_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - queue_started).count();
    if (slot != sandbox_hold::outcome::granted) {
        co_await give_back(ctx.store, user, taken_at);
        co_return common::failure{refuse(slot == sandbox_hold::outcome::capacity ? agent_error::capacity
                                                                                 : agent_error::cancelled)};
    }
    backends::data_run_call call{"dc-" + common::crypto::random_hex(12), python, ctx.run_timeout_s};
    const auto backend_started = std::chrono::steady_clock::now();
    auto answer = co_await ctx.backend->run_data(std::move(call), cancel);
    const double backend_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - backend_started).count();
    turn->backend_ms += backend_ms;
    if (!answer) {
        // Nothing ran (or we cannot know that it did): the call does not count, except a timeout.
        if (answer.error() != backends::backend_error::timeout) co_await give_back(ctx.store, user, taken_at);
        co_return common::failure{refusal_for(answer.error())};
    }
    if (auto refused = refusal_for(*answer)) co_return common::failure{std::move(*refused)};

    auto parsed = data::parse_table(*answer->csv_text);
    if (!parsed) co_return common::failure{refuse(agent_error::unparseable, {data::message(parsed.error())})};
    if (!data::has_number_or_date(*parsed)) co_return common::failure{refuse(agent_error::needs_number_or_date)};
    const data::table* parsed_table = &*parsed;
    auto guarded = co_await guard_off_thread(ctx.judge, ctx.blocking, parsed_table);
    if (guarded.status == data::guard_status::unavailable) {
        co_return common::failure{refuse(agent_error::guard_unavailable)};
    }
    if (guarded.status == data::guard_status::refused) co_return common::failure{refuse(agent_error::data_refused)};
    const data::table& t = guarded.data;
    if (ctx.model_judge != nullptr) {
        // A model's judgement after the rules: the headers and a sample of the text cells.
        models::table_sample sample = sample_of(t);
        const auto asked = std::chrono::steady_clock::now();
        auto judged = co_await ctx.model_judge->judge(std::move(sample), cancel);
        turn->judge_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
        if (!judged) {
            co_return common::failure{refuse(judged.error() == models::model_error::cancelled ? agent_error::cancelled
                                                                                           : agent_error::guard_unavailable)};
        }
        ++turn->judge_calls;
        turn->judge_used.input_tokens += judged->used.input_tokens;
        turn->judge_used.output_tokens += judged->used.output_tokens;
        turn->judge_used.cached_tokens += judged->used.cached_tokens;
        if (judged->decision == models::dataset_decision::refuse) {
            co_return common::failure{refuse(agent_error::data_refused)};
        }
    }
    // A turn cancelled while its table was checked stores nothing.
    if (cancel->fired()) co_return common::failure{refuse(agent_error::cancelled)};

    const std::string columns = profile_json(t);
    store::new_version v;
    v.source = store::dataset_source::code;
    v.csv = t.csv;
    v.columns_json = columns;
    v.rows = static_cast<std::int64_t>(t.rows.size());
    v.code = python;
    auto add = [&](store::store& s) { return s.add_version(session_id, v); };
    auto stored = co_await ctx.store->call(add);
    if (!stored) {
        common::log::error("store_failed", {{"error", store::message(stored.error())}});
        co_return common::failure{refuse(agent_error::unavailable)};
    }
    // The agents' own cost of this call, for operators and scripts/bench: everything but the backend.
    common::log::info("data_code", {{"version", *stored},
                                    {"rows", v.rows},
                                    {"backend_ms", backend_ms},
                                    {"own_ms", std::chrono::duration<double, std::milli>(
                                                   std::chrono::steady_clock::now() - started).count() -
                                                   backend_ms - turn->queued_ms - turn->judge_ms}});
    data_version out;
    out.version = *stored;
    out.rows = v.rows;
    out.code = python;
    for (const auto& c : t.columns) out.columns.push_back({c.name, std::string(data::dtype_name(c.type))});
    co_return out;
}

}  // namespace anyplot::agents::tools
