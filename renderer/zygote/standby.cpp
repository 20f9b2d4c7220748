// One standby child: the daemon leases it a uid, a detached tmpfs and a cgroup, asks the zygote
// to fork it, moves it into its cgroup before it touches anything, waits for it to rehearse a
// run and lock itself down, and checks it from outside before it may take a job.
#include "common/log.hpp"
#include "common/process/proc.hpp"
#include "common/process/spawn.hpp"
#include "renderer/zygote/state.hpp"

#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <fstream>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;
using common::process::unique_fd;
using clock = std::chrono::steady_clock;

namespace {

// The child's pid as we see it, from its pid inside the zygote's namespace: the zygote's
// children, each checked by its NSpid field at the zygote's depth (the child itself is one level
// deeper too, pid 2 of a pid namespace of its own).
pid_t outside_pid(pid_t zygote, int inside) {
    const std::size_t depth = common::process::proc_status::read(zygote).numbers("NSpid").size();
    if (depth == 0) return -1;
    for (const pid_t candidate : common::process::children(zygote)) {
        const auto nspid = common::process::proc_status::read(candidate).numbers("NSpid");
        if (nspid.size() >= depth && nspid[depth - 1] == inside) return candidate;
    }
    return -1;
}

// Reads `stream` until `line` arrived (exactly that, first) or the deadline passed.
asio::awaitable<bool> await_line(std::shared_ptr<asio::posix::stream_descriptor> stream, std::string line,
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
bool place(standby_child& child, pid_t zygote, int inside_pid, const std::string& placed) {
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
    return ::write(child.job.get(), placed.data(), placed.size()) == static_cast<ssize_t>(placed.size());
}

// The child's own stderr before any job ran: the harness's diagnostic, trusted.
std::string early_stderr(int fd) {
    char diag[400];
    const ssize_t n = ::read(fd, diag, sizeof diag);
    return std::string(diag, n > 0 ? static_cast<std::size_t>(n) : 0);
}

}  // namespace

asio::awaitable<std::shared_ptr<standby_child>> spawn_one(std::shared_ptr<zygote_state> s, bool rehearse,
                                                          bool sample_memory) {
    const int generation = s->generation;
    const zygote_protocol& protocol = *s->protocol;
    auto child = std::make_shared<standby_child>();
    child->id = "s" + std::to_string(s->next_id++);
    child->cpu_limit_s = s->settings.cpu_limit_s;
    std::string error;
    auto lease = s->host.prepare("standby-" + child->id, error);
    auto dir = lease && lease->work_mount() >= 0 ? run_dir::on_mount(lease->work_mount()) : std::nullopt;
    if (!lease || !dir) {
        common::log::error("standby_prepare_failed", {{"detail", error}});
        co_return nullptr;
    }
    const uid_t outside_uid = lease->the_plan().uid;
    const uid_t inside = s->host.zygote_inside_id(outside_uid);
    child->dir.emplace(std::move(*dir));
    child->lease.emplace(std::move(*lease));

    int job[2], out[2], err[2];
    if (::pipe2(job, O_CLOEXEC) != 0) co_return nullptr;
    unique_fd job_read(job[0]);
    child->job = unique_fd(job[1]);
    if (::pipe2(out, O_CLOEXEC) != 0) co_return nullptr;
    child->out = unique_fd(out[0]);
    unique_fd out_write(out[1]);
    if (::pipe2(err, O_CLOEXEC) != 0) co_return nullptr;
    child->err = unique_fd(err[0]);
    unique_fd err_write(err[1]);
    std::string tree;
    for (const auto& t : s->host.tree()) tree += (tree.empty() ? "" : ":") + t;
    const auto message = protocol.encode("spawn", {{"id", child->id},
                                                   {"uid", std::to_string(inside)},
                                                   {"guard", s->settings.guard ? "1" : "0"},
                                                   {"tree", tree},
                                                   {"rehearse", rehearse ? "1" : "0"}});
    // The descriptors in the definition's order.
    std::vector<int> fds(protocol.fd_count("spawn"), -1);
    fds[static_cast<std::size_t>(protocol.fd_index("spawn", "work_mount"))] = child->lease->work_mount();
    fds[static_cast<std::size_t>(protocol.fd_index("spawn", "job"))] = job_read.get();
    fds[static_cast<std::size_t>(protocol.fd_index("spawn", "stdout"))] = out_write.get();
    fds[static_cast<std::size_t>(protocol.fd_index("spawn", "stderr"))] = err_write.get();
    auto waiter = std::make_shared<asio::steady_timer>(s->executor);
    waiter->expires_after(s->settings.ready_timeout);
    s->spawn_waiters[child->id] = waiter;
    s->exits[child->id] = child->exit;
    if (!message || !s->control || !send_with_fds(s->control->native_handle(), *message, fds)) {
        common::log::error("standby_spawn_unsent", {{"id", child->id}});
        s->spawn_waiters.erase(child->id);
        s->exits.erase(child->id);
        co_return nullptr;
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
        co_return nullptr;
    }
    const int inside_pid = it->second;
    s->spawned.erase(it);
    const pid_t zygote = s->zygote_pid;
    auto home = co_await asio::this_coro::executor;
    co_await asio::post(s->placing.get_executor(), asio::use_awaitable);
    child->go = protocol.token("go");
    const bool placed = place(*child, zygote, inside_pid, protocol.token("placed"));
    co_await asio::post(home, asio::use_awaitable);
    if (!placed) {
        common::log::error("standby_placement_failed", {{"id", child->id}});
        s->exits.erase(child->id);
        co_return nullptr;
    }
    ::fcntl(child->out.get(), F_SETFL, O_NONBLOCK);
    ::fcntl(child->err.get(), F_SETFL, O_NONBLOCK);
    auto stream = std::make_shared<asio::posix::stream_descriptor>(s->executor, ::dup(child->out.get()));
    const bool ok =
        co_await await_line(stream, protocol.token("standby_ready"), clock::now() + s->settings.ready_timeout);
    error_code ignored;
    stream->close(ignored);
    if (!ok || s->generation != generation || s->stopped) {
        common::log::warn("standby_not_ready", {{"id", child->id}, {"stderr", early_stderr(child->err.get())}});
        s->exits.erase(child->id);
        co_return nullptr;
    }
    // Locked down by its own account: now seen from outside, before it may take a job.
    co_await asio::post(s->placing.get_executor(), asio::use_awaitable);
    const std::string unconfined = s->host.check_standby(child->pid, outside_uid, s->zygote_pid);
    const auto private_bytes = sample_memory ? common::process::private_dirty_bytes(child->pid) : std::nullopt;
    co_await asio::post(home, asio::use_awaitable);
    if (private_bytes) s->child_private_bytes = *private_bytes;
    if (!unconfined.empty() && common::process::pidfd_exited(child->pidfd.get())) {
        // Gone before or while it was checked (its zygote was killed, taking the pid namespace
        // with it): the check could not read it, which says nothing about the lockdown. One child
        // fewer; the zygote's loss is seen on its control channel. (CI once found the daemon
        // warm-less for good after a zygote kill landed mid-check.)
        common::log::info("standby_gone", {{"id", child->id}});
        s->exits.erase(child->id);
        co_return nullptr;
    }
    if (!unconfined.empty()) {
        // A bug in the warm path's lockdown, not a passing fault: no warm run from here on.
        common::log::error("standby_not_confined", {{"id", child->id}, {"detail", unconfined}});
        s->unsafe = true;
        s->exits.erase(child->id);
        co_return nullptr;
    }
    if (s->generation != generation || s->stopped) {
        s->exits.erase(child->id);
        co_return nullptr;
    }
    co_return child;
}

}  // namespace anyplot::renderer
