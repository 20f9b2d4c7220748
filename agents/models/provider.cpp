#include "agents/models/provider.hpp"

#include "common/config.hpp"
#include "common/log.hpp"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <charconv>
#include <fstream>
#include <random>

namespace anyplot::agents::models {

namespace asio = boost::asio;
namespace http = common::http;
using clock = std::chrono::steady_clock;

namespace {

bool retryable_status(int status) {
    return status == 408 || status == 429 || status == 500 || status == 502 || status == 503 || status == 504 ||
           status == 529;  // Anthropic's "overloaded"
}

bool retryable_transport(http::upstream_error e) {
    return e == http::upstream_error::connect || e == http::upstream_error::closed ||
           e == http::upstream_error::timeout || e == http::upstream_error::resolve;
}

// One attempt's outcome, before the retry decision.
struct attempt {
    std::optional<chat_reply> reply;
    int status = 0;
    std::optional<http::upstream_error> transport;
    bool malformed = false;
    bool streamed = false;  // a piece of text went to the person: no retry from here
    std::optional<std::chrono::milliseconds> advice;  // Retry-After
};

asio::awaitable<bool> pause(std::chrono::milliseconds d, std::shared_ptr<common::one_shot_signal> cancel) {
    auto executor = co_await asio::this_coro::executor;
    auto timer = std::make_shared<asio::steady_timer>(executor, d);
    const common::scoped_listener wake(cancel, [timer] { timer->cancel(); });
    boost::system::error_code ec;
    co_await timer->async_wait(asio::redirect_error(asio::use_awaitable, ec));
    co_return !cancel->fired();
}

asio::awaitable<attempt> once_streamed(http::upstream_client* client, http::upstream_request req, const wire_format* format,
                                       std::function<void(std::string_view)> on_text) {
    attempt a;
    auto decoder = format->decoder();
    http::sse_parser parser;
    std::vector<http::sse_event> events;
    const std::function<void(std::string_view)> pass_on = [&a, &on_text](std::string_view piece) {
        a.streamed = true;
        on_text(piece);
    };
    http::upstream_client::head_fn on_head = [&a](const http::upstream_head& h) {
        a.status = h.status;
        if (const auto v = h.header("retry-after")) a.advice = retry_after(*v);
    };
    http::upstream_client::body_fn on_body = [&](std::string_view piece) {
        if (a.status != 200) return true;  // an error body is read and dropped, never kept or logged
        events.clear();
        if (!parser.feed(piece, events)) {
            a.malformed = true;
            return false;
        }
        for (const auto& e : events) {
            if (!decoder->feed(e, pass_on)) {
                a.malformed = true;
                return false;
            }
        }
        return true;
    };
    auto head = co_await client->stream(std::move(req), std::move(on_head), std::move(on_body));
    if (!head) {
        if (!a.malformed) a.transport = head.error();
        co_return a;
    }
    if (a.status == 200) {
        if (!decoder->finished()) {
            a.malformed = true;
        } else {
            a.reply = decoder->reply();
            if (!a.reply) a.malformed = true;
        }
    }
    co_return a;
}

asio::awaitable<attempt> once_whole(http::upstream_client* client, http::upstream_request req, const wire_format* format) {
    attempt a;
    auto r = co_await client->fetch(std::move(req));
    if (!r) {
        a.transport = r.error();
        co_return a;
    }
    a.status = r->head.status;
    if (const auto v = r->head.header("retry-after")) a.advice = retry_after(*v);
    if (a.status == 200) {
        a.reply = format->parse(r->body);
        if (!a.reply) a.malformed = true;
    }
    co_return a;
}

}  // namespace

std::optional<std::chrono::milliseconds> retry_after(std::string_view value) {
    double seconds = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seconds);
    if (ec != std::errc{} || end != value.data() + value.size() || seconds < 0) return std::nullopt;
    return std::chrono::milliseconds(static_cast<long>(std::min(seconds, 60.0) * 1000));
}

