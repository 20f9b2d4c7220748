// anyplot-agents: wires config → service → io_context (see common/daemon.hpp).
#include "agents/api/service.hpp"
#include "common/daemon.hpp"

int main(int argc, char** argv) {
    using namespace anyplot;
    return common::run_daemon(argc, argv,
                              {"anyplot-agents", agents::usage(),
                               [](boost::asio::io_context& ioc, const common::env_reader& env) {
                                   return std::make_unique<agents::service>(ioc, agents::load_config(env));
                               }});
}
