#pragma once
// The SQLite implementation of `store`: one file `<data_dir>/anyplot.db` (WAL mode), one
// connection per instance guarded by a mutex. Several instances, in one process or several, may
// share the file: every counter and version number is taken inside one write transaction.
#include "agents/store/store.hpp"

#include <chrono>
#include <filesystem>
#include <memory>

namespace anyplot::agents::store {

using sqlite_options = store_options;

class sqlite_store final : public store {
public:
    // Creates `data_dir` (mode 0700) when missing, then opens or creates `anyplot.db` (0600) in it
    // and brings its schema up to date. io when the directory cannot be created or written,
    // corrupt when the file is not a database of this program or has a newer schema.
    [[nodiscard]] static result<std::unique_ptr<sqlite_store>> open(
        const std::filesystem::path& data_dir, sqlite_options options = {});

    ~sqlite_store() override;

    [[nodiscard]] static constexpr int schema_version() noexcept { return 4; }
    [[nodiscard]] std::string_view kind() const noexcept override { return "sqlite"; }
    [[nodiscard]] const std::filesystem::path& file() const noexcept;

    [[nodiscard]] result<std::string> create_session(std::string_view user) override;
    [[nodiscard]] result<session> find_session(std::string_view session_id,
                                               std::string_view user) override;
    [[nodiscard]] result<done> touch_session(std::string_view session_id,
                                             std::string_view user) override;
    [[nodiscard]] result<done> delete_session(std::string_view session_id,
                                              std::string_view user) override;
    [[nodiscard]] result<std::int64_t> expire_idle(std::chrono::seconds idle,
                                                   time_point now) override;

    [[nodiscard]] result<int> add_version(std::string_view session_id,
                                          const new_version& v) override;
    [[nodiscard]] result<dataset_version> get_version(std::string_view session_id,
                                                      std::optional<int> version) override;
    [[nodiscard]] result<done> confirm_version(std::string_view session_id, int version) override;
    [[nodiscard]] result<std::vector<version_summary>> list_versions(std::string_view session_id,
                                                                     int limit) override;

    [[nodiscard]] result<done> set_session_language(std::string_view session_id,
                                                    std::string_view language) override;
    [[nodiscard]] result<done> set_plot(std::string_view session_id, int version,
                                        std::string_view plot_json) override;
    [[nodiscard]] result<done> add_chat_entries(std::string_view session_id,
                                                const std::vector<std::string>& entries) override;
    [[nodiscard]] result<std::vector<chat_entry>> chat_entries(std::string_view session_id,
                                                               int limit) override;

    [[nodiscard]] result<int> take_daily(std::string_view user, std::string_view counter, int limit,
                                         time_point now) override;
    [[nodiscard]] result<daily_hold> take_daily_held(std::string_view user, std::string_view counter, int limit,
                                                     time_point now, time_point expires) override;
    [[nodiscard]] result<done> settle_daily(std::int64_t hold) override;
    [[nodiscard]] result<done> give_back_held(std::int64_t hold) override;
    [[nodiscard]] result<int> give_back_daily(std::string_view user, std::string_view counter,
                                              time_point now) override;
    [[nodiscard]] result<int> daily_count(std::string_view user, std::string_view counter,
                                          time_point now) override;
    [[nodiscard]] result<std::int64_t> add_daily(std::string_view user, std::string_view counter,
                                                 std::int64_t amount, time_point now) override;

    [[nodiscard]] result<int> add_session_refusal(std::string_view session_id) override;
    [[nodiscard]] result<std::int64_t> take_event(std::string_view user, std::string_view kind, int limit,
                                                  std::chrono::seconds window, time_point now) override;
    [[nodiscard]] result<done> give_back_event(std::int64_t id) override;
    [[nodiscard]] result<int> count_events(std::string_view user, std::string_view kind,
                                           std::chrono::seconds window, time_point now) override;

    [[nodiscard]] result<message_admission> admit_message(std::string_view user, const message_caps& caps,
                                                          time_point now) override;
    [[nodiscard]] result<done> give_back_message(std::string_view user, const message_taken& taken) override;
    [[nodiscard]] result<strike_outcome> record_strike(std::string_view user, const strike_caps& caps,
                                                       time_point now) override;

private:
    struct impl;
    explicit sqlite_store(std::unique_ptr<impl> i) noexcept;
    std::unique_ptr<impl> impl_;
};

}  // namespace anyplot::agents::store
