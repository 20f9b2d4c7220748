#pragma once
// A scripted backend for tests: each call gets the next scripted answer (or the last one again),
// and every call is recorded.
#include "agents/backends/backend.hpp"

#include <chrono>
#include <deque>
#include <vector>

namespace anyplot::agents::backends {

class fake_backend final : public data_backend {
public:
    using answer = common::result<wire::data_run_response, backend_error>;

    void script(answer a) { script_.push_back(std::move(a)); }
    // A successful run that produced `csv`.
    static wire::data_run_response success(std::string csv);

    // With a delay set, each answer comes after it (a cancel ends the wait with `cancelled`).
    void delay(std::chrono::milliseconds d) { delay_ = d; }
    [[nodiscard]] boost::asio::awaitable<answer> run_data(data_run_call call,
                                                          std::shared_ptr<common::one_shot_signal> cancel) override;
    [[nodiscard]] const std::vector<data_run_call>& calls() const noexcept { return calls_; }
    [[nodiscard]] int cancelled() const noexcept { return cancelled_; }  // calls their cancel signal ended

private:
    std::deque<answer> script_;
    std::vector<data_run_call> calls_;
    std::chrono::milliseconds delay_{0};
    int cancelled_ = 0;
};

}  // namespace anyplot::agents::backends
