#include "agents/validate/helper_pool.hpp"

#include <array>
#include <filesystem>
#include <unistd.h>

#include "agents/validate/helper_sandbox.hpp"
#include "common/log.hpp"
#include "common/process/io.hpp"
#include "common/process/spawn.hpp"

namespace anyplot::agents::validate {

namespace process = common::process;
using common::failure;

struct helper_pool::helper {
    process::child proc;
    std::shared_ptr<const ast_schema> schema;
    std::size_t requests = 0;
};

namespace {

std::string frame(std::string_view payload) {
    const auto n = static_cast<std::uint32_t>(payload.size());
    std::string out;
    out.reserve(4 + payload.size());
    out.push_back(static_cast<char>((n >> 24) & 0xFF));
    out.push_back(static_cast<char>((n >> 16) & 0xFF));
    out.push_back(static_cast<char>((n >> 8) & 0xFF));
    out.push_back(static_cast<char>(n & 0xFF));
    out.append(payload);
    return out;
}

// One length-prefixed answer; larger than max_answer_bytes is a protocol error.
std::error_code read_frame(int fd, std::string& out, process::deadline until) {
    std::array<char, 4> head{};
    if (auto ec = process::read_exact(fd, head, until)) return ec;
    const std::uint32_t n = (static_cast<std::uint32_t>(static_cast<unsigned char>(head[0])) << 24) |
                            (static_cast<std::uint32_t>(static_cast<unsigned char>(head[1])) << 16) |
                            (static_cast<std::uint32_t>(static_cast<unsigned char>(head[2])) << 8) |
                            static_cast<std::uint32_t>(static_cast<unsigned char>(head[3]));
    if (n > max_answer_bytes) return std::make_error_code(std::errc::message_size);
    out.resize(n);
    return process::read_exact(fd, out, until);
}

}  // namespace

std::string default_helper_script() {
    namespace fs = std::filesystem;
    std::error_code ec;
#ifdef ANYPLOT_PARSE_HELPER
    if (fs::is_regular_file(ANYPLOT_PARSE_HELPER, ec)) return ANYPLOT_PARSE_HELPER;
#endif
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        for (const fs::path& p : {exe.parent_path() / "parse_helper.py",
                                  exe.parent_path().parent_path() / "share" / "anyplot" / "parse_helper.py"}) {
            if (fs::is_regular_file(p, ec)) return p.string();
        }
    }
    return {};
}

helper_pool::helper_pool(helper_options options) : options_(std::move(options)) {
    if (options_.script.empty()) options_.script = default_helper_script();
    if (options_.size == 0) options_.size = 1;
}

helper_pool::~helper_pool() = default;  // idle helpers die with their process::child

helper_pool::counters helper_pool::stats() const {
    std::lock_guard lock(mutex_);
    return counters_;
}

std::vector<int> helper_pool::idle_pids() const {
    std::lock_guard lock(mutex_);
    std::vector<int> out;
    for (const auto& h : idle_) out.push_back(h->proc.pid());
    return out;
}

common::result<helper_pool::helper_ptr, validate_error> helper_pool::start_helper() {
    if (options_.script.empty()) return failure{validate_error::helper_unavailable};
    std::string bpf;
    if (options_.seccomp) {
        auto program = seccomp_program();
        if (!program) return failure{validate_error::helper_unavailable};
        bpf = *program;
    }
    process::spawn_spec spec;
    spec.path = options_.python;
    spec.argv = {"python3", "-I", "-S", "-B", options_.script};
    spec.env = {};  // nothing from the daemon's environment
    spec.err = process::stdio::null;
    auto proc = process::spawn(spec);
    if (!proc) {
        common::log::warn("validate.helper_spawn_failed", {{"error", proc.error().message()}});
        return failure{validate_error::helper_unavailable};
    }
    auto h = std::make_unique<helper>();
    h->proc = std::move(proc).value();
    // Limits go on before the helper can read a byte of input.
    if (auto ec = process::apply_rlimits(h->proc.pid(), helper_rlimits())) {
        common::log::warn("validate.helper_rlimits_failed", {{"error", ec.message()}});
        return failure{validate_error::helper_unavailable};
    }
    const auto until = std::chrono::steady_clock::now() + options_.start_timeout;
    std::string ready;
    if (process::write_all(h->proc.stdin_fd().get(), frame(lockdown_payload(bpf)), until) ||
        read_frame(h->proc.stdout_fd().get(), ready, until)) {
        common::log::warn("validate.helper_handshake_failed", {});
        return failure{validate_error::helper_unavailable};
    }
    auto schema = decode_schema(ready);
    if (!schema) return failure{validate_error::helper_unavailable};
    h->schema = std::move(schema).value();
    // Trust, but verify: the kernel's view of the helper, not its own claim.
    auto state = read_lockdown_state(h->proc.pid());
    const bool dropped = ::geteuid() != 0 || (state && state->uid == static_cast<long>(helper_uid));
    if (!state || !state->no_new_privs || !dropped || (options_.seccomp && state->seccomp_mode != 2)) {
        common::log::error("validate.helper_not_locked_down", {});
        return failure{validate_error::helper_unavailable};
    }
    std::lock_guard lock(mutex_);
    ++counters_.started;
    return h;
}

