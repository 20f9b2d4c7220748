#pragma once
// What one sandboxed process gets, as the daemon asks for it and `anyplot-sandbox` (the small
// launcher that applies the layers, sandbox/init_main.cpp) reads it back from its argv. Both
// sides use to_args/parse_args, so the two cannot drift apart.
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

namespace anyplot::renderer::sandbox {

// Inside the user namespace the snippet is this uid/gid; outside it is the slot's own.
constexpr uid_t inside_id = 1000;
// File descriptors of the launcher's contract.
constexpr int status_fd = 3;  // write end: one line per checklist step
constexpr int policy_fd = 4;  // the sealed seccomp BPF, passed on to the interpreter
constexpr int hold_fd = 5;    // probe only: the probe waits here until the daemon has looked
constexpr int work_fd = 7;    // with namespaces: the run's detached tmpfs, attached at /work inside

struct plan {
    bool namespaces = true;
    bool landlock = true;
    bool cgroups = true;
    bool probe = false;       // self-test: apply everything (seccomp too), check, wait on hold_fd
    // The warm-interpreter zygote (trusted, never runs a snippet): it keeps CAP_SETUID/SETGID inside
    // its user namespace to give each standby child its own id, and no Landlock of its own
    // (Landlock domains only narrow: each child adds its own).
    bool zygote = false;
    unsigned id_count = 1;    // ids mapped: inside_id.. ↦ uid.., gid..
    uid_t uid = 0;            // outside ids (a dedicated one per slot, or the daemon's own)
    gid_t gid = 0;
    std::string new_root;     // an empty directory the new root tmpfs is mounted on
    std::string work;         // namespaces off only: the run directory on the host (else work_fd)
    std::string harness;      // harness.py; its directory is read-only at /anyplot inside
    std::vector<std::string> tree{"/usr"};  // read-only, same paths inside
    std::vector<std::string> cgroup_procs;  // cgroup.procs files to join before anything else
    std::vector<std::string> exec;          // argv to exec at the end (paths as seen inside)
};

[[nodiscard]] std::vector<std::string> to_args(const plan& p);
[[nodiscard]] std::optional<plan> parse_args(int argc, const char* const* argv);

// The id the process itself takes inside: the last of the mapped range for the zygote.
[[nodiscard]] uid_t own_inside_id(const plan& p);

// Where things are inside the sandbox (or outside, when namespaces are off).
[[nodiscard]] std::string inside_harness(const plan& p);
[[nodiscard]] std::string inside_work(const plan& p);

}  // namespace anyplot::renderer::sandbox
