#pragma once
// Opens the store the configuration names: PostgreSQL when a database URL is given
// (AGENT_DATABASE_URL), else the SQLite file in the data directory (AGENT_DATA_DIR).
#include "agents/store/store.hpp"

#include <filesystem>
#include <memory>
#include <string_view>

namespace anyplot::agents::store {

[[nodiscard]] result<std::unique_ptr<store>> open_store(std::string_view database_url,
                                                       const std::filesystem::path& data_dir,
                                                       store_options options = {});

// True for the URL forms libpq takes that we accept: postgresql:// and postgres://.
[[nodiscard]] bool is_postgres_url(std::string_view url) noexcept;

}  // namespace anyplot::agents::store
