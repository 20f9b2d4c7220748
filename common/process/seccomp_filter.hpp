#pragma once
// A libseccomp filter under construction and its export as raw BPF: what both services' sandboxes
// (the validator's helpers, the renderer's runs) compile once and hand to their children.
#include "common/result.hpp"

#include <seccomp.h>

#include <cstdint>
#include <string>
#include <system_error>

namespace anyplot::common::process {

class seccomp_filter {
public:
    explicit seccomp_filter(std::uint32_t default_action) : ctx_(seccomp_init(default_action)) {}
    ~seccomp_filter() {
        if (ctx_ != nullptr) seccomp_release(ctx_);
    }
    seccomp_filter(const seccomp_filter&) = delete;
    seccomp_filter& operator=(const seccomp_filter&) = delete;

    [[nodiscard]] scmp_filter_ctx get() const noexcept { return ctx_; }
    [[nodiscard]] bool valid() const noexcept { return ctx_ != nullptr; }

    // The program (struct sock_filter[]), ready for SECCOMP_SET_MODE_FILTER.
    [[nodiscard]] result<std::string, std::error_code> export_bpf() const;

private:
    scmp_filter_ctx ctx_;
};

// libseccomp's negative return codes as error codes.
[[nodiscard]] inline std::error_code seccomp_error(int rc) noexcept {
    return {rc < 0 ? -rc : rc, std::system_category()};
}

}  // namespace anyplot::common::process
