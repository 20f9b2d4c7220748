// bff/htpasswd: reading the Basic header as nginx does, the file's lines, the check (the same
// answer for every way a login can be wrong), and reading the file again when it changes.
#include "bff/htpasswd.hpp"

#include <catch2/catch.hpp>

#include <crypt.h>
#include <stdlib.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

using namespace anyplot::bff;
using namespace std::string_literals;

namespace {

// `openssl passwd -6 -salt abcdefgh secret` (what bff-config writes), and bob's made the same way here.
const std::string alice_hash = "$6$abcdefgh$ltjgWl6579NluT/Vi1nwEvcil.G5Nbc4NiXZaNGStk8PSwGfQv72N2CKPPrVACtLtip/cZ/1GM/O6IND4WQhG.";
const std::string bob_hash = crypt_hash("hunter2", "$6$12345678$");

std::string basic(std::string_view user_pass) {
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    std::size_t i = 0;
    const auto byte = [&](std::size_t k) { return static_cast<unsigned>(static_cast<unsigned char>(user_pass[k])); };
    for (; i + 2 < user_pass.size(); i += 3) {
        const unsigned v = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2);
        for (int s = 18; s >= 0; s -= 6) out += alphabet[(v >> s) & 63];
    }
    if (user_pass.size() - i == 1) {
        const unsigned v = byte(i) << 16;
        out += alphabet[(v >> 18) & 63];
        out += alphabet[(v >> 12) & 63];
        out += "==";
    } else if (user_pass.size() - i == 2) {
        const unsigned v = (byte(i) << 16) | (byte(i + 1) << 8);
        out += alphabet[(v >> 18) & 63];
        out += alphabet[(v >> 12) & 63];
        out += alphabet[(v >> 6) & 63];
        out += '=';
    }
    return "Basic " + out;
}

class temp_file {
public:
    temp_file() {
        std::string pattern = (std::filesystem::temp_directory_path() / "anyplot-htpasswd-XXXXXX").string();
        const int fd = ::mkstemp(pattern.data());
        if (fd < 0) throw std::runtime_error("mkstemp failed");
        ::close(fd);
        path_ = pattern;
    }
    temp_file(const temp_file&) = delete;
    temp_file& operator=(const temp_file&) = delete;
    ~temp_file() {
        std::error_code ec;
        std::filesystem::remove(path_, ec);
    }
    void write(const std::string& text, bool append = false) const {
        std::ofstream f(path_, append ? std::ios::app : std::ios::trunc);
        f << text;
    }
    [[nodiscard]] const std::string& path() const noexcept { return path_; }

private:
    std::string path_;
};

std::string gensalt(const char* prefix, unsigned long count) {
    std::array<char, CRYPT_GENSALT_OUTPUT_SIZE> out{};
    REQUIRE(crypt_gensalt_rn(prefix, count, nullptr, 0, out.data(), static_cast<int>(out.size())) != nullptr);
    return out.data();
}

}  // namespace

TEST_CASE("parse_basic reads the header as nginx reads $remote_user", "[bff]") {
    const auto c = parse_basic(basic("alice:se:cret"));
    REQUIRE(c);
    CHECK(c->name == "alice");
    CHECK(c->password == "se:cret");  // the name ends at the first colon
    CHECK(parse_basic("bAsIc    " + basic("alice:x").substr(6)));  // any case, spaces before the token
    const auto empty_password = parse_basic(basic("alice:"));
    REQUIRE(empty_password);
    CHECK(empty_password->password.empty());
    CHECK(parse_basic("Basic YWxpY2U6eA"));  // no padding: nginx reads it too
}

