#pragma once
// Bearer-token check shared by both services (docs/api.md, "Common to both services": auth).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::common {

enum class auth_verdict { ok, unauthenticated, forbidden };

// A check's verdict and, when a token matched, which one: a stable, non-secret id (the first 16
// hex characters of its SHA-256), so per-caller state never stores the token itself.
struct auth_result {
    auth_verdict verdict = auth_verdict::unauthenticated;
    std::string caller;  // set when verdict == ok
};

class token_set {
public:
    // `csv` is the comma-separated list from *_TOKENS; blanks around entries are ignored.
    // Throws config_error when a token is shorter than 16 characters or has unsafe characters.
    static token_set from_csv(std::string_view csv);

    // Missing or malformed header → unauthenticated (401); well-formed but unknown → forbidden (403).
    [[nodiscard]] auth_verdict check(std::optional<std::string_view> authorization) const noexcept;
    // The same check (every token compared, in constant time), and the matched token's id.
    [[nodiscard]] auth_result identify(std::optional<std::string_view> authorization) const;
    [[nodiscard]] bool empty() const noexcept { return tokens_.empty(); }

private:
    struct known_token {
        std::string token;
        std::string id;  // computed once, at load
    };
    std::vector<known_token> tokens_;
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
