#include "renderer/zygote/pool.hpp"

#include "common/log.hpp"
#include "renderer/run/launcher.hpp"
#include "renderer/sandbox/checklist.hpp"
#include "renderer/sandbox/plan.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <deque>
#include <fstream>
#include <map>
#include <sstream>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;
using common::process::unique_fd;
using clock = std::chrono::steady_clock;

namespace {

constexpr int control_fd_in_child = 6;
constexpr std::string_view standby_ready = "anyplot-standby: ready\n";

}  // namespace

// Shared by the pool object and its coroutines, so a coroutine that outlives the pool is harmless.
struct zygote_state {
    zygote_state(asio::any_io_executor ex, zygote_settings s, sandbox::host& h)
        : executor(ex), settings(std::move(s)), host(h), refill_wake(ex) {}

    asio::any_io_executor executor;
    zygote_settings settings;
    sandbox::host& host;
    bool stopped = false;

    // The running zygote.
    bool alive = false;
    int generation = 0;
    pid_t launcher_pid = -1;  // the sandbox launcher, our child (its pid is the zygote's group)
    pid_t zygote_pid = -1;    // the zygote itself, pid 1 of its namespace, as we see it
    std::shared_ptr<asio::posix::stream_descriptor> control;
    std::optional<sandbox::run_lease> lease;
    std::optional<run_dir> dir;

    // Standby children.
    std::deque<std::shared_ptr<standby_child>> ready;
    std::size_t warming = 0;
    std::map<std::string, std::shared_ptr<exit_note>> exits;  // id → note, until the zygote reports
    std::map<std::string, int> spawned;                        // id → pid in the zygote's namespace
    std::map<std::string, std::shared_ptr<asio::steady_timer>> spawn_waiters;
    asio::steady_timer refill_wake;
    std::uint64_t next_id = 1;
    int starts = 0;
    std::shared_ptr<std::string> stderr_tail;  // the zygote's own (trusted) diagnostics
    // Moving a process into a cgroup (v1) waits for an RCU grace period: ~10-15 ms here. It runs
    // on this thread so the I/O thread keeps serving the run in flight.
    asio::thread_pool blocking{1};
};

namespace {

void wake_refill(const std::shared_ptr<zygote_state>& s) { s->refill_wake.cancel(); }

// The child's pid as we see it, from its pid inside the zygote's namespace: the zygote's
// children, each checked by the last NSpid field.
pid_t outside_pid(pid_t zygote, int inside) {
    std::ifstream kids("/proc/" + std::to_string(zygote) + "/task/" + std::to_string(zygote) + "/children");
    pid_t candidate = 0;
    while (kids >> candidate) {
        std::ifstream status("/proc/" + std::to_string(candidate) + "/status");
        std::string line;
        while (std::getline(status, line)) {
            if (line.rfind("NSpid:", 0) != 0) continue;
            std::istringstream fields(line.substr(6));
            int value = 0;
            int last = -1;
            while (fields >> value) last = value;
            if (last == inside) return candidate;
        }
    }
    return -1;
}

bool send_with_fds(int socket, const std::string& text, const std::vector<int>& fds) {
    msghdr msg{};
    iovec iov{const_cast<char*>(text.data()), text.size()};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    std::vector<char> control(CMSG_SPACE(sizeof(int) * fds.size()));
    if (!fds.empty()) {
        msg.msg_control = control.data();
        msg.msg_controllen = control.size();
        cmsghdr* c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int) * fds.size());
        std::memcpy(CMSG_DATA(c), fds.data(), sizeof(int) * fds.size());
    }
    return ::sendmsg(socket, &msg, MSG_NOSIGNAL | MSG_DONTWAIT) == static_cast<ssize_t>(text.size());
}

