#include "agents/chat/turn.hpp"

#include "agents/chat/deadline.hpp"
#include "agents/models/code_shape.hpp"
#include "agents/tools/sandbox_queue.hpp"
#include "common/log.hpp"

#include <boost/asio/this_coro.hpp>

namespace anyplot::agents::chat {

namespace asio = boost::asio;

namespace {

enum class ending { answered, refused, failed, cancelled };

// One turn's state, shared by its steps; lives in run_turn's frame.
struct turn_run {
    const turn_services* svc = nullptr;
    turn_settings settings;
    turn_request req;
    event_sink* events = nullptr;
    std::shared_ptr<common::one_shot_signal> cancel;
    turn_deadline* deadline = nullptr;
    std::string lang;
    int llm_calls = 0;
    std::int64_t tokens = 0;
    double model_ms = 0;      // in model and judge calls that are real language models
    double tool_away_ms = 0;  // in the backend and waiting for the sandbox queue
    bool fell_back = false;   // the provider failed and the offline model/judge took over
    std::string code;         // the refusal's or the error's code, for the log line and the metrics
};

// The provider failed: the offline stand-in takes over, and the person reads it once.
void fall_back(turn_run* t) {
    if (t->fell_back) return;
    t->fell_back = true;
    common::log::warn("model_fallback", {{"run_id", t->req.run_id}});
    t->events->emit(message_event{t->svc->texts->answer("provider_fallback", t->lang) + "\n\n"});
}

// Passes every event on, and keeps what the person read (datasets, answers, refusals, errors) as
// the session's chat history lines (docs/api.md, GET .../messages); a streamed answer's pieces
// become one line.
class history_sink final : public event_sink {
public:
    history_sink(event_sink* next, const std::string& person_text) : next_(next) {
        lines_.push_back(person_line(person_text));
    }

    void emit(event e) override {
        if (const auto* piece = std::get_if<message_event>(&e); piece != nullptr && answer_open_) {
            answer_ += piece->text;
            lines_.back() = *history_line(message_event{answer_});
        } else if (auto line = history_line(e)) {
            if (kind_of(e) == event_kind::dataset) ++stored_;
            answer_open_ = piece != nullptr;
            answer_ = piece != nullptr ? piece->text : std::string();
            lines_.push_back(std::move(*line));
        }
        next_->emit(std::move(e));
    }

    [[nodiscard]] int stored() const noexcept { return stored_; }  // versions the turn stored

