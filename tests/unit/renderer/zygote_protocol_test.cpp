// The daemon <-> zygote protocol, read from its one definition (the JSON file harness.py reads).
#include "renderer/zygote/protocol.hpp"

#include <catch2/catch.hpp>

using anyplot::renderer::zygote_protocol;

namespace {

zygote_protocol shipped() {
    std::string error;
    auto p = zygote_protocol::load(std::string(ANYPLOT_SOURCE_DIR) + "/renderer/harness/zygote_protocol.json", error);
    INFO(error);
    REQUIRE(p);
    return *p;
}

}  // namespace

TEST_CASE("zygote protocol: the shipped definition encodes and decodes every message", "[zygote]") {
    const auto p = shipped();
    const auto spawn = p.encode("spawn", {{"id", "s1"}, {"uid", "1003"}, {"guard", "1"}, {"tree", "/usr:/opt"}, {"rehearse", "0"}});
    REQUIRE(spawn);
    CHECK(*spawn == "spawn s1 1003 1 /usr:/opt 0");
    CHECK(p.fd_count("spawn") == 4);
    CHECK(p.fd_index("spawn", "work_mount") == 0);
    CHECK(p.fd_index("spawn", "nothing") == -1);
    const auto exited = p.decode("exited s7 9 125000");
    REQUIRE(exited);
    CHECK(exited->kind == "exited");
    CHECK(exited->fields.at("wait_status") == "9");
    CHECK(exited->fields.at("cpu_us") == "125000");
    CHECK(p.decode("ready"));
    CHECK(p.token("placed") == "p");
    CHECK(p.token("go") == "go\n");
}

TEST_CASE("zygote protocol: nothing outside the definition passes", "[zygote]") {
    const auto p = shipped();
    CHECK_FALSE(p.decode("exited s7 9"));            // a field short
    CHECK_FALSE(p.decode("exited s7 9 1 extra"));    // a field too many
    CHECK_FALSE(p.decode("launch s1"));              // unknown kind
    CHECK_FALSE(p.decode("spawned  12"));            // empty field
    CHECK_FALSE(p.encode("spawn", {{"id", "s1"}, {"uid", "1003"}, {"guard", "1"}}));                // missing
    CHECK_FALSE(p.encode("spawn", {{"id", "s 1"}, {"uid", "1003"}, {"guard", "1"}, {"tree", "/usr"}, {"rehearse", "1"}}));  // space
    std::string error;
    CHECK_FALSE(zygote_protocol::parse(R"({"messages": {"ready": {"fields": [], "fds": []}}, "tokens": {}})", error));
    CHECK(error.find("spawn") != std::string::npos);
    CHECK_FALSE(zygote_protocol::parse("not json", error));
}
