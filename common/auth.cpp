#include "common/auth.hpp"

#include "common/config.hpp"
#include "common/crypto.hpp"

namespace anyplot::common {
namespace {

bool token_char(char c) noexcept {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.' || c == '~' || c == '+' || c == '/' || c == '=';
}

bool well_formed_token(std::string_view t) noexcept {
    if (t.empty() || t.size() > 512) return false;
    for (const char c : t) {
        if (!token_char(c)) return false;
    }
    return true;
}

std::string_view trim(std::string_view s) noexcept {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

token_set token_set::from_csv(std::string_view csv) {
    token_set set;
    for (auto& item : split_list(csv)) {
        if (!well_formed_token(item)) throw config_error("a token contains characters outside [A-Za-z0-9-._~+/=]");
        if (item.size() < 16) throw config_error("a token is shorter than 16 characters");
        std::string id = crypto::sha256_hex(item).substr(0, 16);
        set.tokens_.push_back({std::move(item), std::move(id)});
    }
    return set;
}

auth_verdict token_set::check(std::optional<std::string_view> authorization) const noexcept {
    try {
        return identify(authorization).verdict;
    } catch (...) {
        return auth_verdict::forbidden;  // allocation failure: refuse, never let it through
    }
}

auth_result token_set::identify(std::optional<std::string_view> authorization) const {
    auth_result out;
    if (!authorization) return out;
    std::string_view value = *authorization;
    constexpr std::string_view scheme = "Bearer ";
    if (value.size() <= scheme.size()) return out;
    // The scheme is case-insensitive (RFC 7235); the token is not.
    for (std::size_t i = 0; i < scheme.size(); ++i) {
        const char a = value[i];
        const char b = scheme[i];
        const char lower = (a >= 'A' && a <= 'Z') ? static_cast<char>(a - 'A' + 'a') : a;
        const char lower_b = (b >= 'A' && b <= 'Z') ? static_cast<char>(b - 'A' + 'a') : b;
        if (lower != lower_b) return out;
    }
    const std::string_view token = trim(value.substr(scheme.size()));
    if (!well_formed_token(token)) return out;
    // Compare against every token, always, so timing does not reveal which one matched.
    const known_token* matched = nullptr;
    for (const auto& known : tokens_) {
        if (crypto::constant_time_equal(token, known.token)) matched = &known;
    }
    out.verdict = matched != nullptr ? auth_verdict::ok : auth_verdict::forbidden;
    if (matched != nullptr) out.caller = matched->id;
    return out;
}

}  // namespace anyplot::common

namespace anyplot::common {

auth_config load_auth(const env_reader& env, std::string_view tokens_var, std::string_view env_var,
                      const listen_address& listen) {
    auth_config out;
    try {
        out.tokens = token_set::from_csv(env.string(tokens_var, ""));
    } catch (const config_error& e) {
        // The operator reads which variable holds the bad token (never the token itself).
        throw config_error(std::string(tokens_var) + ": " + e.what());
    }
    const std::string mode = env.string(env_var, "production");
    if (mode != "production" && mode != "development") {
        throw config_error(std::string(env_var) + ": must be production or development");
    }
    if (mode == "development") {
        if (!listen.loopback()) {
            throw config_error(std::string(env_var) + "=development is allowed only on a loopback address");
        }
        out.disabled = out.tokens.empty();
    }
    if (out.tokens.empty() && !out.disabled) {
        throw config_error(std::string(tokens_var) + ": no token set (comma-separated bearer tokens)");
    }
    return out;
}

}  // namespace anyplot::common
