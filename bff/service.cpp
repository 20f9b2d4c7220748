#include "bff/service.hpp"

#include "common/log.hpp"
#include "common/off_thread.hpp"

#include <boost/asio/io_context.hpp>

namespace anyplot::bff {

namespace http = common::http;

namespace {

// What nginx copies from a 401 of its auth_request onto its own 401, so the browser asks for a login.
constexpr const char* challenge = "Basic realm=\"anyplot\"";

// How many people the file lists, and how many of their hashes use a weak method (worth replacing
// with `openssl passwd -6`).
void log_read(const htpasswd& users) {
    const auto weak = static_cast<std::int64_t>(users.weak());
    common::log::write(weak > 0 ? common::log::level::warn : common::log::level::info, "htpasswd_read",
                       {{"users", static_cast<std::int64_t>(users.users())}, {"weak_hashes", weak}});
}

boost::asio::awaitable<http::response> check(service* s, http::request req) {
    // nginx sends exactly one Authorization (deploy/bff/nginx.conf.template); two are never a login.
    std::optional<std::string> authorization;
    int seen = 0;
    for (const auto& h : req.headers) {
        if (h.name != "authorization") continue;
        if (++seen == 1) authorization = h.value;
    }
    if (seen > 1) authorization = std::nullopt;
    // The hash takes milliseconds: on the checks' threads, never on the I/O thread (common/off_thread.hpp).
    auto work = [s, &authorization] {
        const auto r = s->users().refresh();
        if (r.error) {
            // The message names the file and a line number only (bff/htpasswd.hpp).
            common::log::warn("htpasswd_unusable", {{"error", r.error->what()},
                                                    {"line", static_cast<std::int64_t>(r.error->line())},
                                                    {"kept_users", static_cast<std::int64_t>(s->users().users())}});
        } else if (r.reread) {
            log_read(s->users());
        }
        if (!authorization) return s->users().check(std::nullopt);
        return s->users().check(std::string_view(*authorization));
    };
    const bool ok = co_await common::off_thread(s->checks().get_executor(), work);
    if (ok) {
        http::response r;
        r.status = 204;
        co_return r;
    }
    http::response r = http::error(401, "unauthenticated");
    r.headers.push_back({"WWW-Authenticate", challenge});
    co_return r;
}

}  // namespace

config load_config(const common::env_reader& env) {
    config c;
    c.listen = env.listen("LOGIN_LISTEN", "127.0.0.1:0");
    // It answers "is this password right" to whoever asks, without a throttle of its own (nginx's
    // limit_req is the throttle): only nginx on the same host may reach it.
    if (!c.listen.loopback()) throw common::config_error("LOGIN_LISTEN: must be a loopback address (127.0.0.1, ::1)");
    c.htpasswd = env.string("LOGIN_HTPASSWD", "");
    if (c.htpasswd.empty() || c.htpasswd.front() != '/') {
        throw common::config_error("LOGIN_HTPASSWD: the htpasswd file's absolute path is required");
    }
    c.threads = static_cast<int>(env.integer("LOGIN_THREADS", 2, 1, 64));
    c.drain_s = env.number("LOGIN_DRAIN_S", 2, 0, 600);
    return c;
}

const char* usage() {
    return "anyplot-login: checks the page's logins for nginx's auth_request (GET /check with the browser's\n"
           "Authorization: Basic header: 204 for a known name and its password, 401 otherwise), in the\n"
           "same time whether the name is known or not (docs/operations.md, \"The BFF\")\n"
           "\n"
           "Environment:\n"
           "  LOGIN_LISTEN    loopback address:port to listen on (default 127.0.0.1:0: any free port)\n"
           "  LOGIN_HTPASSWD  the htpasswd file, lines name:hash (required; absolute path; read again\n"
           "                  when it changes; hashes crypt_r verifies, e.g. openssl passwd -6)\n"
           "  LOGIN_THREADS   password checks at once (default 2)\n"
           "  LOGIN_DRAIN_S   seconds in-flight checks may finish after SIGTERM (default 2)\n";
}

service::service(boost::asio::io_context& ioc, config cfg)
    : cfg_(std::move(cfg)), users_(cfg_.htpasswd), checks_(static_cast<std::size_t>(cfg_.threads)) {
    http::server_limits limits;
    limits.body_limit = 1024;  // nginx sends no body (proxy_pass_request_body off)
    limits.drain_timeout = std::chrono::milliseconds(static_cast<long>(cfg_.drain_s * 1000));
    // No bearer tokens: the one route is open, and the listener is loopback only (load_config).
    http::router r(common::token_set{});
    r.add("GET", "/check", [this](http::request q) { return check(this, std::move(q)); }, http::access::open);
    server_ = std::make_unique<http::server>(ioc, std::move(r), limits, metrics_);
    log_read(users_);
}

void service::start() {
    server_->listen(cfg_.listen);
    server_->start();
}

}  // namespace anyplot::bff
