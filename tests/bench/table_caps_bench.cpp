// A run's table on its way from the renderer to the store, layer by layer, at 2,000 and 20,000 rows
// of 4 and 10 full-precision float64 columns (the cells pandas writes: shortest round trip), side
// by side in one run. Every layer should be linear in the table: 10x the rows, about 10x the time.
//   transfer  the renderer's answer: wire::encode, the bytes through a loopback socket pair,
//             wire::decode_data_run_response (what the agents' client does with the body)
//   parse     data::parse_table under max_output_csv_bytes (the typed, canonical table)
//   guard     data::check_dataset with the rule judge (every cell)
//   store     add_version on SQLite (a file in a temp directory) and, with --postgres, on a real
//             PostgreSQL server (tests/support/postgres_server.hpp)
// The best of the runs is reported: on a shared machine it is the least disturbed figure, and the
// ratios are what matter. Nothing is asserted about a time. Usage: bench_table_caps [runs] [--postgres]   (default 10)
#include "agents/data/guard.hpp"
#include "agents/data/parse.hpp"
#include "agents/store/open_store.hpp"
#include "common/memory.hpp"
#include "tests/bench/renderer_probe.hpp"
#include "tests/support/postgres_server.hpp"
#include "wire/data_run.hpp"
#include "wire/limits.hpp"

#include <sys/socket.h>
#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

using clock_type = std::chrono::steady_clock;
using anyplot::bench::percentile;
namespace data = anyplot::agents::data;
namespace store = anyplot::agents::store;
namespace wire = anyplot::wire;

namespace {

double ms_since(clock_type::time_point t) { return std::chrono::duration<double, std::milli>(clock_type::now() - t).count(); }

// An ODE-like table: a time column and random walks, every cell a shortest round-trip double.
std::string table_csv(std::size_t rows, std::size_t columns) {
    std::mt19937_64 rng(23);
    std::normal_distribution<double> step(0.0, 1.0);
    std::vector<double> state(columns, 0.0);
    std::string out = "t";
    for (std::size_t c = 1; c < columns; ++c) out += ",y" + std::to_string(c);
    out += '\n';
    char buf[32];
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < columns; ++c) {
            const double v = c == 0 ? static_cast<double>(r) / static_cast<double>(rows - 1)
                                    : (state[c] += step(rng) / 7.0);
            const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
            if (c > 0) out += ',';
            out.append(buf, ec == std::errc{} ? end : buf);
        }
        out += '\n';
    }
    return out;
}

// The renderer's answer through a socket pair: encode, a writer thread, read to EOF, decode.
bool transfer(const wire::data_run_response& answer) {
    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) return false;
    std::thread writer([fd = fds[0], body = wire::encode(answer)] {
        std::size_t done = 0;
        while (done < body.size()) {
            const ssize_t n = ::write(fd, body.data() + done, body.size() - done);
            if (n <= 0) break;
            done += static_cast<std::size_t>(n);
        }
        ::close(fd);
    });
    std::string got;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fds[1], buf, sizeof buf);
        if (n <= 0) break;
        got.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fds[1]);
    writer.join();
    const auto decoded = wire::decode_data_run_response(got);
    return decoded.ok() && decoded->csv_text && decoded->csv_text->size() == answer.csv_text->size();
}

struct layer_times {
    double transfer = 0, parse = 0, guard = 0, sqlite = 0, postgres = -1;
};

