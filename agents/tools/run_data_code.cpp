#include "agents/tools/run_data_code.hpp"

#include "agents/tools/store_table.hpp"

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

std::vector<std::string> finding_notes(const std::vector<validate::finding>& findings) {
    std::vector<std::string> notes;
    for (const auto& f : findings) {
        notes.push_back(std::string(validate::name(f.rule)) + " at line " + std::to_string(f.line) + ": " + f.message);
    }
    return notes;
}

// Ends the run's held daily use (store.hpp, take_daily_held): it stands when the code ran and the
// failure is the code's (a timeout, an error, a table that cannot be used or is refused), and goes
// back when the failure is ours or nothing ran. A stored version settles it in its own write. When
// the store cannot be reached the sweep returns the use at the hold's expiry.
asio::awaitable<void> end_hold(store::async_store* db, std::int64_t hold, bool counts) {
    auto op = [&](store::store& s) { return counts ? s.settle_daily(hold) : s.give_back_held(hold); };
    auto r = co_await db->call(op);
    if (!r) common::log::warn("daily_hold_unsettled", {{"counts", counts}, {"error", store::message(r.error())}});
}

}  // namespace

bool needs_translation(models::source_language language) noexcept {
    return language != models::source_language::python;
}

asio::awaitable<outcome> run_data_code(tool_context ctx, std::string user, std::string session_id, std::string code,
                                       std::optional<models::source_language> language, turn_state* turn,
                                       sandbox_hold* sandbox, std::shared_ptr<common::one_shot_signal> cancel,
                                       std::optional<data::plot_spec> plot) {
    const auto started = std::chrono::steady_clock::now();
    // Tool safety: a fixed language set, the size cap, at most two calls per turn.
    if (!language) co_return common::failure{refuse(agent_error::unsupported_language)};
    if (code.empty() || !common::utf8::valid(code)) co_return common::failure{refuse(agent_error::invalid_arguments)};
    if (common::utf8::length(code) > wire::max_code_chars) co_return common::failure{refuse(agent_error::code_too_long)};
    if (turn->data_calls >= static_cast<int>(wire::max_calls_per_turn)) {
        co_return common::failure{refuse(agent_error::too_many_calls)};
    }
    ++turn->data_calls;
    if (needs_translation(*language)) co_return common::failure{refuse(agent_error::needs_translation)};

    const auto validation_started = std::chrono::steady_clock::now();
    auto checked = co_await validate::validate_off_thread(ctx.validator, ctx.blocking, code, user);
    observe_since(ctx.metrics, validation_seconds,
                  {{"result", !checked ? "unavailable" : checked->clean() ? "clean" : "refused"}}, validation_started);
    if (!checked) {
        common::log::error("validator_unavailable", {{"error", validate::to_string(checked.error())}});
        co_return common::failure{refuse(agent_error::unavailable)};
    }
    if (!checked->clean()) co_return common::failure{refuse(agent_error::validation, finding_notes(checked->findings))};
    const std::string python = checked->code_after_strip;
    const std::size_t plotting = checked->plotting_left_out;
    if (cancel->fired()) co_return common::failure{refuse(agent_error::cancelled)};

    const auto taken_at = ctx.now();
    const auto expires = taken_at + ctx.daily_hold_for;
    auto take = [&](store::store& s) {
        return s.take_daily_held(user, daily_counter, ctx.daily_limit, taken_at, expires);
    };
    auto daily = co_await ctx.store->call(take);
    if (!daily) {
        co_return common::failure{refuse(daily.error() == store::store_error::limit_reached ? agent_error::daily_limit
                                                                                           : agent_error::unavailable)};
    }
    const std::int64_t hold = daily->id;

    // g++ 12 double-destroys temporaries that live across a co_await: every awaited call below
    // takes named values only, one co_await per statement.
    const auto queue_started = std::chrono::steady_clock::now();
    const sandbox_hold::outcome slot = co_await sandbox->hold();
    turn->queued_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - queue_started).count();
    observe_since(ctx.metrics, slot_wait_seconds,
                  {{"outcome", slot == sandbox_hold::outcome::granted      ? "granted"
                               : slot == sandbox_hold::outcome::capacity   ? "capacity"
                               : slot == sandbox_hold::outcome::owner_full ? "owner_full"
                                                                           : "cancelled"}},
                  queue_started);
    if (slot != sandbox_hold::outcome::granted) {
        co_await end_hold(ctx.store, hold, false);
        co_return common::failure{refuse(slot == sandbox_hold::outcome::capacity     ? agent_error::capacity
                                         : slot == sandbox_hold::outcome::owner_full ? agent_error::too_many_runs
                                                                                     : agent_error::cancelled)};
    }
    const std::string ref = turn->ref.empty() ? "dc-" + common::crypto::random_hex(8) : turn->ref;
    backends::data_run_call call{ref + "-" + std::to_string(turn->data_calls), python, ctx.run_timeout_s};
    const std::string job_id = call.job_id;
    const auto backend_started = std::chrono::steady_clock::now();
    auto answer = co_await ctx.backend->run_data(std::move(call), cancel);
    const double backend_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - backend_started).count();
    turn->backend_ms += backend_ms;
    observe_since(ctx.metrics, run_seconds, {{"result", answer ? "ok" : backends::to_string(answer.error())}},
                  backend_started);
    if (!answer) {
        // Nothing ran (or we cannot know that it did): the call does not count, except a timeout.
        co_await end_hold(ctx.store, hold, answer.error() == backends::backend_error::timeout);
        co_return common::failure{refusal_for(answer.error())};
    }
    if (auto refused = refusal_for(*answer)) {
        // The code's own failure counts; `unavailable` is ours (the launcher failed, the harness
        // crashed or was misused: tools/refusal.cpp) and does not. The chaos soak found these
        // counted: a person charged for a run answered 503 while components were being killed.
        co_await end_hold(ctx.store, hold, refused->code != agent_error::unavailable);
        co_return common::failure{std::move(*refused)};
    }

    auto parsed = data::parse_run_table(*answer->csv_text);
    if (!parsed || !data::has_number_or_date(parsed->t)) {
        co_await end_hold(ctx.store, hold, true);  // the code ran and made a table that cannot be used
        co_return common::failure{!parsed ? refuse(agent_error::unparseable, {data::message(parsed.error())})
                                          : refuse(agent_error::needs_number_or_date)};
    }
    const std::size_t non_finite = parsed->non_finite;
    auto stored = co_await store_table(ctx, std::move(session_id), std::move(parsed->t),
                                       store::dataset_source::code, python, turn, cancel, std::move(plot), hold);
    if (!stored) {
        // A table the guard refused counts; one lost to us (the store, the guard's model, a cancel,
        // a session deleted meanwhile: nothing anyone can read) does not.
        co_await end_hold(ctx.store, hold, stored.error().code == agent_error::data_refused);
        co_return common::failure{stored.error()};
    }
    if (non_finite > 0) stored->warnings.push_back("non_finite:" + std::to_string(non_finite));
    // The program's plotting statements were left out of what ran (the page draws the chart).
    if (plotting > 0) stored->warnings.push_back("plotting_left_out:" + std::to_string(plotting));
    // The agents' own cost of this call, for operators and scripts/bench: everything but the backend.
    common::log::info("data_code", {{"job_id", job_id},
                                    {"version", stored->version},
                                    {"rows", stored->rows},
                                    {"backend_ms", backend_ms},
                                    {"own_ms", std::chrono::duration<double, std::milli>(
                                                   std::chrono::steady_clock::now() - started).count() -
                                                   backend_ms - turn->queued_ms - turn->judge_ms}});
    co_return stored;
}

}  // namespace anyplot::agents::tools
