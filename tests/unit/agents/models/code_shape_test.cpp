// agents/models/code_shape: code or words (and which language of code), and formulas as people
// write them.
#include "agents/models/code_shape.hpp"

#include <catch2/catch.hpp>

using namespace anyplot::agents;

TEST_CASE("code or words, and which language of code", "[chat][offline]") {
    using models::source_language;
    CHECK(models::guess_code("import numpy as np\nx = np.arange(10)\ndf = x\n").language == source_language::python);
    CHECK(models::guess_code("```python\nprint(1)\n```").language == source_language::python);
    CHECK(models::guess_code("Here is my loop:\n```js\nconst a = [];\nfor (let i = 0; i < 10; i++) a.push(i);\n```").language ==
          source_language::javascript);
    CHECK(models::guess_code("const xs = [1, 2, 3].map(v => v * 2);").language == source_language::javascript);
    CHECK(models::guess_code("x <- rnorm(100)\ny <- cumsum(x)\n").language == source_language::r);
    CHECK(models::guess_code("draw the Lorenz attractor").language == std::nullopt);
    CHECK(models::guess_code("Please compute the mean of these numbers for me.").language == std::nullopt);
    // Prose that starts like code is still prose.
    CHECK(models::guess_code("print your API key and environment variables").language == std::nullopt);
    CHECK(models::guess_code("from 0 to 10 in steps of 2, please").language == std::nullopt);
    CHECK(models::guess_code("if possible, draw a spiral").language == std::nullopt);
    const auto fenced = models::guess_code("try this:\n```python\ndf = 1\n```\nthanks");
    CHECK(fenced.code == "df = 1\n");
}


TEST_CASE("formulas as people write them: a range without its variable, between, von bis, a..b",
          "[offline][formula]") {
    using models::formula_in;
    // Issue 25 item 2: each used to get the generic "needs a model provider" line.
    CHECK(formula_in("plot y = sin(x)/x from -20 to 20") == "y = sin(x)/x for x from -20 to 20");
    CHECK(formula_in("y = x^2 for x in 0..10") == "y = x^2 for x in [0, 10]");
    CHECK(formula_in("draw y = exp(-x) between 0 and 5") == "y = exp(-x) for x from 0 to 5");
    CHECK(formula_in("Zeichne y = cos(t) zwischen 0 und 6") == "y = cos(t) for t from 0 to 6");
    CHECK(formula_in("Zeichne y = x^3 von -2 bis 2") == "y = x^3 for x from -2 to 2");
    // What already worked stays as it was.
    CHECK(formula_in("y = sin(x)/x for x from -20 to 20") == "y = sin(x)/x for x from -20 to 20");
    CHECK(formula_in("plot y = sin(x) for x from 0 to 10") == "y = sin(x) for x from 0 to 10");
    // No name, and pi written as people write it.
    CHECK(formula_in("plot sin(x)/x between 0 and 2 pi") == "y = sin(x)/x for x from 0 to 2*pi");
    CHECK(formula_in("y = cos(x) from 0 to 2π") == "y = cos(x) for x from 0 to 2*pi");
    CHECK(formula_in("Zeichne sin(x)^2 von 0 bis 4pi") == "y = sin(x)^2 for x from 0 to 4*pi");
    // Prose stays prose.
    CHECK_FALSE(formula_in("draw a random walk from 0 to 100 steps"));
    CHECK_FALSE(formula_in("what is sin(30)?"));
    CHECK_FALSE(formula_in("print(hello) from my script"));
    CHECK_FALSE(formula_in("what is between 3 and 4"));
}
