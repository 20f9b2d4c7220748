// The real executables: start on 127.0.0.1:0, answer /healthz, stop cleanly on SIGTERM, refuse
// bad configuration with exit 2 and one clear line; the page's login checker (anyplot-login) the
// same way; and scripts/run brings them all up.
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"

#include <catch2/catch.hpp>

#include <signal.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

using anyplot::test::binary;
using anyplot::test::daemon_process;
using namespace std::chrono_literals;

namespace {

const std::string token = "integration-token-0123456789";

struct daemon_kind {
    std::string path;
    std::string prefix;  // RENDERER / AGENT
};

const daemon_kind renderer{"renderer/anyplot-renderer", "RENDERER"};
const daemon_kind agents{"agents/anyplot-agents", "AGENT"};

std::map<std::string, std::string> base_env(const daemon_kind& k) {
    std::map<std::string, std::string> env = {
        {k.prefix + "_LISTEN", "127.0.0.1:0"}, {k.prefix + "_TOKENS", token}, {"PATH", "/usr/bin:/bin"}};
    // The agents keep state: each test daemon gets its own directory, never the build tree's ./var.
    if (k.prefix == "AGENT") {
        env["AGENT_DATA_DIR"] = (std::filesystem::temp_directory_path() / ("anyplot-daemons-" + std::to_string(::getpid())))
                                    .string();
    }
    return env;
}

// The digits after `prefix` in `text` (std::regex trips g++ 12's -Wmaybe-uninitialized under -O1).
std::optional<std::string> after(const std::string& text, const std::string& prefix, bool hex = false) {
    const auto at = text.find(prefix);
    if (at == std::string::npos) return std::nullopt;
    std::size_t end = at + prefix.size();
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) ||
                                 (hex && std::isxdigit(static_cast<unsigned char>(text[end]))))) {
        ++end;
    }
    if (end == at + prefix.size()) return std::nullopt;
    return text.substr(at + prefix.size(), end - at - prefix.size());
}

std::size_t count_lines(const std::string& s) {
    return static_cast<std::size_t>(std::count(s.begin(), s.end(), '\n'));
}

}  // namespace

TEST_CASE("both daemons start / answer /healthz openly and /metrics with a token / stop on SIGTERM", "[daemons]") {
    for (const auto& kind : {renderer, agents}) {
        INFO(kind.path);
        daemon_process d(binary(kind.path), {}, base_env(kind));
        const auto address = d.wait_listening();
        REQUIRE(address);
        CHECK(after(*address, "127.0.0.1:") == std::to_string(d.port()));
        const auto health = anyplot::test::http_call(d.port(), "GET", "/healthz");
        REQUIRE(health);
        CHECK(health->status == 200);
        CHECK(health->body == R"({"ok":true})");
        const auto anonymous = anyplot::test::http_call(d.port(), "GET", "/metrics");
        REQUIRE(anonymous);
        CHECK(anonymous->status == 401);
        const auto metrics = anyplot::test::http_call(d.port(), "GET", "/metrics", {"Authorization: Bearer " + token});
        REQUIRE(metrics);
        CHECK(metrics->status == 200);
        CHECK(metrics->body.find("http_requests_total{route=\"/healthz\",status=\"200\"} 1") != std::string::npos);
        d.signal(SIGTERM);
        CHECK(d.wait_exit() == 0);
        CHECK(d.log().find("\"event\":\"stopped\"") != std::string::npos);
    }
}

TEST_CASE("SIGINT stops a daemon cleanly too", "[daemons]") {
    daemon_process d(binary(renderer.path), {}, base_env(renderer));
    REQUIRE(d.wait_listening());
    d.signal(SIGINT);
    CHECK(d.wait_exit() == 0);
}

