// anyplot-agents: wires config → service → io_context (see common/daemon.hpp);
// `anyplot-agents validate FILE` runs the DATA-profile validator once (agents/validate/cli.hpp);
// `anyplot-agents data-code FILE` posts a snippet to a running service (agents/cli/).
#include <string_view>

#include "agents/api/service.hpp"
#include "agents/cli/data_code_cli.hpp"
#include "agents/validate/cli.hpp"
#include "common/daemon.hpp"

int main(int argc, char** argv) {
    using namespace anyplot;
    if (argc > 1 && std::string_view(argv[1]) == "validate") return agents::validate::run_cli(argc, argv);
    if (argc > 1 && std::string_view(argv[1]) == "data-code") return agents::cli::run_data_code_cli(argc, argv);
    return common::run_daemon(argc, argv,
                              {"anyplot-agents", agents::usage(),
                               [](boost::asio::io_context& ioc, const common::env_reader& env) {
                                   return std::make_unique<agents::service>(ioc, agents::load_config(env));
                               }});
}
