#pragma once
// What the two soaks (loadtest.cpp: load only; chaos_soak.cpp: load while components are killed)
// share: what a daemon holds, read from /proc and the cgroup trees; the snippet every user posts;
// the error code of an answer; the renderer's /status.
#include <nlohmann/json.hpp>

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>

namespace anyplot::bench::soak {

inline const std::string token = "loadtest-token-0123456789abcdef";

struct holdings {
    long rss_kb = 0;
    long fds = 0;
    long threads = 0;
    long mounts = 0;   // lines of its mountinfo
    long cgroups = 0;  // directories under its own cgroup subtrees (renderer only)
};

// The cgroup directories a renderer (by pid) made, across the memory, pids and cpu controllers.
[[nodiscard]] long count_cgroups(pid_t renderer);
[[nodiscard]] holdings holdings_of(pid_t pid, bool renderer);

// The renderer's holdings once it is idle and its standby pool is back at its idle floor: the pool
// follows demand (docs/renderer.md) and keeps extra children until 30 s are quiet, each with its
// cgroups and pipes, so holdings are compared at the same pool size. A retired child's cgroups
// are removed after it exits, one controller at a time (each rmdir waits out an RCU grace period,
// longer on a loaded machine): read until the count has not moved for 2 s.
[[nodiscard]] holdings settled_renderer(std::uint16_t port, pid_t pid);

// The snippet the users post: a DataFrame of `rows` rows (sin of a ramp).
[[nodiscard]] std::string snippet(int rows);
// The "detail" of a JSON error body, "?" when there is none.
[[nodiscard]] std::string detail_of(const std::string& body);
// GET /status of a renderer with the soak's token; nullopt unless 200.
[[nodiscard]] std::optional<nlohmann::json> renderer_status(std::uint16_t port);

// Within ±10 %.
[[nodiscard]] bool flat(long first, long last);
// Grew by at most 10 % (a restarted process may hold less than the one it replaced).
[[nodiscard]] bool not_grown(long first, long last);

// Under AddressSanitizer freed memory is held in its quarantine (up to 256 MB) by design, so
// resident memory grows without a leak: the sanitizer build reports RSS but checks it only in a
// release build (LeakSanitizer checks the daemons' heaps at their exit instead).
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool rss_checked = false;
#else
inline constexpr bool rss_checked = true;
#endif

}  // namespace anyplot::bench::soak