TEST_CASE("configuration errors exit 2 with one line naming the variable", "[daemons][config]") {
    for (const auto& kind : {renderer, agents}) {
        INFO(kind.path);
        struct bad {
            std::string name, value, expect;
        };
        const std::vector<bad> cases = {
            {kind.prefix + "_TOKENS", "", kind.prefix + "_TOKENS"},
            {kind.prefix + "_TOKENS", "short", kind.prefix + "_TOKENS: a token is shorter than 16"},
            {kind.prefix + "_TOKENS", "0123456789abcdef,bad token!!!!!!!!", kind.prefix + "_TOKENS: a token contains"},
            {kind.prefix + "_LISTEN", "localhost:80", kind.prefix + "_LISTEN"},
            {kind.prefix + "_LISTEN", "127.0.0.1:99999", kind.prefix + "_LISTEN"},
        };
        for (const auto& c : cases) {
            auto env = base_env(kind);
            env[c.name] = c.value;
            daemon_process d(binary(kind.path), {}, env);
            CHECK(d.wait_exit() == 2);
            const auto log = d.log();
            CHECK(count_lines(log) == 1);
            CHECK(log.find(c.expect) != std::string::npos);
            CHECK(log.find("configuration error") != std::string::npos);
        }
        // Development mode drops the token only on a loopback listener.
        auto wide = base_env(kind);
        wide[kind.prefix + "_ENV"] = "development";
        wide[kind.prefix + "_LISTEN"] = "0.0.0.0:0";
        daemon_process refused(binary(kind.path), {}, wide);
        CHECK(refused.wait_exit() == 2);
        CHECK(refused.log().find("loopback") != std::string::npos);
    }
    auto env = base_env(renderer);
    env["RENDERER_SLOTS"] = "0";
    daemon_process slots(binary(renderer.path), {}, env);
    CHECK(slots.wait_exit() == 2);
    env = base_env(agents);
    env["AGENT_RENDERER"] = "docker";
    daemon_process backend(binary(agents.path), {}, env);
    CHECK(backend.wait_exit() == 2);
    // A pool of renderers: every entry checked, none repeated, named by position.
    for (const auto& [urls, expect] : std::vector<std::pair<std::string, std::string>>{
             {"http://127.0.0.1:8081,127.0.0.1:8082", "AGENT_RENDER_URL: entry 2 is not http://host:port"},
             {"http://127.0.0.1:8081, http://127.0.0.1:8081/", "AGENT_RENDER_URL: entry 2 repeats"}}) {
        env = base_env(agents);
        env["AGENT_RENDER_URL"] = urls;
        daemon_process pool(binary(agents.path), {}, env);
        CHECK(pool.wait_exit() == 2);
        CHECK(pool.log().find(expect) != std::string::npos);
    }
}

TEST_CASE("development mode on loopback serves without a token", "[daemons][config]") {
    auto env = base_env(renderer);
    env.erase("RENDERER_TOKENS");
    env["RENDERER_ENV"] = "development";
    daemon_process d(binary(renderer.path), {}, env);
    REQUIRE(d.wait_listening());
    const auto metrics = anyplot::test::http_call(d.port(), "GET", "/metrics");
    REQUIRE(metrics);
    CHECK(metrics->status == 200);
}

TEST_CASE("a port already taken is a startup failure / not a hang", "[daemons]") {
    daemon_process first(binary(renderer.path), {}, base_env(renderer));
    const auto address = first.wait_listening();
    REQUIRE(address);
    auto env = base_env(renderer);
    env["RENDERER_LISTEN"] = *address;
    daemon_process second(binary(renderer.path), {}, env);
    CHECK(second.wait_exit() == 1);
    CHECK(second.log().find("cannot start") != std::string::npos);
}

TEST_CASE("--help prints the environment variables - unknown arguments exit 2", "[daemons]") {
    daemon_process help(binary(renderer.path), {"--help"}, {});
    CHECK(help.wait_exit() == 0);
    CHECK(help.out().find("RENDERER_TOKENS") != std::string::npos);
    daemon_process agents_help(binary(agents.path), {"--help"}, {});
    CHECK(agents_help.wait_exit() == 0);
    CHECK(agents_help.out().find("AGENT_DAILY_DATA_RUNS") != std::string::npos);
    // The commands besides the service, and the fair-share settings.
    CHECK(agents_help.out().find("anyplot-agents validate [--runs] FILE") != std::string::npos);
    CHECK(agents_help.out().find("anyplot-agents data-code FILE") != std::string::npos);
    CHECK(agents_help.out().find("AGENT_USER_RUNS") != std::string::npos);
    daemon_process unknown(binary(renderer.path), {"--frobnicate"}, {});
    CHECK(unknown.wait_exit() == 2);
}

