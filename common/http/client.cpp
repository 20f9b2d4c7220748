#include "common/http/client.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <algorithm>
#include <charconv>

namespace anyplot::common::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
using tcp = asio::ip::tcp;
using boost::system::error_code;

std::optional<url> parse_url(std::string_view text) {
    constexpr std::string_view scheme = "http://";
    if (text.substr(0, scheme.size()) != scheme) return std::nullopt;
    text.remove_prefix(scheme.size());
    const auto slash = text.find('/');
    std::string_view authority = text.substr(0, slash);
    url out;
    out.target = slash == std::string_view::npos ? "/" : std::string(text.substr(slash));
    std::string_view host = authority;
    std::string_view port;
    if (!authority.empty() && authority.front() == '[') {
        const auto close = authority.find(']');
        if (close == std::string_view::npos) return std::nullopt;
        host = authority.substr(1, close - 1);
        if (close + 1 < authority.size()) {
            if (authority[close + 1] != ':') return std::nullopt;
            port = authority.substr(close + 2);
        }
    } else if (const auto colon = authority.rfind(':'); colon != std::string_view::npos) {
        host = authority.substr(0, colon);
        port = authority.substr(colon + 1);
    }
    if (host.empty()) return std::nullopt;
    out.host = std::string(host);
    if (!port.empty()) {
        unsigned p = 0;
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), p);
        if (ec != std::errc{} || end != port.data() + port.size() || p == 0 || p > 65535) return std::nullopt;
        out.port = static_cast<std::uint16_t>(p);
    }
    return out;
}

std::optional<std::string_view> client_response::header(std::string_view lower_name) const noexcept {
    for (const auto& h : headers) {
        if (h.name == lower_name) return std::string_view(h.value);
    }
    return std::nullopt;
}

asio::awaitable<result<client_response, error_code>> fetch(client_request req) {
    auto staged = co_await fetch_staged(std::move(req));
    if (!staged) co_return failure{staged.error().ec};
    co_return std::move(staged).value();
}

asio::awaitable<result<client_response, fetch_failure>> fetch_staged(client_request req) {
    // Until the connection is made nothing was sent: every failure up to there is `connect`.
    const auto at_connect = [](error_code e) { return failure{fetch_failure{e, fetch_stage::connect}}; };
    const auto in_exchange = [](error_code e) { return failure{fetch_failure{e, fetch_stage::exchange}}; };
    const auto target = parse_url(req.url);
    if (!target) co_return at_connect(error_code(asio::error::invalid_argument));
    auto executor = co_await asio::this_coro::executor;
    error_code ec;

    tcp::resolver resolver(executor);
    const auto endpoints = co_await resolver.async_resolve(target->host, std::to_string(target->port),
                                                           asio::redirect_error(asio::use_awaitable, ec));
    if (ec) co_return at_connect(ec);

    beast::tcp_stream stream(executor);
    const bool early_connect_limit = req.connect_timeout.count() > 0 && req.connect_timeout < req.timeout;
    stream.expires_after(early_connect_limit ? req.connect_timeout : req.timeout);
    // The cancel callback holds the stream only while this frame is alive: forgotten on every
    // way out (the guard's destructor).
    if (req.cancel && req.cancel->fired()) co_return at_connect(error_code(asio::error::operation_aborted));
    const scoped_listener watch(req.cancel, [&stream] { stream.cancel(); });
    co_await stream.async_connect(endpoints, asio::redirect_error(asio::use_awaitable, ec));
    if (req.cancel && req.cancel->fired()) co_return at_connect(error_code(asio::error::operation_aborted));
    if (ec) co_return at_connect(ec);
    if (early_connect_limit) stream.expires_after(req.timeout);

    bhttp::request<bhttp::string_body> out{bhttp::string_to_verb(req.method), target->target, 11};
    out.set(bhttp::field::host, target->host + ":" + std::to_string(target->port));
    out.set(bhttp::field::user_agent, "anyplot-client");
    for (const auto& h : req.headers) out.set(h.name, h.value);
    if (!req.body.empty() || req.method == "POST") {
        out.set(bhttp::field::content_type, req.content_type);
        out.body() = std::move(req.body);
    }
    out.keep_alive(false);
    out.prepare_payload();
    co_await bhttp::async_write(stream, out, asio::redirect_error(asio::use_awaitable, ec));
    if (req.cancel && req.cancel->fired()) co_return in_exchange(error_code(asio::error::operation_aborted));
    if (ec) co_return in_exchange(ec);

    beast::flat_buffer buffer;
    bhttp::response_parser<bhttp::string_body> parser;
    parser.body_limit(req.body_limit);
    co_await bhttp::async_read(stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
    if (req.cancel && req.cancel->fired()) co_return in_exchange(error_code(asio::error::operation_aborted));
    if (ec) co_return in_exchange(ec);

    client_response res;
    const auto& message = parser.get();
    res.status = static_cast<int>(message.result_int());
    for (const auto& f : message) {
        std::string name(f.name_string());
        std::transform(name.begin(), name.end(), name.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        res.headers.push_back({std::move(name), std::string(f.value())});
    }
    res.body = message.body();
    stream.socket().shutdown(tcp::socket::shutdown_both, ec);
    co_return res;
}

}  // namespace anyplot::common::http
