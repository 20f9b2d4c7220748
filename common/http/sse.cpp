#include "common/http/sse.hpp"

namespace anyplot::common::http {

bool sse_parser::feed(std::string_view bytes, std::vector<sse_event>& out) {
    if (broken_) return false;
    for (const char c : bytes) {
        if (c == '\n' && cr_) {  // the LF of a CRLF: the line ended at the CR
            cr_ = false;
            continue;
        }
        cr_ = c == '\r';
        if (c == '\n' || c == '\r') {
            line(pending_, out);
            pending_.clear();
            if (broken_) return false;
            continue;
        }
        pending_ += c;
        if (pending_.size() > max_) {
            broken_ = true;
            return false;
        }
    }
    return true;
}

void sse_parser::line(std::string_view l, std::vector<sse_event>& out) {
    if (l.empty()) {  // a blank line dispatches the event
        if (has_data_ || !current_.name.empty()) out.push_back(std::move(current_));
        current_ = {};
        has_data_ = false;
        return;
    }
    if (l.front() == ':') {
        ++comments_;
        return;
    }
    const auto colon = l.find(':');
    const std::string_view field = l.substr(0, colon);
    std::string_view value = colon == std::string_view::npos ? std::string_view{} : l.substr(colon + 1);
    if (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    if (field == "event") {
        current_.name = std::string(value);
    } else if (field == "data") {
        if (has_data_) current_.data += '\n';
        current_.data.append(value);
        has_data_ = true;
        if (current_.data.size() > max_) broken_ = true;
    } else if (field == "id") {
        current_.id = std::string(value);
    }
    // retry: and unknown fields are ignored, as the format says.
}

}  // namespace anyplot::common::http
