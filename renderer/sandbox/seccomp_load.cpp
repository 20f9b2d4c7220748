// Loading the compiled policy: the only part of the seccomp layer a sandboxed process needs, so
// the lockdown library builds it without libseccomp.
#include "renderer/sandbox/seccomp.hpp"

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace anyplot::renderer::sandbox {

int load_policy(std::string_view bpf) noexcept {
    sock_fprog prog{};
    prog.len = static_cast<unsigned short>(bpf.size() / sizeof(sock_filter));
    prog.filter = reinterpret_cast<sock_filter*>(const_cast<char*>(bpf.data()));
    if (::syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0) return errno;
    return 0;
}

}  // namespace anyplot::renderer::sandbox
