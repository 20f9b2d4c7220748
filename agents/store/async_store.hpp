#pragma once
// The store off the I/O thread: every call runs on the store's own thread (one SQLite connection
// serializes its statements anyway; PostgreSQL will get a small pool) and the awaiting coroutine
// resumes on its own executor. Routes, tools and the chat turn reach the store only through
// this; nothing calls it on the I/O thread.
//
//     auto find = [&](store::store& s) { return s.find_session(sid, user); };
//     auto found = co_await db.call(find);   // a named function object (decision 002)
#include "agents/store/store.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <type_traits>

namespace anyplot::agents::store {

class async_store {
public:
    async_store(store& s, boost::asio::any_io_executor thread) : store_(s), thread_(std::move(thread)) {}

    // Runs `op(store&)` on the store's thread. `op` is a plain function object (never a
    // coroutine); what it refers to lives in the awaiting frame, which is suspended meanwhile.
    // Store methods never throw (store.hpp), so neither does this.
    template <class Op>
    [[nodiscard]] boost::asio::awaitable<std::invoke_result_t<Op&, store&>> call(Op op) {
        auto home = co_await boost::asio::this_coro::executor;
        co_await boost::asio::post(thread_, boost::asio::use_awaitable);
        auto result = op(store_);
        co_await boost::asio::post(home, boost::asio::use_awaitable);
        co_return result;
    }

    // For startup and tests only (the I/O loop is not running yet, or is the test's).
    [[nodiscard]] store& direct() noexcept { return store_; }

private:
    store& store_;
    boost::asio::any_io_executor thread_;
};

}  // namespace anyplot::agents::store
