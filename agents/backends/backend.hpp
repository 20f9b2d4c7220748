#pragma once
// Where a data run happens, behind one interface: `remote` (the renderer over HTTP), `fake`
// (scripted answers, for tests). The tool sees an answer or one of a few failure kinds, never
// transport details.
#include "common/result.hpp"
#include "common/signal.hpp"
#include "wire/data_run.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>
#include <string>

namespace anyplot::agents::backends {

enum class backend_error {
    unavailable,  // no renderer configured, down, an old renderer without /run-data, or misconfigured
    capacity,     // the renderer is busy or short of memory (503 busy / low_memory)
    timeout,      // no answer within the run's time plus slack (a cancel was sent)
    internal,     // the renderer broke the contract (undecodable answer, unexpected status)
    cancelled,    // the caller's cancel signal fired (the renderer was told to cancel the run)
};
[[nodiscard]] const char* to_string(backend_error e) noexcept;

struct data_run_call {
    std::string job_id;  // unique per call, reused on retries (idempotent at the renderer)
    std::string source;
    double timeout_s = 30;
};

class data_backend {
public:
    virtual ~data_backend() = default;
    // `cancel` firing ends the call with `cancelled` (a run already started is cancelled there).
    [[nodiscard]] virtual boost::asio::awaitable<common::result<wire::data_run_response, backend_error>> run_data(
        data_run_call call, std::shared_ptr<common::one_shot_signal> cancel) = 0;
};

}  // namespace anyplot::agents::backends
