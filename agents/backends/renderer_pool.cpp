#include "agents/backends/renderer_pool.hpp"

#include <cassert>

namespace anyplot::agents::backends {

const char* to_string(attempt_end e) noexcept {
    switch (e) {
        case attempt_end::answered: return "answered";
        case attempt_end::connect_failed: return "connect";
        case attempt_end::lost: return "lost";
        case attempt_end::front_end: return "front_end";
        case attempt_end::timed_out: return "timeout";
        case attempt_end::busy: return "busy";
        case attempt_end::low_memory: return "low_memory";
        case attempt_end::stuck: return "stuck";
        case attempt_end::sandbox_unavailable: return "sandbox_unavailable";
        case attempt_end::io: return "io";
        case attempt_end::refused: return "refused";
        case attempt_end::broken: return "broken";
    }
    return "broken";
}

const char* to_string(move_reason r) noexcept {
    switch (r) {
        case move_reason::connect: return "connect";
        case move_reason::busy: return "busy";
        case move_reason::low_memory: return "low_memory";
        case move_reason::stuck: return "stuck";
    }
    return "connect";
}

namespace {

// A renderer that cannot take work for a while: nothing answers, it says it is stuck or that its
// sandbox is missing, or it refuses our token / has no /run-data. Capacity answers do not mark it:
// it is healthy, only full.
bool marks_down(attempt_end e) noexcept {
    return e == attempt_end::connect_failed || e == attempt_end::stuck || e == attempt_end::sandbox_unavailable ||
           e == attempt_end::refused;
}

}  // namespace

renderer_pool::renderer_pool(std::vector<std::string> urls, std::chrono::milliseconds down_for, clock_fn now)
    : down_for_(down_for), now_(std::move(now)) {
    renderers_.reserve(urls.size());
    for (auto& u : urls) renderers_.push_back(renderer{std::move(u), 0, {}, std::nullopt});
}

std::optional<std::size_t> renderer_pool::choose(const std::vector<bool>& tried) {
    const std::size_t n = renderers_.size();
    if (n == 0) return std::nullopt;
    const auto now = now_();
    std::optional<std::size_t> best;
    // Scanning from the rotation point and keeping the first of the fewest takes ties in turn.
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = (next_ + k) % n;
        if (i < tried.size() && tried[i]) continue;
        const renderer& r = renderers_[i];
        if (down(r, now)) continue;
        if (!best || r.in_flight < renderers_[*best].in_flight) best = i;
    }
    if (best) next_ = (*best + 1) % n;
    return best;
}

void renderer_pool::end(std::size_t i) noexcept {
    assert(renderers_[i].in_flight > 0);
    --renderers_[i].in_flight;
}

void renderer_pool::record(std::size_t i, attempt_end how) {
    renderer& r = renderers_[i];
    if (how == attempt_end::answered) {
        r.down_until = {};
        r.last_error.reset();
        return;
    }
    r.last_error = how;
    if (marks_down(how)) r.down_until = now_() + down_for_;
}

std::vector<renderer_pool::renderer_state> renderer_pool::snapshot() const {
    const auto now = now_();
    std::vector<renderer_state> out;
    out.reserve(renderers_.size());
    for (const auto& r : renderers_) {
        renderer_state s;
        s.url = r.url;
        s.up = !down(r, now);
        s.in_flight = r.in_flight;
        s.down_for_s = s.up ? 0.0 : std::chrono::duration<double>(r.down_until - now).count();
        if (r.last_error) s.last_error = to_string(*r.last_error);
        out.push_back(std::move(s));
    }
    return out;
}

std::optional<std::size_t> pool_call::first() {
    auto chosen = pool_.choose(tried_);
    if (chosen) tried_[*chosen] = true;
    return chosen;
}

pool_call::next pool_call::after(std::size_t renderer, attempt_end how) {
    pool_.record(renderer, how);
    const auto done = [](backend_error e) { return next{step::done, 0, e}; };
    // Moves only while nothing may have reached a renderer; otherwise the call ends here.
    const auto move_on = [this](move_reason why) {
        if (pinned_) return next{step::done, 0, saw_capacity_ ? backend_error::capacity : backend_error::unavailable};
        auto other = pool_.choose(tried_);
        if (!other) return next{step::done, 0, saw_capacity_ ? backend_error::capacity : backend_error::unavailable};
        tried_[*other] = true;
        pool_.count_move(why);
        return next{step::move, *other, backend_error::unavailable};
    };
    switch (how) {
        case attempt_end::answered: return done(backend_error::unavailable);  // unused: the answer is the result
        case attempt_end::connect_failed:
            // Pinned, the earlier attempt may have started the job here: only here may it repeat.
            if (pinned_) return next{step::same, renderer, backend_error::unavailable};
            return move_on(move_reason::connect);
        case attempt_end::lost:
        case attempt_end::front_end:
            pinned_ = true;
            return next{step::same, renderer, backend_error::unavailable};
        case attempt_end::timed_out: return done(backend_error::timeout);
        case attempt_end::busy:
            saw_capacity_ = true;
            return move_on(move_reason::busy);
        case attempt_end::low_memory:
            saw_capacity_ = true;
            return move_on(move_reason::low_memory);
        case attempt_end::stuck: return move_on(move_reason::stuck);
        case attempt_end::sandbox_unavailable:  // may come after a launch: never moved (docs/operations.md)
        case attempt_end::io:
        case attempt_end::refused: return done(backend_error::unavailable);
        case attempt_end::broken: return done(backend_error::internal);
    }
    return done(backend_error::internal);
}

}  // namespace anyplot::agents::backends
