#pragma once
// anyplot-login as one object: the htpasswd (bff/htpasswd.hpp) behind one route on the shared HTTP
// server, answering nginx's auth_request subrequest (deploy/bff/nginx.conf.template).
#include "bff/htpasswd.hpp"
#include "common/config.hpp"
#include "common/daemon.hpp"
#include "common/http/server.hpp"
#include "common/metrics.hpp"

#include <boost/asio/thread_pool.hpp>

#include <memory>
#include <string>

namespace anyplot::bff {

struct config {
    common::listen_address listen;
    std::string htpasswd;
    int threads = 2;
    double drain_s = 2;
};

// Reads LOGIN_* (throws common::config_error).
[[nodiscard]] config load_config(const common::env_reader& env);
[[nodiscard]] const char* usage();

class service final : public common::daemon_service {
public:
    // Reads the htpasswd: a line it cannot use is a configuration error (exit 2).
    service(boost::asio::io_context& ioc, config cfg);
    void start() override;
    common::http::server& http() override { return *server_; }

    // GET /check: 204 for a known name whose password verifies, 401 with the Basic challenge
    // otherwise (public so the handler's coroutine can reach it).
    htpasswd& users() noexcept { return users_; }
    boost::asio::thread_pool& checks() noexcept { return checks_; }

private:
    config cfg_;
    common::metrics_registry metrics_;
    htpasswd users_;
    // Declared after users_, so it is joined (its running checks finish) before users_ goes.
    boost::asio::thread_pool checks_;
    std::unique_ptr<common::http::server> server_;
};

}  // namespace anyplot::bff