void zygote_lost(const std::shared_ptr<zygote_state>& s, const char* why) {
    if (!s->alive && s->launcher_pid < 0) return;
    common::log::warn("zygote_lost", {{"why", why},
                                      {"ready_dropped", static_cast<std::int64_t>(s->ready.size())},
                                      {"stderr_tail", s->stderr_tail ? *s->stderr_tail : std::string()}});
    s->alive = false;
    ++s->generation;
    if (s->control) {
        error_code ignored;
        s->control->close(ignored);
        s->control.reset();
    }
    if (s->launcher_pid > 0) {
        ::kill(-s->launcher_pid, SIGKILL);
        ::waitpid(s->launcher_pid, nullptr, 0);
        s->launcher_pid = -1;
    }
    // Its children died with its pid namespace.
    auto exits = std::move(s->exits);
    s->exits.clear();
    for (auto& [id, note] : exits) note->done.fire();
    s->ready.clear();
    for (auto& [id, timer] : s->spawn_waiters) timer->cancel();
    s->lease.reset();
    s->dir.reset();
    wake_refill(s);
}

void dispatch(const std::shared_ptr<zygote_state>& s, const std::string& text) {
    std::istringstream in(text);
    std::string kind, id;
    in >> kind >> id;
    if (kind == "spawned") {
        int pid = -1;
        in >> pid;
        s->spawned[id] = pid;
        if (auto it = s->spawn_waiters.find(id); it != s->spawn_waiters.end()) it->second->cancel();
    } else if (kind == "exited") {
        int status = 0;
        in >> status;
        if (auto it = s->exits.find(id); it != s->exits.end()) {
            auto note = it->second;
            s->exits.erase(it);
            note->wait_status = status;
            note->known = true;
            note->done.fire();
        }
    }
}

asio::awaitable<void> read_control(std::shared_ptr<zygote_state> s, std::shared_ptr<asio::posix::stream_descriptor> control,
                                   int generation) {
    char buf[512];
    for (;;) {
        error_code ec;
        co_await control->async_wait(asio::posix::stream_descriptor::wait_read,
                                     asio::redirect_error(asio::use_awaitable, ec));
        if (ec || s->generation != generation) co_return;
        for (;;) {
            const ssize_t n = ::recv(control->native_handle(), buf, sizeof buf, MSG_DONTWAIT);
            if (n < 0 && (errno == EAGAIN || errno == EINTR)) break;
            if (n <= 0) {
                zygote_lost(s, "control channel closed");
                co_return;
            }
            dispatch(s, std::string(buf, static_cast<std::size_t>(n)));
        }
    }
}

// Reads and drops what a descriptor carries (the zygote's own stdout/stderr: trusted, unused).
// The zygote's stderr is ours (it never runs a snippet): its last lines go to the log when it dies.
asio::awaitable<void> discard(std::shared_ptr<asio::posix::stream_descriptor> stream, std::shared_ptr<std::string> tail) {
    std::array<char, 4096> chunk{};
    for (;;) {
        error_code ec;
        const std::size_t n =
            co_await stream->async_read_some(asio::buffer(chunk), asio::redirect_error(asio::use_awaitable, ec));
        if (ec) co_return;
        if (tail) {
            tail->append(chunk.data(), n);
            if (tail->size() > 600) tail->erase(0, tail->size() - 600);
        }
    }
}

asio::awaitable<void> sleep_for(asio::steady_timer& timer, std::chrono::milliseconds d) {
    timer.expires_after(d);
    error_code ec;
    co_await timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
}

