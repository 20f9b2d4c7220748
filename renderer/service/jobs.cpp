#include "renderer/service/jobs.hpp"

#include <algorithm>

namespace anyplot::renderer {

join_outcome job_registry::join(const job_key& key, const std::string& fingerprint) {
    const std::string k = key.flat();
    if (const auto it = running_.find(k); it != running_.end()) {
        if (it->second->fingerprint != fingerprint) return {join_kind::conflict, nullptr, std::nullopt};
        ++it->second->waiters;
        return {join_kind::joined, it->second, std::nullopt};
    }
    const auto hit = std::find_if(cache_.begin(), cache_.end(), [&](const auto& e) { return e.key == k; });
    if (hit != cache_.end()) {
        if (hit->fingerprint != fingerprint) return {join_kind::conflict, nullptr, std::nullopt};
        return {join_kind::cached, nullptr, hit->response};
    }
    auto j = std::make_shared<job>();
    j->fingerprint = fingerprint;
    j->waiters = 1;
    running_.emplace(k, j);
    return {join_kind::started, j, std::nullopt};
}

void job_registry::finish(const job_key& key, const std::shared_ptr<job>& j, run_result result) {
    const std::string k = key.flat();
    if (const auto it = running_.find(k); it != running_.end() && it->second == j) running_.erase(it);
    // Only real successes are replayed: a failed or cancelled run may be retried under the same id.
    if (result.response && result.response->exit_code == 0 && result.response->csv_text) {
        std::erase_if(cache_, [&](const auto& e) { return e.key == k; });
        cache_.push_back({k, j->fingerprint, *result.response});
        while (cache_.size() > cache_size_) cache_.pop_front();
    }
    j->result = std::move(result);
    for (const auto& w : j->wakers) w->cancel();
    j->wakers.clear();
}

int job_registry::cancel(const job_key& key) {
    const auto it = running_.find(key.flat());
    if (it == running_.end() || it->second->cancel->fired()) return 0;
    it->second->cancel->fire();
    return 1;
}

job_hold::job_hold(job_registry& jobs, common::run_slots& slots, std::weak_ptr<const bool> owner, job_key key,
                   std::shared_ptr<job> j)
    : jobs_(jobs), slots_(slots), owner_(std::move(owner)), key_(std::move(key)), job_(std::move(j)) {}

job_hold::~job_hold() {
    if (owner_.expired()) return;
    release_slot();
    if (!finished_) {
        run_result r;
        r.refusal = wire::renderer_error::internal;
        jobs_.finish(key_, job_, std::move(r));
    }
}

void job_hold::release_slot() {
    if (slot_) slots_.release();
    slot_ = false;
}

void job_hold::finish(run_result r) {
    finished_ = true;
    jobs_.finish(key_, job_, std::move(r));
}

}  // namespace anyplot::renderer
