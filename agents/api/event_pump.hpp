#pragma once
// Events written out in order on a request's event stream by one pump coroutine, while the handler
// goes on: emit() never waits. A client that leaves (or reads too slowly) makes the pump drop the
// rest. The chat's turn stream and the MCP route's progress stream both write through one.
#include "common/http/message.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/steady_timer.hpp>

#include <deque>
#include <memory>
#include <string>
#include <utility>

namespace anyplot::agents::api {

class event_pump : public std::enable_shared_from_this<event_pump> {
public:
    event_pump(const boost::asio::any_io_executor& ex, std::shared_ptr<common::http::event_stream> stream);
    // Starts the pump coroutine (call once, after the stream is open).
    void start();
    // Queues one event: `name` and one line of JSON.
    void emit(std::string name, std::string data);
    // No more events: the pump writes what is queued and ends. Waits until it has.
    [[nodiscard]] boost::asio::awaitable<void> close();

private:
    static boost::asio::awaitable<void> pump(std::shared_ptr<event_pump> self);

    std::shared_ptr<common::http::event_stream> stream_;
    std::deque<std::pair<std::string, std::string>> queue_;
    boost::asio::steady_timer wake_;
    boost::asio::steady_timer finished_;  // cancelled when the pump has written everything (or gave up)
    bool closed_ = false;
    bool dead_ = false;  // the client left: the rest is dropped
    bool pumped_ = false;
};

}  // namespace anyplot::agents::api
