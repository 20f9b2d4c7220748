#pragma once
// The daemon <-> zygote control protocol, defined once in renderer/harness/zygote_protocol.json
// (shipped next to harness.py, which reads the same file). The daemon loads it when it starts the
// zygote and refuses to run warm interpreters when a message or field it needs is missing, so the
// two sides cannot silently disagree about field order or descriptor order.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::renderer {

class zygote_protocol {
public:
    // Reads and checks the definition (every message and token the daemon uses). nullopt and
    // `error` when the file is missing, malformed or lacks something.
    [[nodiscard]] static std::optional<zygote_protocol> load(const std::string& path, std::string& error);
    [[nodiscard]] static std::optional<zygote_protocol> parse(std::string_view json, std::string& error);

    using values = std::map<std::string, std::string>;
    struct message {
        std::string kind;
        values fields;
    };
    // "kind v1 v2 ..." in the definition's field order. nullopt when a field is missing, a value
    // is empty or holds a space, or a value was given that the definition does not list.
    [[nodiscard]] std::optional<std::string> encode(std::string_view kind, const values& v) const;
    // The message, when its kind is known and it carries exactly the listed fields.
    [[nodiscard]] std::optional<message> decode(std::string_view text) const;
    // How many descriptors a message carries, and the index of one by name (-1 if none).
    [[nodiscard]] std::size_t fd_count(std::string_view kind) const;
    [[nodiscard]] int fd_index(std::string_view kind, std::string_view fd) const;
    [[nodiscard]] const std::string& token(std::string_view name) const;  // "placed", "go", "standby_ready"

private:
    struct shape {
        std::vector<std::string> fields;
        std::vector<std::string> fds;
    };
    std::map<std::string, shape, std::less<>> messages_;
    std::map<std::string, std::string, std::less<>> tokens_;
};

}  // namespace anyplot::renderer