common::result<helper_pool::helper_ptr, validate_error> helper_pool::acquire() {
    std::unique_lock lock(mutex_);
    const auto until = std::chrono::steady_clock::now() + options_.request_timeout + options_.start_timeout;
    for (;;) {
        while (!idle_.empty()) {
            helper_ptr h = std::move(idle_.back());
            idle_.pop_back();
            if (!h->proc.exited()) return h;
            --live_;  // died while idle (CPU rlimit, OOM, killed): replace it
            ++counters_.crashed;
        }
        if (live_ < options_.size) {
            ++live_;
            lock.unlock();
            auto h = start_helper();
            if (!h) {
                lock.lock();
                --live_;
                returned_.notify_one();
            }
            return h;
        }
        if (returned_.wait_until(lock, until) == std::cv_status::timeout && idle_.empty() &&
            live_ >= options_.size) {
            return failure{validate_error::helper_unavailable};
        }
    }
}

void helper_pool::give_back(helper_ptr h, bool keep) {
    helper_ptr doomed;  // killed and reaped outside the lock
    {
        std::lock_guard lock(mutex_);
        if (keep && h->requests < options_.max_requests) {
            idle_.push_back(std::move(h));
        } else {
            if (keep) ++counters_.retired;
            --live_;
            doomed = std::move(h);
        }
    }
    returned_.notify_one();
}

common::result<parse_answer, validate_error> helper_pool::request(helper& h, std::string_view source,
                                                                  bool& keep, bool& stale) {
    keep = false;
    stale = false;
    const auto until = std::chrono::steady_clock::now() + options_.request_timeout;
    const bool fresh = h.requests == 0;
    ++h.requests;
    if (auto ec = process::write_all(h.proc.stdin_fd().get(), frame(source), until)) {
        if (ec == std::errc::timed_out) {
            std::lock_guard lock(mutex_);
            ++counters_.timed_out;
            return failure{validate_error::helper_timeout};
        }
        stale = !fresh;  // an idle helper that died since its last answer: worth one retry
        std::lock_guard lock(mutex_);
        ++counters_.crashed;
        return failure{validate_error::helper_crashed};
    }
    std::string answer;
    if (auto ec = read_frame(h.proc.stdout_fd().get(), answer, until)) {
        std::lock_guard lock(mutex_);
        if (ec == std::errc::timed_out) {
            ++counters_.timed_out;
            return failure{validate_error::helper_timeout};
        }
        ++counters_.crashed;
        return failure{validate_error::helper_crashed};
    }
    auto decoded = decode_answer(answer, h.schema);
    if (!decoded) {
        std::lock_guard lock(mutex_);
        ++counters_.crashed;
        return failure{validate_error::helper_crashed};
    }
    if (const auto* refusal = std::get_if<parse_refusal>(&*decoded);
        refusal != nullptr && refusal->what == parse_refusal::kind::internal) {
        std::lock_guard lock(mutex_);
        ++counters_.crashed;
        return failure{validate_error::helper_crashed};
    }
    keep = true;
    return std::move(decoded).value();
}

common::result<parse_answer, validate_error> helper_pool::parse(std::string_view source) {
    for (int attempt = 0; attempt < 2; ++attempt) {
        auto h = acquire();
        if (!h) return failure{h.error()};
        bool keep = false;
        bool stale = false;
        auto answer = request(**h, source, keep, stale);
        give_back(std::move(h).value(), keep);
        if (answer || !stale) return answer;
    }
    return failure{validate_error::helper_crashed};
}

std::size_t helper_pool::warm_up() {
    std::vector<helper_ptr> started;
    for (;;) {
        {
            std::lock_guard lock(mutex_);
            if (live_ >= options_.size) break;
            ++live_;
        }
        auto h = start_helper();
        if (!h) {
            std::lock_guard lock(mutex_);
            --live_;
            break;
        }
        started.push_back(std::move(h).value());
    }
    std::lock_guard lock(mutex_);
    for (auto& h : started) idle_.push_back(std::move(h));
    returned_.notify_all();
    return idle_.size();
}

}  // namespace anyplot::agents::validate
