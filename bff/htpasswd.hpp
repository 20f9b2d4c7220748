#pragma once
// Who may log in to the page (docs/operations.md, "The BFF"): the htpasswd file of `name:hash`
// lines that anyplot-login reads, and the check of a browser's `Authorization: Basic` header
// against it. The check costs the same whether the name is in the file or not (one crypt_r run
// against the name's hash, or against a decoy hash of the same algorithm and cost), so the answer
// time does not tell which names exist. No Asio or Beast here.
#include "common/config.hpp"

#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include <sys/types.h>
#include <time.h>

namespace anyplot::bff {

// A file the checker cannot use. The message names the file and the line number, never the line's
// content (a hash, or a password pasted by mistake): it goes to the log.
class htpasswd_error : public common::config_error {
public:
    htpasswd_error(const std::string& what, std::size_t line) : common::config_error(what), line_(line) {}
    // 1-based; 0 when it is about the file as a whole (missing, unreadable, too large).
    [[nodiscard]] std::size_t line() const noexcept { return line_; }

private:
    std::size_t line_;
};

struct credentials {
    std::string name;
    std::string password;
};

// The name and password of an `Authorization: Basic <base64>` value, read as nginx reads it for
// $remote_user (the scheme in any case, spaces before the token, name up to the first colon, a
// non-empty name), so the name nginx passes on as X-Anyplot-User and keys its per-name throttle on
// is the name checked here. Stricter than nginx where it could differ: the base64 token must be
// well formed (padding only at its end, nothing after it); anything else is no credentials.
[[nodiscard]] std::optional<credentials> parse_basic(std::string_view authorization);

// One crypt_r run: `password` hashed with `setting`'s algorithm, cost and salt (a full hash is a
// setting). A failure token ("*0") when crypt_r cannot (an unknown format, a password over 512
// bytes): it never equals a stored hash.
[[nodiscard]] std::string crypt_hash(std::string_view password, const std::string& setting);

// The users of one reading of the file.
struct user_table {
    std::unordered_map<std::string, std::string> hashes;  // name → crypt hash; the first line of a name wins, as in nginx
    // A hash of a random password made with the first entry's algorithm and cost (SHA-512 crypt at
    // its default cost when the file lists nobody): what an unknown name is verified against.
    std::string decoy;
    std::size_t legacy = 0;  // lines with a weak method libxcrypt still verifies (DES, MD5 crypt)
};

// Lines `name:hash` (an optional third `:comment` field is ignored, as nginx does), blank lines and
// `#` comments. Every hash must be one crypt_r verifies (SHA-512 crypt from `openssl passwd -6`,
// yescrypt, bcrypt $2b$, ...): checked at load by hashing once with it. Throws htpasswd_error
// naming the first line it cannot use.
[[nodiscard]] user_table parse_htpasswd(std::string_view text, const std::string& path);

class htpasswd {
public:
    // Reads `path` (throws htpasswd_error).
    explicit htpasswd(std::string path);
    htpasswd(const htpasswd&) = delete;
    htpasswd& operator=(const htpasswd&) = delete;

    struct refresh_result {
        bool reread = false;                  // the file had changed and was read again
        std::optional<htpasswd_error> error;  // it could not be used: the users read before stay
    };
    // Reads the file again when it changed since the last reading (scripts/bff-config appends
    // people): another inode, size or modification time. A file that cannot be used leaves the
    // users read before in place, and is reported once (until it changes again). Safe to call from
    // several threads; checks go on meanwhile with the users read before.
    refresh_result refresh();

    // True only for a name in the file whose password verifies. Every other header — an unknown
    // name, a wrong scheme, malformed base64, no colon, none at all — is verified against the decoy
    // with the same work, and compared in constant time. Safe from several threads.
    [[nodiscard]] bool check(std::optional<std::string_view> authorization) const;

    [[nodiscard]] std::size_t users() const;
    // Lines with a weak method libxcrypt still verifies (DES, MD5 crypt): worth a warning.
    [[nodiscard]] std::size_t weak() const;

private:
    struct stamp {
        dev_t dev = 0;
        ino_t ino = 0;
        off_t size = -1;
        timespec mtime{};
        [[nodiscard]] bool same(const stamp& o) const noexcept;
    };
    [[nodiscard]] std::shared_ptr<const user_table> snapshot() const;
    // The file's content and stamp, read from one open descriptor. Throws htpasswd_error.
    std::pair<std::string, stamp> read_file() const;

    std::string path_;
    mutable std::mutex table_mutex_;  // guards table_ only: held for a pointer copy
    std::shared_ptr<const user_table> table_;
    std::mutex reread_mutex_;  // one re-reading at a time; guards stamp_
    stamp stamp_;
};

}  // namespace anyplot::bff
