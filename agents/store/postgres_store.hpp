#pragma once
// The PostgreSQL implementation of `store` (AGENT_DATABASE_URL=postgresql://...), for several
// agents instances sharing one database. One connection per instance, guarded by a mutex (the
// async_store runs every call on one thread). Every counter a limit reads is atomic across
// instances: daily counts are one upsert, version numbers are taken under the session's row lock,
// rolling-window events under a per-(user, kind) advisory lock. A dropped connection is re-opened
// on the next call: a restarted server costs the calls made while it was down (io), not a
// restart of the agents service.
#include "agents/store/store.hpp"

#include <memory>
#include <string_view>

namespace anyplot::agents::store {

class postgres_store final : public store {
public:
    // Connects (libpq URI or key=value string) and brings the schema up to date. io when the
    // server cannot be reached, corrupt when the database has a newer schema than this build.
    [[nodiscard]] static result<std::unique_ptr<postgres_store>> open(std::string_view url,
                                                                      store_options options = {});
    ~postgres_store() override;

    [[nodiscard]] static constexpr int schema_version() noexcept { return 4; }
    [[nodiscard]] std::string_view kind() const noexcept override { return "postgresql"; }

    [[nodiscard]] result<std::string> create_session(std::string_view user) override;
    [[nodiscard]] result<session> find_session(std::string_view session_id, std::string_view user) override;
    [[nodiscard]] result<done> touch_session(std::string_view session_id, std::string_view user) override;
    [[nodiscard]] result<done> delete_session(std::string_view session_id, std::string_view user) override;
    [[nodiscard]] result<std::int64_t> expire_idle(std::chrono::seconds idle, time_point now) override;

    [[nodiscard]] result<int> add_version(std::string_view session_id, const new_version& v) override;
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
    [[nodiscard]] result<int> daily_count(std::string_view user, std::string_view counter, time_point now) override;
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
    explicit postgres_store(std::unique_ptr<impl> i) noexcept;
    std::unique_ptr<impl> impl_;
};

}  // namespace anyplot::agents::store
