#pragma once
// Bearer-token check shared by both services (CONTRACT.md "Auth").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::common {

enum class auth_verdict { ok, unauthenticated, forbidden };

class token_set {
public:
    // `csv` is the comma-separated list from *_TOKENS; blanks around entries are ignored.
    // Throws config_error when a token is shorter than 16 characters or has unsafe characters.
    static token_set from_csv(std::string_view csv);

    // Missing or malformed header → unauthenticated (401); well-formed but unknown → forbidden (403).
    [[nodiscard]] auth_verdict check(std::optional<std::string_view> authorization) const noexcept;
    [[nodiscard]] bool empty() const noexcept { return tokens_.empty(); }

private:
    std::vector<std::string> tokens_;
};

}  // namespace anyplot::common

namespace anyplot::common {

class env_reader;
struct listen_address;

struct auth_config {
    token_set tokens;
    bool disabled = false;  // only with <env_var>=development on a loopback listener
};

// Reads `tokens_var` and `env_var`. Throws config_error when no token is set (unless development
// mode on loopback), or when development mode is asked for on a non-loopback address.
[[nodiscard]] auth_config load_auth(const env_reader& env, std::string_view tokens_var, std::string_view env_var,
                                    const listen_address& listen);

}  // namespace anyplot::common