// `openssl passwd -6 -salt abcdefgh secret`, as scripts/bff-config writes it.
const std::string secret_hash =
    "$6$abcdefgh$ltjgWl6579NluT/Vi1nwEvcil.G5Nbc4NiXZaNGStk8PSwGfQv72N2CKPPrVACtLtip/cZ/1GM/O6IND4WQhG.";

// An htpasswd of its own under the temp folder, removed at scope exit.
struct login_file {
    std::filesystem::path path;
    login_file(const std::string& name, const std::string& text)
        : path(std::filesystem::temp_directory_path() /
               ("anyplot-daemons-" + name + "-" + std::to_string(::getpid()))) {
        std::ofstream(path) << text;
    }
    login_file(const login_file&) = delete;
    login_file& operator=(const login_file&) = delete;
    ~login_file() {
        std::error_code ec;
        std::filesystem::remove(path, ec);
    }
};

TEST_CASE("anyplot-login starts / answers nginx's auth_request / stops on SIGTERM", "[daemons][login]") {
    const login_file file("htpasswd", "ann:" + secret_hash + "\n");
    daemon_process d(binary("bff/anyplot-login"), {},
                     {{"LOGIN_LISTEN", "127.0.0.1:0"}, {"LOGIN_HTPASSWD", file.path.string()}, {"PATH", "/usr/bin:/bin"}});
    const auto address = d.wait_listening();
    REQUIRE(address);
    CHECK(after(*address, "127.0.0.1:") == std::to_string(d.port()));
    const auto ok = anyplot::test::http_call(d.port(), "GET", "/check", {"Authorization: Basic YW5uOnNlY3JldA=="});  // ann:secret
    REQUIRE(ok);
    CHECK(ok->status == 204);
    for (const std::string& wrong :
         std::vector<std::string>{"Authorization: Basic YW5uOnNlY3JldDI=", "Authorization: Basic Ym9iOnNlY3JldA==", ""}) {
        INFO(wrong);  // ann:secret2, bob:secret, none
        const auto refused = anyplot::test::http_call(d.port(), "GET", "/check",
                                                      wrong.empty() ? std::vector<std::string>{} : std::vector{wrong});
        REQUIRE(refused);
        CHECK(refused->status == 401);
        CHECK(refused->header("www-authenticate") == "Basic realm=\"anyplot\"");
    }
    d.signal(SIGTERM);
    CHECK(d.wait_exit() == 0);
    const auto log = d.log();
    CHECK(log.find("\"event\":\"stopped\"") != std::string::npos);
    CHECK(log.find("ann") == std::string::npos);  // no name, no header in the log
    CHECK(log.find("YW5u") == std::string::npos);
}

TEST_CASE("anyplot-login: a bad setting or htpasswd line exits 2 with one line, never the line's content",
          "[daemons][login][config]") {
    const login_file file("htpasswd-bad", "ann:" + secret_hash + "\nbob hunter2\n");
    daemon_process bad_line(binary("bff/anyplot-login"), {}, {{"LOGIN_HTPASSWD", file.path.string()}});
    CHECK(bad_line.wait_exit() == 2);
    CHECK(count_lines(bad_line.log()) == 1);
    CHECK(bad_line.log().find("line 2:") != std::string::npos);
    CHECK(bad_line.log().find("hunter2") == std::string::npos);
    CHECK(bad_line.log().find("bob") == std::string::npos);
    daemon_process missing(binary("bff/anyplot-login"), {}, {});
    CHECK(missing.wait_exit() == 2);
    CHECK(missing.log().find("LOGIN_HTPASSWD") != std::string::npos);
    const login_file good("htpasswd-good", "ann:" + secret_hash + "\n");
    daemon_process wide(binary("bff/anyplot-login"), {},
                        {{"LOGIN_HTPASSWD", good.path.string()}, {"LOGIN_LISTEN", "0.0.0.0:0"}});
    CHECK(wide.wait_exit() == 2);
    CHECK(wide.log().find("LOGIN_LISTEN: must be a loopback address") != std::string::npos);
    daemon_process help(binary("bff/anyplot-login"), {"--help"}, {});
    CHECK(help.wait_exit() == 0);
    CHECK(help.out().find("LOGIN_HTPASSWD") != std::string::npos);
}

