#include "agents/backends/fake.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace anyplot::agents::backends {

wire::data_run_response fake_backend::success(std::string csv) {
    wire::data_run_response r;
    r.exit_code = 0;
    r.csv_text = std::move(csv);
    r.attempts = 1;
    r.version = "fake";
    return r;
}

boost::asio::awaitable<fake_backend::answer> fake_backend::run_data(data_run_call call,
                                                                   std::shared_ptr<common::one_shot_signal> cancel) {
    calls_.push_back(call);
    if (delay_.count() > 0) {
        auto executor = co_await boost::asio::this_coro::executor;
        auto timer = std::make_shared<boost::asio::steady_timer>(executor, delay_);
        const common::scoped_listener wake(cancel, [timer] { timer->cancel(); });
        boost::system::error_code ec;
        co_await timer->async_wait(boost::asio::redirect_error(boost::asio::use_awaitable, ec));
    }
    if (cancel->fired()) {
        ++cancelled_;
        co_return common::failure{backend_error::cancelled};
    }
    if (script_.empty()) co_return common::failure{backend_error::unavailable};
    answer a = script_.size() > 1 ? std::move(script_.front()) : script_.front();
    if (script_.size() > 1) script_.pop_front();
    if (a) a->job_id = call.job_id;
    co_return a;
}

}  // namespace anyplot::agents::backends
