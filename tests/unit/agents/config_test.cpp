// agents/config: AGENT_RENDER_URL's parsing and the settings it brings.
#include "agents/config.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace anyplot::agents;

TEST_CASE("AGENT_RENDER_URL takes one renderer or a comma-separated list of distinct ones", "[pool][config]") {
    CHECK(parse_render_urls("").empty());
    CHECK(parse_render_urls("http://127.0.0.1:8081") == std::vector<std::string>{"http://127.0.0.1:8081"});
    CHECK(parse_render_urls("http://127.0.0.1:8081/, http://10.0.0.2:8081 ,http://[::1]:9") ==
          std::vector<std::string>{"http://127.0.0.1:8081", "http://10.0.0.2:8081", "http://[::1]:9"});
    CHECK_THROWS_WITH(parse_render_urls("http://a:1,https://b:2"), Catch::Contains("entry 2 is not http://host:port"));
    CHECK_THROWS_AS(parse_render_urls("http://a:1/run-data"), anyplot::common::config_error);
    CHECK_THROWS_AS(parse_render_urls("http://a:99999"), anyplot::common::config_error);
    CHECK_THROWS_AS(parse_render_urls("127.0.0.1:8081"), anyplot::common::config_error);
    CHECK_THROWS_AS(parse_render_urls("http://user:secret@127.0.0.1:8081"), anyplot::common::config_error);
    CHECK_THROWS_WITH(parse_render_urls("http://a:1,http://b:2,http://A:1/"), Catch::Contains("entry 3 repeats"));

    std::map<std::string, std::string> env{{"AGENT_TOKENS", "pool-test-token-0123456789"},
                                           {"AGENT_RENDER_URL", "http://127.0.0.1:1,http://127.0.0.1:2"},
                                           {"AGENT_RENDER_DOWN_S", "2.5"}};
    const anyplot::common::env_reader reader([&env](std::string_view name) -> std::optional<std::string> {
        const auto it = env.find(std::string(name));
        if (it == env.end()) return std::nullopt;
        return it->second;
    });
    const config c = load_config(reader);
    CHECK(c.render_urls.size() == 2);
    CHECK(c.render_down_s == 2.5);
    env["AGENT_RENDER_URL"] = "http://127.0.0.1:1,http://127.0.0.1:1";
    CHECK_THROWS_AS(load_config(reader), anyplot::common::config_error);
    CHECK(std::string(usage()).find("AGENT_RENDER_DOWN_S") != std::string::npos);
}