TEST_CASE("scripts/run starts both services, the login checker and the page and prints how to use them - SIGTERM stops all four",
          "[daemons][run]") {
    const auto var = std::filesystem::temp_directory_path() / ("anyplot-run-" + std::to_string(::getpid()));
    // A private state folder, as mktemp -d makes it: nginx's workers must still reach its temp folders.
    std::filesystem::remove_all(var);
    std::filesystem::create_directory(var);
    std::filesystem::permissions(var, std::filesystem::perms::owner_all, std::filesystem::perm_options::replace);
    const std::uint16_t page_port = anyplot::test::free_port();
    REQUIRE(page_port != 0);
    std::map<std::string, std::string> env = {
        {"PATH", "/usr/local/bin:/usr/bin:/bin"},  // no sbin: scripts/run finds nginx itself
        {"ANYPLOT_BUILD_DIR", ANYPLOT_BINARY_DIR},
        {"ANYPLOT_VAR_DIR", var.string()},
        {"RENDERER_LISTEN", "127.0.0.1:0"},
        {"AGENT_LISTEN", "127.0.0.1:0"},
        {"BFF_LISTEN", "127.0.0.1:" + std::to_string(page_port)},
    };
    daemon_process run("/bin/bash", {std::string(ANYPLOT_SOURCE_DIR) + "/scripts/run"}, env);
    std::string out;
    for (int i = 0; i < 600 && out.find("Ctrl-C") == std::string::npos; ++i) {
        std::this_thread::sleep_for(50ms);
        out = run.out();
        if (run.wait_exit(0ms)) break;
    }
    INFO(out);
    const auto renderer_text = after(out, "renderer  http://127.0.0.1:");
    const auto agents_text = after(out, "agents    http://127.0.0.1:");
    const auto login_text = after(out, "login     http://127.0.0.1:");
    const auto token_text = after(out, "token     ", true);
    REQUIRE(renderer_text);
    REQUIRE(agents_text);
    REQUIRE(login_text);
    REQUIRE(token_text);
    const auto renderer_port = static_cast<std::uint16_t>(std::stoi(*renderer_text));
    const auto agents_port = static_cast<std::uint16_t>(std::stoi(*agents_text));
    const auto login_port = static_cast<std::uint16_t>(std::stoi(*login_text));
    const std::string generated = *token_text;
    CHECK(generated.size() == 48);

    for (const auto port : {renderer_port, agents_port}) {
        const auto health = anyplot::test::http_call(port, "GET", "/healthz");
        REQUIRE(health);
        CHECK(health->status == 200);
        const auto metrics = anyplot::test::http_call(port, "GET", "/metrics", {"Authorization: Bearer " + generated});
        REQUIRE(metrics);
        CHECK(metrics->status == 200);
    }
    // The printed Lorenz example works as printed.
    const auto start = out.find("  SID=");
    const auto end = out.find("\n\n", start);
    REQUIRE(start != std::string::npos);
    const std::string example = out.substr(start, end - start);
    daemon_process lorenz("/bin/bash", {"-c", example}, {{"PATH", "/usr/bin:/bin"}});
    REQUIRE(lorenz.wait_exit(120s) == 0);
    INFO(lorenz.out());
    CHECK(lorenz.out().find(R"("rows":2000,"status":"ok","version":1)") != std::string::npos);
    // And the chat turn as printed, in the same session: words become the next version.
    const auto chat_at = out.find("  curl -sN ");
    REQUIRE(chat_at != std::string::npos);
    const std::string chat_line = out.substr(chat_at, out.find('\n', chat_at) - chat_at);
    const std::string sid_line = example.substr(0, example.find('\n'));
    daemon_process chat("/bin/bash", {"-c", sid_line + "\n" + chat_line}, {{"PATH", "/usr/bin:/bin"}});
    REQUIRE(chat.wait_exit(120s) == 0);
    INFO(chat.out());
    CHECK(chat.out().find("event: ready") != std::string::npos);
    CHECK(chat.out().find("event: dataset") != std::string::npos);
    CHECK(chat.out().find("event: done") != std::string::npos);

    // The page, behind the printed login: 401 without it, the page with it, the API through it.
    const std::string page = "http://127.0.0.1:" + std::to_string(page_port);
    const auto password = after(out, "page      " + page + "/   user me   password ", true);
    REQUIRE(password);
    const std::string status = "curl -s -o /dev/null -w '%{http_code}\\n' ";
    daemon_process page_calls("/bin/bash",
                              {"-c", status + page + "/; " + status + "-u me:" + *password + " " + page + "/; " +
                                         "curl -s -X POST -u me:" + *password + " " + page + "/api/v1/sessions"},
                              {{"PATH", "/usr/bin:/bin"}});
    REQUIRE(page_calls.wait_exit(30s) == 0);
    CHECK(page_calls.out().rfind("401\n200\n{\"session_id\":\"", 0) == 0);

    // A renderer that dies is restarted on its address; the agents and the page stay up meanwhile.
    const auto child_named = [&](const std::string& exe_name) -> pid_t {
        for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
            const std::string name = entry.path().filename();
            if (name.find_first_not_of("0123456789") != std::string::npos) continue;
            std::ifstream stat(entry.path() / "stat");
            std::string line;
            std::getline(stat, line);
            const auto close = line.rfind(')');
            if (close == std::string::npos) continue;
            std::istringstream rest(line.substr(close + 2));
            char state = 0;
            pid_t ppid = 0;
            rest >> state >> ppid;
            if (ppid != run.pid()) continue;
            std::error_code ec;
            const auto exe = std::filesystem::read_symlink(entry.path() / "exe", ec);
            if (!ec && exe.filename() == exe_name) return static_cast<pid_t>(std::stoi(name));
        }
        return -1;
    };
    const pid_t first_renderer = child_named("anyplot-renderer");
    REQUIRE(first_renderer > 0);
    ::kill(first_renderer, SIGKILL);
    bool back = false;
    for (int i = 0; i < 600 && !back; ++i) {
        std::this_thread::sleep_for(100ms);
        const pid_t now = child_named("anyplot-renderer");
        const auto health = now > 0 && now != first_renderer ? anyplot::test::http_call(renderer_port, "GET", "/healthz")
                                                              : std::nullopt;
        back = health && health->status == 200;
    }
    CHECK(back);
    CHECK(run.out().find("run: the renderer exited; restarting it") == std::string::npos);  // said on stderr
    CHECK(run.log().find("run: the renderer exited; restarting it on 127.0.0.1:" + std::to_string(renderer_port)) !=
          std::string::npos);
    const auto agents_health = anyplot::test::http_call(agents_port, "GET", "/healthz");
    REQUIRE(agents_health);
    CHECK(agents_health->status == 200);
    CHECK(anyplot::test::raw_connection(page_port).connected());

    // The login checker too, on its address; the page lets nobody in meanwhile, and then the login
    // works again.
    const pid_t first_login = child_named("anyplot-login");
    REQUIRE(first_login > 0);
    ::kill(first_login, SIGKILL);
    bool login_back = false;
    for (int i = 0; i < 600 && !login_back; ++i) {
        std::this_thread::sleep_for(100ms);
        const pid_t now = child_named("anyplot-login");
        login_back = now > 0 && now != first_login && anyplot::test::raw_connection(login_port).connected();
    }
    CHECK(login_back);
    CHECK(run.log().find("run: the login checker exited; restarting it on 127.0.0.1:" + std::to_string(login_port)) !=
          std::string::npos);
    daemon_process again("/bin/bash", {"-c", status + "-u me:" + *password + " " + page + "/"}, {{"PATH", "/usr/bin:/bin"}});
    REQUIRE(again.wait_exit(30s) == 0);
    CHECK(again.out() == "200\n");

    run.signal(SIGTERM);
    CHECK(run.wait_exit() == 0);
    // All four are gone with it.
    CHECK_FALSE(anyplot::test::raw_connection(renderer_port).connected());
    CHECK_FALSE(anyplot::test::raw_connection(agents_port).connected());
    CHECK_FALSE(anyplot::test::raw_connection(login_port).connected());
    CHECK_FALSE(anyplot::test::raw_connection(page_port).connected());
    std::filesystem::remove_all(var);
}