TEST_CASE("parse_basic refuses what is not a name and a password", "[bff]") {
    CHECK_FALSE(parse_basic(""));
    CHECK_FALSE(parse_basic("Basic"));
    CHECK_FALSE(parse_basic("Basic "));
    CHECK_FALSE(parse_basic("Basic\t" + basic("alice:x").substr(6)));  // a space, not a tab, as nginx
    CHECK_FALSE(parse_basic("Bearer " + basic("alice:x").substr(6)));
    CHECK_FALSE(parse_basic(basic("alicex")));   // no colon
    CHECK_FALSE(parse_basic(basic(":secret")));  // no name
    CHECK_FALSE(parse_basic("Basic YWxp!2U6eA=="));   // not the alphabet
    CHECK_FALSE(parse_basic("Basic YWxpY2U6eA==YQ"));  // something after the padding
    CHECK_FALSE(parse_basic("Basic YWxpY=U6eA=="));    // padding inside
    CHECK_FALSE(parse_basic("Basic YWxpY2U6e"));       // a lone character of a group
    CHECK_FALSE(parse_basic("Basic YWxpY2U6eA==="));   // three '='
    CHECK_FALSE(parse_basic("Basic YWxpY2U6eA== "));   // a space after it
}

TEST_CASE("check: only a known name with its password passes", "[bff]") {
    temp_file f;
    f.write("alice:" + alice_hash + "\nbob:" + bob_hash + "\n");
    const htpasswd users(f.path());
    CHECK(users.users() == 2u);
    CHECK(users.check(basic("alice:secret")));
    CHECK(users.check(basic("bob:hunter2")));
    CHECK_FALSE(users.check(basic("alice:hunter2")));   // known, wrong password (bob's)
    CHECK_FALSE(users.check(basic("alice:secret ")));   // known, wrong password
    CHECK_FALSE(users.check(basic("mallory:secret")));  // unknown
    CHECK_FALSE(users.check(basic("Alice:secret")));    // names are exact
    CHECK_FALSE(users.check(basic("alice:")));          // no password
    CHECK_FALSE(users.check(basic("alice:secret\0x"s)));  // crypt_r would stop at the NUL
    CHECK_FALSE(users.check(""));                        // empty
    CHECK_FALSE(users.check(std::nullopt));              // no header at all
    CHECK_FALSE(users.check("Basic !!!!"));              // malformed base64
    CHECK_FALSE(users.check(basic("alicesecret")));      // no colon
    CHECK_FALSE(users.check("Bearer secret"));
    CHECK_FALSE(users.check(basic("alice:" + std::string(600, 'x'))));  // over crypt_r's 512 bytes
}

TEST_CASE("the file: comments, blank lines, CRLF and a comment field are read past, and the first line of a name wins", "[bff]") {
    temp_file f;
    f.write("# people\n\nalice:" + alice_hash + ":ann's laptop\r\nalice:" + bob_hash + "\n");
    const htpasswd users(f.path());
    CHECK(users.users() == 1u);
    CHECK(users.check(basic("alice:secret")));
    CHECK_FALSE(users.check(basic("alice:hunter2")));
}

TEST_CASE("the file: a line it cannot use is an error naming its number, never its content", "[bff]") {
    const std::pair<std::string, std::size_t> cases[] = {
        {"alice:" + alice_hash + "\n\nbob-no-colon-hunter2\n", 3},
        {"alice:" + alice_hash + "\n:" + bob_hash + "\n", 2},
        {"bob:\n", 1},
        {"bob:{SHA}5en6G6MezRroT3XKqkdPOmY/BfQ=\n", 1},            // nginx's, not crypt_r's
        {"bob:$apr1$abcdefgh$3wJ5pDP3JtnfqqPdoZ3Ev.\n", 1},        // Apache's MD5, not crypt_r's
        {"alice:" + alice_hash + "\nbob:$6$abcdefgh$ltjgWl6579\n", 2},  // cut short
        {"alice:" + alice_hash + "\nbob:$6$abc def\n", 2},
        {"al\x01ice:" + alice_hash + "\n", 1},
    };
    for (const auto& [text, line] : cases) {
        temp_file f;
        f.write(text);
        try {
            const htpasswd users(f.path());
            FAIL("no error for line " << line);
        } catch (const htpasswd_error& e) {
            CHECK(e.line() == line);
            const std::string what = e.what();
            const auto at = what.find("line " + std::to_string(line) + ":");
            REQUIRE(at != std::string::npos);
            const std::string why = what.substr(at);  // after the file's (random) name
            CHECK(why.find("hunter2") == std::string::npos);
            CHECK(why.find("bob") == std::string::npos);
            CHECK(why.find("ice") == std::string::npos);
            CHECK(why.find("$6$") == std::string::npos);
            CHECK(why.find("SHA") == std::string::npos);
        }
    }
    try {
        const htpasswd users("/nonexistent/anyplot-htpasswd");
        FAIL("no error for a missing file");
    } catch (const htpasswd_error& e) {
        CHECK(e.line() == 0u);
    }
}

