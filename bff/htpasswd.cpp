#include "bff/htpasswd.hpp"

#include "common/crypto.hpp"

#include <crypt.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>

namespace anyplot::bff {
namespace {

// An htpasswd lists people, not a database: a file past this is a mistake (a wrong path).
constexpr std::size_t max_file_bytes = 1 << 20;

// Base64's value of a character, or -1 (the standard alphabet, as nginx's ngx_decode_base64).
int base64_value(unsigned char c) noexcept {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

// Well-formed base64 only: the alphabet, then at most two '=' closing a group of four. Decodes as
// nginx does whatever it accepts (nginx stops at the first '=', ignores a group's spare bits).
std::optional<std::string> decode_base64(std::string_view in) {
    std::size_t data = 0;
    while (data < in.size() && in[data] != '=') {
        if (base64_value(static_cast<unsigned char>(in[data])) < 0) return std::nullopt;
        ++data;
    }
    const std::size_t padding = in.size() - data;
    for (std::size_t i = data; i < in.size(); ++i) {
        if (in[i] != '=') return std::nullopt;
    }
    if (data % 4 == 1 || padding > 2) return std::nullopt;
    if (padding > 0 && in.size() % 4 != 0) return std::nullopt;
    std::string out;
    out.reserve(data / 4 * 3 + 2);
    std::uint32_t bits = 0;
    int held = 0;
    for (std::size_t i = 0; i < data; ++i) {
        bits = (bits << 6) | static_cast<std::uint32_t>(base64_value(static_cast<unsigned char>(in[i])));
        held += 6;
        if (held >= 8) {
            held -= 8;
            out.push_back(static_cast<char>((bits >> held) & 0xFF));
        }
    }
    return out;
}

bool has_control(std::string_view s) noexcept {
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) return true;
    }
    return false;
}

std::string gensalt_sha512() {
    std::array<char, CRYPT_GENSALT_OUTPUT_SIZE> setting{};
    // Count 0: the method's default cost (5,000 rounds), what `openssl passwd -6` writes. No random
    // bytes given: libxcrypt takes them from the OS.
    if (crypt_gensalt_rn("$6$", 0, nullptr, 0, setting.data(), static_cast<int>(setting.size())) == nullptr) {
        throw htpasswd_error("cannot make a SHA-512 crypt salt", 0);
    }
    return setting.data();
}

bool failure_token(std::string_view hash) noexcept { return hash.empty() || hash.front() == '*'; }

}  // namespace

std::optional<credentials> parse_basic(std::string_view authorization) {
    constexpr std::string_view scheme = "basic ";
    if (authorization.size() < scheme.size()) return std::nullopt;
    for (std::size_t i = 0; i < scheme.size(); ++i) {
        const char c = authorization[i];
        const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        if (lower != scheme[i]) return std::nullopt;
    }
    std::string_view token = authorization.substr(scheme.size());
    while (!token.empty() && token.front() == ' ') token.remove_prefix(1);
    if (token.empty()) return std::nullopt;
    auto decoded = decode_base64(token);
    if (!decoded) return std::nullopt;
    const auto colon = decoded->find(':');
    if (colon == std::string::npos || colon == 0) return std::nullopt;
    return credentials{decoded->substr(0, colon), decoded->substr(colon + 1)};
}

std::string crypt_hash(std::string_view password, const std::string& setting) {
    // crypt_r reads C strings: a password with a NUL in it is hashed up to the NUL here, and
    // refused by the caller (htpasswd::check) after the same work.
    const std::string phrase(password.substr(0, password.find('\0')));
    // 32 KiB of state: on the heap, zeroed (libxcrypt's documented initial state).
    auto data = std::make_unique<crypt_data>();
    const char* out = crypt_r(phrase.c_str(), setting.c_str(), data.get());
    return out == nullptr ? std::string("*0") : std::string(out);
}

