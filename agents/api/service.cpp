#include "agents/api/service.hpp"

#include "agents/backends/fake.hpp"
#include "agents/backends/remote.hpp"
#include "agents/data/guard.hpp"
#include "agents/store/sqlite_store.hpp"
#include "agents/validate/validator.hpp"
#include "common/http/standard_routes.hpp"
#include "common/log.hpp"

#include <boost/asio/io_context.hpp>

namespace anyplot::agents {

namespace http = common::http;

service::service(boost::asio::io_context& ioc, config cfg) : cfg_(std::move(cfg)) {
    auto opened = store::sqlite_store::open(cfg_.data_dir);
    if (!opened) {
        throw common::config_error("AGENT_DATA_DIR: " + std::string(store::message(opened.error())));
    }
    store_ = std::move(opened).value();
    switch (cfg_.backend) {
        case backend_kind::remote: {
            backends::remote_options o;
            o.base_url = cfg_.render_url;
            o.token = cfg_.render_token;
            if (o.base_url.empty()) common::log::warn("no_renderer", {{"why", "AGENT_RENDER_URL is empty: data runs answer unavailable"}});
            backend_ = std::make_unique<backends::remote_backend>(std::move(o));
            break;
        }
        case backend_kind::fake: backend_ = std::make_unique<backends::fake_backend>(); break;
        case backend_kind::local:
            throw common::config_error("AGENT_RENDERER: local (the renderer in-process) is not in this build; use remote");
    }
    judge_ = std::make_unique<data::rule_judge>();
    turn_slots_ = std::make_unique<common::run_slots>(ioc.get_executor(), 2);

    tools::tool_context ctx;
    ctx.validator = &validate::default_validator();
    ctx.store = store_.get();
    ctx.backend = backend_.get();
    ctx.judge = judge_.get();
    ctx.turn_slots = turn_slots_.get();
    ctx.blocking = blocking_.get_executor();
    ctx.daily_limit = cfg_.daily_data_runs;
    ctx.now = [] { return std::chrono::time_point_cast<std::chrono::seconds>(std::chrono::system_clock::now()); };
    api_ = std::make_unique<api::v1_api>(std::move(ctx));

    http::router routes(cfg_.auth.tokens, cfg_.auth.disabled);
    http::add_standard_routes(routes, metrics_, [] { return std::string(); });
    api_->add_routes(routes);
    http::server_limits limits;
    // A 204,800-byte paste JSON-escaped can approach 6x; the route enforces its own cap.
    limits.body_limit = 2 * 1024 * 1024;
    limits.drain_timeout = std::chrono::milliseconds(static_cast<long>(cfg_.drain_s * 1000));
    server_ = std::make_unique<http::server>(ioc, std::move(routes), limits, metrics_);
}

service::~service() { blocking_.join(); }

void service::start() {
    server_->listen(cfg_.listen);
    server_->start();
}

}  // namespace anyplot::agents
