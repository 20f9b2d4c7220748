// Stripping `if __name__ == "__main__":`, on CPython's own trees (through the shared helpers).
#include <catch2/catch.hpp>
#include <string>

#include "agents/validate/main_guard.hpp"
#include "tests/unit/validate/shared.hpp"

using namespace anyplot::agents::validate;

namespace {

std::string strip(const std::string& code) {
    auto r = testing::shared_validator().strip_main_guard(code);
    REQUIRE(r.ok());
    return *r;
}

}  // namespace

TEST_CASE("the guard's body is dedented and keeps its line numbers") {
    const std::string code =
        "import pandas as pd\n"
        "if __name__ == \"__main__\":\n"
        "    df = pd.DataFrame({'a': [1,\n"
        "        2]})\n"
        "\n"
        "    df['b'] = 1\n";
    CHECK(strip(code) ==
          "import pandas as pd\n"
          "\n"
          "df = pd.DataFrame({'a': [1,\n"
          "    2]})\n"
          "\n"
          "df['b'] = 1\n");
}

TEST_CASE("guard variants") {
    CHECK(strip("if '__main__' == __name__:\n\tx = 1\n") == "\nx = 1\n");
    CHECK(strip("if __name__ == '__main__': x = 1; y = 2\n") == "x = 1; y = 2\n");
    CHECK(strip("x = 1\r\nif __name__ == '__main__':\r\n    y = 2\r\n") == "x = 1\r\n\r\ny = 2\r\n");
    // Not guards, or not strippable: unchanged.
    for (const char* same : {"if __name__ == '__main__':\n    x = 1\nelse:\n    x = 2\n",
                             "if __name__ != '__main__':\n    x = 1\n", "def f():\n    if __name__ == '__main__':\n        x = 1\n",
                             "x = (\n", "if __name__ == '__main__' and True:\n    x = 1\n"}) {
        CHECK(strip(same) == same);
    }
}

TEST_CASE("validate_data_code judges the stripped code and returns it") {
    auto r = testing::shared_validator().validate_data_code(
        "import pandas as pd\n\nif __name__ == \"__main__\":\n    df = pd.DataFrame({'a': [1]})\n");
    REQUIRE(r.ok());
    CHECK(r->clean());
    CHECK(r->code_after_strip == "import pandas as pd\n\n\ndf = pd.DataFrame({'a': [1]})\n");
}
