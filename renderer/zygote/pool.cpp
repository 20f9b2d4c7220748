#include "renderer/zygote/pool.hpp"

#include "common/spawn.hpp"
#include "renderer/zygote/state.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;

namespace {

asio::awaitable<void> sleep_for(asio::steady_timer& timer, std::chrono::milliseconds d) {
    timer.expires_after(d);
    error_code ec;
    co_await timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
}

asio::awaitable<void> keep_warm(std::shared_ptr<zygote_state> s) {
    auto backoff = std::chrono::milliseconds(250);
    while (!s->stopped && !s->unsafe) {
        if (!s->alive) {
            co_await start_zygote(s);
            if (!s->alive) {
                co_await sleep_for(s->refill_wake, backoff);
                backoff = std::min(backoff * 2, std::chrono::milliseconds(30000));
                continue;
            }
            backoff = std::chrono::milliseconds(250);
        }
        if (s->ready.size() < s->settings.standby) {
            const std::size_t before = s->ready.size();
            ++s->warming;
            co_await spawn_one(s);
            --s->warming;
            if (s->ready.size() <= before && s->alive) {
                // A child that did not come up: do not spin; the cold path serves meanwhile.
                co_await sleep_for(s->refill_wake, backoff);
                backoff = std::min(backoff * 2, std::chrono::milliseconds(30000));
            } else {
                backoff = std::chrono::milliseconds(250);
            }
            continue;
        }
        co_await sleep_for(s->refill_wake, std::chrono::seconds(5));
        // A ready child that died meanwhile (its zygote reported it) is dropped here.
        std::erase_if(s->ready, [](const std::shared_ptr<standby_child>& c) { return c->exit->done.fired(); });
    }
    if (s->unsafe) zygote_lost(s, "a standby child failed its confinement check");
}

}  // namespace

zygote_pool::zygote_pool(asio::any_io_executor executor, zygote_settings settings, sandbox::host& host)
    : state_(std::make_shared<zygote_state>(executor, std::move(settings), host)) {}

zygote_pool::~zygote_pool() {
    state_->stopped = true;
    state_->ready.clear();
    zygote_lost(state_, "daemon stopping");
}

void zygote_pool::start() { common::spawn(state_->executor, keep_warm(state_), "zygote_keep_warm"); }

std::shared_ptr<standby_child> zygote_pool::take() {
    auto& s = *state_;
    while (!s.unsafe && !s.ready.empty()) {
        auto child = s.ready.front();
        s.ready.pop_front();
        // The refill waits for refill(): forking and placing a child while this one runs would
        // cost the run in flight (two cores).
        if (!child->exit->done.fired()) return child;
    }
    wake_refill(state_);
    return nullptr;
}

void zygote_pool::refill() { wake_refill(state_); }

void zygote_pool::retire(std::shared_ptr<standby_child> child) {
    if (!child) return;
    // Its exit note may still hold the run's timers: those stay on this thread.
    child->exit.reset();
    // Killing its cgroup waits for the memory holder's teardown (~10 ms), dropping the last
    // reference to its tmpfs frees the pages: neither on the I/O thread.
    asio::post(state_->blocking, [child = std::move(child)]() mutable { child.reset(); });
}

bool zygote_pool::alive() const noexcept { return state_->alive; }
bool zygote_pool::confined() const noexcept { return !state_->unsafe; }
std::size_t zygote_pool::ready() const noexcept { return state_->ready.size(); }
int zygote_pool::starts() const noexcept { return state_->starts; }

}  // namespace anyplot::renderer
