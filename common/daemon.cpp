#include "common/daemon.hpp"

#include "common/http/server.hpp"
#include "common/log.hpp"
#include "common/memory.hpp"

#include <boost/asio/io_context.hpp>

#include <csignal>
#include <cstdio>
#include <exception>
#include <string_view>

namespace anyplot::common {

int run_daemon(int argc, char** argv, const daemon_spec& spec) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::printf("%s", spec.usage.c_str());
            return 0;
        }
        std::fprintf(stderr, "%s: unknown argument (see --help)\n", spec.name.c_str());
        return 2;
    }
    // A peer that closed its end (a client, a child's pipe) is an error value, never a signal.
    ::signal(SIGPIPE, SIG_IGN);
    keep_freed_memory();
    boost::asio::io_context ioc{1};
    std::unique_ptr<daemon_service> service;
    try {
        service = spec.make(ioc, env_reader{});
    } catch (const config_error& e) {
        std::fprintf(stderr, "%s: configuration error: %s\n", spec.name.c_str(), e.what());
        return 2;
    }
    // Before listening: a signal that arrives right after the "listening" line must already stop us.
    http::stop_on_signals(ioc, service->http());
    try {
        service->start();
    } catch (const config_error& e) {
        std::fprintf(stderr, "%s: configuration error: %s\n", spec.name.c_str(), e.what());
        return 2;
    } catch (const std::exception& e) {  // bind/listen failures (boost::system::system_error)
        std::fprintf(stderr, "%s: cannot start: %s\n", spec.name.c_str(), e.what());
        return 1;
    }
    ioc.run();
    log::info("stopped", {{"service", spec.name}});
    return 0;
}

}  // namespace anyplot::common