user_table parse_htpasswd(std::string_view text, const std::string& path) {
    user_table t;
    std::string first_hash;
    std::size_t number = 0;
    while (!text.empty()) {
        ++number;
        const auto eol = text.find('\n');
        std::string_view line = text.substr(0, eol);
        text = eol == std::string_view::npos ? std::string_view{} : text.substr(eol + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        const auto bad = [&](std::string_view why) {
            return htpasswd_error(path + ": line " + std::to_string(number) + ": " + std::string(why), number);
        };
        const auto colon = line.find(':');
        if (colon == std::string_view::npos) throw bad("not name:hash");
        const std::string_view name = line.substr(0, colon);
        std::string_view hash = line.substr(colon + 1);
        hash = hash.substr(0, hash.find(':'));  // name:hash:comment, as nginx reads it
        if (name.empty()) throw bad("no name before the colon");
        if (has_control(name)) throw bad("the name has a control character");
        if (hash.empty()) throw bad("no hash after the colon");
        if (has_control(hash) || hash.find(' ') != std::string_view::npos) throw bad("the hash has a space or control character");
        const std::string stored(hash);
        const int method = crypt_checksalt(stored.c_str());
        if (method != CRYPT_SALT_OK && method != CRYPT_SALT_METHOD_LEGACY) {
            throw bad("not a hash crypt_r verifies (write it with: openssl passwd -6)");
        }
        // A whole hash, not only a valid prefix: hashing once with it gives a hash of its length.
        const std::string probe = crypt_hash("probe", stored);
        if (failure_token(probe) || probe.size() != stored.size()) {
            throw bad("not a complete hash crypt_r verifies (write it with: openssl passwd -6)");
        }
        if (method == CRYPT_SALT_METHOD_LEGACY) ++t.legacy;
        if (first_hash.empty()) first_hash = stored;
        t.hashes.try_emplace(std::string(name), stored);
    }
    // The first entry's hash as the setting: its algorithm, cost and salt, for a password nobody
    // knows. The salt being shared does not matter: the decoy is never shown, and a match against
    // it never logs anyone in (check() also needs a known name).
    const std::string setting = first_hash.empty() ? gensalt_sha512() : first_hash;
    t.decoy = crypt_hash(common::crypto::random_hex(16), setting);
    if (failure_token(t.decoy)) throw htpasswd_error(path + ": cannot make the decoy hash", 0);
    return t;
}

bool htpasswd::stamp::same(const stamp& o) const noexcept {
    return dev == o.dev && ino == o.ino && size == o.size && mtime.tv_sec == o.mtime.tv_sec &&
           mtime.tv_nsec == o.mtime.tv_nsec;
}

htpasswd::htpasswd(std::string path) : path_(std::move(path)) {
    auto [text, st] = read_file();
    table_ = std::make_shared<const user_table>(parse_htpasswd(text, path_));
    stamp_ = st;
}

std::pair<std::string, htpasswd::stamp> htpasswd::read_file() const {
    const int fd = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw htpasswd_error(path_ + ": cannot open: " + std::strerror(errno), 0);
    struct closer {
        int fd;
        ~closer() { ::close(fd); }
    } const guard{fd};
    struct stat sb {};
    if (::fstat(fd, &sb) != 0) throw htpasswd_error(path_ + ": cannot stat: " + std::strerror(errno), 0);
    if (!S_ISREG(sb.st_mode)) throw htpasswd_error(path_ + ": not a regular file", 0);
    if (static_cast<std::uint64_t>(sb.st_size) > max_file_bytes) throw htpasswd_error(path_ + ": over 1 MiB", 0);
    std::string text;
    std::array<char, 16 * 1024> buf{};
    for (;;) {
        const ssize_t n = ::read(fd, buf.data(), buf.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw htpasswd_error(path_ + ": cannot read: " + std::strerror(errno), 0);
        if (n == 0) break;
        text.append(buf.data(), static_cast<std::size_t>(n));
        if (text.size() > max_file_bytes) throw htpasswd_error(path_ + ": over 1 MiB", 0);
    }
    return {std::move(text), stamp{sb.st_dev, sb.st_ino, sb.st_size, sb.st_mtim}};
}

htpasswd::refresh_result htpasswd::refresh() {
    const std::lock_guard reread(reread_mutex_);
    struct stat sb {};
    stamp now;
    if (::stat(path_.c_str(), &sb) == 0) now = stamp{sb.st_dev, sb.st_ino, sb.st_size, sb.st_mtim};
    // A file gone (being replaced, or removed) keeps the users read before: nothing to re-read.
    if (now.size < 0 || now.same(stamp_)) return {};
    refresh_result r;
    r.reread = true;
    try {
        auto [text, st] = read_file();
        auto table = std::make_shared<const user_table>(parse_htpasswd(text, path_));
        stamp_ = st;  // the stamp of what was read, so a change made meanwhile is read next time
        const std::lock_guard lock(table_mutex_);
        table_ = std::move(table);
    } catch (const htpasswd_error& e) {
        stamp_ = now;  // a file that cannot be used is reported once, not at every check
        r.error = e;
    }
    return r;
}

std::shared_ptr<const user_table> htpasswd::snapshot() const {
    const std::lock_guard lock(table_mutex_);
    return table_;
}

std::size_t htpasswd::users() const { return snapshot()->hashes.size(); }

std::size_t htpasswd::weak() const { return snapshot()->legacy; }

bool htpasswd::check(std::optional<std::string_view> authorization) const {
    const auto table = snapshot();
    const auto given = authorization ? parse_basic(*authorization) : std::nullopt;
    const std::string* stored = nullptr;
    if (given) {
        const auto it = table->hashes.find(given->name);
        if (it != table->hashes.end()) stored = &it->second;
    }
    // The same work on every path: one crypt_r with a hash of the same algorithm and cost, one
    // constant-time comparison. What differs (a map lookup, decoding a header) is microseconds
    // against the hash's milliseconds.
    const std::string& against = stored != nullptr ? *stored : table->decoy;
    const std::string_view password = given ? std::string_view(given->password) : std::string_view{};
    const std::string computed = crypt_hash(password, against);
    const bool same = common::crypto::constant_time_equal(computed, against);
    const bool clean = password.find('\0') == std::string_view::npos;
    return stored != nullptr && same && clean;
}

}  // namespace anyplot::bff
