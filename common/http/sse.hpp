#pragma once
// An incremental Server-Sent Events parser (the WHATWG event-stream format): bytes in as they
// arrive, whole events out. Used by the model providers' streaming client and by the tests'
// client of the chat route. Linear in its input; lines and events are bounded.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::common::http {

struct sse_event {
    std::string name;  // `event:` (empty: the default "message")
    std::string data;  // the `data:` lines joined by '\n'
    std::string id;
};

class sse_parser {
public:
    // `max_event_bytes`: an event (its data) larger than this makes the stream malformed.
    explicit sse_parser(std::size_t max_event_bytes = 4 * 1024 * 1024) : max_(max_event_bytes) {}

    // Feeds bytes; appends every event they complete to `out`. False once the stream is malformed
    // (an event over the bound); it stays false.
    bool feed(std::string_view bytes, std::vector<sse_event>& out);
    [[nodiscard]] int comments() const noexcept { return comments_; }

private:
    void line(std::string_view l, std::vector<sse_event>& out);
    std::size_t max_;
    std::string pending_;  // an unfinished line
    sse_event current_;
    bool has_data_ = false;
    bool cr_ = false;  // the last byte fed was '\r' (a CRLF may be split across feeds)
    bool broken_ = false;
    int comments_ = 0;
};

}  // namespace anyplot::common::http
