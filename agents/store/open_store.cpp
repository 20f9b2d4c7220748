#include "agents/store/open_store.hpp"

#include "agents/store/postgres_store.hpp"
#include "agents/store/sqlite_store.hpp"

namespace anyplot::agents::store {

bool is_postgres_url(std::string_view url) noexcept {
    return url.starts_with("postgresql://") || url.starts_with("postgres://");
}

result<std::unique_ptr<store>> open_store(std::string_view database_url, const std::filesystem::path& data_dir,
                                          store_options options) {
    if (!database_url.empty()) {
        if (!is_postgres_url(database_url)) return common::failure{store_error::io};
        auto pg = postgres_store::open(database_url, std::move(options));
        if (!pg) return common::failure{pg.error()};
        return std::unique_ptr<store>(std::move(pg).value());
    }
    auto lite = sqlite_store::open(data_dir, std::move(options));
    if (!lite) return common::failure{lite.error()};
    return std::unique_ptr<store>(std::move(lite).value());
}

}  // namespace anyplot::agents::store
