#include "agents/backends/fake.hpp"

namespace anyplot::agents::backends {

wire::data_run_response fake_backend::success(std::string csv) {
    wire::data_run_response r;
    r.exit_code = 0;
    r.csv_text = std::move(csv);
    r.attempts = 1;
    r.version = "fake";
    return r;
}

boost::asio::awaitable<fake_backend::answer> fake_backend::run_data(data_run_call call) {
    calls_.push_back(call);
    if (script_.empty()) co_return common::failure{backend_error::unavailable};
    answer a = script_.size() > 1 ? std::move(script_.front()) : script_.front();
    if (script_.size() > 1) script_.pop_front();
    if (a) a->job_id = call.job_id;
    co_return a;
}

}  // namespace anyplot::agents::backends
