#pragma once
// The validator's call off the I/O thread: its parse is a round trip to a helper process (a few
// ms), so every coroutine that validates hops to a blocking executor and back.
#include "agents/validate/validator.hpp"
#include "common/off_thread.hpp"

#include <string>

namespace anyplot::agents::validate {

[[nodiscard]] inline boost::asio::awaitable<common::result<validation_result, validate_error>> validate_off_thread(
    validator* v, boost::asio::any_io_executor blocking, std::string code, std::string caller = {}) {
    auto validate = [v, &code, &caller] { return v->validate_data_code(code, caller); };
    auto r = co_await common::off_thread(std::move(blocking), validate);
    co_return r;
}

}  // namespace anyplot::agents::validate
