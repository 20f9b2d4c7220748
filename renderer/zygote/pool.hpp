#pragma once
// Warm interpreters: one zygote per daemon (trusted Python that imports and warms everything
// once and never runs a snippet, started through the sandbox launcher into its own namespaces)
// and a few standby children forked from it ahead of demand. Each standby child gets its own
// leased uid, run tmpfs and cgroup, locks itself down and waits for exactly one job.
//
// The daemon talks to the zygote over a SOCK_SEQPACKET pair (protocol.hpp; defined once in
// renderer/harness/zygote_protocol.json). Each child is checked from outside before it may take
// a job (sandbox/confinement.hpp); one that fails stops warm runs for good (cold runs go on).
// A dead zygote is restarted; a run that finds no ready child takes the cold path.
#include "renderer/run/standby.hpp"
#include "renderer/sandbox/host.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace anyplot::renderer {

struct zygote_settings {
    std::string python = "/usr/bin/python3";
    std::string run_root;
    bool guard = true;
    std::size_t standby = 1;  // ready children to keep
    double cpu_limit_s = 34;  // the RLIMIT_CPU a child sets itself (ANYPLOT_RLIMIT_CPU_S in env)
    std::chrono::milliseconds start_timeout{60000};
    std::chrono::milliseconds ready_timeout{30000};
    std::vector<std::string> env;  // the interpreter's whole environment
};

struct zygote_state;

class zygote_pool {
public:
    zygote_pool(boost::asio::any_io_executor executor, zygote_settings settings, sandbox::host& host);
    ~zygote_pool();
    zygote_pool(const zygote_pool&) = delete;
    zygote_pool& operator=(const zygote_pool&) = delete;

    void start();
    // A ready standby child, or null (the caller runs cold and a refill starts).
    [[nodiscard]] std::shared_ptr<standby_child> take();
    // After a warm run has answered: make up for the child it used.
    void refill();
    // A used child: its cgroup, uid, tmpfs and directory are released off the I/O thread.
    void retire(std::shared_ptr<standby_child> child);

    [[nodiscard]] bool alive() const noexcept;
    // False once a standby child failed its confinement check (logged as standby_not_confined).
    [[nodiscard]] bool confined() const noexcept;
    [[nodiscard]] std::size_t ready() const noexcept;
    [[nodiscard]] int starts() const noexcept;  // zygote starts so far (1 + restarts)

private:
    std::shared_ptr<zygote_state> state_;
};

}  // namespace anyplot::renderer
