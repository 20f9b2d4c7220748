#include "renderer/zygote/pool.hpp"

#include "common/spawn.hpp"
#include "renderer/sandbox/cgroups.hpp"
#include "renderer/zygote/state.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;
using clock = std::chrono::steady_clock;

namespace {

// A ready child's private memory is sampled for the first one a zygote makes and then every
// this many (smaps_rollup walks the whole address space: ~1 ms).
constexpr std::uint64_t memory_sample_every = 32;
constexpr std::chrono::milliseconds max_backoff{30000};

asio::awaitable<void> sleep_for(asio::steady_timer& timer, clock::duration d) {
    timer.expires_after(d);
    error_code ec;
    co_await timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
}

std::size_t target_now(zygote_state& s) {
    const auto now = clock::now();
    const double rate = std::max(s.arrivals.per_second(now, s.settings.demand.short_window),
                                 s.arrivals.per_second(now, s.settings.demand.long_window));
    return standby_target(s.settings.demand, rate, s.prepare_s, s.child_private_bytes);
}

// A child is ready: the first waiting run gets it, else it joins the ready ones.
void deliver(zygote_state& s, std::shared_ptr<standby_child> child) {
    while (!s.waiters.empty()) {
        auto w = s.waiters.front();
        s.waiters.pop_front();
        if (w->answered) continue;
        w->answered = true;
        w->child = std::move(child);
        w->timer.cancel();
        return;
    }
    s.ready.push_back(std::move(child));
}

// One preparation, from the request to the zygote to a checked child, then delivered.
asio::awaitable<void> prepare_one(std::shared_ptr<zygote_state> s, bool rehearse) {
    const int generation = s->generation;
    const auto started = clock::now();
    // Sampled children rehearse: the private memory reported is the larger kind's.
    const bool sample = rehearse && s->rehearsed_by_zygote % memory_sample_every == 0;
    std::shared_ptr<standby_child> child;
    try {
        child = co_await spawn_one(s, rehearse, sample);
    } catch (...) {
        --s->preparing;
        throw;  // logged by common::spawn; the loop is woken by the next acquire or its own timer
    }
    --s->preparing;
    if (s->stopped || s->unsafe || s->generation != generation) {
        // The zygote went away meanwhile: its waiters were released with it; the child (if any)
        // died with its pid namespace.
        wake_refill(s);
        co_return;
    }
    if (!child) {
        ++s->stats.failed;
        s->hold_off_until = clock::now() + s->backoff;
        s->backoff = std::min(s->backoff * 2, max_backoff);
        // Nobody waits on a preparation that failed: those runs go cold now.
        release_waiters(s);
        wake_refill(s);
        co_return;
    }
    s->backoff = std::chrono::milliseconds(250);
    ++s->stats.prepared;
    if (rehearse) {
        ++s->stats.rehearsed;
        ++s->rehearsed_by_zygote;
    }
    const double took = std::chrono::duration<double>(clock::now() - started).count();
    s->prepare_s = s->stats.prepared == 1 ? took : 0.8 * s->prepare_s + 0.2 * took;
    deliver(*s, std::move(child));
    wake_refill(s);
}

asio::awaitable<void> keep_warm(std::shared_ptr<zygote_state> s) {
    auto backoff = std::chrono::milliseconds(250);
    while (!s->stopped && !s->unsafe) {
        if (!s->alive) {
            co_await start_zygote(s);
            if (!s->alive) {
                release_waiters(s);
                co_await sleep_for(s->refill_wake, backoff);
                backoff = std::min(backoff * 2, max_backoff);
                continue;
            }
            backoff = std::chrono::milliseconds(250);
            s->rehearsed_by_zygote = 0;  // the new zygote's first child is sampled again
        }
        // A ready child that died meanwhile (its zygote reported it) is dropped.
        std::erase_if(s->ready, [](const std::shared_ptr<standby_child>& c) { return c->exit->done.fired(); });
        const std::size_t target = target_now(*s);
        s->stats.target = target;
        const std::size_t waiting = s->waiters.size();
        const auto now = clock::now();
        // While runs are in flight and a spare is ready, the refill waits for their answers.
        const bool urgent = s->running == 0 || s->ready.size() + s->preparing <= waiting;
        const bool rehearse = should_rehearse(s->settings.demand,
                                              s->arrivals.per_second(now, s->settings.demand.short_window), waiting);
        while (urgent && s->alive && now >= s->hold_off_until && s->preparing < s->settings.parallel &&
               s->ready.size() + s->preparing < target + waiting) {
            ++s->preparing;
            common::spawn(s->executor, prepare_one(s, rehearse), "standby_prepare");
        }
        // Demand fell: the oldest extra children go (their memory comes back).
        while (s->ready.size() > target) {
            auto extra = s->ready.front();
            s->ready.pop_front();
            ++s->stats.retired_idle;
            extra->exit.reset();
            asio::post(s->retiring, [extra = std::move(extra)]() mutable { extra.reset(); });
        }
        // Run groups whose removal was deferred (a member had not left yet) get another attempt
        // off the I/O thread: an idle daemon makes no new groups that would retry them.
        if (sandbox::deferred_cgroups() > 0) asio::post(s->retiring, [] { sandbox::remove_deferred_cgroups(); });
        const auto wake = now < s->hold_off_until ? s->hold_off_until - now : clock::duration(std::chrono::seconds(1));
        co_await sleep_for(s->refill_wake, wake);
    }
    release_waiters(s);
    if (s->unsafe) zygote_lost(s, "a standby child failed its confinement check");
}

}  // namespace

