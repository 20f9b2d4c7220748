#include "renderer/run/collector.hpp"

#include "common/utf8.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace anyplot::renderer {

common::result<std::string, collect_failure> collect_csv(int dirfd, const char* name, std::size_t max_bytes) {
    const auto limit = static_cast<std::int64_t>(max_bytes);
    // O_NOFOLLOW: a symlink fails to open; O_NONBLOCK: a FIFO cannot block us; then fstat decides.
    const int fd = ::openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return common::failure{collect_failure{0, limit}};
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1) {
        ::close(fd);  // hard links could alias a file outside the run directory
        return common::failure{collect_failure{0, limit}};
    }
    if (st.st_size <= 0 || st.st_size > limit) {
        ::close(fd);
        return common::failure{collect_failure{static_cast<std::int64_t>(st.st_size), limit}};
    }
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    // Read one byte more: a file still growing after fstat is not what we measured.
    char extra = 0;
    const bool grew = ::read(fd, &extra, 1) > 0;
    ::close(fd);
    if (done != text.size() || grew) return common::failure{collect_failure{static_cast<std::int64_t>(done), limit}};
    if (!common::utf8::valid(text)) return common::failure{collect_failure{static_cast<std::int64_t>(done), limit}};
    return text;
}

}  // namespace anyplot::renderer
