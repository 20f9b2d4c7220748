#include "renderer/run/executor.hpp"

#include "common/log.hpp"
#include "common/utf8.hpp"
#include "renderer/run/collector.hpp"
#include "renderer/run/launcher.hpp"
#include "renderer/run/run_dir.hpp"
#include "wire/limits.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <cmath>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;
using clock = std::chrono::steady_clock;

namespace {

constexpr std::string_view start_line = "anyplot-harness: start";

// What the concurrent pieces of one run share.
struct run_state {
    explicit run_state(const asio::any_io_executor& ex) : wake(ex) {}
    asio::steady_timer wake;  // the watchdog sleeps on it; exit and cancel cut the sleep short
    bool exited = false;
    int wait_status = 0;
    std::string stdout_head;  // the first bytes only: enough to see the start line
    std::string stderr_ring;  // the last stderr_keep bytes
    std::string checklist;    // the sandbox launcher's status lines (ours, not the snippet's)
    int open_streams = 2;
};

enum class stream_kind { out, err, checklist };

asio::awaitable<void> drain(std::shared_ptr<asio::posix::stream_descriptor> stream, std::shared_ptr<run_state> st,
                            stream_kind kind, std::size_t keep) {
    std::array<char, 16384> chunk{};
    for (;;) {
        error_code ec;
        const std::size_t n =
            co_await stream->async_read_some(asio::buffer(chunk), asio::redirect_error(asio::use_awaitable, ec));
        if (ec) break;
        if (kind == stream_kind::out) {
            // stdout belongs to the snippet too: only its first line can be ours, the rest is discarded.
            if (st->stdout_head.size() < start_line.size() + 1) {
                st->stdout_head.append(chunk.data(), std::min(n, start_line.size() + 1 - st->stdout_head.size()));
            }
        } else if (kind == stream_kind::checklist) {
            // Written before the exec, by the launcher: the snippet never holds this descriptor.
            if (st->checklist.size() < 4096) st->checklist.append(chunk.data(), std::min<std::size_t>(n, 4096));
        } else {
            st->stderr_ring.append(chunk.data(), n);
            if (st->stderr_ring.size() > keep) st->stderr_ring.erase(0, st->stderr_ring.size() - keep);
        }
    }
    --st->open_streams;
    st->wake.cancel();
}

asio::awaitable<void> watch_exit(std::shared_ptr<asio::posix::stream_descriptor> pidfd, std::shared_ptr<run_state> st,
                                 pid_t pid) {
    error_code ec;
    co_await pidfd->async_wait(asio::posix::stream_descriptor::wait_read, asio::redirect_error(asio::use_awaitable, ec));
    if (ec) co_return;  // descriptor closed: someone else took over
    int status = 0;
    if (::waitpid(pid, &status, 0) == pid) {
        st->wait_status = status;
        st->exited = true;
    }
    st->wake.cancel();
}

// A warm child is the zygote's child: the zygote reaps it and reports its wait status.
void watch_note(const std::shared_ptr<exit_note>& note, const std::shared_ptr<run_state>& st) {
    note->done.on_fire([note, st] {
        st->wait_status = note->known ? note->wait_status : SIGKILL;  // lost with its zygote: killed
        st->exited = true;
        st->wake.cancel();
    });
}

// A run that survived SIGKILL: keep watching it in the background; the daemon is stuck until it is gone.
asio::awaitable<void> linger(std::shared_ptr<asio::posix::stream_descriptor> pidfd, pid_t pid,
                             std::shared_ptr<stuck_counter> stuck) {
    error_code ec;
    co_await pidfd->async_wait(asio::posix::stream_descriptor::wait_read, asio::redirect_error(asio::use_awaitable, ec));
    if (pid > 0) ::waitpid(pid, nullptr, 0);  // a warm child is its zygote's to reap
    --stuck->count;
}

std::string base_name(const std::string& path) { return path.substr(path.find_last_of('/') + 1); }

}  // namespace

std::vector<std::string> interpreter_env(const executor_settings& s, const std::string& dir, double timeout_s) {
    const auto cpu = static_cast<long>(std::ceil(timeout_s)) + 2;
    return {
        "PATH=/usr/bin:/bin",
        "LANG=C.UTF-8",
        "LC_ALL=C.UTF-8",
        "HOME=" + dir,
        "TMPDIR=" + dir,
        "PYTHONDONTWRITEBYTECODE=1",
        "PYTHONHASHSEED=0",
        "OPENBLAS_NUM_THREADS=1",
        "OMP_NUM_THREADS=1",
        "MKL_NUM_THREADS=1",
        "NUMEXPR_NUM_THREADS=1",
        "ANYPLOT_RLIMIT_AS_MB=" + std::to_string(wire::rlimit_as_mib),
        "ANYPLOT_RLIMIT_NPROC=" + std::to_string(wire::rlimit_nproc),
        "ANYPLOT_RLIMIT_CPU_S=" + std::to_string(cpu),
        // Twice the budget: the watchdog reports disk_budget first; the rlimit is the hard backstop.
        "ANYPLOT_RLIMIT_FSIZE_MB=" + std::to_string(std::max<std::uint64_t>(1, s.disk_budget_bytes >> 19)),
        "ANYPLOT_RLIMIT_NOFILE=64",
    };
}

