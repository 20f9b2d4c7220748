#pragma once
// A real PostgreSQL server for tests: Debian's `postgresql` binaries, `initdb` in a fresh temp
// directory, listening on a unix socket only (no TCP), fsync off. Started and stopped by pid;
// when the test runs as root, the server runs as the `postgres` user (initdb refuses root).
//
//     auto& pg = anyplot::test::postgres_server::shared();   // one per test process
//     std::string url = pg.create_database();                // a fresh, empty database
#include <sys/types.h>

#include <filesystem>
#include <string>

namespace anyplot::test {

class postgres_server {
public:
    // The process's server, started on first use and stopped at exit. Throws when the binaries
    // are missing or the server does not come up (a test environment error, not a skip).
    static postgres_server& shared();

    // `durable_commits`: a commit is answered only once its WAL is written (PostgreSQL's
    // default), so it survives crash(); the default here trades that for speed (a test that never
    // crashes the server loses nothing by it).
    explicit postgres_server(bool durable_commits = false);
    postgres_server(const postgres_server&) = delete;
    postgres_server& operator=(const postgres_server&) = delete;
    ~postgres_server();

    // Creates an empty database and answers its URL (postgresql://...?host=<socket dir>).
    [[nodiscard]] std::string create_database();
    [[nodiscard]] std::string url(const std::string& database) const;

    // For fault tests: a fast shutdown, and a start on the same data and socket.
    void stop();
    void start();
    // A crash of the database host: the postmaster and every backend SIGKILLed at once (no
    // shutdown, no checkpoint); start() then runs PostgreSQL's crash recovery.
    void crash();
    [[nodiscard]] pid_t pid() const noexcept { return pid_; }

private:
    std::filesystem::path dir_;
    std::filesystem::path bin_;
    pid_t pid_ = -1;
    uid_t uid_ = 0;
    gid_t gid_ = 0;
    int databases_ = 0;
    bool durable_ = false;
};

}  // namespace anyplot::test
