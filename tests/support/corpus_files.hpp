#pragma once
// The validator's corpora (tests/data/validate/<folder>/*.py) as the tests and the benchmark read
// them: files sorted by name, read whole, and the attack snippets' placeholders ({{CANARY_FILE}},
// {{CANARY_PORT}}, {{OUTSIDE_DIR}}, {{DAEMON_PORT}}, {{RUN_ROOT}}: tests/security/README.md) filled
// with plausible values, so a snippet is judged as the renderer's runner would post it.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

namespace anyplot::test {

inline std::vector<std::filesystem::path> validate_corpus(const std::string& folder) {
    std::vector<std::filesystem::path> out;
    for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(ANYPLOT_SOURCE_DIR) /
                                                             "tests/data/validate" / folder)) {
        if (e.path().extension() == ".py") out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

inline std::string read_whole(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::string out;
    char buf[4096];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) out.append(buf, static_cast<std::size_t>(in.gcount()));
    return out;
}

inline std::string fill_placeholders(std::string code) {
    static const std::vector<std::pair<std::string, std::string>> values = {
        {"{{CANARY_FILE}}", "/tmp/anyplot-canary"}, {"{{CANARY_PORT}}", "45678"},
        {"{{OUTSIDE_DIR}}", "/tmp/anyplot-outside"}, {"{{DAEMON_PORT}}", "8081"}, {"{{RUN_ROOT}}", "/tmp/anyplot-run"}};
    for (const auto& [from, to] : values) {
        for (std::size_t at = code.find(from); at != std::string::npos; at = code.find(from, at + to.size())) {
            code.replace(at, from.size(), to);
        }
    }
    return code;
}

}  // namespace anyplot::test
