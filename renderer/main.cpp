// anyplot-renderer: wires config → service → io_context (see common/daemon.hpp).
#include "common/daemon.hpp"
#include "renderer/service/service.hpp"

int main(int argc, char** argv) {
    using namespace anyplot;
    return common::run_daemon(argc, argv,
                              {"anyplot-renderer", renderer::usage(),
                               [](boost::asio::io_context& ioc, const common::env_reader& env) {
                                   return std::make_unique<renderer::service>(ioc, renderer::load_config(env));
                               }});
}
