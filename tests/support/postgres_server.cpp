#include "tests/support/postgres_server.hpp"

#include <fcntl.h>
#include <libpq-fe.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

namespace anyplot::test {

namespace {

constexpr const char* superuser = "anyplot";

std::filesystem::path find_bin() {
    std::vector<std::filesystem::path> found;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator("/usr/lib/postgresql", ec)) {
        if (std::filesystem::exists(e.path() / "bin" / "postgres")) found.push_back(e.path() / "bin");
    }
    if (found.empty()) throw std::runtime_error("postgres_server: no /usr/lib/postgresql/*/bin/postgres (run scripts/bootstrap)");
    std::sort(found.begin(), found.end());
    return found.back();
}

// fork + (drop to uid/gid) + exec, output to `log`; answers the child's pid.
pid_t launch(const std::vector<std::string>& args, const std::filesystem::path& log, uid_t uid, gid_t gid) {
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const std::string log_path = log.string();
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("postgres_server: fork failed");
    if (pid == 0) {
        const int out = ::open(log_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        const int in = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        if (out < 0 || in < 0) ::_exit(126);
        ::dup2(in, 0);
        ::dup2(out, 1);
        ::dup2(out, 2);
        if (::geteuid() == 0 && (::setgid(gid) != 0 || ::setuid(uid) != 0)) ::_exit(126);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    return pid;
}

int wait_exit(pid_t pid) {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) return -1;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

postgres_server& postgres_server::shared() {
    static postgres_server server;
    return server;
}

postgres_server::postgres_server(bool durable_commits) : bin_(find_bin()), durable_(durable_commits) {
    std::string pattern = (std::filesystem::temp_directory_path() / "anyplot-pg-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("postgres_server: mkdtemp failed");
    dir_ = pattern;
    if (::geteuid() == 0) {
        const passwd* pw = ::getpwnam("postgres");
        if (pw == nullptr) pw = ::getpwnam("nobody");
        if (pw == nullptr) throw std::runtime_error("postgres_server: no postgres or nobody user to run as");
        uid_ = pw->pw_uid;
        gid_ = pw->pw_gid;
        if (::chown(dir_.c_str(), uid_, gid_) != 0) throw std::runtime_error("postgres_server: chown failed");
    }
    ::chmod(dir_.c_str(), 0755);
    const pid_t init = launch({(bin_ / "initdb").string(), "-D", (dir_ / "data").string(), "-U", superuser, "-A",
                               "trust", "-E", "UTF8", "--no-sync", "--locale=C.UTF-8"},
                              dir_ / "initdb.log", uid_, gid_);
    if (wait_exit(init) != 0) throw std::runtime_error("postgres_server: initdb failed (see " + (dir_ / "initdb.log").string() + ")");
    start();
}

postgres_server::~postgres_server() {
    stop();
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
}

std::string postgres_server::url(const std::string& database) const {
    return "postgresql://" + std::string(superuser) + "@/" + database + "?host=" + dir_.string();
}

void postgres_server::start() {
    if (pid_ > 0) return;
    pid_ = launch({(bin_ / "postgres").string(), "-D", (dir_ / "data").string(), "-k", dir_.string(), "-c",
                   "listen_addresses=", "-c", "fsync=off", "-c", durable_ ? "synchronous_commit=on" : "synchronous_commit=off", "-c",
                   "full_page_writes=off", "-c", "unix_socket_permissions=0777", "-c", "max_connections=200"},
                  dir_ / "server.log", uid_, gid_);
    const std::string probe = url("postgres");
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (PQping(probe.c_str()) != PQPING_OK) {
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            throw std::runtime_error("postgres_server: the server exited (see " + (dir_ / "server.log").string() + ")");
        }
        if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("postgres_server: no answer in 60 s");
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

void postgres_server::stop() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGINT);  // fast shutdown: open connections are ended
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    int status = 0;
    while (::waitpid(pid_, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, &status, 0);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    pid_ = -1;
}

void postgres_server::crash() {
    if (pid_ <= 0) return;
    // Stopped first, so it forks no new backend while its children are read from /proc.
    ::kill(pid_, SIGSTOP);
    std::vector<pid_t> children;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator("/proc", ec)) {
        const std::string name = e.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::string line;
        try {
            // A process that ends while it is read fails the read, and libstdc++ throws on that.
            std::ifstream stat(e.path() / "stat");
            if (!std::getline(stat, line)) continue;
        } catch (const std::exception&) {
            continue;
        }
        // pid (comm) state ppid ...: comm may hold spaces, so read after its last ')'.
        const auto close = line.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(line.substr(close + 1));
        char state = 0;
        pid_t ppid = 0;
        rest >> state >> ppid;
        if (ppid == pid_) children.push_back(static_cast<pid_t>(std::stol(name)));
    }
    for (const pid_t c : children) ::kill(c, SIGKILL);
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    // The backends are reparented and reaped elsewhere; wait until none still holds the shared
    // memory (a new postmaster refuses to start while an old backend is attached).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (const pid_t c : children) {
        while (std::chrono::steady_clock::now() < deadline) {
            std::string line;
            try {
                std::ifstream stat("/proc/" + std::to_string(c) + "/stat");
                if (!std::getline(stat, line)) break;
            } catch (const std::exception&) {
                break;  // gone
            }
            const auto close = line.rfind(')');
            if (close != std::string::npos && close + 2 < line.size() && line[close + 2] == 'Z') break;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
}

std::string postgres_server::create_database() {
    const std::string name = "t" + std::to_string(::getpid()) + "_" + std::to_string(++databases_);
    PGconn* c = PQconnectdb(url("postgres").c_str());
    const bool connected = PQstatus(c) == CONNECTION_OK;
    PGresult* r = connected ? PQexec(c, ("CREATE DATABASE " + name).c_str()) : nullptr;
    const bool made = r != nullptr && PQresultStatus(r) == PGRES_COMMAND_OK;
    if (r != nullptr) PQclear(r);
    PQfinish(c);
    if (!made) throw std::runtime_error("postgres_server: CREATE DATABASE failed");
    return url(name);
}

}  // namespace anyplot::test
