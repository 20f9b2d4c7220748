#include "renderer/sandbox/checklist.hpp"

#include "renderer/sandbox/filesystem.hpp"
#include "renderer/sandbox/identity.hpp"
#include "renderer/sandbox/landlock.hpp"
#include "renderer/sandbox/namespaces.hpp"
#include "renderer/sandbox/seccomp.hpp"

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;  // the launcher passes its own (explicit) environment on

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>

namespace anyplot::renderer::sandbox {

namespace {

void report(checklist_step step, int err) {
    char line[96];
    const char* name = to_string(step);
    const int n = err == 0 ? std::snprintf(line, sizeof line, "%s ok\n", name)
                           : std::snprintf(line, sizeof line, "%s fail %d\n", name, err);
    if (n > 0) (void)!::write(status_fd, line, static_cast<std::size_t>(n));
}

// Reports one launcher step; false means stop.
bool reported(checklist_step step, int err) {
    report(step, err);
    return err == 0;
}

int join_cgroups(const plan& p) {
    for (const auto& file : p.cgroup_procs) {
        const int fd = ::open(file.c_str(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) return errno;
        const ssize_t n = ::write(fd, "0", 1);  // "0": the writing process itself
        const int err = n == 1 ? 0 : errno;
        ::close(fd);
        if (err != 0) return err;
    }
    return 0;
}

landlock_paths landlock_for(const plan& p) {
    landlock_paths paths = inside_root_paths(p.tree);
    if (!p.namespaces) paths.read_files = {p.harness};  // the host's own layout
    paths.work = {inside_work(p)};
    return paths;
}

// Self-test only: the layers are really there, seen from inside.
int probe_checks(const plan& p) {
    if (p.landlock) {
        // Landlock grants nothing on "/" itself: listing it must be refused.
        const int fd = ::open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd >= 0) {
            ::close(fd);
            return EEXIST;
        }
    }
    std::string bpf;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::pread(policy_fd, buf, sizeof buf, static_cast<off_t>(bpf.size()));
        if (n < 0) return errno;
        if (n == 0) break;
        bpf.append(buf, static_cast<std::size_t>(n));
    }
    ::close(policy_fd);  // as the harness does: nothing of the daemon's stays open (checked from outside)
    if (const int e = load_policy(bpf); e != 0) return e;
    // Allowed by the policy... and a call outside the allow-list answers EPERM, not success.
    if (::getppid() < 0) return EIO;
    if (::setpgid(0, 0) == 0 || errno != EPERM) return EIO;
    return 0;
}

[[noreturn]] void fail(checklist_step step, int err) {
    report(step, err);
    ::_exit(126);
}

[[noreturn]] void child_steps(const plan& p, int release_fd) {
    char go = 0;
    if (release_fd >= 0) {
        // The parent writes our id maps first; end of file means it gave up.
        if (::read(release_fd, &go, 1) != 1) ::_exit(126);
        ::close(release_fd);
    }
    const auto step = [&](checklist_step name, int err) {
        if (err != 0) fail(name, err);
        report(name, 0);
    };
    const std::uint64_t keep = p.zygote ? zygote_capabilities() : 0;
    if (p.namespaces) {
        step(checklist_step::hostname, set_hostname());
        // The mapped id first: files the new root needs can only be made by an id the new user
        // namespace knows (EOVERFLOW otherwise). Inside it the capabilities stay until step 9.
        step(checklist_step::dedicated_uid, become(own_inside_id(p), own_inside_id(p)));
        step(checklist_step::mounts, enter_new_root({p.new_root, p.tree, p.harness, work_fd}));
        step(checklist_step::bounding_set, drop_bounding_set(keep));
    } else {
        if (::chdir(p.work.c_str()) != 0) fail(checklist_step::mounts, errno);
        // Outside a user namespace only root can drop the bounding set: before the uid changes.
        step(checklist_step::bounding_set, drop_bounding_set());
        step(checklist_step::dedicated_uid, become(p.uid, p.gid));
    }
    step(checklist_step::capabilities, clear_capabilities(keep));
    step(checklist_step::no_new_privs, set_no_new_privs());
    // Set after the id change (which clears it); survives the exec of a non-setuid interpreter.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (p.landlock && !p.zygote) step(checklist_step::landlock, landlock_restrict(landlock_for(p)));
    if (p.probe) {
        step(checklist_step::seccomp, probe_checks(p));
        report(checklist_step::ready, 0);
        // The daemon reads /proc/<pid>/status now; end of file on hold_fd lets us go.
        while (::read(hold_fd, &go, 1) > 0) {
        }
        ::_exit(0);
    }
    std::vector<char*> argv;
    for (const auto& a : p.exec) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execve(argv.front(), argv.data(), ::environ);
    fail(checklist_step::exec, errno);
}

// The launcher ends the way its child did, so the daemon sees the interpreter's own status.
[[noreturn]] void mirror(int status) {
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        ::signal(sig, SIG_DFL);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, sig);
        ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
        ::raise(sig);
        ::_exit(128 + sig);
    }
    ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 126);
}

}  // namespace

