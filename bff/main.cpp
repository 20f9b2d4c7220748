// anyplot-login: wires config → service → io_context (see common/daemon.hpp).
#include "bff/service.hpp"
#include "common/daemon.hpp"

int main(int argc, char** argv) {
    using namespace anyplot;
    return common::run_daemon(argc, argv,
                              {"anyplot-login", bff::usage(),
                               [](boost::asio::io_context& ioc, const common::env_reader& env) {
                                   return std::make_unique<bff::service>(ioc, bff::load_config(env));
                               }});
}
