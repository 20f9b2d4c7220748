#pragma once
// Starts a test's coroutine on its io_context with a completion handler that rethrows what the
// coroutine threw, out of io_context::run() and into the test: a detached spawn would swallow it
// and leave the test reading an empty result.
#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/co_spawn.hpp>

#include <exception>

namespace anyplot::test {

template <class Executor, class Awaitable>
void spawn(Executor&& where, Awaitable work) {
    boost::asio::co_spawn(std::forward<Executor>(where), std::move(work), [](std::exception_ptr e) {
        if (e) std::rethrow_exception(e);
    });
}

}  // namespace anyplot::test
