// agents/texts: every refusal code in every language, a missing text as a startup error, and the
// language detector (a message's words, then Accept-Language, then English).
#include "agents/chat/codes.hpp"
#include "agents/texts/texts.hpp"
#include "common/utf8.hpp"
#include "wire/vocabulary.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <set>

using namespace anyplot::agents;

namespace {

const std::filesystem::path source_dir(ANYPLOT_SOURCE_DIR);

texts::texts load_texts() {
    std::vector<std::string> codes;
    for (const auto c : chat::all_refusal_codes) codes.emplace_back(chat::to_string(c));
    std::string error;
    auto t = texts::texts::load(source_dir / "agents" / "texts", codes, error);
    INFO(error);
    REQUIRE(t);
    return std::move(*t);
}

}  // namespace

TEST_CASE("every refusal code has a text in every one of the 11 languages", "[chat][texts]") {
    const auto t = load_texts();
    std::set<std::string> seen;
    for (const auto code : chat::all_refusal_codes) {
        for (const auto lang : texts::languages) {
            const std::string& text = t.refusal(chat::to_string(code), lang);
            INFO(chat::to_string(code) << " / " << lang);
            CHECK_FALSE(text.empty());
            CHECK(anyplot::common::utf8::valid(text));
            CHECK(anyplot::common::utf8::length(text) <= 300);
            // Each language has its own text, not English copied in.
            if (lang != "en") CHECK(text != t.refusal(chat::to_string(code), "en"));
            seen.insert(text);
        }
    }
    CHECK(seen.size() == std::size(chat::all_refusal_codes) * texts::languages.size());
    for (const char* key : {"greeting", "about", "stored", "not_stored"}) {
        for (const auto lang : texts::languages) CHECK_FALSE(t.answer(key, lang).empty());
    }
    CHECK(texts::fill(t.answer("stored", "de"), {{"version", "3"}, {"rows", "42"}}) ==
          "Fertig: Version 3 mit 42 Zeilen ist bereit zum Prüfen und Bestätigen.");
}

TEST_CASE("missing texts are a startup error naming the file and the key", "[chat][texts]") {
    std::string error;
    CHECK_FALSE(texts::texts::load(source_dir / "agents" / "texts", {"out_of_scope", "no_such_code"}, error));
    CHECK(error.find("no_such_code") != std::string::npos);
    CHECK_FALSE(texts::texts::load("/nonexistent", {"out_of_scope"}, error));
}

TEST_CASE("the language detector: a message's words, then Accept-Language, then English", "[chat][texts]") {
    const auto t = load_texts();
    const std::vector<std::pair<std::string, std::string>> samples{
        {"Can you draw the Lorenz attractor for me please?", "en"},
        {"Kannst du mir bitte einen Random Walk mit 100 Schritten zeichnen?", "de"},
        {"Peux-tu tracer une marche aléatoire avec cent pas, s'il te plaît ?", "fr"},
        {"Puoi disegnare per favore una passeggiata casuale con cento passi?", "it"},
        {"¿Puedes dibujar una caminata aleatoria con cien pasos, por favor?", "es"},
        {"Você pode desenhar um passeio aleatório com cem passos, por favor?", "pt"},
        {"Kun je alsjeblieft een willekeurige wandeling met honderd stappen tekenen?", "nl"},
        {"Czy możesz narysować błądzenie losowe ze stu kroków, proszę?", "pl"},
        {"Lütfen yüz adımlık bir rastgele yürüyüş çizer misin?", "tr"},
        {"ローレンツアトラクタを描いてください", "ja"},
        {"请画一个洛伦兹吸引子", "zh"},
    };
    for (const auto& [text, lang] : samples) {
        INFO(text);
        CHECK(t.detect(text, "") == lang);
    }
    // Short English chat is English, not Spanish for its "me" (issue 25 item 4).
    for (const char* text : {"tell me a joke", "write me a poem", "what is the weather like today", "show me something funny"}) {
        INFO(text);
        CHECK(t.detect(text, "") == "en");
    }
    CHECK(t.detect("¿me cuentas un chiste, por favor?", "") == "es");
    CHECK(t.detect("42", "fr-CH,fr;q=0.9,en;q=0.5") == "fr");
    CHECK(t.detect("42", "xx, de;q=0.5") == "de");
    CHECK(t.detect("42", "") == "en");
    CHECK(texts::accepted_language("ZH-cn") == "zh");
    CHECK_FALSE(texts::accepted_language("xx, yy"));
}

// The page (agents/web/texts.js) has its own English sentence per code, since the service never
// sends free text in an error. Its table must follow the service's vocabularies: every code a BFF
// passes through has a sentence, and every code it lists is one the service can send (an agent
// error or a chat turn's error) or the page's own `network`. A code renamed or added on one side
// fails here, not in front of a person.
TEST_CASE("the page's error sentences follow the service's vocabularies", "[texts][page]") {
    std::ifstream in(source_dir / "agents" / "web" / "texts.js");
    REQUIRE(in);
    const std::string js((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto open = js.find("const errors = {");
    REQUIRE(open != std::string::npos);
    const auto close = js.find("\n};", open);
    REQUIRE(close != std::string::npos);
    // One `  code: 'sentence',` per line.
    std::set<std::string> page;
    std::istringstream table(js.substr(open, close - open));
    for (std::string line; std::getline(table, line);) {
        if (line.rfind("  ", 0) != 0) continue;
        const auto colon = line.find(": ");
        if (colon == std::string::npos) continue;
        const std::string key = line.substr(2, colon - 2);
        if (!key.empty() && key.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos) page.insert(key);
    }
    REQUIRE(page.size() > 10);

    // `network` is the page's own; the HTTP layer answers these three before any route (docs/api.md,
    // "Common to both services").
    std::set<std::string> service{"network", "bad_request", "payload_too_large", "header_too_large"};
    for (int i = 0; i <= static_cast<int>(anyplot::wire::agent_error::internal); ++i) {
        service.emplace(anyplot::wire::to_string(static_cast<anyplot::wire::agent_error>(i)));
    }
    for (int i = 0; i <= static_cast<int>(chat::turn_error::too_many_runs); ++i) {
        service.emplace(chat::to_string(static_cast<chat::turn_error>(i)));
    }
    for (const auto& code : page) {
        INFO(code);
        CHECK(service.count(code) == 1);
    }
    // A paste refused as `code` or `formula` is offered to the chat instead (paste.js's own lines).
    for (const auto code : anyplot::wire::bff_pass_through) {
        const std::string name(anyplot::wire::to_string(code));
        INFO(name);
        if (name == "code" || name == "formula") continue;
        CHECK(page.count(name) == 1);
    }
}
