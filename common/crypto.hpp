#pragma once
// Hashing and secrets (OpenSSL): fingerprints, token comparison, generated ids.
#include <cstddef>
#include <string>
#include <string_view>

namespace anyplot::common::crypto {

[[nodiscard]] std::string sha256_hex(std::string_view data);

// Compares in time independent of where the inputs differ, and of their lengths (both sides are
// hashed first, so the comparison always covers 32 bytes).
[[nodiscard]] bool constant_time_equal(std::string_view a, std::string_view b) noexcept;

// `bytes` random bytes from the OS CSPRNG, hex-encoded (2 * bytes characters).
[[nodiscard]] std::string random_hex(std::size_t bytes);

}  // namespace anyplot::common::crypto
