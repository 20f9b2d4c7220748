// Sizing for docs/scaling.md, measured side by side in one run:
//   1. the agents service's own ceiling: data-code and dataset reads per second when the renderer
//      answers at once (a stub renderer on loopback that answers every job from memory), so only
//      the agents' work is measured (validation, daily count, slot, parse, guard, store);
//   2. runs per second through the renderer pool: the agents in front of 1, 2 and 3 real renderer
//      processes (RENDERER_SLOTS=1 each) on this host, against one renderer with 2 slots.
// Usage: bench_scale [seconds per row]   (default 10)
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/daemon_process.hpp"
#include "tests/support/raw_http.hpp"
#include "wire/data_run.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {

using anyplot::bench::percentile;
using clock_type = std::chrono::steady_clock;
const std::string token = "bench-token-0123456789abcdef";
const std::string auth = "Authorization: Bearer " + token;

// A renderer that answers every job at once with a 2-row table (the contract's own encoder), over
// keep-alive connections, one thread each.
class stub_renderer {
public:
    stub_renderer() {
        fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        if (::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(fd_, 128) != 0 ||
            ::getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len) != 0) {
            throw std::runtime_error("stub renderer: bind failed");
        }
        port_ = ntohs(a.sin_port);
        acceptor_ = std::thread([this] { accept_loop(); });
    }
    ~stub_renderer() {
        stopping_ = true;
        ::shutdown(fd_, SHUT_RDWR);
        ::close(fd_);
        acceptor_.join();
        for (auto& t : connections_) t.join();
    }
    [[nodiscard]] std::uint16_t port() const { return port_; }

private:
    void accept_loop() {
        while (!stopping_) {
            const int c = ::accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
            if (c < 0) return;
            const std::lock_guard lock(mu_);
            connections_.emplace_back([c] { serve(c); });
        }
    }
    static void serve(int c) {
        std::string buf;
        char chunk[16384];
        for (;;) {
            const auto head_end = buf.find("\r\n\r\n");
            if (head_end == std::string::npos) {
                const ssize_t n = ::recv(c, chunk, sizeof chunk, 0);
                if (n <= 0) break;
                buf.append(chunk, static_cast<std::size_t>(n));
                continue;
            }
            std::size_t length = 0;
            const auto cl = buf.find("Content-Length: ");
            if (cl != std::string::npos && cl < head_end) length = std::strtoul(buf.c_str() + cl + 16, nullptr, 10);
            while (buf.size() < head_end + 4 + length) {
                const ssize_t n = ::recv(c, chunk, sizeof chunk, 0);
                if (n <= 0) {
                    ::close(c);
                    return;
                }
                buf.append(chunk, static_cast<std::size_t>(n));
            }
            const std::string head = buf.substr(0, head_end);
            const std::string body = buf.substr(head_end + 4, length);
            buf.erase(0, head_end + 4 + length);
            std::string status = "404 Not Found", out = R"({"detail":"not_found"})";
            if (head.rfind("POST /run-data ", 0) == 0) {
                if (auto req = anyplot::wire::decode_data_run_request(body)) {
                    anyplot::wire::data_run_response r;
                    r.job_id = req->job_id;
                    r.exit_code = 0;
                    r.csv_text = "x,y\n1,3\n2,4\n";
                    r.wall_s = 0.001;
                    r.version = "stub";
                    status = "200 OK";
                    out = anyplot::wire::encode(r);
                }
            } else if (head.rfind("GET /healthz", 0) == 0 || head.rfind("GET /status", 0) == 0) {
                status = "200 OK";
                out = R"({"status":"ok"})";
            }
            const std::string answer = "HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\nContent-Length: " +
                                       std::to_string(out.size()) + "\r\n\r\n" + out;
            if (::send(c, answer.data(), answer.size(), MSG_NOSIGNAL) < 0) break;
        }
        ::close(c);
    }

    int fd_ = -1;
    std::uint16_t port_ = 0;
    std::atomic<bool> stopping_{false};
    std::thread acceptor_;
    std::mutex mu_;
    std::vector<std::thread> connections_;
};

struct result_row {
    std::string label;
    std::vector<double> ms;
    double seconds = 0;
    long failed = 0;
};

