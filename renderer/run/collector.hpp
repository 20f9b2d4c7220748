#pragma once
// Reads out.csv after the harness exited 0 and checks it from outside. The snippet controlled
// the run directory and, with raw memory, can bypass the harness entirely (write the file itself
// and leave through libc's _exit(0)), so nothing the harness checked is assumed: the file may be
// a symlink, a FIFO, a device, huge, sparse, not UTF-8, not a table, or over the caps. Each is
// output_rejected.
#include "common/result.hpp"
#include "wire/limits.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace anyplot::renderer {

struct csv_caps {
    std::size_t max_bytes = wire::max_csv_bytes;
    std::size_t max_rows = wire::max_rows;        // records after the header
    std::size_t max_columns = wire::max_columns;  // fields of every record
};

struct collect_failure {
    std::int64_t measured = 0;  // bytes, rows or columns (whichever cap failed), 0 for a bad file
    std::int64_t limit = 0;     // the matching cap
};

// The table's shape, as the harness writes it (pandas to_csv: "," separated, "\n" records,
// RFC 4180 quoting where needed). Ragged records, a stray quote or an unterminated quoted field
// fail with {0, 0}.
[[nodiscard]] common::result<std::size_t, collect_failure> check_table(std::string_view csv, const csv_caps& caps);

[[nodiscard]] common::result<std::string, collect_failure> collect_csv(int dirfd, const char* name,
                                                                       const csv_caps& caps);

}  // namespace anyplot::renderer
