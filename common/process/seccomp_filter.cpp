#include "common/process/seccomp_filter.hpp"

#include "common/process/unique_fd.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace anyplot::common::process {

result<std::string, std::error_code> seccomp_filter::export_bpf() const {
    // libseccomp 2.5 exports only to an fd; a pipe holds the few KiB.
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return failure{std::error_code(errno, std::system_category())};
    unique_fd r(fds[0]);
    unique_fd w(fds[1]);
    const int rc = seccomp_export_bpf(ctx_, w.get());
    w.reset();
    if (rc != 0) return failure{seccomp_error(rc)};
    std::string program;
    char buf[4096];
    for (;;) {
        const ssize_t n = ::read(r.get(), buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return failure{std::error_code(errno, std::system_category())};
        if (n == 0) break;
        program.append(buf, static_cast<std::size_t>(n));
    }
    if (program.empty() || program.size() % 8 != 0) return failure{std::make_error_code(std::errc::invalid_argument)};
    return program;
}

}  // namespace anyplot::common::process