int run_launcher(const plan& p) {
    ::fcntl(status_fd, F_SETFD, FD_CLOEXEC);
    // The launcher is root outside and re-raises its child's signal (mirror): a SIGSYS or SIGSEGV
    // must never write a root core file, whatever RLIMIT_CORE the daemon was started with. The
    // child and the interpreter inherit the 0.
    const rlimit no_core{0, 0};
    if (!reported(checklist_step::core_limit, ::setrlimit(RLIMIT_CORE, &no_core) == 0 ? 0 : errno)) return 126;
    // A daemon that dies (even by SIGKILL) takes its runs with it: the launcher, and through the
    // same setting in the child (below), the interpreter. The pid namespace does the rest.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    // Root's supplementary groups must not follow the snippet (the namespace denies setgroups).
    if (!reported(checklist_step::groups, ::setgroups(0, nullptr) == 0 ? 0 : errno)) return 126;
    if (p.cgroups && !reported(checklist_step::cgroups, join_cgroups(p))) return 126;
    if (!p.namespaces) {
        if (p.zygote) {
            report(checklist_step::namespaces, EINVAL);  // standby children get their ids inside the zygote's namespace
            return 126;
        }
        child_steps(p, -1);
    }

    int sync[2];
    if (::pipe2(sync, O_CLOEXEC) != 0) {
        report(checklist_step::namespaces, errno);
        return 126;
    }
    if (!reported(checklist_step::time_namespace, enter_time_namespace_for_children())) return 126;
    const pid_t child = clone_into_namespaces();
    if (child == 0) {
        ::close(sync[1]);
        child_steps(p, sync[0]);
    }
    ::close(sync[0]);
    if (!reported(checklist_step::namespaces, child < 0 ? errno : 0)) return 126;
    const int map_err = write_id_maps(child, p.uid, p.gid, inside_id, p.id_count);
    report(checklist_step::id_maps, map_err);
    if (map_err != 0) {
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
        return 126;
    }
    char line[32];
    const int n = std::snprintf(line, sizeof line, "pid %d\n", child);
    (void)!::write(status_fd, line, static_cast<std::size_t>(n));
    (void)!::write(sync[1], "g", 1);
    ::close(sync[1]);
    ::close(status_fd);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) return 126;
    }
    mirror(status);
}

bool checklist_report::passed_step(checklist_step step) const {
    return std::find(passed.begin(), passed.end(), step) != passed.end();
}

std::string_view checklist_report::failed_name() const noexcept {
    return failed_step ? std::string_view(to_string(*failed_step)) : std::string_view("unknown");
}

checklist_report parse_status(std::string_view lines) {
    checklist_report r;
    std::size_t pos = 0;
    while (pos < lines.size()) {
        auto end = lines.find('\n', pos);
        if (end == std::string_view::npos) end = lines.size();
        const std::string_view line = lines.substr(pos, end - pos);
        pos = end + 1;
        const auto sp = line.find(' ');
        if (sp == std::string_view::npos) continue;
        const std::string_view key = line.substr(0, sp);
        const std::string_view rest = line.substr(sp + 1);
        if (key == "pid") {
            int pid = -1;
            std::from_chars(rest.data(), rest.data() + rest.size(), pid);
            r.inner_pid = pid;
        } else if (rest == "ok") {
            if (const auto step = parse_checklist_step(key)) r.passed.push_back(*step);
        } else if (rest.rfind("fail ", 0) == 0 && !r.failed) {
            r.failed = true;
            r.failed_step = parse_checklist_step(key);
            std::from_chars(rest.data() + 5, rest.data() + rest.size(), r.failed_errno);
        }
    }
    return r;
}

}  // namespace anyplot::renderer::sandbox