namespace {

// The run directory against the disk and file budgets: sets the stop reason when over one.
bool over_budget(const run_dir& dir, const executor_settings& settings, run_outcome& out) {
    const auto usage = measure_tree(dir.fd(), settings.max_depth, settings.max_entries);
    if (usage.bytes > settings.disk_budget_bytes) {
        out.reason = wire::stop_reason::disk_budget;
        out.measured = static_cast<std::int64_t>(usage.bytes);
        out.limit = static_cast<std::int64_t>(settings.disk_budget_bytes);
        return true;
    }
    if (usage.entries > settings.max_entries || usage.too_deep) {
        out.reason = wire::stop_reason::file_budget;
        out.measured = static_cast<std::int64_t>(usage.entries);
        out.limit = static_cast<std::int64_t>(settings.max_entries);
        return true;
    }
    return false;
}

// The memory numbers of a run's cgroup, when it has one.
struct run_cgroup_view {
    const sandbox::run_cgroup* group;
    [[nodiscard]] bool oom_killed() const { return group != nullptr && group->oom_killed(); }
    [[nodiscard]] std::int64_t peak_mib() const { return group->peak_memory_bytes() >> 20; }
    [[nodiscard]] std::int64_t limit_mib() const { return group->memory_limit_bytes() >> 20; }
};

// A started interpreter, cold or warm, for the watchdog.
struct supervised {
    pid_t pid = -1;  // cold: also its process group
    common::process::unique_fd pidfd;
    common::process::unique_fd out;
    common::process::unique_fd err;
    common::process::unique_fd checklist;  // cold only: the launcher's status lines
    std::shared_ptr<exit_note> note;       // warm only: the zygote reports the exit
    clock::time_point started;
};

asio::awaitable<run_outcome> supervise(executor_settings settings, supervised run, run_dir* dir,
                                       sandbox::run_lease* lease, double timeout_s,
                                       std::shared_ptr<common::one_shot_signal> cancel,
                                       std::shared_ptr<stuck_counter> stuck);

}  // namespace

asio::awaitable<run_outcome> execute(executor_settings settings, std::string source, double timeout_s,
                                     std::shared_ptr<common::one_shot_signal> cancel,
                                     std::shared_ptr<stuck_counter> stuck) {
    run_outcome out;
    auto dir = run_dir::create(settings.run_root);
    if (!dir) {
        out.io_failure = true;
        co_return out;
    }
    // The kernel layers: a dedicated uid, the run's tmpfs and cgroup, the launcher's checklist.
    std::string sandbox_error;
    std::optional<sandbox::run_lease> lease =
        settings.sandbox != nullptr ? settings.sandbox->prepare(dir->path(), base_name(dir->path()), sandbox_error)
                                    : std::nullopt;
    if (settings.sandbox != nullptr) {
        if (!lease || !dir->reopen()) {
            common::log::error("sandbox_prepare_failed", {{"detail", sandbox_error}});
            out.sandbox_failed = true;
            co_return out;
        }
    }
    if (!dir->write_file("snippet.py", source)) {
        out.io_failure = true;
        co_return out;
    }
    launch_spec spec;
    common::process::unique_fd checklist_read;
    common::process::unique_fd checklist_write;
    if (lease) {
        sandbox::plan& p = lease->the_plan();
        p.exec = {settings.python, "-I", sandbox::inside_harness(p), "--data", "snippet.py", "--out", "out.csv"};
        if (settings.sandbox->active("seccomp")) {
            p.exec.insert(p.exec.end(), {"--seccomp-fd", std::to_string(sandbox::policy_fd)});
            spec.fds.emplace_back(settings.sandbox->policy_fd(), sandbox::policy_fd);
        }
        if (!settings.guard) p.exec.emplace_back("--no-guard");
        spec.argv = settings.sandbox->launcher_argv(p);
        spec.env = interpreter_env(settings, sandbox::inside_work(p), timeout_s);
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) {
            out.launch_failed = true;
            out.reason = wire::stop_reason::launcher;
            co_return out;
        }
        checklist_read = common::process::unique_fd(fds[0]);
        checklist_write = common::process::unique_fd(fds[1]);
        spec.fds.emplace_back(checklist_write.get(), sandbox::status_fd);
    } else {
        spec.argv = {settings.python, "-I", settings.harness, "--data", "snippet.py", "--out", "out.csv"};
        if (!settings.guard) spec.argv.push_back("--no-guard");
        spec.env = interpreter_env(settings, dir->path(), timeout_s);
    }
    spec.cwd = dir->path();

    const auto started = clock::now();
    auto child = launch(spec);
    checklist_write.reset();  // only the launcher holds the write end now
    if (!child) {
        out.launch_failed = true;
        out.reason = wire::stop_reason::launcher;
        co_return out;
    }
    supervised run;
    run.pid = child->pid;
    run.pidfd = std::move(child->pidfd);
    run.out = std::move(child->out);
    run.err = std::move(child->err);
    run.checklist = std::move(checklist_read);
    run.started = started;
    run_dir* dir_ptr = &*dir;
    sandbox::run_lease* lease_ptr = lease ? &*lease : nullptr;
    run_outcome result = co_await supervise(std::move(settings), std::move(run), dir_ptr, lease_ptr, timeout_s,
                                            std::move(cancel), std::move(stuck));
    co_return result;
}

