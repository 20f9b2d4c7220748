#include "renderer/run/executor.hpp"

#include "common/log.hpp"
#include "common/spawn.hpp"
#include "common/utf8.hpp"
#include "renderer/run/collector.hpp"
#include "renderer/run/run_dir.hpp"
#include "wire/harness_contract.hpp"
#include "wire/limits.hpp"

#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <cmath>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;
using clock = std::chrono::steady_clock;

namespace {

// The harness's first line on stdout (harness_contract.json), the sign that it started.
constexpr std::string_view start_line = wire::harness_contract::start_line;

// What the concurrent pieces of one run share.
struct run_state {
    explicit run_state(const asio::any_io_executor& ex) : wake(ex) {}
    asio::steady_timer wake;  // the watchdog sleeps on it; exit and cancel cut the sleep short
    bool exited = false;
    int wait_status = 0;
    double cpu_s = 0;         // from the reaper (wait4 here, the zygote for a warm child)
    std::string stdout_head;  // the first bytes only: enough to see the start line
    std::string stderr_ring;  // the last stderr_keep bytes
    std::string checklist;    // the sandbox launcher's status lines (ours, not the snippet's)
    int open_streams = 2;
    std::uint64_t output_bytes = 0;  // stdout and stderr together, as drained
    std::uint64_t output_cap = 0;
    bool flooded = false;            // output_bytes went past output_cap
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
        if (kind != stream_kind::checklist) {
            st->output_bytes += n;
            if (!st->flooded && st->output_bytes > st->output_cap) {
                st->flooded = true;
                st->wake.cancel();  // the watchdog stops it now, not at its next tick
            }
        }
        if (kind == stream_kind::out) {
            // stdout belongs to the snippet too: only its first line can be ours, the rest is discarded.
            if (st->stdout_head.size() < start_line.size()) {
                st->stdout_head.append(chunk.data(), std::min(n, start_line.size() - st->stdout_head.size()));
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

double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

asio::awaitable<void> watch_exit(std::shared_ptr<asio::posix::stream_descriptor> pidfd, std::shared_ptr<run_state> st,
                                 pid_t pid) {
    error_code ec;
    co_await pidfd->async_wait(asio::posix::stream_descriptor::wait_read, asio::redirect_error(asio::use_awaitable, ec));
    if (ec) co_return;  // descriptor closed: someone else took over
    int status = 0;
    rusage usage{};
    // The launcher's usage includes the interpreter's: it reaped it before mirroring its end.
    if (::wait4(pid, &status, 0, &usage) == pid) {
        st->wait_status = status;
        st->cpu_s = seconds(usage.ru_utime) + seconds(usage.ru_stime);
        st->exited = true;
    }
    st->wake.cancel();
}

// A warm child is the zygote's child: the zygote reaps it and reports its wait status and CPU.
void watch_note(const std::shared_ptr<exit_note>& note, const std::shared_ptr<run_state>& st) {
    note->done.on_fire([note, st] {
        st->wait_status = note->known ? note->wait_status : SIGKILL;  // lost with its zygote: killed
        st->cpu_s = note->cpu_s;
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

// The run directory against the disk and file budgets.
std::optional<stop> over_budget(const run_dir& dir, const executor_settings& settings) {
    const auto usage = measure_tree(dir.fd(), settings.max_depth, settings.max_entries);
    if (usage.bytes > settings.disk_budget_bytes) {
        return stop{wire::stop_reason::disk_budget, static_cast<std::int64_t>(usage.bytes),
                    static_cast<std::int64_t>(settings.disk_budget_bytes)};
    }
    if (usage.entries > settings.max_entries) {
        return stop{wire::stop_reason::file_budget, static_cast<std::int64_t>(usage.entries),
                    static_cast<std::int64_t>(settings.max_entries)};
    }
    if (usage.too_deep) {
        // Named by the bound it broke: a directory deeper than max_depth levels (the walk does
        // not enter it, so the figure is the first level past the bound).
        return stop{wire::stop_reason::file_budget, settings.max_depth + 1, settings.max_depth};
    }
    return std::nullopt;
}

stop flood_stop(const run_state& st) {
    return stop{wire::stop_reason::output_flood, static_cast<std::int64_t>(st.output_bytes),
                static_cast<std::int64_t>(st.output_cap)};
}

// A started interpreter, cold or warm, for the watchdog.
struct supervised {
    pid_t pid = -1;  // cold: also its process group
    common::process::unique_fd pidfd;
    common::process::unique_fd out;
    common::process::unique_fd err;
    common::process::unique_fd checklist;  // cold only: the launcher's status lines
    std::shared_ptr<exit_note> note;       // warm only: the zygote reports the exit
    clock::time_point started;
    double cpu_limit_s = 0;
};

asio::awaitable<run_outcome> supervise(executor_settings settings, supervised run, run_dir* dir,
                                       sandbox::run_lease* lease, double timeout_s,
                                       std::shared_ptr<common::one_shot_signal> cancel,
                                       std::shared_ptr<stuck_counter> stuck);

run_outcome not_run(run_facts::setup why, bool warm) {
    run_facts f;
    f.before = why;
    run_outcome out;
    out.verdict = classify(f);
    out.warm = warm;
    return out;
}

// Each cold run's cgroup is named after it; names only need to be unique within this daemon.
std::string next_run_name() {
    static std::uint64_t runs = 0;
    return "run-" + std::to_string(++runs);
}

}  // namespace

double cpu_limit_s(double timeout_s) { return std::ceil(timeout_s) + 2; }

std::vector<std::string> interpreter_env(const executor_settings& s, const std::string& dir, double timeout_s) {
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
        "ANYPLOT_RLIMIT_CPU_S=" + std::to_string(static_cast<long>(cpu_limit_s(timeout_s))),
        // Twice the budget: the watchdog reports disk_budget first; the rlimit is the hard backstop.
        "ANYPLOT_RLIMIT_FSIZE_MB=" + std::to_string(std::max<std::uint64_t>(1, s.disk_budget_bytes >> 19)),
        "ANYPLOT_RLIMIT_NOFILE=64",
    };
}

asio::awaitable<run_outcome> execute(executor_settings settings, std::string source, double timeout_s,
                                     std::shared_ptr<common::one_shot_signal> cancel,
                                     std::shared_ptr<stuck_counter> stuck) {
    // The kernel layers: a dedicated uid, the run's tmpfs and cgroup, the launcher's checklist.
    std::string sandbox_error;
    std::optional<sandbox::run_lease> lease =
        settings.sandbox != nullptr ? settings.sandbox->prepare(next_run_name(), sandbox_error) : std::nullopt;
    if (!lease) {
        common::log::error("sandbox_prepare_failed", {{"detail", sandbox_error}});
        co_return not_run(run_facts::setup::sandbox, false);
    }
    sandbox::plan& p = lease->the_plan();
    std::optional<run_dir> dir = p.namespaces ? run_dir::on_mount(lease->work_mount()) : run_dir::create(settings.run_root);
    if (!dir) co_return not_run(run_facts::setup::io, false);
    if (!p.namespaces && lease->work_mount() >= 0 && !dir->attach(lease->work_mount())) {
        co_return not_run(run_facts::setup::sandbox, false);
    }
    if (!dir->write_file("snippet.py", source)) co_return not_run(run_facts::setup::io, false);
    if (!p.namespaces) p.work = dir->path();
    p.exec = {settings.python, "-I", sandbox::inside_harness(p), "--data", "snippet.py", "--out", "out.csv"};
    std::vector<std::pair<int, int>> fds;
    if (settings.sandbox->active(sandbox::layer::seccomp)) {
        p.exec.insert(p.exec.end(), {"--seccomp-fd", std::to_string(sandbox::policy_fd)});
        fds.emplace_back(settings.sandbox->policy_fd(), sandbox::policy_fd);
    }
    if (p.namespaces) fds.emplace_back(lease->work_mount(), sandbox::work_fd);
    if (!settings.guard) p.exec.emplace_back("--no-guard");
    int status_pipe[2];
    if (::pipe2(status_pipe, O_CLOEXEC) != 0) co_return not_run(run_facts::setup::launch, false);
    common::process::unique_fd checklist_read(status_pipe[0]);
    common::process::unique_fd checklist_write(status_pipe[1]);
    fds.emplace_back(checklist_write.get(), sandbox::status_fd);

    const auto started = clock::now();
    auto child = settings.sandbox->launch(p, std::move(fds), interpreter_env(settings, sandbox::inside_work(p), timeout_s));
    checklist_write.reset();  // only the launcher holds the write end now
    if (!child) co_return not_run(run_facts::setup::launch, false);
    supervised run;
    run.pid = child->pid;
    run.pidfd = std::move(child->pidfd);
    run.out = std::move(child->out);
    run.err = std::move(child->err);
    run.checklist = std::move(checklist_read);
    run.started = started;
    run.cpu_limit_s = cpu_limit_s(timeout_s);
    run_dir* dir_ptr = &*dir;
    sandbox::run_lease* lease_ptr = &*lease;
    run_outcome result = co_await supervise(std::move(settings), std::move(run), dir_ptr, lease_ptr, timeout_s,
                                            std::move(cancel), std::move(stuck));
    co_return result;
}

namespace {

// The descriptors of one supervised run, on the I/O thread.
struct run_streams {
    std::shared_ptr<asio::posix::stream_descriptor> pidfd;
    std::shared_ptr<asio::posix::stream_descriptor> out;
    std::shared_ptr<asio::posix::stream_descriptor> err;
    std::shared_ptr<asio::posix::stream_descriptor> checklist;  // cold only
};

// Starts draining stdout, stderr and the launcher's status lines, and watching for the exit
// (the zygote's note for a warm child). Each wakes the watchdog when it ends.
run_streams watch_run(const asio::any_io_executor& executor, supervised& run, const std::shared_ptr<run_state>& st,
                      const executor_settings& settings) {
    run_streams s;
    s.pidfd = std::make_shared<asio::posix::stream_descriptor>(executor, run.pidfd.release());
    s.out = std::make_shared<asio::posix::stream_descriptor>(executor, run.out.release());
    s.err = std::make_shared<asio::posix::stream_descriptor>(executor, run.err.release());
    common::spawn(executor, drain(s.out, st, stream_kind::out, 0), "run_stdout");
    common::spawn(executor, drain(s.err, st, stream_kind::err, settings.stderr_keep), "run_stderr");
    if (run.checklist) {
        ::fcntl(run.checklist.get(), F_SETFL, O_NONBLOCK);
        s.checklist = std::make_shared<asio::posix::stream_descriptor>(executor, run.checklist.release());
        ++st->open_streams;
        common::spawn(executor, drain(s.checklist, st, stream_kind::checklist, 0), "run_checklist");
    }
    if (run.note) {
        watch_note(run.note, st);
    } else {
        common::spawn(executor, watch_exit(s.pidfd, st, run.pid), "run_exit");
    }
    return s;
}

// The first limit a running snippet is past, in the order the watchdog names them.
std::optional<stop> broken_limit(const run_state& st, const run_dir& dir, const executor_settings& settings,
                                 clock::time_point deadline, double timeout_s) {
    if (st.flooded) return flood_stop(st);
    if (clock::now() >= deadline) {
        const auto seconds_limit = static_cast<std::int64_t>(std::ceil(timeout_s));
        return stop{wire::stop_reason::timeout, seconds_limit, seconds_limit};
    }
    if (auto budget = over_budget(dir, settings)) return budget;
    if (const auto avail = mem_available_mb(); avail && *avail < settings.kill_floor_mb) {
        return stop{wire::stop_reason::memory, *avail, settings.kill_floor_mb};
    }
    return std::nullopt;
}

// Why the watchdog stopped watching: the run exited (neither set), was cancelled, or broke a limit.
struct watch_end {
    bool cancelled = false;
    std::optional<stop> limit;
};

// Every tick (sooner on exit, cancel or flood) until the run exits or must be stopped.
asio::awaitable<watch_end> watchdog(std::shared_ptr<run_state> st, std::shared_ptr<common::one_shot_signal> cancel,
                                    const executor_settings* settings, run_dir* dir, clock::time_point deadline,
                                    double timeout_s) {
    const common::scoped_listener woken(cancel, [st] { st->wake.cancel(); });
    watch_end end;
    while (!st->exited) {
        st->wake.expires_after(settings->tick);
        error_code ec;
        co_await st->wake.async_wait(asio::redirect_error(asio::use_awaitable, ec));
        if (st->exited) break;
        if (cancel->fired()) {
            end.cancelled = true;
            break;
        }
        end.limit = broken_limit(*st, *dir, *settings, deadline, timeout_s);
        if (end.limit) break;
    }
    co_return end;
}

// Always kill the whole process group (a warm child: the process) and the run's cgroup, even
// after a normal exit: nothing the snippet started may outlive its run.
void kill_run(const supervised& run, const run_streams& streams, sandbox::run_lease* lease) {
    if (run.note) {
        ::syscall(SYS_pidfd_send_signal, streams.pidfd->native_handle(), SIGKILL, nullptr, 0);
    } else {
        ::kill(-run.pid, SIGKILL);
    }
    if (lease && lease->cgroup() != nullptr) lease->cgroup()->kill_all();
}

bool has_exited(const run_state& st) { return st.exited; }
bool pipes_closed(const run_state& st) { return st.open_streams <= 0; }

// Tick by tick until `done` holds or `until` passes.
asio::awaitable<void> settle(std::shared_ptr<run_state> st, std::chrono::milliseconds tick, clock::time_point until,
                             bool (*done)(const run_state&)) {
    while (!done(*st) && clock::now() < until) {
        st->wake.expires_after(tick);
        error_code ec;
        co_await st->wake.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
}

// A run that survived SIGKILL: counted stuck, keeps its uid, watched in the background.
void leave_stuck(const asio::any_io_executor& executor, const supervised& run, const run_streams& streams,
                 sandbox::run_lease* lease, const std::shared_ptr<stuck_counter>& stuck) {
    ++stuck->count;
    if (lease) lease->keep_uid();
    common::spawn(executor, linger(streams.pidfd, run.note ? -1 : run.pid, stuck), "run_linger");
}

void close_pipes(const run_streams& streams) {
    error_code ignored;
    streams.out->close(ignored);
    streams.err->close(ignored);
    if (streams.checklist) streams.checklist->close(ignored);
}

// The launcher's status lines (a cold run's): whether a step failed.
bool checklist_failed(const std::string& lines) {
    const auto report = sandbox::parse_status(lines);
    if (report.ok()) return false;
    // Step names and errno only: nothing here comes from the snippet.
    common::log::error("sandbox_step_failed",
                       {{"step", report.failed_name()}, {"errno", static_cast<std::int64_t>(report.failed_errno)}});
    return true;
}

// What a run that ended by itself leaves as evidence: its status, CPU, the cgroup's OOM record
// and the run directory against the budgets.
void add_exit_facts(run_facts& facts, const run_state& st, const sandbox::run_lease* lease, const run_dir& dir,
                    const executor_settings& settings) {
    facts.wait_status = st.wait_status;
    facts.cpu_s = st.cpu_s;
    // The cgroup's OOM record matters only for a process the kernel killed.
    const auto* group = lease ? lease->cgroup() : nullptr;
    if (group != nullptr && WIFSIGNALED(st.wait_status)) {
        facts.oom_killed = group->oom_killed();
        facts.peak_mib = group->peak_memory_bytes() >> 20;
        facts.memory_limit_mib = group->memory_limit_bytes() >> 20;
    }
    facts.budget_after_exit = over_budget(dir, settings);
    // A flood that ended with the process (it exited before the watchdog's turn).
    if (!facts.budget_after_exit && st.flooded) facts.budget_after_exit = flood_stop(st);
}

// The table of a clean exit (or why it was refused), and the harness's over-caps record.
void collect(run_outcome& out, const run_dir& dir) {
    if (out.verdict.clean_exit()) {
        auto csv = collect_csv(dir.fd(), "out.csv", csv_caps{});
        if (csv) {
            out.csv_text = std::move(*csv);
        } else {
            out.verdict.stopped = stop{wire::stop_reason::output_rejected, csv.error().measured, csv.error().limit};
            if (csv.error().cap) out.over_cap = csv.error();
        }
    } else if (out.verdict.end == run_end::answered && !out.verdict.stopped &&
               out.verdict.exit_code == static_cast<int>(wire::harness_exit::over_caps)) {
        out.over_cap = read_over_caps(dir.fd(), "out.csv", csv_caps{});
    }
}

// Watchdog → kill → wait for the end → drain → checklist → facts → verdict → collection.
asio::awaitable<run_outcome> supervise(executor_settings settings, supervised run, run_dir* dir,
                                       sandbox::run_lease* lease, double timeout_s,
                                       std::shared_ptr<common::one_shot_signal> cancel,
                                       std::shared_ptr<stuck_counter> stuck) {
    auto executor = co_await asio::this_coro::executor;
    auto st = std::make_shared<run_state>(executor);
    st->output_cap = settings.max_output_bytes;
    const run_streams streams = watch_run(executor, run, st, settings);
    const auto deadline =
        run.started + std::chrono::duration_cast<clock::duration>(std::chrono::duration<double>(timeout_s));
    const executor_settings* limits = &settings;
    const watch_end watched = co_await watchdog(st, cancel, limits, dir, deadline, timeout_s);
    const bool exited_by_itself = st->exited;

    kill_run(run, streams, lease);
    const auto kill_deadline = clock::now() + settings.kill_wait;
    co_await settle(st, settings.tick, kill_deadline, has_exited);
    run_facts facts;
    facts.sandboxed = lease != nullptr;
    facts.warm = run.note != nullptr;
    facts.cpu_limit_s = run.cpu_limit_s;
    facts.cancelled = watched.cancelled;
    facts.watchdog = watched.limit;
    facts.survived_kill = !st->exited;
    run_outcome out;
    out.warm = facts.warm;
    out.wall_s = std::chrono::duration<double>(clock::now() - run.started).count();
    out.stuck = facts.survived_kill;
    if (out.stuck) leave_stuck(executor, run, streams, lease, stuck);
    // Give the pipes a moment to reach EOF; a holder that escaped the group cannot keep us here.
    const auto drain_deadline = clock::now() + std::chrono::milliseconds(500);
    co_await settle(st, settings.tick, drain_deadline, pipes_closed);
    close_pipes(streams);

    if (lease && !run.note) facts.checklist_failed = checklist_failed(st->checklist);
    facts.started = st->stdout_head.rfind(start_line, 0) == 0;
    if (exited_by_itself) add_exit_facts(facts, *st, lease, *dir, settings);
    out.verdict = classify(facts);
    out.stderr_tail = std::string(common::utf8::tail_chars(common::utf8::sanitize(st->stderr_ring),
                                                           wire::max_stderr_tail_chars));
    collect(out, *dir);
    error_code ignored;
    if (!out.stuck) streams.pidfd->close(ignored);
    co_return out;
}

}  // namespace

asio::awaitable<run_outcome> execute_warm(executor_settings settings, std::shared_ptr<standby_child> child,
                                          std::string source, double timeout_s,
                                          std::shared_ptr<common::one_shot_signal> cancel,
                                          std::shared_ptr<stuck_counter> stuck) {
    if (!child->dir || !child->dir->write_file("snippet.py", source)) co_return not_run(run_facts::setup::io, true);
    const auto started = clock::now();
    const std::string& go = child->go;  // the protocol's token (zygote_protocol.json)
    if (go.empty() || ::write(child->job.get(), go.data(), go.size()) != static_cast<ssize_t>(go.size())) {
        co_return not_run(run_facts::setup::launch, true);
    }
    child->job.reset();
    supervised run;
    run.pid = child->pid;
    run.pidfd = std::move(child->pidfd);
    run.out = std::move(child->out);
    run.err = std::move(child->err);
    run.note = child->exit;
    run.started = started;
    run.cpu_limit_s = child->cpu_limit_s;
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
