#include "tests/support/fake_provider.hpp"

#include "tests/support/raw_http.hpp"

#include <unistd.h>

#include <sstream>

namespace anyplot::test {

fake_provider::fake_provider(std::string cert_host, bool plain) : plain_(plain) {
    static int n = 0;
    dir_ = std::filesystem::temp_directory_path() / ("anyplot-fake-provider-" + std::to_string(::getpid()) + "-" +
                                                     std::to_string(n++));
    std::filesystem::create_directories(dir_);
    std::vector<std::string> args{std::string(ANYPLOT_SOURCE_DIR) + "/tests/support/fake_provider.py", "--dir",
                                  dir_.string(), "--cert-host", cert_host};
    if (plain) args.emplace_back("--plain");
    process_.emplace("/usr/bin/python3", args, std::map<std::string, std::string>{{"PATH", "/usr/bin:/bin"}});
    const auto address = process_->wait_listening(std::chrono::seconds(30));
    if (!address) return;
    port_ = port_of(*address);
    std::istringstream log(process_->log());
    std::string line;
    while (std::getline(log, line)) {
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (!j.is_discarded() && j.contains("control")) control_ = port_of(j["control"].get<std::string>());
    }
}

fake_provider::~fake_provider() {
    process_.reset();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
}

std::string fake_provider::url(const std::string& path) const {
    return (plain_ ? "http://127.0.0.1:" : "https://localhost:") + std::to_string(port_) + path;
}

bool fake_provider::script(const nlohmann::json& steps) const {
    const auto r = http_call(control_, "POST", "/__script", {"Content-Type: application/json"}, steps.dump());
    return r && r->status == 200;
}

nlohmann::json fake_provider::requests() const {
    const auto r = http_call(control_, "GET", "/__requests");
    if (!r || r->status != 200) return nlohmann::json::array();
    return nlohmann::json::parse(r->body, nullptr, false);
}

}  // namespace anyplot::test
