#include "renderer/run/launcher.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace anyplot::renderer {

namespace {

std::vector<char*> pointers(const std::vector<std::string>& items) {
    std::vector<char*> out;
    out.reserve(items.size() + 1);
    for (const auto& s : items) out.push_back(const_cast<char*>(s.c_str()));
    out.push_back(nullptr);
    return out;
}

}  // namespace

common::result<launched, int> launch(const launch_spec& spec) {
    int out_pipe[2];
    int err_pipe[2];
    if (::pipe2(out_pipe, O_CLOEXEC) != 0) return common::failure{errno};
    unique_fd out_read(out_pipe[0]), out_write(out_pipe[1]);
    if (::pipe2(err_pipe, O_CLOEXEC) != 0) return common::failure{errno};
    unique_fd err_read(err_pipe[0]), err_write(err_pipe[1]);

    // Copies above every target number first, so no dup2 below overwrites a later source.
    std::vector<unique_fd> sources;
    int first_free = 3;
    for (const auto& [from, to] : spec.fds) {
        const int copy = ::fcntl(from, F_DUPFD_CLOEXEC, 16);
        if (copy < 0) return common::failure{errno};
        sources.emplace_back(copy);
        first_free = std::max(first_free, to + 1);
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out_write.get(), 1);
    posix_spawn_file_actions_adddup2(&actions, err_write.get(), 2);
    for (std::size_t i = 0; i < spec.fds.size(); ++i) {
        posix_spawn_file_actions_adddup2(&actions, sources[i].get(), spec.fds[i].second);
    }
    // Nothing else of the daemon's (sockets, logs, other runs' pipes) reaches the child (REDTEAM E48).
    posix_spawn_file_actions_addclosefrom_np(&actions, first_free);
    posix_spawn_file_actions_addchdir_np(&actions, spec.cwd.c_str());

    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t none;
    sigemptyset(&none);
    sigset_t all;
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &all);
    // Its own session: no controlling terminal (TIOCSTI, E47) and a process group we can kill whole.
    posix_spawnattr_setflags(&attr, static_cast<short>(POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK |
                                                       POSIX_SPAWN_SETSIGDEF));

    auto argv = pointers(spec.argv);
    auto envp = pointers(spec.env);
    pid_t pid = -1;
    const int rc = ::posix_spawn(&pid, spec.argv.front().c_str(), &actions, &attr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) return common::failure{rc};

    // The child is ours until we reap it, so its pid cannot be reused before pidfd_open.
    const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
    if (pidfd < 0) {
        const int e = errno;
        ::kill(pid, SIGKILL);
        ::waitpid(pid, nullptr, 0);
        return common::failure{e};
    }
    ::fcntl(out_read.get(), F_SETFL, O_NONBLOCK);
    ::fcntl(err_read.get(), F_SETFL, O_NONBLOCK);
    launched l;
    l.pid = pid;
    l.pidfd = unique_fd(pidfd);
    l.out = std::move(out_read);
    l.err = std::move(err_read);
    return l;
}

}  // namespace anyplot::renderer