namespace {

asio::awaitable<run_outcome> supervise(executor_settings settings, supervised run, run_dir* dir,
                                       sandbox::run_lease* lease, double timeout_s,
                                       std::shared_ptr<common::one_shot_signal> cancel,
                                       std::shared_ptr<stuck_counter> stuck) {
    run_outcome out;
    out.warm = run.note != nullptr;
    auto executor = co_await asio::this_coro::executor;
    const pid_t pid = run.pid;
    const auto started = run.started;
    auto st = std::make_shared<run_state>(executor);
    auto pidfd = std::make_shared<asio::posix::stream_descriptor>(executor, run.pidfd.release());
    auto out_stream = std::make_shared<asio::posix::stream_descriptor>(executor, run.out.release());
    auto err_stream = std::make_shared<asio::posix::stream_descriptor>(executor, run.err.release());
    asio::co_spawn(executor, drain(out_stream, st, stream_kind::out, 0), asio::detached);
    asio::co_spawn(executor, drain(err_stream, st, stream_kind::err, settings.stderr_keep), asio::detached);
    std::shared_ptr<asio::posix::stream_descriptor> checklist_stream;
    if (run.checklist) {
        ::fcntl(run.checklist.get(), F_SETFL, O_NONBLOCK);
        checklist_stream = std::make_shared<asio::posix::stream_descriptor>(executor, run.checklist.release());
        ++st->open_streams;
        asio::co_spawn(executor, drain(checklist_stream, st, stream_kind::checklist, 0), asio::detached);
    }
    if (run.note) {
        watch_note(run.note, st);
    } else {
        asio::co_spawn(executor, watch_exit(pidfd, st, pid), asio::detached);
    }
    const std::size_t cancel_id = cancel->on_fire([st] { st->wake.cancel(); });

    const auto deadline = started + std::chrono::duration_cast<clock::duration>(std::chrono::duration<double>(timeout_s));
    bool killed = false;
    while (!st->exited) {
        st->wake.expires_after(settings.tick);
        error_code ec;
        co_await st->wake.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        if (st->exited) break;
        if (cancel->fired()) {
            killed = true;
            break;
        }
        if (clock::now() >= deadline) {
            out.timed_out = true;
            out.reason = wire::stop_reason::timeout;
            out.measured = out.limit = static_cast<std::int64_t>(std::ceil(timeout_s));
            killed = true;
            break;
        }
        if (over_budget(*dir, settings, out)) {
            killed = true;
            break;
        }
        if (const auto avail = mem_available_mb(); avail && *avail < settings.kill_floor_mb) {
            out.reason = wire::stop_reason::memory;
            out.measured = *avail;
            out.limit = settings.kill_floor_mb;
            killed = true;
            break;
        }
    }
    cancel->forget(cancel_id);

    // Always kill the whole process group (a warm child: the process) and the run's cgroup, even
    // after a normal exit: nothing the snippet started may outlive its run.
    if (run.note) {
        ::syscall(SYS_pidfd_send_signal, pidfd->native_handle(), SIGKILL, nullptr, 0);
    } else {
        ::kill(-pid, SIGKILL);
    }
    if (lease && lease->cgroup() != nullptr) lease->cgroup()->kill_all();
    if (!st->exited) {
        const auto kill_deadline = clock::now() + settings.kill_wait;
        while (!st->exited && clock::now() < kill_deadline) {
            st->wake.expires_after(settings.tick);
            error_code ec;
            co_await st->wake.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        }
    }
    out.wall_s = std::chrono::duration<double>(clock::now() - started).count();
    if (!st->exited) {
        out.stuck = true;
        ++stuck->count;
        if (lease) lease->keep_uid();
        asio::co_spawn(executor, linger(pidfd, run.note ? -1 : pid, stuck), asio::detached);
    }
    // Give the pipes a moment to reach EOF; a holder that escaped the group cannot keep us here.
    const auto drain_deadline = clock::now() + std::chrono::milliseconds(500);
    while (st->open_streams > 0 && clock::now() < drain_deadline) {
        st->wake.expires_after(settings.tick);
        error_code ec;
        co_await st->wake.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
    error_code ignored;
    out_stream->close(ignored);
    err_stream->close(ignored);
    if (checklist_stream) checklist_stream->close(ignored);
    if (lease) {
        const auto report = sandbox::parse_status(st->checklist);
        if (!report.ok()) {
            // Step names and errno only: nothing here comes from the snippet.
            common::log::error("sandbox_step_failed", {{"step", *report.failed_step},
                                                       {"errno", static_cast<std::int64_t>(report.failed_errno)}});
            out.sandbox_failed = true;
        }
    }

    out.started = st->stdout_head.rfind(start_line, 0) == 0;
    out.stderr_tail = std::string(common::utf8::tail_chars(common::utf8::sanitize(st->stderr_ring),
                                                           wire::max_stderr_tail_chars));
    if (!killed && st->exited) {
        const int status = st->wait_status;
        if (WIFEXITED(status)) {
            out.exit_code = WEXITSTATUS(status);
        } else if (WIFSIGNALED(status)) {
            const int sig = WTERMSIG(status);
            const run_cgroup_view group{lease ? lease->cgroup() : nullptr};
            if (sig == SIGKILL && group.oom_killed()) {
                // The cgroup's memory limit: the kernel killed it.
                out.reason = wire::stop_reason::memory;
                out.measured = group.peak_mib();
                out.limit = group.limit_mib();
            } else if (sig == SIGXCPU) {
                out.reason = wire::stop_reason::cpu;
                out.limit = static_cast<std::int64_t>(std::ceil(timeout_s)) + 2;
                out.measured = out.limit;
            } else if (sig == SIGSYS) {
                out.reason = wire::stop_reason::violation;  // seccomp
            } else {
                out.exit_code = 128 + sig;  // a crash: shell convention, no stop reason
            }
        }
    }
    // The harness could not load seccomp (its exit 3, after its start line).
    if (out.exit_code == 3 && (out.started || out.warm) && lease) out.sandbox_failed = true;
    // A write that hit the tmpfs limits fails inside the snippet (ENOSPC); name the budget.
    if (out.exit_code && *out.exit_code != 0 && !out.reason) (void)over_budget(*dir, settings, out);
    if (out.exit_code == 0) {
        auto csv = collect_csv(dir->fd(), "out.csv", wire::max_csv_bytes);
        if (csv) {
            out.csv_text = std::move(*csv);
        } else {
            out.reason = wire::stop_reason::output_rejected;
            out.measured = csv.error().measured;
            out.limit = csv.error().limit;
        }
    }
    if (!out.stuck) pidfd->close(ignored);
    co_return out;
}

}  // namespace

asio::awaitable<run_outcome> execute_warm(executor_settings settings, std::shared_ptr<standby_child> child,
                                          std::string source, double timeout_s,
                                          std::shared_ptr<common::one_shot_signal> cancel,
                                          std::shared_ptr<stuck_counter> stuck) {
    run_outcome out;
    out.warm = true;
    if (!child->dir || !child->dir->write_file("snippet.py", source)) {
        out.io_failure = true;
        co_return out;
    }
    const auto started = clock::now();
    static constexpr char go[] = "go\n";
    if (::write(child->job.get(), go, sizeof go - 1) != static_cast<ssize_t>(sizeof go - 1)) {
        out.launch_failed = true;
        out.reason = wire::stop_reason::launcher;
        co_return out;
    }
    child->job.reset();
    supervised run;
    run.pid = child->pid;
    run.pidfd = std::move(child->pidfd);
    run.out = std::move(child->out);
    run.err = std::move(child->err);
    run.note = child->exit;
    run.started = started;
    run_dir* dir = &*child->dir;
    sandbox::run_lease* lease = child->lease ? &*child->lease : nullptr;
    run_outcome result = co_await supervise(std::move(settings), std::move(run), dir, lease, timeout_s,
                                            std::move(cancel), std::move(stuck));
    co_return result;
}

standby_child::~standby_child() {
    // Never used (or its job failed to start): it must not outlive its owner.
    if (pidfd) ::syscall(SYS_pidfd_send_signal, pidfd.get(), SIGKILL, nullptr, 0);
}

}  // namespace anyplot::renderer
