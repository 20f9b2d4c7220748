#pragma once
// What the renderer benchmarks read of a running daemon from outside, through /proc: its zygote,
// the zygote's standby children, their CPU time, page faults and private memory. Percentiles of
// a sample. Nothing here talks to the daemon.
#include <sys/types.h>

#include <map>
#include <string>
#include <vector>

namespace anyplot::bench {

[[nodiscard]] double percentile(std::vector<double> v, double p);

[[nodiscard]] pid_t parent_of(pid_t pid);
[[nodiscard]] std::vector<pid_t> children_of(pid_t parent);

// kB fields of /proc/<pid>/smaps_rollup (Rss, Pss, Private_Dirty, ...).
[[nodiscard]] std::map<std::string, long> rollup(pid_t pid);

struct cpu_and_faults {
    double cpu_ms = 0;       // the process's own CPU time (schedstat: nanoseconds)
    double own_ticks_ms = 0;       // utime + stime, every thread (clock ticks)
    double children_ticks_ms = 0;  // cutime + cstime: the children it reaped
    long minor_faults = 0;
    long major_faults = 0;
};
[[nodiscard]] cpu_and_faults cpu_of(pid_t pid);

// How many times `needle` occurs in `text`.
[[nodiscard]] int count_of(const std::string& text, const std::string& needle);

}  // namespace anyplot::bench
