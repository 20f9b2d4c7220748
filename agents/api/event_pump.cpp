#include "agents/api/event_pump.hpp"

#include "common/spawn.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace anyplot::agents::api {

namespace asio = boost::asio;

event_pump::event_pump(const asio::any_io_executor& ex, std::shared_ptr<common::http::event_stream> stream)
    : stream_(std::move(stream)), wake_(ex), finished_(ex) {
    wake_.expires_at(asio::steady_timer::time_point::max());
    finished_.expires_at(asio::steady_timer::time_point::max());
}

void event_pump::start() { common::spawn(wake_.get_executor(), pump(shared_from_this()), "event_stream"); }

void event_pump::emit(std::string name, std::string data) {
    if (dead_ || closed_) return;
    queue_.emplace_back(std::move(name), std::move(data));
    wake_.cancel();
}

asio::awaitable<void> event_pump::close() {
    closed_ = true;
    wake_.cancel();
    if (pumped_) co_return;
    boost::system::error_code ec;
    co_await finished_.async_wait(asio::redirect_error(asio::use_awaitable, ec));
}

asio::awaitable<void> event_pump::pump(std::shared_ptr<event_pump> self) {
    for (;;) {
        while (!self->queue_.empty() && !self->dead_) {
            auto [name, data] = std::move(self->queue_.front());
            self->queue_.pop_front();
            const bool sent = co_await self->stream_->send(std::move(name), std::move(data));
            if (!sent) self->dead_ = true;
        }
        if (self->closed_ || self->dead_) break;
        self->wake_.expires_at(asio::steady_timer::time_point::max());
        boost::system::error_code ec;
        co_await self->wake_.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
    self->queue_.clear();
    self->pumped_ = true;
    self->finished_.cancel();
}

}  // namespace anyplot::agents::api
