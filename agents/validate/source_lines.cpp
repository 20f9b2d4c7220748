#include "agents/validate/source_lines.hpp"

namespace anyplot::agents::validate {

std::optional<source_lines> split_lines(std::string_view code) {
    source_lines out;
    std::size_t start = 0;
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (code[i] == '\r' && (i + 1 >= code.size() || code[i + 1] != '\n')) {
            return std::nullopt;  // a lone CR is a line break to CPython; not worth mapping
        }
        if (code[i] == '\n') {
            const bool crlf = i > start && code[i - 1] == '\r';
            out.text.push_back(code.substr(start, i - start - (crlf ? 1 : 0)));
            out.end.push_back(crlf ? "\r\n" : "\n");
            start = i + 1;
        }
    }
    if (start < code.size()) {
        out.text.push_back(code.substr(start));
        out.end.push_back("");
    }
    return out;
}

std::string join_lines(const std::vector<std::string>& lines, const source_lines& source) {
    std::string result;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        result += lines[i];
        result += source.end[i];
    }
    return result;
}

bool blank(std::string_view s) noexcept { return s.find_first_not_of(" \t\f") == std::string_view::npos; }

}  // namespace anyplot::agents::validate
