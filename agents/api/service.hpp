#pragma once
// The agents service as one object: the /v1 API on an HTTP server, built on a caller's
// io_context (main and the integration tests build the same thing).
#include "agents/api/mcp_route.hpp"
#include "agents/api/messages.hpp"
#include "agents/api/v1.hpp"
#include "agents/chat/registry.hpp"
#include "agents/chat/turn.hpp"
#include "agents/config.hpp"
#include "agents/models/catalogue.hpp"
#include "agents/models/hosted.hpp"
#include "agents/models/model.hpp"
#include "agents/models/provider.hpp"
#include "common/http/upstream.hpp"
#include "agents/store/async_store.hpp"
#include "agents/texts/texts.hpp"
#include "common/daemon.hpp"
#include "common/http/server.hpp"
#include "common/metrics.hpp"
#include "common/slots.hpp"

#include <boost/asio/thread_pool.hpp>

#include <memory>
#include <optional>

namespace anyplot::agents {

namespace backends {
class data_backend;
class renderer_pool;
}
namespace store {
class store;
}
namespace data {
class dataset_judge;
}

class service final : public common::daemon_service {
public:
    service(boost::asio::io_context& ioc, config cfg);
    ~service() override;
    void start() override;
    common::http::server& http() override { return *server_; }

private:
    // The periodic sweep (store.hpp, expire_idle), every AGENT_SWEEP_S.
    boost::asio::awaitable<void> sweep_forever();

    config cfg_;
    common::metrics_registry metrics_;
    boost::asio::thread_pool blocking_{2};  // the validator's helper round trips, the dataset guard
    boost::asio::thread_pool store_thread_{1};  // every store call (one SQLite connection)
    std::unique_ptr<store::store> store_;
    std::unique_ptr<store::async_store> async_store_;
    std::unique_ptr<backends::data_backend> backend_;
    const backends::renderer_pool* pool_ = nullptr;  // the remote backend's, for /v1/status and /metrics
    std::unique_ptr<data::dataset_judge> judge_;
    std::unique_ptr<common::run_slots> sandbox_slots_;
    std::optional<texts::texts> texts_;
    std::optional<models::catalogue> catalogue_;
    std::unique_ptr<common::http::upstream_client> upstream_;  // a model provider's connections
    std::unique_ptr<models::provider> provider_;
    std::optional<models::prompts> prompts_;
    std::unique_ptr<models::chat_model> model_;
    std::unique_ptr<models::scope_judge> scope_judge_;
    std::unique_ptr<models::dataset_judge> model_dataset_judge_;
    std::unique_ptr<models::chat_model> fallback_model_;    // the offline model, with a provider configured
    std::unique_ptr<models::scope_judge> fallback_judge_;
    chat::tool_registry tools_;
    chat::turn_services turn_services_;
    std::unique_ptr<api::v1_api> api_;
    std::unique_ptr<api::messages_api> messages_;
    std::unique_ptr<mcp::server> mcp_server_;
    std::unique_ptr<api::mcp_api> mcp_;
    std::unique_ptr<common::http::server> server_;
};

}  // namespace anyplot::agents