// Starts the zygote and waits for its "zygote ready". Leaves s->alive set on success.
asio::awaitable<void> start_zygote(std::shared_ptr<zygote_state> s) {
    auto dir = run_dir::create(s->settings.run_root);
    if (!dir) co_return;
    std::string error;
    auto lease = s->host.prepare_zygote(dir->path(), error);
    if (!lease) {
        common::log::error("zygote_unavailable", {{"detail", error}});
        co_return;
    }
    sandbox::plan& p = lease->the_plan();
    p.exec = {s->settings.python, "-I", sandbox::inside_harness(p), "--zygote", "--control-fd",
              std::to_string(control_fd_in_child)};
    launch_spec spec;
    if (s->host.active("seccomp")) {
        p.exec.insert(p.exec.end(), {"--seccomp-fd", std::to_string(sandbox::policy_fd)});
        spec.fds.emplace_back(s->host.policy_fd(), sandbox::policy_fd);
    }
    int pair[2];
    int status_pipe[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) co_return;
    unique_fd ours(pair[0]), theirs(pair[1]);
    if (::pipe2(status_pipe, O_CLOEXEC) != 0) co_return;
    unique_fd status_read(status_pipe[0]), status_write(status_pipe[1]);
    spec.fds.emplace_back(theirs.get(), control_fd_in_child);
    spec.fds.emplace_back(status_write.get(), sandbox::status_fd);
    spec.argv = s->host.launcher_argv(p);
    spec.env = s->settings.env;
    spec.cwd = dir->path();
    auto child = launch(spec);
    theirs.reset();
    status_write.reset();
    if (!child) {
        common::log::error("zygote_launch_failed", {{"errno", static_cast<std::int64_t>(child.error())}});
        co_return;
    }
    ++s->starts;
    s->launcher_pid = child->pid;
    auto out = std::make_shared<asio::posix::stream_descriptor>(s->executor, child->out.release());
    auto err = std::make_shared<asio::posix::stream_descriptor>(s->executor, child->err.release());
    s->stderr_tail = std::make_shared<std::string>();
    asio::co_spawn(s->executor, discard(out, nullptr), asio::detached);
    asio::co_spawn(s->executor, discard(err, s->stderr_tail), asio::detached);

    // The checklist (up to the exec), then "zygote ready" on the control channel.
    ::fcntl(status_read.get(), F_SETFL, O_NONBLOCK);
    auto status = std::make_shared<asio::posix::stream_descriptor>(s->executor, status_read.release());
    std::string lines;
    const auto deadline = clock::now() + s->settings.start_timeout;
    std::array<char, 512> chunk{};
    for (;;) {
        error_code ec;
        const std::size_t n =
            co_await status->async_read_some(asio::buffer(chunk), asio::redirect_error(asio::use_awaitable, ec));
        if (ec) break;
        lines.append(chunk.data(), n);
    }
    const auto report = sandbox::parse_status(lines);
    if (!report.ok() || report.inner_pid <= 0) {
        common::log::error("zygote_sandbox_failed",
                           {{"step", report.failed_step.value_or("pid")},
                            {"errno", static_cast<std::int64_t>(report.failed_errno)}});
        zygote_lost(s, "sandbox checklist failed");
        co_return;
    }
    s->zygote_pid = report.inner_pid;
    ::fcntl(ours.get(), F_SETFL, O_NONBLOCK);
    auto control = std::make_shared<asio::posix::stream_descriptor>(s->executor, ours.release());
    asio::steady_timer timeout(s->executor);
    timeout.expires_at(deadline);
    timeout.async_wait([control](const error_code& e) {
        if (!e) control->cancel();
    });
    error_code ec;
    co_await control->async_wait(asio::posix::stream_descriptor::wait_read, asio::redirect_error(asio::use_awaitable, ec));
    timeout.cancel();
    char buf[64];
    const ssize_t n = ec ? -1 : ::recv(control->native_handle(), buf, sizeof buf, MSG_DONTWAIT);
    if (n <= 0 || std::string_view(buf, static_cast<std::size_t>(n)) != "zygote ready") {
        zygote_lost(s, "no ready message");
        co_return;
    }
    s->control = control;
    s->lease.reset();
    s->lease.emplace(std::move(*lease));
    s->dir.reset();
    s->dir.emplace(std::move(*dir));
    s->alive = true;
    common::log::info("zygote_ready", {{"starts", static_cast<std::int64_t>(s->starts)}});
    asio::co_spawn(s->executor, read_control(s, control, s->generation), asio::detached);
}

