#pragma once
// The validator's call off the I/O thread: its parse is a round trip to a helper process (a few
// ms), so every coroutine that validates hops to a blocking executor and back.
#include "agents/validate/validator.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <string>

namespace anyplot::agents::validate {

[[nodiscard]] inline boost::asio::awaitable<common::result<validation_result, validate_error>> validate_off_thread(
    validator* v, boost::asio::any_io_executor blocking, std::string code) {
    auto home = co_await boost::asio::this_coro::executor;
    co_await boost::asio::post(blocking, boost::asio::use_awaitable);
    auto r = v->validate_data_code(code);
    co_await boost::asio::post(home, boost::asio::use_awaitable);
    co_return r;
}

}  // namespace anyplot::agents::validate
