// libanyplot_lockdown.so: the per-run layers a standby child applies to itself after it was
// forked from the zygote (a Python process; it loads this with ctypes before any snippet exists).
// The same C++ as the launcher's checklist, so the warm and cold paths cannot drift apart.
// Built without sanitizers: it is loaded into /usr/bin/python3.
#include "renderer/sandbox/identity.hpp"
#include "renderer/sandbox/landlock.hpp"
#include "renderer/sandbox/seccomp.hpp"

#include <string>
#include <string_view>

namespace {

// step * 1000 + errno, so the caller can say which step failed.
int failed(int step, int err) { return step * 1000 + (err > 0 && err < 1000 ? err : 999); }

}  // namespace

extern "C" {

// Ids (inside the zygote's user namespace), no capabilities, no_new_privs, Landlock: reads of
// `tree` (colon-separated directories) and /anyplot, the four devices, and reads and writes only
// below `work_fd`. 0 on success.
__attribute__((visibility("default"))) int anyplot_lockdown(unsigned uid, unsigned gid, int work_fd,
                                                             const char* tree) {
    using namespace anyplot::renderer::sandbox;
    if (const int e = become(uid, gid); e != 0) return failed(1, e);
    if (const int e = clear_capabilities(); e != 0) return failed(2, e);
    if (const int e = set_no_new_privs(); e != 0) return failed(3, e);
    landlock_paths paths;
    std::string_view list = tree != nullptr ? tree : "";
    while (!list.empty()) {
        const auto colon = list.find(':');
        paths.read_exec.emplace_back(list.substr(0, colon));
        list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
    paths.read_files = {"/anyplot", "/etc/ld.so.cache"};
    paths.devices = {"/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"};
    paths.work_fds = {work_fd};
    if (const int e = landlock_restrict(paths); e != 0) return failed(4, e);
    return 0;
}

// Loads the daemon's compiled seccomp policy (raw BPF). 0 on success, else errno.
__attribute__((visibility("default"))) int anyplot_load_policy(const char* bpf, unsigned long size) {
    return anyplot::renderer::sandbox::load_policy(std::string_view(bpf, size));
}

}  // extern "C"
