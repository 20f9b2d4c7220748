#pragma once
// Layer: namespaces. The interpreter gets its own user, pid, net (no interface is up: not even
// loopback), mount, ipc, uts and cgroup namespaces. The launcher (still root outside) creates
// them with one clone and writes the child's id maps; the child waits for that on a pipe.
#include <sys/types.h>

namespace anyplot::renderer::sandbox {

// Parent side, before the clone: a time namespace for the children it makes from now on, whose
// CLOCK_MONOTONIC and CLOCK_BOOTTIME start near zero, so the host's uptime (and its boot time)
// is not what the sandbox reads. A standby child shares its zygote's: the clocks then say how
// long that zygote has lived, nothing of the host. 0 or errno; 0 also on a kernel without time
// namespaces (EINVAL: CONFIG_TIME_NS is off), where the clocks stay the host's.
[[nodiscard]] int enter_time_namespace_for_children() noexcept;

// fork-like clone into fresh namespaces: the child sees 0, the parent the child's pid, -1 on error.
[[nodiscard]] pid_t clone_into_namespaces() noexcept;

// Parent side: setgroups deny, gid_map and uid_map mapping `count` ids from `inside` to the
// outside ids. 0 or errno.
[[nodiscard]] int write_id_maps(pid_t child, uid_t outside_uid, gid_t outside_gid, uid_t inside,
                                unsigned count) noexcept;

// Child side: a fixed hostname, so nothing of the host's name reaches the snippet.
[[nodiscard]] int set_hostname() noexcept;

}  // namespace anyplot::renderer::sandbox
