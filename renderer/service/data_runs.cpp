#include "renderer/service/data_runs.hpp"

#include "common/crypto.hpp"
#include "common/log.hpp"
#include "common/spawn.hpp"
#include "renderer/run/run_dir.hpp"
#include "wire/data_run.hpp"
#include "wire/limits.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <cmath>

namespace anyplot::renderer {

namespace asio = boost::asio;
namespace http = common::http;
using clock = std::chrono::steady_clock;
using wire::renderer_error;

namespace {

double seconds_since(clock::time_point t) { return std::chrono::duration<double>(clock::now() - t).count(); }

run_result refusal(renderer_error code) {
    run_result r;
    r.refusal = code;
    return r;
}

// The one way a renderer error becomes an answer: status and code from the vocabulary's table.
http::response refuse(renderer_error code) { return http::error(wire::http_status(code), wire::to_string(code)); }

http::response to_http(const run_result& r) {
    if (r.response) return http::json(200, wire::encode(*r.response));
    return refuse(r.refusal.value_or(renderer_error::internal));
}

// One waiting request: sleeps until the job finishes or its client leaves.
asio::awaitable<http::response> wait_for(std::shared_ptr<job> j, std::shared_ptr<http::disconnect_signal> gone) {
    auto executor = co_await asio::this_coro::executor;
    auto timer = std::make_shared<asio::steady_timer>(executor);
    timer->expires_at(asio::steady_timer::time_point::max());
    j->wakers.push_back(timer);
    const common::scoped_listener left(gone, [timer] { timer->cancel(); });
    boost::system::error_code ec;
    co_await timer->async_wait(asio::redirect_error(asio::use_awaitable, ec));
    if (j->result) co_return to_http(*j->result);
    // The client left before the answer: the last one to leave cancels the run.
    std::erase(j->wakers, timer);
    if (--j->waiters == 0) j->cancel->fire();
    co_return refuse(renderer_error::client_gone);
}

}  // namespace

data_runs::data_runs(asio::any_io_executor executor, data_run_settings settings, common::metrics_registry& metrics)
    : executor_(executor),
      settings_(std::move(settings)),
      metrics_(metrics),
      slots_(executor, settings_.slots),
      jobs_(wire::cached_successes) {
    metrics_.describe("renderer_runs_total", common::metrics_registry::kind::counter,
                      "Data runs by outcome (exit code class or stop reason)");
    metrics_.describe("renderer_run_seconds_total", common::metrics_registry::kind::counter, "Wall seconds of data runs");
    metrics_.describe("renderer_standby_wait_seconds_total", common::metrics_registry::kind::counter,
                      "Seconds runs waited for a warm interpreter to be prepared");
    metrics_.describe("renderer_run_path_total", common::metrics_registry::kind::counter,
                      "Runs by path: warm (a standby child) or cold (a fresh interpreter)");
    const auto buckets = common::metrics_registry::latency_buckets();
    metrics_.describe_histogram("renderer_run_duration_seconds", "Wall seconds of data runs, by path", buckets);
    metrics_.describe_histogram("renderer_slot_wait_seconds", "Seconds a data run waited for a run slot", buckets);
}

void data_runs::count(std::string_view outcome) {
    metrics_.add("renderer_runs_total", {{"outcome", std::string(outcome)}});
}

asio::awaitable<http::response> data_runs::run(http::request req) {
    auto decoded = wire::decode_data_run_request(req.body);
    if (!decoded) co_return refuse(renderer_error::invalid_job);
    if (stuck()) co_return refuse(renderer_error::stuck);
    const wire::data_run_request& r = *decoded;
    const std::string fingerprint = common::crypto::sha256_hex(wire::canonical_request(r));
    job_key key{req.caller, r.job_id};
    join_outcome joined = jobs_.join(key, fingerprint);
    switch (joined.kind) {
        case join_kind::conflict: co_return refuse(renderer_error::job_conflict);
        case join_kind::cached: co_return http::json(200, wire::encode(*joined.cached));
        case join_kind::started:
            common::spawn(executor_, run_job(key, joined.running, r.source, r.timeout_s), "run_job");
            break;
        case join_kind::joined: break;
    }
    co_return co_await wait_for(joined.running, req.disconnect);
}

asio::awaitable<http::response> data_runs::cancel(http::request req) {
    const std::string_view id = req.param("job_id");
    const bool valid = !id.empty() && id.size() <= wire::max_job_id_len &&
                       std::all_of(id.begin(), id.end(), [](char c) {
                           return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                                  c == '_' || c == '-';
                       });
    if (!valid) co_return refuse(renderer_error::invalid_job);
    const int n = jobs_.cancel(job_key{req.caller, std::string(id)});
    co_return http::json(200, "{\"cancelled\":" + std::to_string(n) + "}");
}

asio::awaitable<void> data_runs::run_job(job_key key, std::shared_ptr<job> j, std::string source, double timeout_s) {
    const auto started = clock::now();
    job_hold hold(jobs_, slots_, alive_, key, j);
    if (settings_.run.sandbox != nullptr && !settings_.run.sandbox->healthy()) {
        count("sandbox_unavailable");
        hold.finish(refusal(renderer_error::sandbox_unavailable));
        co_return;
    }
    if (const auto avail = mem_available_mb(); avail && *avail < settings_.admit_floor_mb) {
        count("low_memory");
        hold.finish(refusal(renderer_error::low_memory));
        co_return;
    }
    const common::slot_status slot = co_await slots_.acquire(settings_.slot_wait, j->cancel);
    if (slot != common::slot_status::granted) {
        const bool timed_out = slot == common::slot_status::timed_out;
        count(timed_out ? "busy" : "cancelled");
        hold.finish(refusal(timed_out ? renderer_error::busy : renderer_error::cancelled));
        co_return;
    }
    hold.slot_taken();
    const double slot_wait_s = seconds_since(started);
    metrics_.observe("renderer_slot_wait_seconds", {}, slot_wait_s);
    // A warm interpreter, waiting for the next one prepared when none is ready (bounded by the
    // run's own time); cold only when the pool has none to give (docs/renderer.md).
    standby_grant grant;
    if (settings_.warm != nullptr) {
        grant = co_await settings_.warm->acquire(std::chrono::milliseconds(static_cast<long>(timeout_s * 1000)),
                                                 j->cancel);
    }
    std::shared_ptr<standby_child> standby = std::move(grant.child);
    const double standby_wait_s = std::chrono::duration<double>(grant.waited).count();
    if (j->cancel->fired()) {
        if (standby) settings_.warm->retire(std::move(standby));
        count("cancelled");
        hold.release_slot();
        hold.finish(refusal(renderer_error::cancelled));
        co_return;
    }
    metrics_.add("renderer_standby_wait_seconds_total", {}, standby_wait_s);
    metrics_.add("renderer_run_path_total", {{"path", standby ? "warm" : "cold"}});
    run_outcome outcome;
    if (standby) {
        outcome = co_await execute_warm(settings_.run, standby, source, timeout_s, j->cancel, stuck_);
    } else {
        outcome = co_await execute(settings_.run, source, timeout_s, j->cancel, stuck_);
    }
    int attempts = 1;
    // A launcher hiccup (the harness never said it started) is retried once when time remains.
    const double remaining = timeout_s - outcome.wall_s;
    if (outcome.verdict.retry && !j->cancel->fired() && remaining >= 1.0) {
        common::log::warn("run_retry", {{"wall_s", outcome.wall_s}});
        outcome = co_await execute(settings_.run, source, remaining, j->cancel, stuck_);
        attempts = 2;
    }
    hold.release_slot();
    metrics_.observe("renderer_run_duration_seconds", {{"path", standby ? "warm" : "cold"}}, outcome.wall_s);
    hold.finish(finish_run(outcome, key.job_id, attempts, {slot_wait_s, standby_wait_s, seconds_since(started)}));
    // After the answer: the used child's cgroup, uid and tmpfs go back, and a new one is forked.
    if (settings_.warm != nullptr) {
        settings_.warm->retire(std::move(standby));
        settings_.warm->refill();
    }
}

run_result data_runs::finish_run(const run_outcome& outcome, const std::string& job_id, int attempts,
                                 wire::run_timings timings) {
    metrics_.add("renderer_run_seconds_total", {}, outcome.wall_s);
    if (outcome.stuck) common::log::error("run_stuck", {{"wall_s", outcome.wall_s}});
    const run_verdict& v = outcome.verdict;
    switch (v.end) {
        case run_end::io: count("io"); return refusal(renderer_error::io);
        case run_end::sandbox_unavailable: count("sandbox_unavailable"); return refusal(renderer_error::sandbox_unavailable);
        case run_end::cancelled: count("cancelled"); return refusal(renderer_error::cancelled);
        case run_end::answered: break;
    }
    wire::data_run_response r;
    r.job_id = job_id;
    r.exit_code = v.exit_code;
    r.timed_out = v.timed_out();
    if (v.stopped) {
        r.reason = v.stopped->reason;
        r.measured = v.stopped->measured;
        r.limit = v.stopped->limit;
    }
    if (outcome.over_cap) {
        r.cap = outcome.over_cap->cap;
        r.measured = outcome.over_cap->measured;
        r.limit = outcome.over_cap->limit;
        r.rows = outcome.over_cap->rows;
    }
    r.csv_text = outcome.csv_text;
    r.stderr_tail = outcome.stderr_tail;
    r.wall_s = outcome.wall_s;
    r.attempts = attempts;
    r.timings = timings;
    r.version = ANYPLOT_VERSION;
    r.mem_available_mb = mem_available_mb();
    const std::string reason = r.reason ? std::string(wire::to_string(*r.reason)) : "none";
    count(r.reason ? reason : (r.exit_code == 0 ? "ok" : "exit_" + std::to_string(r.exit_code.value_or(-1))));
    // The job id is the caller's (the agents': the turn's ref and the call's number), never user data.
    common::log::info("run", {{"job_id", job_id},
                      {"exit_code", static_cast<std::int64_t>(r.exit_code.value_or(-1))},
                      {"reason", reason},
                      {"warm", outcome.warm},
                      {"standby_wait_s", timings.standby_wait_s},
                      {"wall_s", r.wall_s},
                      {"attempts", attempts}});
    return run_result{std::move(r), std::nullopt};
}

}  // namespace anyplot::renderer
