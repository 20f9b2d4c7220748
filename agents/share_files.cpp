#include "agents/share_files.hpp"

#include <fstream>
#include <sstream>

namespace anyplot::agents {

std::optional<std::string> read_share_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::optional<nlohmann::json> read_share_json(const std::filesystem::path& file, std::string& error) {
    const auto text = read_share_file(file);
    if (!text) {
        error = file.filename().string() + ": cannot be read";
        return std::nullopt;
    }
    auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded()) {
        error = file.filename().string() + ": not JSON";
        return std::nullopt;
    }
    return j;
}

}  // namespace anyplot::agents
