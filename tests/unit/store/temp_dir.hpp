#pragma once
// A fresh directory under the system temp dir, removed with everything in it at scope exit; and a
// clock the test moves by hand.
#include "agents/store/store.hpp"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace store_test {

class temp_dir {
public:
    temp_dir() {
        const auto base = std::filesystem::temp_directory_path() / "anyplot-store-XXXXXX";
        std::string pattern = base.string();
        if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
        path_ = pattern;
    }
    temp_dir(const temp_dir&) = delete;
    temp_dir& operator=(const temp_dir&) = delete;
    ~temp_dir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    [[nodiscard]] const std::filesystem::path& path() const noexcept { return path_; }

private:
    std::filesystem::path path_;
};

struct manual_clock {
    // 2026-01-01T00:00:00Z
    anyplot::agents::store::time_point now{std::chrono::seconds{1'767'225'600}};

    [[nodiscard]] anyplot::agents::store::store_options options(std::chrono::seconds idle) {
        return {.idle_timeout = idle, .clock = [this] { return now; }};
    }
};

}  // namespace store_test
