#include "renderer/sandbox/uid_range.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace anyplot::renderer::sandbox {

std::optional<uid_t> uid_pool::acquire() {
    const std::lock_guard lock(mutex_);
    for (std::size_t i = 0; i < used_.size(); ++i) {
        if (!used_[i]) {
            used_[i] = true;
            return base_ + static_cast<uid_t>(i);
        }
    }
    return std::nullopt;
}

void uid_pool::release(uid_t id) {
    const std::lock_guard lock(mutex_);
    if (id >= base_ && id - base_ < used_.size()) used_[id - base_] = false;
}

std::optional<uid_range_lock> uid_range_lock::acquire(const std::string& dir, uid_t base, std::size_t count,
                                                      std::string& error) {
    std::error_code made;
    std::filesystem::create_directories(dir, made);
    ::chmod(dir.c_str(), 0700);
    uid_range_lock held;
    for (std::size_t i = 0; i < count; ++i) {
        const uid_t uid = base + static_cast<uid_t>(i);
        const std::string path = dir + "/uid-" + std::to_string(uid) + ".lock";
        const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd < 0) {
            error = "uid lock " + path + ": " + std::strerror(errno);
            return std::nullopt;
        }
        common::process::unique_fd lock(fd);
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            error = errno == EWOULDBLOCK ? "uid " + std::to_string(uid) + " is in use by another renderer"
                                         : "uid lock " + path + ": " + std::strerror(errno);
            return std::nullopt;
        }
        held.locks_.push_back(std::move(lock));
    }
    return held;
}

}  // namespace anyplot::renderer::sandbox
