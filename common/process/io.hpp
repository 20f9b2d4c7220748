#pragma once
// Blocking pipe I/O with a deadline, for synchronous users of a child (the validator's helper
// pool). poll() before every read/write so a stuck or hostile child costs at most the deadline.
// Asio users (the renderer) do not need this: they wrap the fds in stream descriptors.
#include <chrono>
#include <cstddef>
#include <span>
#include <string_view>
#include <system_error>

namespace anyplot::common::process {

using deadline = std::chrono::steady_clock::time_point;

// Errors besides errno values: std::errc::timed_out when the deadline passes, and
// std::errc::broken_pipe for end of file on a read (the peer closed or died).
[[nodiscard]] std::error_code write_all(int fd, std::string_view bytes, deadline until) noexcept;
[[nodiscard]] std::error_code read_exact(int fd, std::span<char> out, deadline until) noexcept;

}  // namespace anyplot::common::process
