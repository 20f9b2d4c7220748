// The zygote process: started through the sandbox launcher (its own namespaces, read-only root,
// cgroup, no_new_privs), then talked to over a SOCK_SEQPACKET control channel whose messages
// are defined once in renderer/harness/zygote_protocol.json.
#include "common/log.hpp"
#include "common/spawn.hpp"
#include "renderer/sandbox/checklist.hpp"
#include "renderer/sandbox/plan.hpp"
#include "renderer/zygote/state.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>

namespace anyplot::renderer {

namespace asio = boost::asio;
using boost::system::error_code;
using common::process::unique_fd;
using clock = std::chrono::steady_clock;

namespace {

constexpr int control_fd_in_child = 6;

template <class T>
bool number(const std::string& text, T& out) {
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

void dispatch(const std::shared_ptr<zygote_state>& s, std::string_view text) {
    const auto m = s->protocol->decode(text);
    if (!m) {
        common::log::warn("zygote_message_unknown", {{"bytes", static_cast<std::int64_t>(text.size())}});
        return;
    }
    const std::string& id = m->fields.count("id") ? m->fields.at("id") : std::string();
    if (m->kind == "spawned") {
        int pid = -1;
        if (!number(m->fields.at("pid"), pid)) return;
        s->spawned[id] = pid;
        if (auto it = s->spawn_waiters.find(id); it != s->spawn_waiters.end()) it->second->cancel();
    } else if (m->kind == "exited") {
        int status = 0;
        long long cpu_us = 0;
        if (!number(m->fields.at("wait_status"), status) || !number(m->fields.at("cpu_us"), cpu_us)) return;
        if (auto it = s->exits.find(id); it != s->exits.end()) {
            auto note = it->second;
            s->exits.erase(it);
            note->wait_status = status;
            note->cpu_s = static_cast<double>(cpu_us) / 1e6;
            note->known = true;
            note->done.fire();
        }
    }
}

asio::awaitable<void> read_control(std::shared_ptr<zygote_state> s,
                                   std::shared_ptr<asio::posix::stream_descriptor> control, int generation) {
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
            dispatch(s, std::string_view(buf, static_cast<std::size_t>(n)));
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

// The directory harness.py is in: the protocol definition travels with it.
std::string protocol_path(const std::string& harness) {
    return harness.substr(0, harness.find_last_of('/') + 1) + "zygote_protocol.json";
}

}  // namespace

void wake_refill(const std::shared_ptr<zygote_state>& s) { s->refill_wake.cancel(); }

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
    if (s->stopped) {
        // The daemon stopping ends its zygote on purpose: an info line, not a warning on every stop.
        common::log::info("zygote_stopped", {{"why", why}});
    } else {
        common::log::warn("zygote_lost", {{"why", why},
                                          {"ready_dropped", static_cast<std::int64_t>(s->ready.size())},
                                          {"stderr_tail", s->stderr_tail ? *s->stderr_tail : std::string()}});
    }
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
    release_waiters(s);  // those runs go cold now
    for (auto& [id, timer] : s->spawn_waiters) timer->cancel();
    s->lease.reset();
    wake_refill(s);
}

asio::awaitable<void> start_zygote(std::shared_ptr<zygote_state> s) {
    std::string error;
    if (!s->protocol) s->protocol = zygote_protocol::load(protocol_path(s->host.harness()), error);
    if (!s->protocol) {
        common::log::error("zygote_unavailable", {{"detail", error}});
        co_return;
    }
    auto lease = s->host.prepare_zygote(error);
    if (!lease) {
        common::log::error("zygote_unavailable", {{"detail", error}});
        co_return;
    }
    sandbox::plan& p = lease->the_plan();
    p.exec = {s->settings.python, "-I", sandbox::inside_harness(p), "--zygote", "--control-fd",
              std::to_string(control_fd_in_child)};
    std::vector<std::pair<int, int>> fds;
    if (s->host.active(sandbox::layer::seccomp)) {
        p.exec.insert(p.exec.end(), {"--seccomp-fd", std::to_string(sandbox::policy_fd)});
        fds.emplace_back(s->host.policy_fd(), sandbox::policy_fd);
    }
    int pair[2];
    int status_pipe[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) co_return;
    unique_fd ours(pair[0]), theirs(pair[1]);
    if (::pipe2(status_pipe, O_CLOEXEC) != 0) co_return;
    unique_fd status_read(status_pipe[0]), status_write(status_pipe[1]);
    fds.emplace_back(theirs.get(), control_fd_in_child);
    fds.emplace_back(status_write.get(), sandbox::status_fd);
    fds.emplace_back(lease->work_mount(), sandbox::work_fd);
    auto child = s->host.launch(p, std::move(fds), s->settings.env);
    theirs.reset();
    status_write.reset();
    if (!child) {
        common::log::error("zygote_launch_failed", {{"errno", static_cast<std::int64_t>(child.error().value())}});
        co_return;
    }
    ++s->starts;
    s->launcher_pid = child->pid;
    auto out = std::make_shared<asio::posix::stream_descriptor>(s->executor, child->out.release());
    auto err = std::make_shared<asio::posix::stream_descriptor>(s->executor, child->err.release());
    s->stderr_tail = std::make_shared<std::string>();
    common::spawn(s->executor, discard(out, nullptr), "zygote_stdout");
    common::spawn(s->executor, discard(err, s->stderr_tail), "zygote_stderr");

    // The checklist (up to the exec), then the ready message on the control channel.
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
                           {{"step", report.ok() ? std::string_view("pid") : report.failed_name()},
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
    const auto ready = n > 0 ? s->protocol->decode(std::string_view(buf, static_cast<std::size_t>(n))) : std::nullopt;
    if (!ready || ready->kind != "ready") {
        zygote_lost(s, "no ready message");
        co_return;
    }
    s->control = control;
    s->lease.reset();
    s->lease.emplace(std::move(*lease));
    s->alive = true;
    common::log::info("zygote_ready", {{"starts", static_cast<std::int64_t>(s->starts)}});
    common::spawn(s->executor, read_control(s, control, s->generation), "zygote_control");
}

}  // namespace anyplot::renderer
