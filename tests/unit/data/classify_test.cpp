// The paste classifier on code, formulas and tables.
#include <catch2/catch.hpp>
#include <string>

#include "agents/data/classify.hpp"
#include "agents/formula/formula.hpp"

using namespace anyplot::agents::data;

TEST_CASE("python code is code") {
    CHECK(classify_paste("import numpy as np\nx = np.linspace(0, 10, 100)\ny = np.sin(x)\n") == paste_kind::code);
    CHECK(classify_paste("def f(x):\n    return x * 2\n\nprint(f(3))\n") == paste_kind::code);
    CHECK(classify_paste("import pandas as pd\ndf = pd.DataFrame({'a': [1, 2], 'b': [3, 4]})\n") ==
          paste_kind::code);
    CHECK(classify_paste("for x in range(10):\n    print(x)\n") == paste_kind::code);
    CHECK(classify_paste("class A:\n    pass\n") == paste_kind::code);
}

TEST_CASE("R and JavaScript code is code") {
    CHECK(classify_paste("x <- rnorm(100)\ny <- x * 2\nplot(x, y)\n") == paste_kind::code);
    CHECK(classify_paste("library(ggplot2)\ndf <- data.frame(a = 1:3)\n") == paste_kind::code);
    CHECK(classify_paste("const xs = [1, 2, 3];\nconst ys = xs.map(x => x * 2);\nconsole.log(ys);\n") ==
          paste_kind::code);
    CHECK(classify_paste("for (i in 1:10) {\n  print(i)\n}\n") == paste_kind::code);
    CHECK(classify_paste("f <- function(x) {\n  x^2\n}\n") == paste_kind::code);
    CHECK(classify_paste("import numpy") == paste_kind::code);
    CHECK(classify_paste("y = np.sin(x)") == paste_kind::code);
}

TEST_CASE("one-line formulas are formulas") {
    CHECK(classify_paste("y = sin(x)") == paste_kind::formula);
    CHECK(classify_paste("f(x) = x^2 + 1") == paste_kind::formula);
    CHECK(classify_paste("  f(x, y) = x * y  \n") == paste_kind::formula);
    CHECK(classify_paste("y = 2*x + 3") == paste_kind::formula);
}

TEST_CASE("formulas of the formula language are formulas, on one line or several") {
    CHECK(classify_paste("y = sin(x) * exp(-x / 10) for x from 0 to 20 step 0.1") == paste_kind::formula);
    CHECK(classify_paste("z = sin(x) * cos(y), x from -3 to 3 step 0.1, y from -3 to 3 step 0.1") ==
          paste_kind::formula);
    // Parameters and outputs on lines of their own look like assignments (code), yet they are one formula.
    CHECK(classify_paste("a = 2\nb = 0.5\ny = a * sin(b * x) for x from 0 to 10 step 0.1\n") == paste_kind::formula);
    // Python that merely resembles one is still code.
    CHECK(classify_paste("x = np.linspace(0, 20, 200)\ny = np.sin(x)\n") == paste_kind::code);
}

TEST_CASE("a formula longer than the cap is not a formula") {
    std::string longf = "y = x";
    while (longf.size() <= anyplot::agents::formula::max_formula_chars) longf += " + x";
    CHECK(classify_paste(longf) != paste_kind::formula);
}

TEST_CASE("tables are tables") {
    CHECK(classify_paste("a,b\n1,2\n3,4\n") == paste_kind::table);
    CHECK(classify_paste("Monat;Umsatz\nJan;1,5\n") == paste_kind::table);
    CHECK(classify_paste("[{\"x\": 1}]") == paste_kind::table);
    CHECK(classify_paste("x\ty\n1\t2\n") == paste_kind::table);
    CHECK(classify_paste("") == paste_kind::table);
    CHECK(classify_paste("a,b,c") == paste_kind::table);
}

TEST_CASE("a small CSV with one code-looking cell stays a table") {
    CHECK(classify_paste("name,value\nprint(x),3\n") == paste_kind::table);
    CHECK(classify_paste("name,value\nimport os,3\nb,4\n") == paste_kind::table);
}

TEST_CASE("code shaped lines") {
    CHECK(code_shaped_line("import os"));
    CHECK(code_shaped_line("from math import sin"));
    CHECK(code_shaped_line("x <- c(1, 2)"));
    CHECK(code_shaped_line("total += x"));
    CHECK_FALSE(code_shaped_line("from,to"));
    CHECK_FALSE(code_shaped_line("Berlin,3,4"));
    CHECK_FALSE(code_shaped_line("a == b"));
}