// Reads `fd` until `line` arrived (exactly that, first) or the deadline passed.
asio::awaitable<bool> await_line(std::shared_ptr<asio::posix::stream_descriptor> stream, std::string_view line,
                                 clock::time_point deadline) {
    auto executor = stream->get_executor();
    asio::steady_timer timeout(executor);
    timeout.expires_at(deadline);
    timeout.async_wait([stream](const error_code& e) {
        if (!e) stream->cancel();
    });
    std::string got;
    while (got.size() < line.size()) {
        std::array<char, 64> chunk{};
        const std::size_t want = line.size() - got.size();
        error_code ec;
        const std::size_t n = co_await stream->async_read_some(asio::buffer(chunk.data(), std::min(want, chunk.size())),
                                                               asio::redirect_error(asio::use_awaitable, ec));
        if (ec) break;
        got.append(chunk.data(), n);
    }
    timeout.cancel();
    co_return got == line;
}

// Finds the child's pid, opens its pidfd, moves it into its own cgroup before it touches
// anything (its pages are charged there) and lets it go on. Blocking: runs off the I/O thread.
bool place(standby_child& child, pid_t zygote, int inside_pid) {
    child.pid = outside_pid(zygote, inside_pid);
    const int pidfd = child.pid > 0 ? static_cast<int>(::syscall(SYS_pidfd_open, child.pid, 0)) : -1;
    if (pidfd < 0) return false;  // closing the job pipe makes it exit
    child.pidfd = unique_fd(pidfd);
    if (const auto* group = child.lease->cgroup()) {
        for (const auto& procs : group->procs_files()) {
            std::ofstream f(procs);
            f << child.pid;
            f.flush();
            if (!f) return false;
        }
    }
    return ::write(child.job.get(), "p", 1) == 1;
}

asio::awaitable<void> spawn_one(std::shared_ptr<zygote_state> s) {
    const int generation = s->generation;
    auto child = std::make_shared<standby_child>();
    child->id = "s" + std::to_string(s->next_id++);
    auto dir = run_dir::create(s->settings.run_root);
    if (!dir) co_return;
    std::string error;
    auto lease = s->host.prepare(dir->path(), "standby-" + child->id, error);
    if (!lease || !dir->reopen()) {
        common::log::error("standby_prepare_failed", {{"detail", error}});
        co_return;
    }
    const uid_t inside = s->host.zygote_inside_id(lease->the_plan().uid);
    child->dir.emplace(std::move(*dir));
    child->lease.emplace(std::move(*lease));

    int job[2], out[2], err[2];
    if (::pipe2(job, O_CLOEXEC) != 0) co_return;
    unique_fd job_read(job[0]);
    child->job = unique_fd(job[1]);
    if (::pipe2(out, O_CLOEXEC) != 0) co_return;
    child->out = unique_fd(out[0]);
    unique_fd out_write(out[1]);
    if (::pipe2(err, O_CLOEXEC) != 0) co_return;
    child->err = unique_fd(err[0]);
    unique_fd err_write(err[1]);
    std::string tree;
    for (const auto& t : s->host.tree()) tree += (tree.empty() ? "" : ":") + t;
    const std::string message = "spawn " + child->id + " " + std::to_string(inside) + " " +
                                (s->settings.guard ? "1" : "0") + " " + tree;
    auto waiter = std::make_shared<asio::steady_timer>(s->executor);
    waiter->expires_after(s->settings.ready_timeout);
    s->spawn_waiters[child->id] = waiter;
    s->exits[child->id] = child->exit;
    if (!s->control ||
        !send_with_fds(s->control->native_handle(), message,
                       {child->dir->fd(), job_read.get(), out_write.get(), err_write.get()})) {
        s->spawn_waiters.erase(child->id);
        s->exits.erase(child->id);
        co_return;
    }
    job_read.reset();
    out_write.reset();
    err_write.reset();
    error_code ec;
    co_await waiter->async_wait(asio::redirect_error(asio::use_awaitable, ec));
    s->spawn_waiters.erase(child->id);
    const auto it = s->spawned.find(child->id);
    if (it == s->spawned.end() || s->generation != generation) {
        s->exits.erase(child->id);
        co_return;
    }
    const int inside_pid = it->second;
    s->spawned.erase(it);
    const pid_t zygote = s->zygote_pid;
    auto home = co_await asio::this_coro::executor;
    co_await asio::post(s->blocking.get_executor(), asio::use_awaitable);
    const bool placed = place(*child, zygote, inside_pid);
    co_await asio::post(home, asio::use_awaitable);
    if (!placed) {
        common::log::error("standby_placement_failed", {{"id", child->id}});
        s->exits.erase(child->id);
        co_return;
    }
    ::fcntl(child->out.get(), F_SETFL, O_NONBLOCK);
    ::fcntl(child->err.get(), F_SETFL, O_NONBLOCK);
    auto stream = std::make_shared<asio::posix::stream_descriptor>(s->executor, ::dup(child->out.get()));
    const bool ok = co_await await_line(stream, standby_ready, clock::now() + s->settings.ready_timeout);
    error_code ignored;
    stream->close(ignored);
    if (!ok || s->generation != generation || s->stopped) {
        // Nothing untrusted has run in it yet: its stderr is the harness's own diagnostic.
        char diag[400];
        const ssize_t n = ::read(child->err.get(), diag, sizeof diag);
        common::log::warn("standby_not_ready",
                          {{"id", child->id}, {"stderr", std::string(diag, n > 0 ? static_cast<std::size_t>(n) : 0)}});
        s->exits.erase(child->id);
        co_return;
    }
    s->ready.push_back(child);
}

