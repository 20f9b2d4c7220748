#include "renderer/run/collector.hpp"

#include "common/utf8.hpp"
#include "wire/harness_contract.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <charconv>

namespace anyplot::renderer {

namespace {

using common::failure;

std::int64_t as_int(std::size_t n) { return static_cast<std::int64_t>(n); }

// A bad file (or one that changed under us): figures, no cap.
collect_failure plain(std::int64_t measured, std::int64_t limit) {
    collect_failure f;
    f.measured = measured;
    f.limit = limit;
    return f;
}

collect_failure over(wire::output_cap cap, std::size_t measured, std::size_t limit) {
    return collect_failure{as_int(measured), as_int(limit), cap, std::nullopt};
}

std::size_t cap_of(const csv_caps& caps, wire::output_cap cap) {
    switch (cap) {
        case wire::output_cap::rows: return caps.max_rows;
        case wire::output_cap::columns: return caps.max_columns;
        case wire::output_cap::bytes: return caps.max_bytes;
    }
    return 0;
}

// A decimal figure of at most 18 digits (fits int64), no sign, no leading zero but "0" itself.
std::optional<std::int64_t> figure(std::string_view s) {
    if (s.empty() || s.size() > 18 || (s.size() > 1 && s[0] == '0')) return std::nullopt;
    std::int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

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
    if (n == 0 || csv.back() != '\n') return failure{plain(0, 0)};
    while (i < n) {
        if (csv[i] == '"') {
            // A quoted field: up to the closing quote ("" is an escaped quote).
            ++i;
            for (;;) {
                if (i >= n) return failure{plain(0, 0)};
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
            if (i < n && csv[i] != ',' && csv[i] != '\n') return failure{plain(0, 0)};
            continue;
        }
        const char c = csv[i++];
        if (c == ',') {
            ++fields;
        } else if (c == '\n') {
            if (!end_record()) {
                if (records == 0) return failure{over(wire::output_cap::columns, fields, caps.max_columns)};
                return failure{plain(0, 0)};
            }
        } else if (c == '"' || c == '\r') {
            return failure{plain(0, 0)};  // a quote inside an unquoted field; a bare CR
        }
    }
    // Counted to the end (the file is within the byte cap), so the answer gives the table's rows.
    if (records - 1 > caps.max_rows) return failure{over(wire::output_cap::rows, records - 1, caps.max_rows)};
    return records - 1;
}

common::result<std::string, collect_failure> collect_csv(int dirfd, const char* name, const csv_caps& caps) {
    const auto limit = as_int(caps.max_bytes);
    // O_NOFOLLOW: a symlink fails to open; O_NONBLOCK: a FIFO cannot block us; then fstat decides.
    const int fd = ::openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return failure{plain(0, limit)};
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1) {
        ::close(fd);  // hard links could alias a file outside the run directory
        return failure{plain(0, limit)};
    }
    if (st.st_size <= 0 || st.st_size > limit) {
        ::close(fd);
        if (st.st_size > limit) return failure{over(wire::output_cap::bytes, static_cast<std::size_t>(st.st_size), caps.max_bytes)};
        return failure{plain(0, limit)};
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
    if (done != text.size() || grew) return failure{plain(as_int(done), limit)};
    if (!common::utf8::valid(text)) return failure{plain(as_int(done), limit)};
    if (common::utf8::first_control(text)) return failure{plain(as_int(done), limit)};
    if (auto shape = check_table(text, caps); !shape) return failure{shape.error()};
    return text;
}

std::optional<collect_failure> parse_over_caps(std::string_view record, const csv_caps& caps) {
    constexpr std::string_view prefix = wire::harness_contract::over_caps_prefix;
    if (!record.starts_with(prefix) || !record.ends_with('\n')) return std::nullopt;
    record.remove_prefix(prefix.size());
    record.remove_suffix(1);
    const auto space = record.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    const auto cap = wire::parse_output_cap(record.substr(0, space));
    if (!cap) return std::nullopt;
    std::string_view rest = record.substr(space + 1);
    std::optional<std::int64_t> rows;
    if (const auto second = rest.find(' '); second != std::string_view::npos) {
        if (*cap != wire::output_cap::bytes) return std::nullopt;
        rows = figure(rest.substr(second + 1));
        if (!rows) return std::nullopt;
        rest = rest.substr(0, second);
    }
    const auto measured = figure(rest);
    const auto limit = as_int(cap_of(caps, *cap));
    if (!measured || *measured <= limit) return std::nullopt;
    return collect_failure{*measured, limit, cap, rows};
}

std::optional<collect_failure> read_over_caps(int dirfd, const char* name, const csv_caps& caps) {
    const int fd = ::openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return std::nullopt;
    struct stat st {};
    // The record is one short line: anything larger is not the harness's, and is not read.
    constexpr std::size_t longest = 64;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1 || st.st_size <= 0 ||
        static_cast<std::size_t>(st.st_size) > longest) {
        ::close(fd);
        return std::nullopt;
    }
    char buf[longest + 1];
    const ssize_t got = ::read(fd, buf, sizeof buf);
    ::close(fd);
    if (got != static_cast<ssize_t>(st.st_size)) return std::nullopt;
    return parse_over_caps(std::string_view(buf, static_cast<std::size_t>(got)), caps);
}

}  // namespace anyplot::renderer