// `clients` keep-alive clients, each with its own user and session, for `seconds`.
result_row drive(std::uint16_t port, const std::string& label, int clients, double seconds, bool reads) {
    result_row row;
    row.label = label;
    std::mutex mu;
    const auto until = clock_type::now() + std::chrono::milliseconds(static_cast<long>(seconds * 1000));
    const std::string code = R"(import pandas as pd\ndf = pd.DataFrame({\"x\": [1, 2], \"y\": [3, 4]})\n)";
    const std::string run_body = "{\"code\":\"" + code + "\",\"source_language\":\"python\"}";
    std::vector<std::thread> threads;
    static std::atomic<int> users{0};
    const auto t0 = clock_type::now();
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&] {
            const std::string user = "X-Anyplot-User: scale-" + std::to_string(users++);
            const auto s = anyplot::test::http_call(port, "POST", "/v1/sessions", {auth, user});
            if (!s || s->status != 201) return;
            const std::string sid = s->body.substr(s->body.find(':') + 2, 32);
            const std::string run_path = "/v1/sessions/" + sid + "/data-code";
            if (reads) {
                (void)anyplot::test::http_call(port, "POST", run_path, {auth, user, "Content-Type: application/json"}, run_body);
            }
            std::optional<anyplot::test::raw_connection> conn;
            while (clock_type::now() < until) {
                // The service closes a keep-alive connection after a number of requests: reconnect.
                if (!conn || !conn->connected()) conn.emplace(port);
                const std::string req =
                    reads ? "GET /v1/sessions/" + sid + "/dataset HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n" + user + "\r\n\r\n"
                          : "POST " + run_path + " HTTP/1.1\r\nHost: x\r\n" + auth + "\r\n" + user +
                                "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(run_body.size()) +
                                "\r\n\r\n" + run_body;
                const auto t = clock_type::now();
                std::optional<anyplot::test::raw_response> r;
                if (conn->send(req)) r = conn->read_response(std::chrono::seconds(60));
                const double ms = std::chrono::duration<double, std::milli>(clock_type::now() - t).count();
                const std::lock_guard lock(mu);
                if (r && r->status == 200) {
                    row.ms.push_back(ms);
                } else if (r) {
                    ++row.failed;
                } else {
                    conn.reset();  // closed by the service: not a failure, the request is sent again
                }
            }
        });
    }
    for (auto& t : threads) t.join();
    row.seconds = std::chrono::duration<double>(clock_type::now() - t0).count();
    return row;
}

void print(const result_row& r) {
    std::printf("%-58s %7zu %9.1f %8.2f %8.2f", r.label.c_str(), r.ms.size(), static_cast<double>(r.ms.size()) / r.seconds,
                percentile(r.ms, 0.5), percentile(r.ms, 0.99));
    if (r.failed > 0) std::printf("   (%ld not 200)", r.failed);
    std::printf("\n");
    std::fflush(stdout);
}

anyplot::test::daemon_process start_agents(const std::string& render_urls, const std::filesystem::path& dir) {
    return anyplot::test::daemon_process(
        anyplot::test::binary("agents/anyplot-agents"), {},
        {{"AGENT_LISTEN", "127.0.0.1:0"}, {"AGENT_TOKENS", token}, {"AGENT_RENDER_URL", render_urls},
         {"AGENT_RENDER_TOKEN", token}, {"AGENT_DATA_DIR", dir.string()}, {"AGENT_DAILY_DATA_RUNS", "100000"}, {"AGENT_USER_SESSIONS_PER_HOUR", "1000000"},
         {"AGENT_USER_SESSIONS_PER_DAY", "1000000"}, {"AGENT_USER_RUNS", "256"}, {"AGENT_USER_QUEUED", "100000"},
         {"AGENT_RUN_SLOTS", "8"}, {"AGENT_QUEUE_MAX", "64"}, {"AGENT_QUEUE_WAIT_S", "120"}});
}

}  // namespace

int main(int argc, char** argv) {
    const double seconds = argc > 1 ? std::max(2.0, std::atof(argv[1])) : 10;
    const auto dir = std::filesystem::temp_directory_path() / ("anyplot-bench-scale-" + std::to_string(::getpid()));
    std::printf("%u cores; %.0f s per row\n", std::thread::hardware_concurrency(), seconds);
    std::printf("%-58s %7s %9s %8s %8s\n", "", "calls", "per s", "p50 ms", "p99 ms");
    {
        stub_renderer stub;
        auto agents = start_agents("http://127.0.0.1:" + std::to_string(stub.port()), dir / "a");
        if (!agents.wait_listening()) return 1;
        for (const int clients : {1, 8}) {
            print(drive(agents.port(), "agents ceiling: data-code, stub renderer, " + std::to_string(clients) + " clients",
                        clients, seconds, false));
        }
        print(drive(agents.port(), "agents ceiling: dataset reads, 8 clients", 8, seconds, true));
    }
    for (const int renderers : {1, 2, 3}) {
        std::vector<std::unique_ptr<anyplot::test::daemon_process>> pool;
        std::string urls;
        for (int i = 0; i < renderers; ++i) {
            pool.push_back(std::make_unique<anyplot::test::daemon_process>(
                anyplot::test::binary("renderer/anyplot-renderer"), std::vector<std::string>{},
                std::map<std::string, std::string>{{"RENDERER_LISTEN", "127.0.0.1:0"}, {"RENDERER_TOKENS", token},
                                                   {"RENDERER_SLOTS", renderers == 1 ? "2" : "1"},
                                                   {"PATH", "/usr/bin:/bin"}}));
            const auto addr = pool.back()->wait_listening();
            if (!addr) return 1;
            urls += (urls.empty() ? "" : ",") + ("http://" + *addr);
        }
        std::this_thread::sleep_for(std::chrono::seconds(2));  // let the zygotes prepare their pools
        auto agents = start_agents(urls, dir / ("p" + std::to_string(renderers)));
        if (!agents.wait_listening()) return 1;
        const std::string label = renderers == 1 ? "real runs: agents -> 1 renderer (2 slots), 8 clients"
                                                 : "real runs: agents -> pool of " + std::to_string(renderers) +
                                                       " renderers (1 slot each), 8 clients";
        print(drive(agents.port(), label, 8, seconds, false));
    }
    std::filesystem::remove_all(dir);
    return 0;
}
