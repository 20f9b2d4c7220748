// anyplot-sandbox: applies the kernel layers to one process and execs the interpreter.
// Started by the renderer only (posix_spawn); see sandbox/checklist.hpp for the contract.
#include "renderer/sandbox/checklist.hpp"
#include "renderer/sandbox/plan.hpp"

#include <unistd.h>

int main(int argc, char** argv) {
    const auto plan = anyplot::renderer::sandbox::parse_args(argc, argv);
    if (!plan) {
        static constexpr char line[] = "args fail 22\n";
        (void)!::write(anyplot::renderer::sandbox::status_fd, line, sizeof line - 1);
        return 2;
    }
    return anyplot::renderer::sandbox::run_launcher(*plan);
}
