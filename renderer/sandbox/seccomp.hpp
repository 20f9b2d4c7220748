#pragma once
// Layer: seccomp-bpf allow-list for the snippet's interpreter.
//
// The daemon compiles the policy once at startup (libseccomp, ~1.6 ms) and keeps the exported
// BPF; every run loads those bytes (~0.6 ms), inside the interpreter after the trusted imports
// (Debian's pandas runs `uname -p` at import, which needs fork+exec). Default action: EPERM.
// Clearly hostile calls kill the whole process (SIGSYS → stop reason `violation`). Only the
// native architecture is described; i386/x32 calls kill.
#include "common/result.hpp"

#include <string>
#include <string_view>
#include <system_error>

namespace anyplot::renderer::sandbox {

// The exported BPF program (struct sock_filter[]), ready for SECCOMP_SET_MODE_FILTER.
[[nodiscard]] common::result<std::string, std::error_code> compile_policy();

// Loads `bpf` into the calling process (all threads). Requires no_new_privs. errno on failure.
[[nodiscard]] int load_policy(std::string_view bpf) noexcept;

// A sealed, read-only memfd holding `bpf`, to hand to children (the harness reads it). -1 on error.
[[nodiscard]] int policy_memfd(std::string_view bpf) noexcept;

}  // namespace anyplot::renderer::sandbox