layer_times measure(const std::string& csv, int runs, store::store& sqlite, const std::string& sqlite_sid,
                    store::store* pg, const std::string& pg_sid) {
    wire::data_run_response answer;
    answer.job_id = "bench";
    answer.exit_code = 0;
    answer.csv_text = csv;
    answer.version = "bench";
    std::vector<double> t_transfer, t_parse, t_guard, t_sqlite, t_pg;
    data::rule_judge judge;
    for (int i = 0; i < runs; ++i) {
        auto t0 = clock_type::now();
        if (!transfer(answer)) std::printf("   transfer failed\n");
        t_transfer.push_back(ms_since(t0));
        t0 = clock_type::now();
        auto parsed = data::parse_table(csv, wire::max_output_csv_bytes);
        t_parse.push_back(ms_since(t0));
        if (!parsed) {
            std::printf("   parse failed: %s\n", data::message(parsed.error()).c_str());
            return {};
        }
        t0 = clock_type::now();
        const auto guarded = data::check_dataset(*parsed, judge);
        t_guard.push_back(ms_since(t0));
        if (guarded.status != data::guard_status::ok) std::printf("   the guard did not pass the table\n");
        store::new_version v;
        v.source = store::dataset_source::code;
        v.csv = guarded.data.csv;
        v.columns_json = "[]";
        v.rows = static_cast<std::int64_t>(guarded.data.rows.size());
        v.code = std::string_view("df = ...");
        t0 = clock_type::now();
        if (!sqlite.add_version(sqlite_sid, v)) std::printf("   sqlite add_version failed\n");
        t_sqlite.push_back(ms_since(t0));
        if (pg != nullptr) {
            t0 = clock_type::now();
            if (!pg->add_version(pg_sid, v)) std::printf("   postgres add_version failed\n");
            t_pg.push_back(ms_since(t0));
        }
    }
    layer_times out{percentile(t_transfer, 0.0), percentile(t_parse, 0.0), percentile(t_guard, 0.0),
                    percentile(t_sqlite, 0.0), -1};
    if (pg != nullptr) out.postgres = percentile(t_pg, 0.5);
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 10;
    const bool with_pg = argc > 2 && std::string_view(argv[2]) == "--postgres";
    anyplot::common::keep_freed_memory();  // what the agents daemon runs with

    const auto dir = std::filesystem::temp_directory_path() / ("anyplot-bench-caps-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    auto sqlite = store::open_store("", dir);
    if (!sqlite) return 1;
    const auto sqlite_sid = (*sqlite)->create_session("bench");
    if (!sqlite_sid) return 1;
    std::unique_ptr<store::store> pg;
    std::string pg_sid;
    if (with_pg) {
        auto opened = store::open_store(anyplot::test::postgres_server::shared().create_database(), dir);
        if (!opened) return 1;
        pg = std::move(opened).value();
        pg_sid = pg->create_session("bench").value();
    }

    std::printf("== a run's table, renderer -> agents -> store: the best of %d runs, ms (the least disturbed by other load)\n", runs);
    std::printf("   %-16s %9s %9s %9s %9s %9s %9s\n", "table", "CSV KiB", "transfer", "parse", "guard", "sqlite",
                with_pg ? "postgres" : "");
    for (const std::size_t columns : {std::size_t{4}, std::size_t{10}}) {
        const std::string small = table_csv(2000, columns), middle = table_csv(10000, columns),
                          large = table_csv(20000, columns);
        (void)measure(small, 1, **sqlite, *sqlite_sid, pg.get(), pg_sid);  // warm caches and the allocator
        const auto a = measure(small, runs, **sqlite, *sqlite_sid, pg.get(), pg_sid);
        const auto m = measure(middle, runs, **sqlite, *sqlite_sid, pg.get(), pg_sid);
        const auto b = measure(large, runs, **sqlite, *sqlite_sid, pg.get(), pg_sid);
        const auto row = [&](const std::string& label, const std::string& csv, const layer_times& t) {
            std::printf("   %-16s %9.0f %9.2f %9.2f %9.2f %9.2f", label.c_str(), static_cast<double>(csv.size()) / 1024.0,
                        t.transfer, t.parse, t.guard, t.sqlite);
            if (t.postgres >= 0) std::printf(" %9.2f", t.postgres);
            std::printf("\n");
        };
        const auto ratio = [](const std::string& label, const std::string& x, const std::string& y,
                              const layer_times& tx, const layer_times& ty) {
            std::printf("   %-16s %8.1fx %8.1fx %8.1fx %8.1fx %8.1fx", label.c_str(),
                        static_cast<double>(y.size()) / static_cast<double>(x.size()), ty.transfer / tx.transfer,
                        ty.parse / tx.parse, ty.guard / tx.guard, ty.sqlite / tx.sqlite);
            if (ty.postgres >= 0) std::printf(" %8.1fx", ty.postgres / tx.postgres);
            std::printf("\n");
        };
        const std::string cols = " x " + std::to_string(columns);
        row("2,000" + cols, small, a);
        row("10,000" + cols, middle, m);
        row("20,000" + cols, large, b);
        ratio("20,000 / 2,000", small, large, a, b);
        ratio("20,000 / 10,000", middle, large, m, b);
    }
    std::printf("   (linear: each layer's ratio near the CSV's, 10x and 2x; 2,000 rows fit the caches, the others do not;\n"
                "    the byte cap is %zu, the response cap %zu)\n",
                wire::max_output_csv_bytes, wire::max_response_json_bytes);
    sqlite->reset();
    std::filesystem::remove_all(dir);
    return 0;
}
