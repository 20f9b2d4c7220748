// The offline model's catalogue parameters (agents/models/parameters.hpp): the numbers a request
// gives, read from phrasings as people write them in the eleven languages, against the real
// catalogue and vocabulary files. Each row names the entry, the language, the request, the values
// it must set (the rest keep their defaults), the numbers it must report unused, and the
// parameter a value out of range must be refused for.
#include "agents/models/catalogue.hpp"
#include "agents/models/parameters.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

using namespace anyplot::agents::models;

namespace {

const std::filesystem::path source_dir(ANYPLOT_SOURCE_DIR);

struct row {
    const char* entry;
    const char* lang;
    const char* text;
    std::map<std::string, double> set;
    std::vector<std::string> unused;
    const char* refused = "";
};

const std::vector<row>& table() {
    static const std::vector<row> rows{
        {"compound_interest", "en", "compound interest on 1000 at 5% for 30 years", {{"principal", 1000}, {"rate_percent", 5}, {"years", 30}}, {}},
        {"compound_interest", "de", "Zinseszins für 2.500 Euro zu 3,5 % über 10 Jahre", {{"principal", 2500}, {"rate_percent", 3.5}, {"years", 10}}, {}},
        {"compound_interest", "it", "interesse composto su 1000 al 4% per 20 anni", {{"principal", 1000}, {"rate_percent", 4}, {"years", 20}}, {}},
        {"compound_interest", "nl", "samengestelde rente op 5000 tegen 2,5% voor 15 jaar", {{"principal", 5000}, {"rate_percent", 2.5}, {"years", 15}}, {}},
        {"compound_interest", "pt", "juros compostos sobre 1500 a 6% por 12 anos", {{"principal", 1500}, {"rate_percent", 6}, {"years", 12}}, {}},
        {"compound_interest", "tr", "%5 faizle 1000 lira 10 yıl bileşik faiz", {{"principal", 1000}, {"rate_percent", 5}, {"years", 10}}, {}},
        {"compound_interest", "fr", "intérêts composés : capital de 8 000, taux de 2,75 pour cent sur 25 ans", {{"principal", 8000}, {"rate_percent", 2.75}, {"years", 25}}, {}},
        {"compound_interest", "en", "compound interest with a rate of 4.5 percent", {{"rate_percent", 4.5}}, {}},
        {"compound_interest", "en", "compound interest at 150%", {}, {}, "rate_percent"},
        {"compound_interest", "en", "compound interest over 1,000 years", {}, {}, "years"},
        {"random_walk", "en", "a random walk of 50 steps", {{"n_steps", 50}}, {}},
        {"random_walk", "de", "eine Irrfahrt mit 200 Schritten", {{"n_steps", 200}}, {}},
        {"random_walk", "es", "un paseo aleatorio de 300 pasos", {{"n_steps", 300}}, {}},
        {"random_walk", "fr", "une marche aléatoire de 500 pas", {{"n_steps", 500}}, {}},
        {"random_walk", "pl", "błądzenie losowe 80 kroków", {{"n_steps", 80}}, {}},
        {"random_walk", "ja", "ランダムウォーク 100歩", {{"n_steps", 100}}, {}},
        {"random_walk", "zh", "随机游走 100 步", {{"n_steps", 100}}, {}},
        {"random_walk", "en", "a 250-step random walk", {{"n_steps", 250}}, {}},
        {"random_walk", "en", "random walk of 50 steps, 7 times", {{"n_steps", 50}}, {"7 times"}},
        // An unused number is named by its word: "gamma = 2" (no Lorenz parameter is gamma),
        // "10 seconds"; a filler after it is not a name.
        {"lorenz_attractor", "en", "the Lorenz attractor with rho = 14 and gamma = 2", {{"rho", 14}}, {"gamma = 2"}},
        {"random_walk", "en", "a random walk of 50 steps over 10 seconds", {{"n_steps", 50}}, {"10 seconds"}},
        {"random_walk", "de", "ein Random Walk mit 50 Schritten, Farbe: 3", {{"n_steps", 50}}, {"farbe: 3"}},
        {"random_walk", "en", "random walk of 50000 steps", {}, {}, "n_steps"},
        {"random_walk", "en", "random walk of 12.5 steps", {}, {}, "n_steps"},
        {"lorenz_attractor", "en", "the Lorenz attractor with rho = 14", {{"rho", 14}}, {}},
        {"lorenz_attractor", "en", "Lorenz system sigma 12, rho 30, beta 2.5", {{"sigma", 12}, {"rho", 30}, {"beta", 2.5}}, {}},
        {"lorenz_attractor", "de", "Lorenz-Attraktor mit ρ=99,96", {{"rho", 99.96}}, {}},
        {"lorenz_attractor", "en", "lorenz attractor rho=99.96 sigma=10", {{"rho", 99.96}, {"sigma", 10}}, {}},
        {"radioactive_decay", "en", "radioactive decay over 20,000 years", {{"duration", 20000}}, {}},
        {"radioactive_decay", "de", "Zerfall von Kohlenstoff-14 über 20.000 Jahre", {{"duration", 20000}}, {}},
        {"radioactive_decay", "en", "carbon 14 decay with a half-life of 1600 years over 10000 years", {{"half_life", 1600}, {"duration", 10000}}, {}},
        {"radioactive_decay", "en", "radioactive decay of 5000 atoms over 30000 years", {{"atoms0", 5000}, {"duration", 30000}}, {}},
        {"radioactive_decay", "fr", "désintégration radioactive, demi-vie 30 ans, sur 200 ans", {{"half_life", 30}, {"duration", 200}}, {}},
        {"normal_sample", "en", "a normal sample of 50 values with mean 10 and sd 2", {{"size", 50}, {"mean", 10}, {"sd", 2}}, {}},
        {"normal_sample", "de", "normalverteilte Stichprobe: 300 Werte, Mittelwert 5, Standardabweichung 0,5", {{"size", 300}, {"mean", 5}, {"sd", 0.5}}, {}},
        {"normal_sample", "fr", "500 valeurs d'une loi normale de moyenne 20 et d'écart type 3", {{"size", 500}, {"mean", 20}, {"sd", 3}}, {}},
        {"normal_sample", "es", "una muestra normal de 40 valores con media 100 y desviación estándar 15", {{"size", 40}, {"mean", 100}, {"sd", 15}}, {}},
        {"normal_sample", "en", "normal sample with mean -3", {{"mean", -3}}, {}},
        {"normal_sample", "en", "draw 30000 normal values", {}, {}, "size"},
        {"normal_sample", "ja", "平均 50、標準偏差 10 の正規分布から 200 個", {{"mean", 50}, {"sd", 10}, {"size", 200}}, {}},
        {"monte_carlo_pi", "en", "monte carlo pi with 2000 points", {{"n", 2000}}, {}},
        {"monte_carlo_pi", "nl", "pi schatten met monte carlo en 1500 punten", {{"n", 1500}}, {}},
        {"fibonacci", "en", "the first 30 fibonacci numbers", {{"count", 30}}, {}},
        {"fibonacci", "en", "the first 100 fibonacci numbers", {}, {}, "count"},
        {"sine_wave", "en", "sine wave of 5 Hz for 3 seconds", {{"f", 5}, {"seconds", 3}}, {}},
        {"sine_wave", "de", "Sinuswelle mit Frequenz 2,5 über 4 Sekunden", {{"f", 2.5}, {"seconds", 4}}, {}},
        {"sir_epidemic", "en", "SIR model for a population of 10000 with 5 infected over 100 days", {{"N", 10000}, {"I0", 5}, {"days", 100}}, {}},
        {"sir_epidemic", "de", "SIR-Modell mit beta 0,5 und gamma 0,2 für 200 Tage", {{"beta", 0.5}, {"gamma", 0.2}, {"days", 200}}, {}},
        {"sir_epidemic", "en", "a covid 19 sir epidemic over 90 days", {{"days", 90}}, {}},
        {"projectile_motion", "en", "projectile launched at 30 m/s and 60 degrees", {{"speed", 30}, {"angle_degrees", 60}}, {}},
        {"projectile_motion", "es", "tiro parabólico con velocidad 15 y ángulo 30", {{"speed", 15}, {"angle_degrees", 30}}, {}},
        {"projectile_motion", "en", "projectile at 120 degrees", {}, {}, "angle_degrees"},
        {"damped_oscillator", "en", "damped oscillator with damping 0.3 at 2 Hz", {{"zeta", 0.3}, {"frequency", 2}}, {}},
        {"logistic_map", "en", "logistic map from 3.5 to 4", {{"r_min", 3.5}, {"r_max", 4}}, {}},
        {"logistic_map", "de", "logistische Abbildung zwischen 2,8 und 3,9", {{"r_min", 2.8}, {"r_max", 3.9}}, {}},
    };
    return rows;
}

}  // namespace