    [[nodiscard]] std::vector<std::string> lines() const {
        std::vector<std::string> out;
        for (const auto& line : lines_) out.push_back(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        return out;
    }

private:
    event_sink* next_;
    std::vector<nlohmann::json> lines_;
    bool answer_open_ = false;  // the last line is an answer that later pieces continue
    std::string answer_;        // that answer's text so far
    int stored_ = 0;
};

// Copies the root loop's backend and queue time into the turn on every way out of the loop.
struct away_time {
    turn_run* t;
    const tools::turn_state* state;
    ~away_time() { t->tool_away_ms = state->backend_ms + state->queued_ms + state->judge_ms; }
};

void status(event_sink* events, status_step step) { events->emit(status_event{step, {}}); }

ending refuse(turn_run* t, refusal_code code) {
    t->events->emit(refusal_event{code, t->svc->texts->refusal(to_string(code), t->lang), t->lang});
    common::log::info("turn_refused", {{"run_id", t->req.run_id}, {"code", to_string(code)}});
    t->code = std::string(to_string(code));
    return ending::refused;
}

ending fail(turn_run* t, turn_error e) {
    t->events->emit(error_event{e, t->req.run_id});
    common::log::warn("turn_failed", {{"run_id", t->req.run_id}, {"code", to_string(e)}});
    t->code = std::string(to_string(e));
    return ending::failed;
}

// A step gave up because the turn's cancel signal fired: the deadline, or the person (cancel
// route, or gone).
ending stopped(turn_run* t) {
    if (t->deadline->expired()) return fail(t, turn_error::deadline);
    common::log::info("turn_cancelled", {{"run_id", t->req.run_id}});
    return ending::cancelled;
}

// The token ledger: every model call's weighted tokens count for the turn and for the user's day.
// False once the turn is over its budget.
asio::awaitable<bool> book(turn_run* t, bool llm, models::usage used) {
    if (!llm) co_return true;
    ++t->llm_calls;
    // Cached input is read from the provider's prompt cache: a tenth of an input token.
    const std::int64_t weighted =
        used.input_tokens + used.cached_tokens / 10 + t->settings.output_token_weight * used.output_tokens;
    t->tokens += weighted;
    const auto now = t->svc->now();
    auto add = [&](store::store& s) { return s.add_daily(t->req.user, tokens_counter, weighted, now); };
    (void)co_await t->svc->store->call(add);
    co_return t->tokens <= t->settings.turn_tokens;
}

asio::awaitable<ending> root_loop(turn_run* t) {
    const turn_services* svc = t->svc;
    turn_deadline* deadline = t->deadline;
    event_sink* events = t->events;
    tools::queue_hold::hooks hooks;
    hooks.queued = [events, deadline](int position, int waiting) {
        deadline->pause();  // the wait for the sandbox is not the turn's own time
        events->emit(status_event{status_step::queued, {position, waiting}});
    };
    hooks.left_line = [deadline] { deadline->resume(); };
    // Held from the first run_data_code call to the end of this turn.
    tools::queue_hold hold(*svc->sandbox_slots, t->settings.queue_wait, t->cancel, t->req.user, std::move(hooks));
    turn_scope scope;
    scope.services = svc;
    scope.user = t->req.user;
    scope.session_id = t->req.session_id;
    scope.language = t->lang;
    scope.sandbox = &hold;
    scope.cancel = t->cancel;
    scope.events = events;
    const away_time counted{t, &scope.state};
    scope.state.provider_down = t->fell_back;
    scope.state.ref = t->req.run_id;

    models::chat_request request;
    request.messages.push_back({models::role::user, t->req.text, {}, {}});
    request.tools = svc->tools->schemas();
    request.language = t->lang;
    // A streaming model's text goes to the person piece by piece (`message` events in order).
    bool streamed = false;
    request.on_text = [events, &streamed](std::string_view piece) {
        streamed = true;
        events->emit(message_event{std::string(piece)});
    };
    models::chat_model* model = t->fell_back && svc->fallback_model != nullptr ? svc->fallback_model : svc->model;
    for (int step = 0; step < t->settings.max_model_steps; ++step) {
        if (t->cancel->fired()) co_return stopped(t);
        status(events, status_step::thinking);
        streamed = false;
        const auto asked = std::chrono::steady_clock::now();
        auto reply = co_await model->complete(request, t->cancel);
        if (model->is_llm()) {
            t->model_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
        }
        if (!reply && !t->cancel->fired() && !streamed && svc->fallback_model != nullptr && model != svc->fallback_model) {
            // The provider failed before a word reached the person: what the offline model can
            // answer, it answers (a decline then means the provider is needed after all).
            fall_back(t);
            scope.state.provider_down = true;
            model = svc->fallback_model;
            reply = co_await model->complete(request, t->cancel);
        }
        if (!reply) {
            if (t->cancel->fired()) co_return stopped(t);
            co_return fail(t, turn_error::upstream);
        }
        const bool within = co_await book(t, model->is_llm(), reply->used);
        if (!within) co_return refuse(t, refusal_code::budget);
        if (reply->decline) {
            if (t->fell_back) co_return fail(t, turn_error::upstream);  // only the provider could answer it
            const auto code = parse_refusal_code(*reply->decline);
            co_return refuse(t, code.value_or(refusal_code::needs_model));
        }
        if (reply->calls.empty()) {
            if (!reply->text.empty() && !streamed) events->emit(message_event{reply->text});
            co_return ending::answered;
        }
        request.messages.push_back({models::role::assistant, reply->text, reply->calls, {}});
        for (const auto& call : reply->calls) {
            models::tool_call named = call;
            const int judged_before = scope.state.judge_calls;
            const models::usage used_before = scope.state.judge_used;
            auto result = co_await svc->tools->invoke(std::move(named), &scope);
            // A model dataset judge inside the tool: its tokens count for the turn too.
            if (scope.state.judge_calls > judged_before) {
                const models::usage judged = scope.state.judge_used.since(used_before);
                const bool judged_within = co_await book(t, true, judged);
                if (!judged_within) co_return refuse(t, refusal_code::budget);
            }
            if (scope.fatal) co_return fail(t, *scope.fatal);
            if (t->cancel->fired()) co_return stopped(t);
            request.messages.push_back(
                {models::role::tool, result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), {}, call.id});
        }
    }
    co_return ending::answered;  // out of steps: what was stored stays, the answer is the events so far
}

asio::awaitable<ending> judge_and_answer(turn_run* t) {
    const turn_services* svc = t->svc;
    status(t->events, status_step::judging);
    const std::string sid = t->req.session_id;
    auto latest = [&](store::store& s) { return s.get_version(sid, std::nullopt); };
    auto version = co_await svc->store->call(latest);
    models::scope_request ask;
    ask.text = t->req.text;
    ask.session_has_data = version.ok();
    ask.language = t->lang;
    const auto asked = std::chrono::steady_clock::now();
    auto verdict = co_await svc->judge->judge(ask, t->cancel);
    if (svc->judge->is_llm()) {
        t->model_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
    }
    models::scope_judge* judge = svc->judge;
    if (!verdict && !t->cancel->fired() && svc->fallback_judge != nullptr) {
        judge = svc->fallback_judge;
        verdict = co_await judge->judge(std::move(ask), t->cancel);
        // Only a computation the offline model may take needs the word now; a greeting or a
        // refusal the offline judge gives is complete as it is.
        if (verdict && verdict->decision == models::scope_decision::in_scope) fall_back(t);
    }
    if (!verdict) {
        if (t->cancel->fired()) co_return stopped(t);
        co_return fail(t, turn_error::upstream);
    }
    const bool within = co_await book(t, judge->is_llm(), verdict->used);
    if (!within) co_return refuse(t, refusal_code::budget);
    switch (verdict->decision) {
        case models::scope_decision::greeting:
            t->events->emit(message_event{svc->texts->answer("greeting", t->lang)});
            co_return ending::answered;
        case models::scope_decision::about:
            t->events->emit(message_event{svc->texts->answer("about", t->lang)});
            co_return ending::answered;
        case models::scope_decision::needs_data: co_return refuse(t, refusal_code::needs_data);
        case models::scope_decision::out_of_scope:
        case models::scope_decision::attack: {
            const refusal_code given = verdict->decision == models::scope_decision::attack ? refusal_code::attack
                                                                                          : refusal_code::out_of_scope;
            const auto now = svc->now();
            const refusal_code code = co_await record_scope_refusal(svc->store, t->settings.limits, t->req.user,
                                                                    t->req.session_id, given, now);
            co_return refuse(t, code);
        }
        case models::scope_decision::in_scope: break;
    }
    const ending e = co_await root_loop(t);
    co_return e;
}

}  // namespace

asio::awaitable<void> run_turn(const turn_services* services, turn_settings settings, turn_request request,
                               event_sink* events, std::shared_ptr<common::one_shot_signal> cancel) {
    auto executor = co_await asio::this_coro::executor;
    const auto started = std::chrono::steady_clock::now();
    turn_run t;
    t.svc = services;
    t.settings = settings;
    t.req = std::move(request);
    history_sink history(events, t.req.text);
    t.events = &history;
    t.cancel = cancel;
    events->emit(ready_event{t.req.run_id});
    // The message's own language; a message that shows none ("ok", "50", a formula) is answered
    // in the session's, then Accept-Language's, then English. Code says nothing about its
    // writer's language (`os`, `np` are words somewhere).
    const std::string preferred = !t.req.session_language.empty()
                                      ? t.req.session_language
                                      : std::string(texts::accepted_language(t.req.accept_language).value_or(""));
    std::optional<std::string_view> shown;
    if (!models::guess_code(t.req.text).language) {
        shown = services->texts->shown_language(t.req.text, preferred);
    }
    t.lang = shown ? std::string(*shown) : preferred.empty() ? std::string("en") : preferred;
    if (shown && *shown != t.req.session_language) {
        const std::string sid = t.req.session_id, lang = t.lang;
        auto remember = [&](store::store& s) { return s.set_session_language(sid, lang); };
        (void)co_await services->store->call(remember);
    }
    turn_deadline deadline(executor, settings.deadline, cancel);
    t.deadline = &deadline;
    const auto now = services->now();
    const admission admitted = co_await admit(services->store, settings.limits, t.req.user, t.req.session_refusals, now);
    ending e;
    if (admitted.store_failed) {
        e = fail(&t, turn_error::internal);
    } else if (admitted.refused) {
        e = refuse(&t, *admitted.refused);  // nothing was counted
    } else {
        e = co_await judge_and_answer(&t);
        // Refused turns do not count (cancelled and failed ones do: they used the service).
        if (e == ending::refused) co_await give_back(services->store, admitted, t.req.user);
    }
    {
        // The history is written before `done`: a page that reloads after it reads the turn back.
        const std::string sid = t.req.session_id;
        const std::vector<std::string> lines = history.lines();
        auto keep = [&](store::store& s) { return s.add_chat_entries(sid, lines); };
        if (auto kept = co_await services->store->call(keep); !kept && kept.error() != store::store_error::not_found) {
            common::log::warn("history_not_kept", {{"run_id", t.req.run_id}, {"error", store::message(kept.error())}});
        }
    }
    events->emit(done_event{t.llm_calls, t.tokens});
    // The agents' own time: everything but the renderer, the wait for it and real model calls
    // (for operators and scripts/bench).
    const double total_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    const double away_ms = t.model_ms + t.tool_away_ms;
    static constexpr const char* endings[] = {"answered", "refused", "failed", "cancelled"};
    const char* ending_name = endings[static_cast<int>(e)];
    if (auto* m = services->tool_ctx.metrics) m->add(tools::turns_total, {{"ending", ending_name}, {"code", t.code}});
    common::log::info("turn", {{"run_id", t.req.run_id},
                               {"ending", ending_name},
                               {"code", t.code},
                               {"stored", history.stored()},
                               {"ms", total_ms},
                               {"own_ms", total_ms - away_ms},
                               {"llm_calls", t.llm_calls}});
}

}  // namespace anyplot::agents::chat
