#pragma once
// The shared life cycle of both executables: parse config, build the service on one
// io_context, serve until SIGTERM/SIGINT, drain, exit. main.cpp stays a few lines.
#include "common/config.hpp"

#include <functional>
#include <memory>
#include <string>

namespace boost::asio {
class io_context;
}

namespace anyplot::common {

namespace http {
class server;
}

class daemon_service {
public:
    virtual ~daemon_service() = default;
    virtual void start() = 0;  // listen (throws on bind failure) and serve
    virtual http::server& http() = 0;
};

struct daemon_spec {
    std::string name;   // "anyplot-renderer"
    std::string usage;  // printed by --help: the environment variables and their defaults
    // Builds the service from the environment; throws config_error for bad settings.
    std::function<std::unique_ptr<daemon_service>(boost::asio::io_context&, const env_reader&)> make;
};

// Exit codes: 0 after a clean stop, 2 for configuration errors, 1 for other startup failures.
[[nodiscard]] int run_daemon(int argc, char** argv, const daemon_spec& spec);

}  // namespace anyplot::common
