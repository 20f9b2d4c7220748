#pragma once
// Blocking work (the validator's helper round trip, the dataset guard, the paste parser, a
// formula's 20,000 points) runs on a blocking executor, never on the I/O thread: the coroutine
// hops there, runs `work`, and hops back to the executor it came from with the result.
// `work` is a plain callable (not a coroutine); what it refers to must outlive the co_await, as
// the caller's named locals do. Pass it as a named value: g++ 12 double-destroys temporaries that
// live across a co_await (decision 002).
#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <type_traits>

namespace anyplot::common {

template <class Work>
[[nodiscard]] boost::asio::awaitable<std::invoke_result_t<Work&>> off_thread(boost::asio::any_io_executor blocking,
                                                                             Work work) {
    auto home = co_await boost::asio::this_coro::executor;
    co_await boost::asio::post(blocking, boost::asio::use_awaitable);
    auto r = work();
    co_await boost::asio::post(home, boost::asio::use_awaitable);
    co_return r;
}

}  // namespace anyplot::common