TEST_CASE("the decoy has the first entry's algorithm and cost", "[bff]") {
    const auto sha = parse_htpasswd("alice:" + alice_hash + "\n", "t");
    CHECK(sha.decoy.rfind("$6$", 0) == 0);
    CHECK(sha.decoy.size() == alice_hash.size());
    CHECK(sha.decoy != alice_hash);

    const std::string rounds = crypt_hash("pw", gensalt("$6$", 20000));  // $6$rounds=20000$...
    const auto costly = parse_htpasswd("carl:" + rounds + "\n", "t");
    CHECK(costly.decoy.rfind("$6$rounds=20000$", 0) == 0);

    const std::string bcrypt = crypt_hash("pw", gensalt("$2b$", 6));
    const std::string yescrypt = crypt_hash("pw", gensalt("$y$", 0));
    const auto other = parse_htpasswd("dora:" + bcrypt + "\neve:" + yescrypt + "\n", "t");
    CHECK(other.decoy.rfind("$2b$06$", 0) == 0);
    CHECK(other.hashes.size() == 2u);

    temp_file f;
    f.write("dora:" + bcrypt + "\neve:" + yescrypt + "\n");
    const htpasswd users(f.path());
    CHECK(users.check(basic("dora:pw")));
    CHECK(users.check(basic("eve:pw")));
    CHECK_FALSE(users.check(basic("eve:pw2")));

    // Weak methods libxcrypt still verifies are read, and counted (anyplot-login warns).
    const auto weak = parse_htpasswd("carl:" + crypt_hash("pw", "$1$abcdefgh$") + "\ndora:" + alice_hash + "\n", "t");
    CHECK(weak.legacy == 1u);
    CHECK(weak.decoy.rfind("$1$abcdefgh$", 0) == 0);

    const auto nobody = parse_htpasswd("# nobody yet\n", "t");
    CHECK(nobody.hashes.empty());
    CHECK(nobody.decoy.rfind("$6$", 0) == 0);
}

TEST_CASE("refresh reads the file again after a change, and keeps the users when it cannot be used", "[bff]") {
    temp_file f;
    f.write("alice:" + alice_hash + "\n");
    htpasswd users(f.path());
    CHECK_FALSE(users.refresh().reread);  // unchanged
    CHECK_FALSE(users.check(basic("bob:hunter2")));

    f.write("bob:" + bob_hash + "\n", true);  // as scripts/bff-config appends a person
    auto r = users.refresh();
    CHECK(r.reread);
    CHECK_FALSE(r.error);
    CHECK(users.users() == 2u);
    CHECK(users.check(basic("bob:hunter2")));
    CHECK(users.check(basic("alice:secret")));

    f.write("carl no colon\n", true);
    r = users.refresh();
    CHECK(r.reread);
    REQUIRE(r.error);
    CHECK(r.error->line() == 3u);
    CHECK(users.check(basic("bob:hunter2")));  // the users read before stay
    r = users.refresh();
    CHECK_FALSE(r.reread);  // reported once, until the file changes again
    CHECK_FALSE(r.error);

    f.write("bob:" + bob_hash + "\n");  // alice removed
    r = users.refresh();
    CHECK(r.reread);
    CHECK_FALSE(r.error);
    CHECK(users.users() == 1u);
    CHECK_FALSE(users.check(basic("alice:secret")));
    CHECK(users.check(basic("bob:hunter2")));

    std::filesystem::remove(f.path());  // gone (being replaced): the users read before stay
    r = users.refresh();
    CHECK_FALSE(r.reread);
    CHECK(users.check(basic("bob:hunter2")));
}
