#pragma once
// Method + path routing with {name} parameters, and the bearer-token check in front of every
// route that asks for it. Unknown path → 404 not_found; known path, other method → 405.
#include "common/auth.hpp"
#include "common/http/message.hpp"

#include <boost/asio/awaitable.hpp>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::common::http {

using handler = std::function<boost::asio::awaitable<response>(request)>;

enum class access { token, open };  // open: no token (GET /healthz only)

class router {
public:
    // `tokens` may be empty only when `auth_disabled` (RENDERER_ENV=development on loopback).
    explicit router(token_set tokens, bool auth_disabled = false);

    // `pattern` like "/run-data/{job_id}/cancel". The pattern is also the metrics label.
    void add(std::string method, std::string_view pattern, handler h, access a = access::token);

    struct match {
        const handler* target = nullptr;  // null → `early` is the answer
        response early;
        std::string route;  // pattern, or "unmatched"
        bool authenticated = false;  // a token matched (or auth is off) on a token route
    };
    // Fills req.params on a match, and req.caller when a token matched (auth.hpp: its id).
    [[nodiscard]] match dispatch(request& req) const;

private:
    struct entry {
        std::string method;
        std::string pattern;
        std::vector<std::string> segments;
        handler h;
        access a;
    };
    static bool match_path(const entry& e, std::string_view path,
                           std::vector<std::pair<std::string, std::string>>& params);
    token_set tokens_;
    bool auth_disabled_;
    std::vector<entry> entries_;
};

}  // namespace anyplot::common::http