std::string read_key_file(const std::string& path) {
    std::ifstream in(path);
    std::string key;
    if (!in || !std::getline(in, key)) throw common::config_error("AGENT_MODEL_KEY_FILE: cannot be read");
    while (!key.empty() && (key.back() == '\r' || key.back() == ' ' || key.back() == '\t')) key.pop_back();
    while (!key.empty() && (key.front() == ' ' || key.front() == '\t')) key.erase(0, 1);
    if (key.empty()) throw common::config_error("AGENT_MODEL_KEY_FILE: the file is empty");
    if (key.find_first_of("\r\n\"\\") != std::string::npos) {
        throw common::config_error("AGENT_MODEL_KEY_FILE: the key has characters a header cannot carry");
    }
    return key;
}

provider::provider(provider_settings settings, common::http::upstream_client* client)
    : settings_(std::move(settings)), client_(client),
      format_(settings_.kind == provider_kind::anthropic ? anthropic_format() : openai_format()) {}

provider_health provider::health() const {
    const std::lock_guard lock(health_mutex_);
    return health_;
}

void provider::note(bool ok, std::string error) {
    const auto now = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    const std::lock_guard lock(health_mutex_);
    if (ok) {
        health_.last_success = now;
        health_.failures_in_a_row = 0;
    } else {
        health_.last_failure = now;
        health_.last_error = std::move(error);
        ++health_.failures_in_a_row;
    }
}

asio::awaitable<common::result<chat_reply, model_error>> provider::call(call_spec spec,
                                                                       std::function<void(std::string_view)> on_text,
                                                                       std::shared_ptr<common::one_shot_signal> cancel) {
    const bool stream = static_cast<bool>(on_text);
    const std::string body =
        format_->request(spec, stream).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    const auto started = clock::now();
    auto backoff = settings_.first_backoff;
    thread_local std::mt19937 jitter{std::random_device{}()};
    for (int n = 1;; ++n) {
        http::upstream_request req;
        req.url = settings_.url + format_->path();
        req.headers = format_->headers(settings_.key);
        req.body = body;
        req.timeouts = settings_.timeouts;
        req.cancel = cancel;
        attempt a;
        if (stream) {
            a = co_await once_streamed(client_, std::move(req), format_.get(), on_text);
        } else {
            a = co_await once_whole(client_, std::move(req), format_.get());
        }
        if (cancel->fired()) co_return common::failure{model_error::cancelled};
        if (a.reply) {
            note(true);
            co_return *a.reply;
        }
        const std::string what = a.malformed ? std::string("malformed")
                                 : a.transport ? std::string(http::to_string(*a.transport))
                                               : "status " + std::to_string(a.status);
        // What failed, in our words only (a provider's error body is never logged).
        common::log::warn("model_call_failed", {{"model", spec.model},
                                                {"attempt", n},
                                                {"status", a.status},
                                                {"transport", a.transport ? http::to_string(*a.transport) : ""},
                                                {"malformed", a.malformed},
                                                {"streamed", a.streamed}});
        if (a.malformed && a.status == 200) {
            note(false, what);
            co_return common::failure{model_error::malformed};
        }
        const bool retryable = (a.transport && retryable_transport(*a.transport)) || retryable_status(a.status);
        if (!retryable || a.streamed || n >= settings_.max_attempts) {
            note(false, what);
            co_return common::failure{model_error::unavailable};
        }
        std::uniform_real_distribution<double> spread(0.5, 1.5);
        auto delay = std::chrono::milliseconds(static_cast<long>(static_cast<double>(backoff.count()) * spread(jitter)));
        if (a.advice) delay = std::max(delay, *a.advice);
        if (clock::now() - started + delay > settings_.retry_budget) {
            note(false, what);
            co_return common::failure{model_error::unavailable};
        }
        const bool waited = co_await pause(delay, cancel);
        if (!waited) co_return common::failure{model_error::cancelled};
        backoff *= 2;
    }
}

std::optional<nlohmann::json> call_arguments(const std::string& text) {
    if (text.empty()) return nlohmann::json::object();
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded()) return std::nullopt;
    return j;
}

bool streamed_calls::finish(chat_reply& reply) const {
    for (const auto& [index, c] : calls_) {
        auto arguments = call_arguments(c.arguments);
        if (!arguments) return false;
        reply.calls.push_back({c.id, c.name, std::move(*arguments)});
    }
    return true;
}

}  // namespace anyplot::agents::models
