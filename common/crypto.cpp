#include "common/crypto.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <array>
#include <stdexcept>

namespace anyplot::common::crypto {
namespace {

using digest = std::array<unsigned char, 32>;

digest sha256(std::string_view data) {
    digest out{};
    unsigned int len = 0;
    if (EVP_Digest(data.data(), data.size(), out.data(), &len, EVP_sha256(), nullptr) != 1) {
        throw std::runtime_error("sha256 failed");  // broken OpenSSL install: a startup-class fault
    }
    return out;
}

std::string to_hex(const unsigned char* p, std::size_t n) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string s(n * 2, '0');
    for (std::size_t i = 0; i < n; ++i) {
        s[2 * i] = digits[p[i] >> 4];
        s[2 * i + 1] = digits[p[i] & 0x0F];
    }
    return s;
}

}  // namespace

std::string sha256_hex(std::string_view data) {
    const digest d = sha256(data);
    return to_hex(d.data(), d.size());
}

bool constant_time_equal(std::string_view a, std::string_view b) noexcept {
    try {
        const digest da = sha256(a);
        const digest db = sha256(b);
        return CRYPTO_memcmp(da.data(), db.data(), da.size()) == 0;
    } catch (...) {
        return false;
    }
}

std::string random_hex(std::size_t bytes) {
    std::string raw(bytes, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(raw.data()), static_cast<int>(bytes)) != 1) {
        throw std::runtime_error("no randomness available");
    }
    return to_hex(reinterpret_cast<const unsigned char*>(raw.data()), raw.size());
}

}  // namespace anyplot::common::crypto