asio::awaitable<void> keep_warm(std::shared_ptr<zygote_state> s) {
    auto backoff = std::chrono::milliseconds(250);
    while (!s->stopped) {
        if (!s->alive) {
            co_await start_zygote(s);
            if (!s->alive) {
                co_await sleep_for(s->refill_wake, backoff);
                backoff = std::min(backoff * 2, std::chrono::milliseconds(30000));
                continue;
            }
            backoff = std::chrono::milliseconds(250);
        }
        if (s->ready.size() < s->settings.standby) {
            const std::size_t before = s->ready.size();
            ++s->warming;
            co_await spawn_one(s);
            --s->warming;
            if (s->ready.size() <= before && s->alive) {
                // A child that did not come up: do not spin; the cold path serves meanwhile.
                co_await sleep_for(s->refill_wake, backoff);
                backoff = std::min(backoff * 2, std::chrono::milliseconds(30000));
            } else {
                backoff = std::chrono::milliseconds(250);
            }
            continue;
        }
        co_await sleep_for(s->refill_wake, std::chrono::seconds(5));
        // A ready child that died meanwhile (its zygote reported it) is dropped here.
        std::erase_if(s->ready, [](const std::shared_ptr<standby_child>& c) { return c->exit->done.fired(); });
    }
}

}  // namespace

zygote_pool::zygote_pool(asio::any_io_executor executor, zygote_settings settings, sandbox::host& host)
    : state_(std::make_shared<zygote_state>(executor, std::move(settings), host)) {}

zygote_pool::~zygote_pool() {
    state_->stopped = true;
    state_->ready.clear();
    zygote_lost(state_, "daemon stopping");
}

void zygote_pool::start() { asio::co_spawn(state_->executor, keep_warm(state_), asio::detached); }

std::shared_ptr<standby_child> zygote_pool::take() {
    auto& s = *state_;
    while (!s.ready.empty()) {
        auto child = s.ready.front();
        s.ready.pop_front();
        // The refill waits for refill(): forking and placing a child while this one runs would
        // cost the run in flight (two cores).
        if (!child->exit->done.fired()) return child;
    }
    wake_refill(state_);
    return nullptr;
}

void zygote_pool::refill() { wake_refill(state_); }

void zygote_pool::retire(std::shared_ptr<standby_child> child) {
    if (!child) return;
    // Its exit note may still hold the run's timers: those stay on this thread.
    child->exit.reset();
    // Killing its cgroup waits for the memory holder's teardown (~10 ms), unmounting for the
    // tmpfs: neither on the I/O thread.
    asio::post(state_->blocking, [child = std::move(child)]() mutable { child.reset(); });
}

bool zygote_pool::alive() const noexcept { return state_->alive; }
std::size_t zygote_pool::ready() const noexcept { return state_->ready.size(); }
int zygote_pool::starts() const noexcept { return state_->starts; }

}  // namespace anyplot::renderer
