#pragma once
// The fake model provider (fake_provider.py) for C++ tests: started on 127.0.0.1:0 with a CA made
// at start (or plain), scripted step by step, and asked what it received.
#include "tests/support/daemon_process.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace anyplot::test {

class fake_provider {
public:
    // `cert_host`: the name its certificate is for (a different one than the client dials makes
    // the handshake fail); `plain`: no TLS.
    explicit fake_provider(std::string cert_host = "localhost", bool plain = false);
    ~fake_provider();
    fake_provider(const fake_provider&) = delete;
    fake_provider& operator=(const fake_provider&) = delete;

    [[nodiscard]] bool ok() const noexcept { return port_ != 0; }
    [[nodiscard]] std::uint16_t port() const noexcept { return port_; }
    // "https://localhost:PORT" (or http://127.0.0.1:PORT when plain), with an optional path.
    [[nodiscard]] std::string url(const std::string& path = "") const;
    [[nodiscard]] std::string ca_file() const { return (dir_ / "ca.pem").string(); }
    [[nodiscard]] const std::filesystem::path& dir() const noexcept { return dir_; }

    // Appends steps (fake_provider.py describes them).
    bool script(const nlohmann::json& steps) const;
    // Every request received so far: [{"path", "headers", "body", "closed_early"?}].
    [[nodiscard]] nlohmann::json requests() const;

private:
    std::filesystem::path dir_;
    std::optional<daemon_process> process_;
    std::uint16_t port_ = 0;
    std::uint16_t control_ = 0;
    bool plain_ = false;
};

}  // namespace anyplot::test
