#include "agents/tools/sandbox_queue.hpp"

namespace anyplot::agents::tools {

queue_hold::~queue_hold() {
    if (held_) slots_.release(owner_);
}

boost::asio::awaitable<sandbox_hold::outcome> queue_hold::hold() {
    if (held_) co_return outcome::granted;
    bool queued = false;
    common::run_slots::position_fn on_position = [this, &queued](int position, int waiting) {
        queued = true;
        if (hooks_.queued) hooks_.queued(position, waiting);
    };
    const common::slot_status status = co_await slots_.acquire(wait_, cancel_, on_position, owner_);
    if (queued && hooks_.left_line) hooks_.left_line();
    switch (status) {
        case common::slot_status::granted: held_ = true; co_return outcome::granted;
        case common::slot_status::cancelled: co_return outcome::cancelled;
        case common::slot_status::owner_full: co_return outcome::owner_full;
        case common::slot_status::timed_out:
        case common::slot_status::full: co_return outcome::capacity;
    }
    co_return outcome::capacity;
}

}  // namespace anyplot::agents::tools