TEST_CASE("parameters: the numbers of natural requests in eleven languages set the catalogue's parameters",
          "[offline][parameters]") {
    std::string error;
    const auto c = catalogue::load(source_dir / "agents" / "models" / "offline", error);
    INFO(error);
    REQUIRE(c);
    for (const auto& r : table()) {
        INFO(r.lang << ": " << r.text);
        const auto entry = std::find_if(c->entries().begin(), c->entries().end(),
                                        [&r](const catalogue_entry& e) { return e.name == r.entry; });
        REQUIRE(entry != c->entries().end());
        const auto reading = read_parameters(entry->parameters, entry->ignore, c->words(), r.text, r.lang);
        if (*r.refused != '\0') {
            REQUIRE(reading.out_of_range);
            CHECK(entry->parameters[*reading.out_of_range].name == r.refused);
            continue;
        }
        CHECK_FALSE(reading.out_of_range);
        for (std::size_t i = 0; i < entry->parameters.size(); ++i) {
            const auto& spec = entry->parameters[i];
            INFO(spec.name);
            const auto want = r.set.find(spec.name);
            CHECK(reading.values[i].from_request == (want != r.set.end()));
            CHECK(reading.values[i].value == Approx(want != r.set.end() ? want->second : spec.fallback));
        }
        CHECK(reading.unused == r.unused);
    }
}

