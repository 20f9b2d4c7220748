#pragma once
// Golden documents live in tests/data/wire/ so the renderer's and the agents' tests read the same
// bytes this library is pinned to.
#include <fstream>
#include <iterator>
#include <string>

namespace anyplot::wire::test {

inline std::string read_golden(const std::string& name) {
    std::ifstream in(std::string(ANYPLOT_SOURCE_DIR) + "/tests/data/wire/" + name,
                     std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace anyplot::wire::test
