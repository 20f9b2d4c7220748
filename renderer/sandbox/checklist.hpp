#pragma once
// The ordered checklist `anyplot-sandbox` runs for every sandboxed process, one status line per
// step on fd 3 ("<step> ok" or "<step> fail <errno>", and "pid <n>" for the process in the new
// namespaces). The daemon reads the lines until end of file (the exec closes fd 3): a run whose
// checklist failed never reaches the interpreter.
//
//   launcher (root outside)         child (fresh namespaces)
//   1 groups      setgroups([])
//   2 cgroups     join the run's groups
//   3 namespaces  clone
//   4 id_maps     uid/gid maps  →   5 hostname
//                                   6 mounts        new root, pivot, read-only
//                                   7 bounding_set  bounding/ambient dropped, securebits locked
//                                   8 dedicated_uid setresgid/setresuid
//                                   9 capabilities  every set empty
//                                  10 no_new_privs
//                                  11 landlock
//                                  12 seccomp       (probe only; runs load it in the harness)
//                                     exec
// (core_limit and time_namespace come first in the launcher; checklist_step.hpp lists every name.)
#include "renderer/sandbox/checklist_step.hpp"
#include "renderer/sandbox/plan.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::renderer::sandbox {

// The launcher's whole job (init_main.cpp): returns the exit code for main, or does not return
// (exec, or the launcher ends with the child's own signal).
[[nodiscard]] int run_launcher(const plan& p);

struct checklist_report {
    std::vector<checklist_step> passed;  // steps in order
    // The first "<name> fail <errno>" line. A name no step has is refused (never passed), yet a
    // failure under it still fails the report: failed without a failed_step.
    bool failed = false;
    std::optional<checklist_step> failed_step;
    int failed_errno = 0;
    pid_t inner_pid = -1;  // the process in the new namespaces, as the daemon sees it
    [[nodiscard]] bool ok() const noexcept { return !failed; }
    [[nodiscard]] bool passed_step(checklist_step step) const;
    // For logs: the failed step's name, "unknown" for a name no step has.
    [[nodiscard]] std::string_view failed_name() const noexcept;
};

[[nodiscard]] checklist_report parse_status(std::string_view lines);

}  // namespace anyplot::renderer::sandbox