void release_waiters(const std::shared_ptr<zygote_state>& s) {
    auto waiters = std::move(s->waiters);
    s->waiters.clear();
    for (auto& w : waiters) {
        if (w->answered) continue;
        w->answered = true;
        w->timer.cancel();
    }
}

zygote_pool::zygote_pool(asio::any_io_executor executor, zygote_settings settings, sandbox::host& host)
    : state_(std::make_shared<zygote_state>(executor, std::move(settings), host)) {}

zygote_pool::~zygote_pool() {
    state_->stopped = true;
    state_->ready.clear();
    release_waiters(state_);
    zygote_lost(state_, "daemon stopping");
}

void zygote_pool::start() { common::spawn(state_->executor, keep_warm(state_), "zygote_keep_warm"); }

asio::awaitable<standby_grant> zygote_pool::acquire(std::chrono::milliseconds limit,
                                                    std::shared_ptr<common::one_shot_signal> cancel) {
    auto s = state_;
    s->arrivals.note(clock::now());
    while (!s->unsafe && !s->ready.empty()) {
        auto child = s->ready.front();
        s->ready.pop_front();
        if (child->exit->done.fired()) continue;
        ++s->running;
        // Its successor is prepared after the answer (refill) while a spare is left: preparing
        // one costs a core's worth of CPU for ~10 ms, which a run in flight on two cores feels.
        // With no spare left, the next arrival would wait: start now.
        if (s->ready.empty()) wake_refill(s);
        co_return standby_grant{std::move(child), {}};
    }
    wake_refill(s);
    if (s->unsafe || s->stopped || !s->alive) co_return standby_grant{};
    // The zygote is alive: wait for the next child rather than spend ~0.5-1 s of CPU on a cold
    // interpreter (which would also slow the preparation this run is waiting for).
    auto executor = co_await asio::this_coro::executor;
    auto w = std::make_shared<standby_waiter>(executor);
    w->timer.expires_after(limit);
    s->waiters.push_back(w);
    ++s->stats.waited;
    const auto started = clock::now();
    const common::scoped_listener wake(cancel, [w] { w->timer.cancel(); });
    error_code ec;
    co_await w->timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    if (!w->answered) {
        // Out of time or cancelled: leave the line.
        w->answered = true;
        std::erase(s->waiters, w);
    }
    if (w->child) ++s->running;
    co_return standby_grant{std::move(w->child), clock::now() - started};
}

void zygote_pool::refill() { wake_refill(state_); }

void zygote_pool::retire(std::shared_ptr<standby_child> child) {
    if (!child) return;
    if (state_->running > 0) --state_->running;
    // Its exit note may still hold the run's timers: those stay on this thread.
    child->exit.reset();
    // Killing its cgroup waits for the memory holder's teardown (~10 ms), dropping the last
    // reference to its tmpfs frees the pages: neither on the I/O thread.
    asio::post(state_->retiring, [child = std::move(child)]() mutable { child.reset(); });
}

bool zygote_pool::alive() const noexcept { return state_->alive; }
bool zygote_pool::confined() const noexcept { return !state_->unsafe; }
std::size_t zygote_pool::ready() const noexcept { return state_->ready.size(); }
int zygote_pool::starts() const noexcept { return state_->starts; }

standby_stats zygote_pool::stats() const {
    const auto& s = *state_;
    standby_stats out = s.stats;
    out.ready = s.ready.size();
    out.preparing = s.preparing;
    out.waiting = static_cast<std::size_t>(
        std::count_if(s.waiters.begin(), s.waiters.end(), [](const auto& w) { return !w->answered; }));
    out.prepare_ms = s.prepare_s * 1000;
    out.child_private_mb = static_cast<double>(s.child_private_bytes) / (1024.0 * 1024.0);
    return out;
}

}  // namespace anyplot::renderer
