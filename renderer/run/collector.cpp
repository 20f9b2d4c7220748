#include "renderer/run/collector.hpp"

#include "common/utf8.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace anyplot::renderer {

namespace {

using common::failure;

std::int64_t as_int(std::size_t n) { return static_cast<std::int64_t>(n); }

}  // namespace

common::result<std::size_t, collect_failure> check_table(std::string_view csv, const csv_caps& caps) {
    // One pass, no backtracking: fields per record, records, quotes.
    std::size_t records = 0;
    std::size_t fields = 1;
    std::size_t header_fields = 0;
    std::size_t i = 0;
    const std::size_t n = csv.size();
    const auto end_record = [&]() -> bool {
        if (records == 0) {
            header_fields = fields;
            if (fields > caps.max_columns) return false;
        } else if (fields != header_fields) {
            return false;
        }
        ++records;
        fields = 1;
        return true;
    };
    if (n == 0 || csv.back() != '\n') return failure{collect_failure{0, 0}};
    while (i < n) {
        if (csv[i] == '"') {
            // A quoted field: up to the closing quote ("" is an escaped quote).
            ++i;
            for (;;) {
                if (i >= n) return failure{collect_failure{0, 0}};
                if (csv[i] == '"') {
                    if (i + 1 < n && csv[i + 1] == '"') {
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                ++i;
            }
            if (i < n && csv[i] != ',' && csv[i] != '\n') return failure{collect_failure{0, 0}};
            continue;
        }
        const char c = csv[i++];
        if (c == ',') {
            ++fields;
        } else if (c == '\n') {
            if (!end_record()) {
                if (records == 0) return failure{collect_failure{as_int(fields), as_int(caps.max_columns)}};
                return failure{collect_failure{0, 0}};
            }
            if (records - 1 > caps.max_rows) return failure{collect_failure{as_int(records - 1), as_int(caps.max_rows)}};
        } else if (c == '"' || c == '\r') {
            return failure{collect_failure{0, 0}};  // a quote inside an unquoted field; a bare CR
        }
    }
    return records - 1;
}

common::result<std::string, collect_failure> collect_csv(int dirfd, const char* name, const csv_caps& caps) {
    const auto limit = as_int(caps.max_bytes);
    // O_NOFOLLOW: a symlink fails to open; O_NONBLOCK: a FIFO cannot block us; then fstat decides.
    const int fd = ::openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return failure{collect_failure{0, limit}};
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1) {
        ::close(fd);  // hard links could alias a file outside the run directory
        return failure{collect_failure{0, limit}};
    }
    if (st.st_size <= 0 || st.st_size > limit) {
        ::close(fd);
        return failure{collect_failure{static_cast<std::int64_t>(st.st_size), limit}};
    }
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t got = ::read(fd, text.data() + done, text.size() - done);
        if (got <= 0) break;
        done += static_cast<std::size_t>(got);
    }
    // Read one byte more: a file still growing after fstat is not what we measured.
    char extra = 0;
    const bool grew = ::read(fd, &extra, 1) > 0;
    ::close(fd);
    if (done != text.size() || grew) return failure{collect_failure{as_int(done), limit}};
    if (!common::utf8::valid(text)) return failure{collect_failure{as_int(done), limit}};
    if (auto shape = check_table(text, caps); !shape) return failure{shape.error()};
    return text;
}

}  // namespace anyplot::renderer
