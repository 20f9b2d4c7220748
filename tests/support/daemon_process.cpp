#include "tests/support/daemon_process.hpp"

#include "tests/support/raw_http.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace anyplot::test {
namespace {

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

std::string binary(const std::string& relative) { return std::string(ANYPLOT_BINARY_DIR) + "/" + relative; }

std::string test_uid_base() {
    const std::string dir = "/tmp/anyplot-test-uid-slots";
    ::mkdir(dir.c_str(), 0755);
    for (int slot = 0; slot < 4096; ++slot) {
        const std::string path = dir + "/slot-" + std::to_string(slot) + ".lock";
        const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) continue;
        // Held (the descriptor stays open) until this test process exits.
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return std::to_string(200000 + slot * 64);
        ::close(fd);
    }
    throw std::runtime_error("no free test uid slot");
}

pid_t find_zygote(pid_t daemon) {
    // Processes come and go while /proc is read (a killed zygote's children, a database's
    // backends): a read of one that has just ended fails, and libstdc++'s filebuf throws on such
    // a read error whatever the stream's exception mask. Such an entry is skipped.
    const auto parent_of = [](pid_t p) {
        std::ifstream stat("/proc/" + std::to_string(p) + "/stat");
        std::string skip;
        pid_t parent = 0;
        stat >> skip >> skip >> skip >> parent;
        return parent;
    };
    std::error_code ec;
    for (auto it = std::filesystem::directory_iterator("/proc", ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec)) {
        try {
            const std::string name = it->path().filename();
            if (name.find_first_not_of("0123456789") != std::string::npos) continue;
            std::ifstream cmd(it->path() / "cmdline");
            const std::string text((std::istreambuf_iterator<char>(cmd)), std::istreambuf_iterator<char>());
            if (text.find("--zygote") == std::string::npos || text.find("anyplot-sandbox") != std::string::npos) continue;
            const pid_t pid = std::stoi(name);
            if (parent_of(parent_of(pid)) == daemon) return pid;
        } catch (const std::exception&) {
            continue;  // it ended while being read
        }
    }
    return -1;
}

daemon_process::daemon_process(std::string executable, std::vector<std::string> args,
                               std::map<std::string, std::string> env) {
    char log_template[] = "/tmp/anyplot-test-log-XXXXXX";
    const int log_fd = ::mkstemp(log_template);
    char out_template[] = "/tmp/anyplot-test-out-XXXXXX";
    const int out_fd = ::mkstemp(out_template);
    if (log_fd < 0 || out_fd < 0) throw std::runtime_error("mkstemp failed");
    log_path_ = log_template;
    out_path_ = out_template;

    std::vector<std::string> argv_store{executable};
    argv_store.insert(argv_store.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& a : argv_store) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (executable.size() >= 16 && executable.compare(executable.size() - 16, 16, "anyplot-renderer") == 0 &&
        !env.count("RENDERER_SANDBOX_UID_BASE")) {
        env["RENDERER_SANDBOX_UID_BASE"] = test_uid_base();
    }
    // Sanitizer settings pass through so ASan builds of the daemons report like the tests do.
    for (const char* keep : {"ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"}) {
        if (const char* v = std::getenv(keep); v && !env.count(keep)) env[keep] = v;
    }
    std::vector<std::string> env_store;
    for (const auto& [k, v] : env) env_store.push_back(k + "=" + v);
    std::vector<char*> envp;
    for (auto& e : env_store) envp.push_back(e.data());
    envp.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
    posix_spawn_file_actions_adddup2(&actions, log_fd, 2);
    const int rc = ::posix_spawn(&pid_, executable.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(log_fd);
    ::close(out_fd);
    if (rc != 0) throw std::runtime_error("posix_spawn failed for " + executable);
}

daemon_process::~daemon_process() {
    // SIGTERM first, so a daemon cleans up after itself (the renderer unmounts its runs' tmpfs and
    // removes its cgroups); SIGKILL if it has not gone within a few seconds.
    if (pid_ > 0 && !exit_) {
        ::kill(pid_, SIGTERM);
        if (!wait_exit(std::chrono::seconds(5))) {
            ::kill(pid_, SIGKILL);
            int status = 0;
            ::waitpid(pid_, &status, 0);
        }
    }
    ::unlink(log_path_.c_str());
    ::unlink(out_path_.c_str());
}

std::optional<std::string> daemon_process::wait_listening(std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
        const std::string text = read_file(log_path_);
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) {
            if (line.find("\"event\":\"listening\"") == std::string::npos) continue;
            const std::string key = "\"address\":\"";
            const auto start = line.find(key);
            if (start == std::string::npos) continue;
            const auto end = line.find('"', start + key.size());
            address_ = line.substr(start + key.size(), end - start - key.size());
            return address_;
        }
        if (wait_exit(std::chrono::milliseconds(0))) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return std::nullopt;
}

std::uint16_t daemon_process::port() const { return port_of(address_); }

void daemon_process::signal(int signo) const {
    if (pid_ > 0 && !exit_) ::kill(pid_, signo);
}

std::optional<int> daemon_process::wait_exit(std::chrono::milliseconds limit) {
    if (exit_) return exit_;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    do {
        int status = 0;
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_) {
            exit_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            return exit_;
        }
        if (limit.count() == 0) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    } while (std::chrono::steady_clock::now() < deadline);
    return std::nullopt;
}

std::string daemon_process::log() const { return read_file(log_path_); }
std::string daemon_process::out() const { return read_file(out_path_); }

}  // namespace anyplot::test
