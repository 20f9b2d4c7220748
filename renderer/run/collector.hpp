#pragma once
// Reads out.csv after the harness exited 0 and checks it from outside. The snippet controlled
// the run directory and, with raw memory, can bypass the harness entirely (write the file itself
// and leave through libc's _exit(0)), so nothing the harness checked is assumed: the file may be
// a symlink, a FIFO, a device, huge, sparse, not UTF-8, holding a control character other than
// tab and newline (the paste parser refuses them too, and they would cost 6 JSON bytes each,
// wire/limits.hpp), not a table, or over the caps. Each is output_rejected.
#include "common/result.hpp"
#include "wire/limits.hpp"
#include "wire/vocabulary.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::renderer {

struct csv_caps {
    std::size_t max_bytes = wire::max_output_csv_bytes;
    std::size_t max_rows = wire::max_rows;        // records after the header
    std::size_t max_columns = wire::max_columns;  // fields of every record
};

struct collect_failure {
    std::int64_t measured = 0;  // bytes, rows or columns (whichever cap failed), 0 for a bad file
    std::int64_t limit = 0;     // the matching cap
    std::optional<wire::output_cap> cap;  // set exactly when a cap failed (measured > limit)
    std::optional<std::int64_t> rows;     // with cap bytes, the table's rows when known
};

// The table's shape, as the harness writes it (pandas to_csv: "," separated, "\n" records,
// RFC 4180 quoting where needed). Ragged records, a stray quote or an unterminated quoted field
// fail with {0, 0}.
[[nodiscard]] common::result<std::size_t, collect_failure> check_table(std::string_view csv, const csv_caps& caps);

[[nodiscard]] common::result<std::string, collect_failure> collect_csv(int dirfd, const char* name,
                                                                       const csv_caps& caps);

// After exit 13: the harness's one-line record in out.csv (renderer/harness/anyplot_harness/codes.py
// OVER_CAPS_PREFIX) as a failure with its cap, or nullopt when the file holds anything else. Only a
// name from wire::output_cap and decimal figures pass; the limit is ours (`caps`), and a measured
// figure not over it is not believed. The figures are the harness's count: a snippet that
// bypasses the harness can make up numbers, never text.
[[nodiscard]] std::optional<collect_failure> read_over_caps(int dirfd, const char* name, const csv_caps& caps);
[[nodiscard]] std::optional<collect_failure> parse_over_caps(std::string_view record, const csv_caps& caps);

}  // namespace anyplot::renderer
