// The API's body decoders (agents/api/bodies.cpp) over the shared closed-object reader: every
// malformed body is the same refusal, and a name outside the language set is the tool's to refuse.
#include <catch2/catch.hpp>

#include "agents/api/bodies.hpp"

namespace api = anyplot::agents::api;
namespace models = anyplot::agents::models;

TEST_CASE("data-code body: code and source_language, each once, nothing else", "[api][bodies]") {
    const auto ok = api::decode_data_code(R"({"source_language":"r","code":"x <- 1"})");
    REQUIRE(ok.ok());
    CHECK(ok->code == "x <- 1");
    CHECK(ok->language == models::source_language::r);
    // An unknown name decodes: the tool refuses it as unsupported_language.
    const auto cobol = api::decode_data_code(R"({"code":"x","source_language":"cobol"})");
    REQUIRE(cobol.ok());
    CHECK(cobol->language == std::nullopt);
    for (const char* bad : {"", "[]", "{}", R"({"code":"x"})", R"({"code":"x","source_language":1})",
                            R"({"code":1,"source_language":"python"})",
                            R"({"code":"x","source_language":"python","extra":1})",
                            R"({"code":"x","code":"y","source_language":"python"})",
                            R"({"code":"\udc00","source_language":"python"})"}) {
        CAPTURE(bad);
        CHECK_FALSE(api::decode_data_code(bad).ok());
    }
}

TEST_CASE("plot body: y and kind required, x optional or null, nothing else", "[api][bodies]") {
    const auto full = api::decode_plot(R"({"kind":"points","y":["a","b"],"x":"t"})");
    REQUIRE(full.ok());
    CHECK(full->x == "t");
    CHECK(full->y == std::vector<std::string>{"a", "b"});
    CHECK(full->kind == anyplot::agents::data::plot_kind::points);
    const auto no_x = api::decode_plot(R"({"y":["a"],"kind":"line"})");
    REQUIRE(no_x.ok());
    CHECK(no_x->x == std::nullopt);
    CHECK(api::decode_plot(R"({"y":["a"],"kind":"line","x":null})").ok());
    CHECK(api::decode_plot(R"({"y":["1","2","3","4","5","6","7","8"],"kind":"line"})").ok());
    for (const char* bad : {"{}", R"({"y":["a"]})", R"({"kind":"line"})", R"({"y":[],"kind":"line"})",
                            R"({"y":["1","2","3","4","5","6","7","8","9"],"kind":"line"})",
                            R"({"y":"a","kind":"line"})", R"({"y":[1],"kind":"line"})",
                            R"({"y":["a"],"kind":"pie-ish"})", R"({"y":["a"],"kind":1})",
                            R"({"y":["a"],"kind":"line","x":1})", R"({"y":["a"],"kind":"line","x":"\udc00"})",
                            R"({"y":["\udc00"],"kind":"line"})", R"({"y":["a"],"kind":"line","z":1})",
                            R"({"y":["a"],"kind":"line","x":null,"x":"b"})", R"({"y":["a"],"y":["b"],"kind":"line"})"}) {
        CAPTURE(bad);
        CHECK_FALSE(api::decode_plot(bad).ok());
    }
}

TEST_CASE("one-string bodies: the one key, a string of valid UTF-8", "[api][bodies]") {
    CHECK(api::decode_one_string(R"({"text":"hi"})", "text", 1024).value() == "hi");
    CHECK(api::decode_message(R"({"text":"hi"})").value() == "hi");
    for (const char* bad : {R"({})", R"({"text":1})", R"({"txt":"hi"})", R"({"text":"a","text":"b"})",
                            R"({"text":"a","more":"b"})", R"({"text":"\udc00"})", R"(["text"])"}) {
        CAPTURE(bad);
        CHECK_FALSE(api::decode_one_string(bad, "text", 1024).ok());
    }
    CHECK_FALSE(api::decode_one_string(R"({"text":"hi"})", "text", 5).ok());  // over the byte cap
    CHECK_FALSE(api::decode_message(R"({"text":""})").ok());
}
