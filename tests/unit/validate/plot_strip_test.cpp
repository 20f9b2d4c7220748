// Leaving out a pasted program's plotting (plot_strip.hpp), on CPython's own trees through the
// shared helpers: what is removed, what keeps the program as it was, and that every line keeps
// its number.
#include <catch2/catch.hpp>
#include <string>

#include "tests/unit/validate/shared.hpp"

using namespace anyplot::agents::validate;

namespace {

validation_result judge(const std::string& code) {
    auto r = testing::shared_validator().validate_data_code(code);
    REQUIRE(r.ok());
    return *r;
}

std::string findings_of(const validation_result& r) {
    std::string s;
    for (const auto& f : r.findings) s += std::string(name(f.rule)) + "@" + std::to_string(f.line) + " ";
    return s;
}

}  // namespace

TEST_CASE("a program's plotting statements are left out and the rest runs") {
    const std::string code =
        "import numpy as np\n"
        "import pandas as pd\n"
        "import matplotlib.pyplot as plt\n"
        "t = np.linspace(0, 10, 200)\n"
        "df = pd.DataFrame({'t': t, 'x': np.sin(t)})\n"
        "fig, ax = plt.subplots(figsize=(8, 4))\n"
        "ax.plot(df['t'], df['x'],\n"
        "        label='x')\n"
        "ax.set_xlabel('t')\n"
        "plt.rcParams['lines.linewidth'] = 2\n"
        "df.plot(x='t', y='x')\n"
        "plt.show()\n";
    const auto r = judge(code);
    INFO(findings_of(r));
    CHECK(r.clean());
    CHECK(r.plotting_left_out == 7);
    CHECK(r.code_after_strip ==
          "import numpy as np\n"
          "import pandas as pd\n"
          "\n"
          "t = np.linspace(0, 10, 200)\n"
          "df = pd.DataFrame({'t': t, 'x': np.sin(t)})\n"
          "\n\n\n\n\n\n\n");
}

TEST_CASE("plotting inside loops, functions, with blocks and the main guard") {
    const std::string code =
        "import numpy as np\n"
        "import pandas as pd\n"
        "from matplotlib import pyplot as plt\n"
        "import seaborn as sns\n"
        "from mpl_toolkits.mplot3d import Axes3D\n"
        "def show(frame):\n"
        "    plt.figure()\n"
        "    sns.lineplot(data=frame)\n"
        "def main():\n"
        "    rows = []\n"
        "    for k in range(3):\n"
        "        rows.append({'k': k, 'y': k * k})\n"
        "        plt.scatter(k, k * k)\n"
        "    fig, axes = plt.subplots(2)\n"
        "    for i, ax in enumerate(axes.flat):\n"
        "        ax.grid(True)\n"
        "    with plt.style.context('ggplot'):\n"
        "        plt.plot([1, 2])\n"
        "    return pd.DataFrame(rows)\n"
        "if __name__ == '__main__':\n"
        "    df = main()\n"
        "    show(df)\n"
        "    plt.savefig('out.png')\n";
    const auto r = judge(code);
    INFO(findings_of(r));
    INFO(r.code_after_strip);
    CHECK(r.clean());
    CHECK(r.plotting_left_out == 10);
    CHECK(r.code_after_strip ==
          "import numpy as np\n"
          "import pandas as pd\n"
          "\n\n\n"
          "def show(frame):\n"
          "    pass\n"
          "\n"
          "def main():\n"
          "    rows = []\n"
          "    for k in range(3):\n"
          "        rows.append({'k': k, 'y': k * k})\n"
          "\n"
          "\n\n\n\n\n"
          "    return pd.DataFrame(rows)\n"
          "\n"
          "df = main()\n"
          "show(df)\n"
          "\n");
}

TEST_CASE("the program stays as it was when plotting feeds the table or shares a line") {
    const char* kept[] = {
        // A plotting object's value feeds the table.
        "import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt\n"
        "colors = plt.cm.viridis(np.linspace(0, 1, 5))\ndf = pd.DataFrame(colors)\n",
        // A plotting statement shares a line with one to keep.
        "import pandas as pd\nimport matplotlib.pyplot as plt\ndf = pd.DataFrame({'a': [1, 2]}); plt.plot(df['a'])\n",
        // A one-line loop whose body is plotting.
        "import pandas as pd\nimport matplotlib.pyplot as plt\ndf = pd.DataFrame({'a': [1, 2]})\n"
        "for v in df['a']: plt.plot(v)\n",
        // One import of plotting and data modules.
        "import pandas as pd, matplotlib.pyplot as plt\ndf = pd.DataFrame({'a': [1, 2]})\nplt.show()\n",
        // An assignment expression inside a plotting call would lose its binding.
        "import pandas as pd\nimport matplotlib.pyplot as plt\nplt.plot(n := 3)\ndf = pd.DataFrame({'a': [n]})\n",
        // A plotting name rebound to data.
        "import pandas as pd\nimport matplotlib.pyplot as plt\nax = plt.gca()\nax = 2\ndf = pd.DataFrame({'a': [ax]})\n",
    };
    for (const char* code : kept) {
        INFO(code);
        const auto r = judge(code);
        CHECK(r.plotting_left_out == 0);
        CHECK_FALSE(r.clean());  // the plotting is refused as before, with its line
        CHECK(r.code_after_strip == code);
    }
}

TEST_CASE("a program without plotting imports is untouched, pandas plotting included") {
    // df.plot() with no plotting import: refused by the rules as before (nothing to leave out).
    const std::string code = "import pandas as pd\ndf = pd.DataFrame({'a': [1, 2]})\ndf.plot()\n";
    const auto r = judge(code);
    CHECK(r.plotting_left_out == 0);
    CHECK(r.code_after_strip == code);
    CHECK_FALSE(r.clean());
}
