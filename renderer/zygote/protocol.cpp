#include "renderer/zygote/protocol.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace anyplot::renderer {

namespace {

// What the daemon itself sends or reads: the definition must have each, with these fields.
struct needed {
    const char* kind;
    std::vector<std::string> fields;
    std::vector<std::string> fds;
};
const needed daemon_needs[] = {
    {"spawn", {"id", "uid", "guard", "tree", "rehearse"}, {"work_mount", "job", "stdout", "stderr"}},
    {"ready", {}, {}},
    {"spawned", {"id", "pid"}, {}},
    {"exited", {"id", "wait_status", "cpu_us"}, {}},
};
const char* const token_names[] = {"placed", "go", "standby_ready"};

std::vector<std::string> strings(const nlohmann::json& j) {
    std::vector<std::string> out;
    for (const auto& item : j) out.push_back(item.get<std::string>());
    return out;
}

bool same_set(std::vector<std::string> a, std::vector<std::string> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

}  // namespace

std::optional<zygote_protocol> zygote_protocol::load(const std::string& path, std::string& error) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read " + path;
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parse(text.str(), error);
}

std::optional<zygote_protocol> zygote_protocol::parse(std::string_view json, std::string& error) {
    zygote_protocol p;
    try {
        const auto doc = nlohmann::json::parse(json);
        for (const auto& [kind, m] : doc.at("messages").items()) {
            p.messages_[kind] = shape{strings(m.at("fields")), strings(m.at("fds"))};
        }
        for (const auto& [name, value] : doc.at("tokens").items()) p.tokens_[name] = value.get<std::string>();
    } catch (const nlohmann::json::exception&) {
        error = "zygote protocol: malformed definition";
        return std::nullopt;
    }
    for (const auto& n : daemon_needs) {
        const auto it = p.messages_.find(n.kind);
        // Field ORDER is the definition's; the daemon only needs the same names.
        if (it == p.messages_.end() || !same_set(it->second.fields, n.fields) || !same_set(it->second.fds, n.fds)) {
            error = std::string("zygote protocol: message '") + n.kind + "' missing or not as the daemon needs it";
            return std::nullopt;
        }
    }
    for (const char* t : token_names) {
        if (p.tokens_.count(t) == 0 || p.tokens_.at(t).empty()) {
            error = std::string("zygote protocol: token '") + t + "' missing";
            return std::nullopt;
        }
    }
    return p;
}

std::optional<std::string> zygote_protocol::encode(std::string_view kind, const values& v) const {
    const auto it = messages_.find(kind);
    if (it == messages_.end() || v.size() != it->second.fields.size()) return std::nullopt;
    std::string out(kind);
    for (const auto& field : it->second.fields) {
        const auto value = v.find(field);
        if (value == v.end() || value->second.empty() || value->second.find(' ') != std::string::npos) return std::nullopt;
        out += ' ';
        out += value->second;
    }
    return out;
}

std::optional<zygote_protocol::message> zygote_protocol::decode(std::string_view text) const {
    std::vector<std::string> parts;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const auto sp = text.find(' ', pos);
        const auto end = sp == std::string_view::npos ? text.size() : sp;
        parts.emplace_back(text.substr(pos, end - pos));
        if (sp == std::string_view::npos) break;
        pos = sp + 1;
    }
    if (parts.empty()) return std::nullopt;
    const auto it = messages_.find(parts.front());
    if (it == messages_.end() || parts.size() != it->second.fields.size() + 1) return std::nullopt;
    message m;
    m.kind = parts.front();
    for (std::size_t i = 0; i < it->second.fields.size(); ++i) {
        if (parts[i + 1].empty()) return std::nullopt;
        m.fields[it->second.fields[i]] = parts[i + 1];
    }
    return m;
}

std::size_t zygote_protocol::fd_count(std::string_view kind) const {
    const auto it = messages_.find(kind);
    return it == messages_.end() ? 0 : it->second.fds.size();
}

int zygote_protocol::fd_index(std::string_view kind, std::string_view fd) const {
    const auto it = messages_.find(kind);
    if (it == messages_.end()) return -1;
    for (std::size_t i = 0; i < it->second.fds.size(); ++i) {
        if (it->second.fds[i] == fd) return static_cast<int>(i);
    }
    return -1;
}

const std::string& zygote_protocol::token(std::string_view name) const {
    static const std::string none;
    const auto it = tokens_.find(name);
    return it == tokens_.end() ? none : it->second;
}

}  // namespace anyplot::renderer