TEST_CASE("parameters: the values go into the entry's own lines, defaults keep the file's", "[offline][parameters]") {
    std::string error;
    const auto c = catalogue::load(source_dir / "agents" / "models" / "offline", error);
    REQUIRE(c);
    const auto& entries = c->entries();
    const auto lorenz = std::find_if(entries.begin(), entries.end(), [](const auto& e) { return e.name == "lorenz_attractor"; });
    REQUIRE(lorenz != entries.end());
    const auto reading = read_parameters(lorenz->parameters, lorenz->ignore, c->words(), "lorenz with rho = 14", "en");
    const auto code = apply_parameters(lorenz->code, lorenz->parameters, reading);
    REQUIRE(code);
    CHECK(code->find("\nrho = 14.0\n") != std::string::npos);
    CHECK(code->find("\nsigma = 10.0\n") != std::string::npos);       // the file's own line
    CHECK(code->find("\nbeta = 8.0 / 3.0\n") != std::string::npos);
    const auto interest = std::find_if(entries.begin(), entries.end(), [](const auto& e) { return e.name == "compound_interest"; });
    REQUIRE(interest != entries.end());
    const auto r2 = read_parameters(interest->parameters, interest->ignore, c->words(), "compound interest for 12 years at 3%", "en");
    const auto code2 = apply_parameters(interest->code, interest->parameters, r2);
    REQUIRE(code2);
    CHECK(code2->find("\nyears = 12\n") != std::string::npos);      // a count stays whole
    CHECK(code2->find("\nrate_percent = 3.0\n") != std::string::npos);
}

TEST_CASE("parameters: numbers as written in each convention", "[offline][parameters]") {
    const auto one = [](const char* text, const char* lang) {
        parameter_spec s;
        s.name = "x";
        s.min = -1e12;
        s.max = 1e12;
        s.bare = true;
        const auto r = read_parameters({s}, {}, parameter_words{}, text, lang);
        return r.values.front().value;
    };
    CHECK(one("1,204", "en") == 1204);
    CHECK(one("1,204", "de") == Approx(1.204));
    CHECK(one("1.204", "de") == 1204);
    CHECK(one("2,5", "fr") == Approx(2.5));
    CHECK(one("2.5", "en") == Approx(2.5));
    CHECK(one("1,234,567.5", "en") == Approx(1234567.5));
    CHECK(one("1.234.567,5", "de") == Approx(1234567.5));
    CHECK(one("1e6", "en") == 1e6);
    CHECK(one("-4", "en") == -4);
    CHECK(one("１２", "ja") == 12);  // fullwidth digits
    CHECK(one("12.5", "de") == Approx(12.5));  // not three digits after the mark: a decimal point
}
