#include "common/http/message.hpp"


namespace anyplot::common::http {

std::optional<std::string_view> request::header(std::string_view lower_name) const noexcept {
    for (const auto& h : headers) {
        if (h.name == lower_name) return std::string_view(h.value);
    }
    return std::nullopt;
}

std::string_view request::param(std::string_view name) const noexcept {
    for (const auto& [key, value] : params) {
        if (key == name) return value;
    }
    return {};
}

std::optional<std::string_view> request::query_param(std::string_view name) const noexcept {
    std::string_view rest = query;
    while (!rest.empty()) {
        const auto amp = rest.find('&');
        const std::string_view pair = rest.substr(0, amp);
        rest = amp == std::string_view::npos ? std::string_view{} : rest.substr(amp + 1);
        const auto eq = pair.find('=');
        if (pair.substr(0, eq) == name) {
            return eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1);
        }
    }
    return std::nullopt;
}

response json(int status, std::string body) {
    response r;
    r.status = status;
    r.body = std::move(body);
    return r;
}

response error(int status, std::string_view code) {
    // `code` is a server constant from a fixed vocabulary ([a-z_]), so no escaping is needed;
    // assert the invariant rather than trust it.
    std::string body = "{\"detail\":\"";
    for (const char c : code) body += (c >= 'a' && c <= 'z') || c == '_' ? c : '_';
    body += "\"}";
    return json(status, std::move(body));
}

response text(int status, std::string body, std::string content_type) {
    response r;
    r.status = status;
    r.body = std::move(body);
    r.content_type = std::move(content_type);
    return r;
}

}  // namespace anyplot::common::http
