#pragma once
// Where a store test keeps its state, for each back end: a fresh directory (SQLite) or a fresh
// database on the test process's PostgreSQL server (tests/support/postgres_server.hpp). Tests that
// hold for both take `place where(STORE_KIND);`, which Catch2 runs once per back end.
#include "agents/store/open_store.hpp"
#include "tests/support/postgres_server.hpp"
#include "tests/unit/store/temp_dir.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

#define STORE_KIND GENERATE(as<std::string>{}, "sqlite", "postgresql")

namespace store_test {

class place {
public:
    explicit place(std::string kind) : kind_(std::move(kind)) {
        if (kind_ == "postgresql") url_ = anyplot::test::postgres_server::shared().create_database();
    }

    [[nodiscard]] anyplot::agents::store::result<std::unique_ptr<anyplot::agents::store::store>> try_open(
        anyplot::agents::store::store_options o = {}) const {
        return anyplot::agents::store::open_store(url_, dir_.path() / "var", std::move(o));
    }

    [[nodiscard]] std::unique_ptr<anyplot::agents::store::store> open(anyplot::agents::store::store_options o = {}) const {
        INFO("store back end: " << kind_);
        auto s = try_open(std::move(o));
        REQUIRE(s.ok());
        REQUIRE(s.value()->kind() == kind_);
        return std::move(s).value();
    }

    [[nodiscard]] const std::string& kind() const noexcept { return kind_; }
    [[nodiscard]] const std::string& url() const noexcept { return url_; }

private:
    std::string kind_;
    temp_dir dir_;
    std::string url_;  // empty for SQLite
};

}  // namespace store_test
