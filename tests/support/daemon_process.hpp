#pragma once
// Starts one of our executables for an integration test: explicit environment, stderr (the JSON
// log) captured to a file, the bound address read from its "listening" line. The destructor
// ends only the process it started (SIGKILL by pid if still running).
#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::test {

class daemon_process {
public:
    daemon_process(std::string executable, std::vector<std::string> args, std::map<std::string, std::string> env);
    ~daemon_process();
    daemon_process(const daemon_process&) = delete;
    daemon_process& operator=(const daemon_process&) = delete;

    // "127.0.0.1:PORT" from the log, or nullopt if the process exited or `limit` passed first.
    std::optional<std::string> wait_listening(std::chrono::milliseconds limit = std::chrono::seconds(60));
    [[nodiscard]] std::uint16_t port() const;
    void signal(int signo) const;
    // Exit status (WEXITSTATUS, or 128+signal) once the process ended within `limit`.
    std::optional<int> wait_exit(std::chrono::milliseconds limit = std::chrono::seconds(30));
    [[nodiscard]] std::string log() const;  // everything it wrote on stderr so far
    [[nodiscard]] std::string out() const;  // and on stdout
    [[nodiscard]] pid_t pid() const noexcept { return pid_; }

private:
    pid_t pid_ = -1;
    std::optional<int> exit_;
    std::string log_path_;
    std::string out_path_;
    std::string address_;
};

// Path of a built executable, e.g. binary("renderer/anyplot-renderer").
std::string binary(const std::string& relative);

// A range of 64 dedicated uids no other test process holds (renderers lock their uid range
// host-wide and refuse to start on an overlap): a slot file under /tmp/anyplot-test-uid-slots is
// locked for the rest of this process's life. tests/security/test_escape.py takes slots the same
// way. daemon_process gives every renderer one unless the test set RENDERER_SANDBOX_UID_BASE.
std::string test_uid_base();

// The warm pool's zygote of a renderer daemon: the `--zygote` interpreter whose grandparent is
// `daemon` (the sandbox launcher is in between; standby children are one generation further
// down). -1 when there is none.
pid_t find_zygote(pid_t daemon);

}  // namespace anyplot::test
