#include "agents/api/service.hpp"

#include "agents/api/status.hpp"
#include "agents/backends/fake.hpp"
#include "agents/backends/remote.hpp"
#include "agents/chat/codes.hpp"
#include "agents/data/guard.hpp"
#include "agents/models/offline.hpp"
#include "agents/store/open_store.hpp"
#include "agents/validate/validator.hpp"
#include "common/http/standard_routes.hpp"
#include "common/log.hpp"
#include "common/spawn.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <cmath>

#include <filesystem>

namespace anyplot::agents {

namespace http = common::http;

service::service(boost::asio::io_context& ioc, config cfg) : cfg_(std::move(cfg)) {
    auto opened = store::open_store(cfg_.database_url, cfg_.data_dir);
    if (!opened) {
        throw common::config_error((cfg_.database_url.empty() ? "AGENT_DATA_DIR: " : "AGENT_DATABASE_URL: ") +
                                   std::string(store::message(opened.error())));
    }
    store_ = std::move(opened).value();
    common::log::info("store", {{"kind", std::string(store_->kind())}});  // never the URL: it may hold a password
    switch (cfg_.backend) {
        case backend_kind::remote: {
            backends::remote_options o;
            o.urls = cfg_.render_urls;
            o.token = cfg_.render_token;
            o.down_for = std::chrono::milliseconds(static_cast<long>(cfg_.render_down_s * 1000));
            if (o.urls.empty()) common::log::warn("no_renderer", {{"why", "AGENT_RENDER_URL is empty: data runs answer unavailable"}});
            auto remote = std::make_unique<backends::remote_backend>(std::move(o));
            pool_ = &remote->pool();
            // A wrong AGENT_RENDER_TOKEN or an unreachable renderer is said at start.
            common::spawn(ioc.get_executor(), remote->check_renderers(), "renderer_check");
            backend_ = std::move(remote);
            break;
        }
        case backend_kind::fake: backend_ = std::make_unique<backends::fake_backend>(); break;
        case backend_kind::local:
            throw common::config_error("AGENT_RENDERER: local (the renderer in-process) is not in this build; use remote");
    }
    judge_ = std::make_unique<data::rule_judge>();
    async_store_ = std::make_unique<store::async_store>(*store_, store_thread_.get_executor());
    // Only sandbox work queues: chat answers never take a slot.
    // Fair across people: one person's runs and places are capped, the freed slot goes to whoever
    // holds the fewest.
    sandbox_slots_ = std::make_unique<common::run_slots>(
        ioc.get_executor(), cfg_.run_slots, static_cast<std::size_t>(cfg_.queue_max),
        common::owner_limits{cfg_.user_runs, static_cast<std::size_t>(cfg_.user_queued)});

    // What the service says, and the offline model's catalogue: data files (startup errors when
    // missing or malformed).
    const std::filesystem::path share(cfg_.share_dir);
    std::vector<std::string> refusal_codes;
    for (const auto c : chat::all_refusal_codes) refusal_codes.emplace_back(chat::to_string(c));
    std::string error;
    texts_ = texts::texts::load(share / "texts", refusal_codes, error);
    if (!texts_) throw common::config_error("AGENT_SHARE_DIR: " + error);
    catalogue_ = models::catalogue::load(share / "offline", error);
    if (!catalogue_) throw common::config_error("AGENT_SHARE_DIR: " + error);
    auto words = models::scope_words::load(share / "offline" / "scope_words.json", error);
    if (!words) throw common::config_error("AGENT_SHARE_DIR: " + error);
    if (cfg_.model_provider == model_provider_kind::offline) {
        model_ = std::make_unique<models::offline_model>(&*catalogue_, &*texts_);
        scope_judge_ = std::make_unique<models::offline_scope_judge>(std::move(*words), &*catalogue_,
                                                                     &validate::default_validator(),
                                                                     blocking_.get_executor());
    } else {
        prompts_ = models::prompts::load(share / "prompts", error);
        if (!prompts_) throw common::config_error("AGENT_SHARE_DIR: " + error);
        upstream_ = std::make_unique<common::http::upstream_client>(ioc.get_executor(), cfg_.ca_file);
        models::provider_settings ps;
        ps.kind = cfg_.model_provider == model_provider_kind::anthropic ? models::provider_kind::anthropic
                                                                         : models::provider_kind::openai;
        ps.url = cfg_.model_url;
        ps.model = cfg_.model_name;
        ps.scope_model = cfg_.scope_model_name;
        ps.dataset_model = cfg_.dataset_model_name;
        ps.key = cfg_.model_key;
        provider_ = std::make_unique<models::provider>(std::move(ps), upstream_.get());
        model_ = std::make_unique<models::hosted_model>(provider_.get(), &*prompts_);
        scope_judge_ = std::make_unique<models::hosted_scope_judge>(provider_.get(), &*prompts_);
        model_dataset_judge_ = std::make_unique<models::hosted_dataset_judge>(provider_.get(), &*prompts_);
        // What answers when the provider does not (a formula, a catalogue computation, Python as is).
        fallback_model_ = std::make_unique<models::offline_model>(&*catalogue_, &*texts_);
        fallback_judge_ = std::make_unique<models::offline_scope_judge>(std::move(*words), &*catalogue_,
                                                                        &validate::default_validator(),
                                                                        blocking_.get_executor());
        common::log::info("model_provider", {{"provider", std::string(to_string(cfg_.model_provider))}, {"model", cfg_.model_name}});
    }
    tools_.add(chat::make_run_data_code_tool());
    tools_.add(chat::make_generate_data_tool());

    tools::tool_context ctx;
    ctx.validator = &validate::default_validator();
    ctx.store = async_store_.get();
    ctx.backend = backend_.get();
    ctx.judge = judge_.get();
    ctx.model_judge = model_dataset_judge_.get();
    ctx.blocking = blocking_.get_executor();
    ctx.daily_limit = cfg_.daily_data_runs;
    // Longer than a run can wait for a slot, run (with the backend's slack) and be stored; a run
    // that outlives it anyway counts again when it settles (store.hpp, take_daily_held).
    ctx.daily_hold_for = std::chrono::seconds(static_cast<long>(
        std::ceil(cfg_.daily_hold_s > 0 ? cfg_.daily_hold_s : cfg_.queue_wait_s + ctx.run_timeout_s + 30)));
    ctx.now = [] { return std::chrono::time_point_cast<std::chrono::seconds>(std::chrono::system_clock::now()); };
    ctx.metrics = &metrics_;
    const auto buckets = common::metrics_registry::latency_buckets();
    metrics_.describe_histogram(tools::validation_seconds, "Seconds to validate a snippet (the parse helper included)",
                                buckets);
    metrics_.describe_histogram(tools::slot_wait_seconds, "Seconds a data run waited for a sandbox slot", buckets);
    metrics_.describe_histogram(tools::run_seconds, "Seconds of a data run at the renderer, as the agents see it",
                                buckets);
    metrics_.describe_histogram(tools::turn_seconds, "Seconds of a chat turn, first byte to done", buckets);
    metrics_.describe(tools::turns_total, common::metrics_registry::kind::counter,
                      "Chat turns by ending (answered, refused, failed, cancelled) and the refusal's or error's code");
    metrics_.describe(tools::tool_calls_total, common::metrics_registry::kind::counter,
                      "Tool calls of chat turns by tool and result (ok, or the refusal's code)");
    metrics_.describe(mcp::mcp_calls_total, common::metrics_registry::kind::counter,
                      "MCP tool calls (/mcp) by tool and result (ok, or the refusal's code)");

    api::v1_deps deps;
    deps.tools = ctx;
    deps.sandbox_slots = sandbox_slots_.get();
    deps.sandbox_wait = std::chrono::milliseconds(static_cast<long>(cfg_.queue_wait_s * 1000));
    deps.pastes_per_minute = cfg_.pastes_per_minute;
    deps.sessions_per_hour = cfg_.sessions_per_hour;
    deps.sessions_per_day = cfg_.sessions_per_day;
    if (cfg_.model_provider != model_provider_kind::offline) {
        deps.translator = model_.get();
        deps.tool_schemas = tools_.schemas();
    }
    mcp::tool_deps mcp_deps;
    mcp_deps.tools = ctx;
    mcp_deps.sandbox_slots = sandbox_slots_.get();
    mcp_deps.sandbox_wait = deps.sandbox_wait;
    mcp_deps.session_caps = {cfg_.sessions_per_hour, cfg_.sessions_per_day};
    mcp_deps.pastes_per_minute = cfg_.pastes_per_minute;
    mcp_deps.texts = &*texts_;
    mcp_server_ = std::make_unique<mcp::server>(std::move(mcp_deps), mcp::server_settings{ANYPLOT_VERSION});
    mcp_ = std::make_unique<api::mcp_api>(mcp_server_.get(), cfg_.mcp_origins);
    api_ = std::make_unique<api::v1_api>(std::move(deps));

    turn_services_.store = async_store_.get();
    turn_services_.model = model_.get();
    turn_services_.judge = scope_judge_.get();
    turn_services_.fallback_model = fallback_model_.get();
    turn_services_.fallback_judge = fallback_judge_.get();
    turn_services_.texts = &*texts_;
    turn_services_.tools = &tools_;
    turn_services_.tool_ctx = ctx;
    turn_services_.sandbox_slots = sandbox_slots_.get();
    turn_services_.now = ctx.now;
    chat::turn_settings turn;
    turn.limits.messages_per_minute = cfg_.messages_per_minute;
    turn.limits.messages_per_day = cfg_.messages_per_day;
    turn.limits.session_refusals = cfg_.session_refusals;
    turn.limits.attack_strikes = cfg_.attack_strikes;
    turn.limits.lockout = std::chrono::hours(cfg_.attack_lockout_h);
    turn.limits.user_tokens_per_day = cfg_.user_tokens_per_day;
    turn.deadline = std::chrono::milliseconds(static_cast<long>(cfg_.turn_deadline_s * 1000));
    turn.queue_wait = deps.sandbox_wait;
    turn.turn_tokens = cfg_.turn_tokens;
    messages_ = std::make_unique<api::messages_api>(&turn_services_, turn);

    http::router routes(cfg_.auth.tokens, cfg_.auth.disabled);
    http::add_standard_routes(routes, metrics_, [] { return std::string(); });
    api::status_sources status;
    status.backend = cfg_.backend == backend_kind::remote ? "remote" : "fake";
    status.pool = pool_;
    status.model_provider = cfg_.model_provider;
    status.model_name = cfg_.model_name;
    status.scope_model_name = cfg_.scope_model_name;
    status.dataset_model_name = cfg_.dataset_model_name;
    status.store_kind = std::string(store_->kind());
    status.provider = provider_.get();
    api::add_status_route(routes, std::move(status));
    api::add_pool_metrics(metrics_, pool_);
    api_->add_routes(routes);
    messages_->add_routes(routes);
    mcp_->add_routes(routes);
    http::server_limits limits;
    // A 204,800-byte paste JSON-escaped can approach 6x; the route enforces its own cap.
    limits.body_limit = 2 * 1024 * 1024;
    limits.drain_timeout = std::chrono::milliseconds(static_cast<long>(cfg_.drain_s * 1000));
    server_ = std::make_unique<http::server>(ioc, std::move(routes), limits, metrics_);
    common::spawn(ioc.get_executor(), sweep_forever(), "sweep");
}

boost::asio::awaitable<void> service::sweep_forever() {
    boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
    const auto every = std::chrono::milliseconds(static_cast<long>(cfg_.sweep_s * 1000));
    for (;;) {
        timer.expires_after(every);
        co_await timer.async_wait(boost::asio::use_awaitable);
        auto sweep = [](store::store& s) {
            return s.expire_idle(store::store_options{}.idle_timeout,
                                 std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
        };
        auto swept = co_await async_store_->call(sweep);
        if (!swept) {
            common::log::warn("sweep_failed", {{"error", std::string(store::message(swept.error()))}});
        } else if (*swept > 0) {
            common::log::info("sessions_expired", {{"count", *swept}});
        }
    }
}

service::~service() {
    blocking_.join();
    store_thread_.join();
}

void service::start() {
    server_->listen(cfg_.listen);
    server_->start();
}

}  // namespace anyplot::agents
