#include "agents/cli/data_code_cli.hpp"

#include "agents/models/source_language.hpp"
#include "common/http/client.hpp"
#include "common/spawn.hpp"

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

namespace anyplot::agents::cli {

namespace asio = boost::asio;
namespace http = common::http;

namespace {

struct options {
    std::string file;
    std::string url = "http://127.0.0.1:8080";
    std::string token;
    std::string user = "cli";
};

using fetched = common::result<http::client_response, boost::system::error_code>;

asio::awaitable<void> fetch_into(http::client_request req, std::optional<fetched>* out) {
    out->emplace(co_await http::fetch(std::move(req)));
}

fetched call(const options& o, std::string method, const std::string& path, std::string body = {}) {
    http::client_request req;
    req.method = std::move(method);
    req.url = o.url + path;
    req.headers = {{"Authorization", "Bearer " + o.token}, {"X-Anyplot-User", o.user}};
    req.body = std::move(body);
    req.timeout = std::chrono::seconds(60);
    asio::io_context ioc;
    std::optional<fetched> out;
    common::spawn(ioc.get_executor(), fetch_into(std::move(req), &out), "cli_fetch");
    ioc.run();
    // A fetch that threw (logged by common::spawn) is a failed call, not a crash.
    if (!out) return common::failure{boost::system::errc::make_error_code(boost::system::errc::io_error)};
    return std::move(*out);
}

int usage() {
    std::fprintf(stderr, "usage: anyplot-agents data-code FILE [--url URL] [--token TOKEN] [--user USER]\n");
    return 2;
}

}  // namespace

int run_data_code_cli(int argc, char** argv) {
    options o;
    if (const char* t = std::getenv("AGENT_TOKEN")) o.token = t;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--url" && has_value) {
            o.url = argv[++i];
        } else if (arg == "--token" && has_value) {
            o.token = argv[++i];
        } else if (arg == "--user" && has_value) {
            o.user = argv[++i];
        } else if (o.file.empty() && !arg.starts_with("--")) {
            o.file = arg;
        } else {
            return usage();
        }
    }
    if (o.file.empty()) return usage();
    std::ifstream in(o.file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "data-code: cannot read %s\n", o.file.c_str());
        return 2;
    }
    const std::string code((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());

    const auto session = call(o, "POST", "/v1/sessions");
    if (!session) {
        std::fprintf(stderr, "data-code: cannot reach %s (%s)\n", o.url.c_str(), session.error().message().c_str());
        return 3;
    }
    const auto sj = nlohmann::json::parse(session->body, nullptr, false);
    if (session->status != 201 || !sj.contains("session_id")) {
        std::fprintf(stderr, "data-code: session refused (HTTP %d)\n", session->status);
        return 1;
    }
    const std::string sid = sj["session_id"];
    const auto run = call(o, "POST", "/v1/sessions/" + sid + "/data-code",
                          nlohmann::json{{"code", code},
                                         {"source_language", std::string(models::to_string(models::source_language::python))}}
                              .dump());
    if (!run) {
        std::fprintf(stderr, "data-code: no answer (%s)\n", run.error().message().c_str());
        return 3;
    }
    const auto rj = nlohmann::json::parse(run->body, nullptr, false);
    if (run->status != 200) {
        std::printf("refused: %s (HTTP %d)\n", rj.value("detail", std::string("?")).c_str(), run->status);
        if (rj.contains("notes")) {
            for (const auto& n : rj["notes"]) std::printf("  %s\n", n.get<std::string>().c_str());
        }
        return 1;
    }
    const auto table = call(o, "GET", "/v1/sessions/" + sid + "/dataset");
    if (!table || table->status != 200) return 3;
    const auto tj = nlohmann::json::parse(table->body, nullptr, false);
    std::printf("version %d, %lld rows\n", rj["version"].get<int>(), static_cast<long long>(rj["rows"].get<std::int64_t>()));
    std::printf("%s", tj.value("csv", std::string()).c_str());
    return 0;
}

}  // namespace anyplot::agents::cli
