#pragma once
// Reads out.csv after the harness exited 0. The snippet controlled the run directory, so the file
// may be a symlink, a FIFO, a device, huge, sparse or not UTF-8: each is output_rejected.
#include "common/result.hpp"

#include <cstdint>
#include <string>

namespace anyplot::renderer {

struct collect_failure {
    std::int64_t measured = 0;  // bytes (or 0 when the file is not a regular file)
    std::int64_t limit = 0;
};

[[nodiscard]] common::result<std::string, collect_failure> collect_csv(int dirfd, const char* name,
                                                                       std::size_t max_bytes);

}  // namespace anyplot::renderer
