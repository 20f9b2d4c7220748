#pragma once
// POST /run-data and its cancel route: decode, idempotency, the slot, the executor, the answer.
// Handlers are thin; this object owns the run state of the daemon.
#include "common/http/message.hpp"
#include "common/metrics.hpp"
#include "renderer/run/executor.hpp"
#include "renderer/zygote/pool.hpp"
#include "renderer/service/jobs.hpp"
#include "common/slots.hpp"
#include "wire/data_run.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <memory>

namespace anyplot::renderer {

struct data_run_settings {
    executor_settings run;
    int slots = 1;
    std::chrono::milliseconds slot_wait{30'000};
    std::int64_t admit_floor_mb = 512;  // below this MemAvailable new runs answer 503 low_memory
    zygote_pool* warm = nullptr;         // standby children; null (or none to give): the cold path
};

class data_runs {
public:
    data_runs(boost::asio::any_io_executor executor, data_run_settings settings, common::metrics_registry& metrics);

    [[nodiscard]] boost::asio::awaitable<common::http::response> run(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> cancel(common::http::request req);

    [[nodiscard]] int in_flight() const noexcept { return slots_.in_flight(); }
    [[nodiscard]] int waiting() const noexcept { return slots_.waiting(); }
    [[nodiscard]] bool stuck() const noexcept { return stuck_->count > 0; }

    // The body of one run, started by the first request of a job (public for spawning only).
    // Whatever happens in it, even a throw, its waiters get an answer and its slot is released.
    [[nodiscard]] boost::asio::awaitable<void> run_job(job_key key, std::shared_ptr<job> j, std::string source,
                                                       double timeout_s);

private:
    [[nodiscard]] run_result finish_run(const run_outcome& outcome, const std::string& job_id, int attempts,
                                        wire::run_timings timings);
    void count(std::string_view outcome);

    boost::asio::any_io_executor executor_;
    data_run_settings settings_;
    common::metrics_registry& metrics_;
    common::run_slots slots_;
    job_registry jobs_;
    std::shared_ptr<stuck_counter> stuck_ = std::make_shared<stuck_counter>();
    std::shared_ptr<const bool> alive_ = std::make_shared<const bool>(true);  // for frames that outlive us
};

}  // namespace anyplot::renderer
