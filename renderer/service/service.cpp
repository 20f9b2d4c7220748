#include "renderer/service/service.hpp"

#include "common/http/standard_routes.hpp"
#include "common/log.hpp"
#include "renderer/run/run_dir.hpp"
#include "wire/limits.hpp"

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <thread>

namespace anyplot::renderer {

namespace http = common::http;

namespace {

// Standby children prepared at once: one per core (each preparation is a fork, a rehearsal and
// a lockdown, mostly on its own core; the zygote forks them one after another).
std::size_t standby_parallel() { return std::max(1u, std::thread::hardware_concurrency()); }

// Daemons may share RENDERER_RUN_ROOT: each works in its own directory below it.
std::string daemon_root(const config& c) { return c.run_root + "/" + std::to_string(::getpid()); }

sandbox::host_settings sandbox_settings_from(const config& c) {
    sandbox::host_settings s;
    s.launcher = c.sandbox_launcher;
    s.harness = c.harness;
    s.shared_root = c.run_root;
    s.run_root = daemon_root(c);
    s.degraded = c.degraded;
    s.tree = c.tree;
    s.uid_base = static_cast<uid_t>(c.uid_base);
    s.lock_dir = c.lock_dir;
    // Runs at once and their used children still being retired, the most ready standby children
    // and those being prepared, the self-test and a spare.
    s.uid_count = 2 * static_cast<std::size_t>(c.slots) + static_cast<std::size_t>(c.standby_max) +
                  standby_parallel() + 2;
    s.limits.memory_bytes = c.memory_mb << 20;
    s.limits.pids = wire::rlimit_nproc;
    s.cgroup_root = c.cgroup_root;
    s.disk_budget_bytes = static_cast<std::uint64_t>(c.disk_budget_mb) << 20;
    s.max_entries = static_cast<std::uint64_t>(c.file_budget);
    return s;
}

data_run_settings settings_from(const config& c) {
    data_run_settings s;
    s.run.python = c.python;
    s.run.harness = c.harness;
    s.run.run_root = daemon_root(c);
    s.run.disk_budget_bytes = static_cast<std::uint64_t>(c.disk_budget_mb) * 1024 * 1024;
    s.run.max_entries = static_cast<std::uint64_t>(c.file_budget);
    s.run.kill_floor_mb = c.kill_floor_mb;
    s.run.max_output_bytes = static_cast<std::uint64_t>(c.max_output_mb) << 20;
    s.run.guard = c.guard;
    s.slots = c.slots;
    s.slot_wait = std::chrono::milliseconds(static_cast<long>(c.slot_wait_s * 1000));
    s.admit_floor_mb = c.admit_floor_mb;
    return s;
}

boost::asio::awaitable<http::response> status(const service* svc, http::request) {
    co_return http::json(200, svc->status_json());
}

}  // namespace

service::service(boost::asio::io_context& ioc, config cfg) : cfg_(std::move(cfg)) {
    if (!cfg_.guard) common::log::warn("audit_guard_disabled", {{"why", "RENDERER_GUARD=0 (test switch)"}});
    sandbox_ = std::make_unique<sandbox::host>(sandbox_settings_from(cfg_));
    auto run_settings = settings_from(cfg_);
    run_settings.run.sandbox = sandbox_.get();
    if (cfg_.warm && sandbox_->healthy() && sandbox_->active(sandbox::layer::namespaces) &&
        sandbox_->active(sandbox::layer::dedicated_uid)) {
        zygote_settings z;
        z.python = cfg_.python;
        z.run_root = daemon_root(cfg_);
        z.guard = cfg_.guard;
        z.demand.floor = static_cast<std::size_t>(cfg_.standby);
        z.demand.ceiling = static_cast<std::size_t>(cfg_.standby_max);
        z.demand.memory_budget_bytes = static_cast<std::uint64_t>(cfg_.standby_memory_mb) << 20;
        z.parallel = standby_parallel();
        // The rehearsal's ~10 ms of CPU per child stays under a tenth of the cores' time.
        z.demand.rehearse_below_per_s = 10.0 * static_cast<double>(z.parallel);
        // A child sets its RLIMIT_CPU before its job is known: the longest run's, plus its own
        // warm-up (the reaper's CPU time includes it).
        z.env = interpreter_env(run_settings.run, "/work", wire::max_timeout_s + 2);
        z.cpu_limit_s = cpu_limit_s(wire::max_timeout_s + 2);
        warm_ = std::make_unique<zygote_pool>(ioc.get_executor(), std::move(z), *sandbox_);
        run_settings.warm = warm_.get();
    } else if (cfg_.warm) {
        common::log::warn("warm_disabled", {{"why", "warm interpreters need a healthy sandbox with namespaces and "
                                                    "dedicated uids; every run is cold"}});
    }
    runs_ = std::make_unique<data_runs>(ioc.get_executor(), std::move(run_settings), metrics_);
    http::server_limits limits;
    // A 16 KiB source with every byte escaped as \u00XX still fits (wire/limits.hpp).
    limits.body_limit = wire::max_request_json_bytes;
    limits.drain_timeout = std::chrono::milliseconds(static_cast<long>(cfg_.drain_s * 1000));
    server_ = std::make_unique<http::server>(ioc, make_routes(), limits, metrics_);
}

http::router service::make_routes() {
    http::router r(cfg_.auth.tokens, cfg_.auth.disabled);
    http::add_standard_routes(r, metrics_, [this] {
        if (!sandbox_->healthy()) return std::string(wire::to_string(wire::renderer_error::sandbox_unavailable));
        return runs_->stuck() ? std::string(wire::to_string(wire::renderer_error::stuck)) : std::string();
    });
    data_runs* runs = runs_.get();
    r.add("POST", "/run-data", [runs](http::request q) { return runs->run(std::move(q)); });
    r.add("POST", "/run-data/{job_id}/cancel", [runs](http::request q) { return runs->cancel(std::move(q)); });
    r.add("GET", "/status", [this](http::request q) { return status(this, std::move(q)); });
    return r;
}

std::string service::status_json() const {
    nlohmann::json j;
    j["name"] = "anyplot-renderer";
    j["version"] = ANYPLOT_VERSION;
    j["in_flight"] = runs_->in_flight();
    j["waiting"] = runs_->waiting();
    j["stuck"] = runs_->stuck();
    const auto avail = mem_available_mb();
    j["mem_available_mb"] = avail ? nlohmann::json(*avail) : nlohmann::json(nullptr);
    const standby_stats st = warm_ ? warm_->stats() : standby_stats{};
    j["warm"] = {{"enabled", warm_ != nullptr},
                 {"zygote_alive", warm_ && warm_->alive()},
                 // false once a standby child failed its check from outside: warm runs stopped
                 {"confined", !warm_ || warm_->confined()},
                 {"ready", st.ready},
                 {"preparing", st.preparing},
                 {"waiting", st.waiting},
                 {"target", st.target},
                 {"floor", cfg_.standby},
                 {"max", cfg_.standby_max},
                 {"prepared", st.prepared},
                 {"rehearsed", st.rehearsed},
                 {"failed", st.failed},
                 {"retired_idle", st.retired_idle},
                 {"runs_waited", st.waited},
                 {"prepare_ms", std::round(st.prepare_ms * 10) / 10},
                 {"child_private_mb", std::round(st.child_private_mb * 10) / 10},
                 {"zygote_starts", warm_ ? warm_->starts() : 0}};
    // Every layer and whether the startup self-test proved it active in a throwaway child.
    nlohmann::json sb = nlohmann::json::object();
    for (const auto& l : sandbox_->layers()) {
        nlohmann::json layer = {{"active", l.active}, {"required", l.required}};
        if (!l.detail.empty()) layer["detail"] = l.detail;
        sb[std::string(sandbox::to_string(l.id))] = layer;
    }
    sb["healthy"] = sandbox_->healthy();
    sb["landlock_abi"] = sandbox_->landlock_abi();
    sb["cgroup_version"] = sandbox_->cgroup_version();
    sb["audit_guard"] = cfg_.guard;
    sb["rlimits"] = true;
    sb["process_group_kill"] = true;
    sb["clean_environment"] = true;
    j["sandbox"] = sb;
    return j.dump();
}

void service::start() {
    server_->listen(cfg_.listen);
    server_->start();
    if (warm_) warm_->start();
}

}  // namespace anyplot::renderer
