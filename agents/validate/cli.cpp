#include "agents/validate/cli.hpp"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "agents/validate/validator.hpp"

namespace anyplot::agents::validate {

int run_cli(int argc, char** argv) {
    // argv: anyplot-agents validate [--runs] FILE
    const bool print_runs = argc == 4 && std::string_view(argv[2]) == "--runs";
    if (argc != 3 && !print_runs) {
        std::fputs("usage: anyplot-agents validate [--runs] FILE\n", stderr);
        return 2;
    }
    std::ifstream in(argv[argc - 1], std::ios::binary);
    if (!in) {
        std::fputs("anyplot-agents validate: cannot read the file\n", stderr);
        return 2;
    }
    // Far above the 6,000-character cap, so an oversized file still gets its finding.
    constexpr std::size_t max_read = 1 << 20;
    std::string code;
    code.resize(max_read + 1);
    in.read(code.data(), static_cast<std::streamsize>(code.size()));
    code.resize(static_cast<std::size_t>(in.gcount()));

    helper_options options;
    options.size = 1;  // one snippet: a second warm helper would only cost startup time
    validator v(std::move(options));
    auto r = v.validate_data_code(code);
    if (!r) {
        nlohmann::json err{{"error", to_string(r.error())}};
        std::puts(err.dump().c_str());
        return 3;
    }
    if (print_runs) {
        // The operator's own file, as the sandbox would run it (main guard unwrapped, plotting
        // left out); nothing when the validator refuses it.
        if (r->clean()) std::fwrite(r->code_after_strip.data(), 1, r->code_after_strip.size(), stdout);
        return r->clean() ? 0 : 1;
    }
    nlohmann::json findings = nlohmann::json::array();
    for (const auto& f : r->findings) findings.push_back({{"rule", std::string(name(f.rule))}, {"message", f.message}, {"line", f.line}});
    nlohmann::json out{{"clean", r->clean()}, {"findings", std::move(findings)},
                        {"plotting_left_out", r->plotting_left_out}};
    std::puts(out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    return r->clean() ? 0 : 1;
}

}  // namespace anyplot::agents::validate
