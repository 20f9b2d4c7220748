#pragma once
// The one way to start a background coroutine: co_spawn with a completion handler, never
// `detached`. A task that escapes with an exception is logged (its class only: a message may
// carry request content) and the io_context keeps running; whatever the task held must be
// released by its own RAII (its frame is destroyed either way).
#include "common/log.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/co_spawn.hpp>

#include <exception>
#include <functional>
#include <string>
#include <string_view>
#include <typeinfo>

namespace anyplot::common {

namespace detail {

inline void log_escaped(const std::string& task, std::exception_ptr e) {
    std::string cls = "unknown";
    try {
        std::rethrow_exception(e);
    } catch (const std::exception& ex) {
        cls = typeid(ex).name();
    } catch (...) {
    }
    log::error("task_failed", {{"task", task}, {"class", cls}});
}

}  // namespace detail

// `on_failure` runs after the log line when the task threw.
inline void spawn(boost::asio::any_io_executor ex, boost::asio::awaitable<void> task, std::string_view name,
                  std::function<void()> on_failure = {}) {
    boost::asio::co_spawn(ex, std::move(task),
                          [task_name = std::string(name), on_failure = std::move(on_failure)](std::exception_ptr e) {
                              if (!e) return;
                              detail::log_escaped(task_name, e);
                              if (!on_failure) return;
                              try {
                                  on_failure();
                              } catch (...) {
                                  // Never out of the completion handler: that would stop run().
                                  detail::log_escaped(task_name + "_on_failure", std::current_exception());
                              }
                          });
}

}  // namespace anyplot::common
