#include "agents/tools/paste.hpp"

#include "agents/data/classify.hpp"
#include "agents/data/parse.hpp"
#include "agents/store/async_store.hpp"
#include "agents/tools/store_table.hpp"
#include "common/off_thread.hpp"
#include "common/utf8.hpp"
#include "wire/limits.hpp"


namespace anyplot::agents::tools {

namespace asio = boost::asio;
using wire::agent_error;

namespace {

struct read_paste {
    data::paste_kind kind = data::paste_kind::table;
    std::optional<common::result<data::table, data::parse_error>> parsed;  // set for a table
};

// The classifier and the parser walk up to 200 KiB: off the I/O thread.
read_paste classify_and_parse(const std::string& text) {
    read_paste r;
    r.kind = data::classify_paste(text);
    if (r.kind == data::paste_kind::table) r.parsed.emplace(data::parse_table(text));
    return r;
}

paste_refusal plain(agent_error code, std::vector<std::string> notes = {}) { return {refuse(code, std::move(notes)), {}}; }

}  // namespace

asio::awaitable<std::optional<agent_error>> take_direct_version(tool_context ctx, std::string user, int per_minute) {
    const auto now = ctx.now();
    auto take = [&](store::store& s) {
        return s.take_event(user, direct_versions_counter, per_minute, std::chrono::seconds(60), now);
    };
    auto event = co_await ctx.store->call(take);
    if (event) co_return std::nullopt;
    co_return event.error() == store::store_error::limit_reached ? agent_error::rate_limited : agent_error::unavailable;
}

asio::awaitable<common::result<data_version, paste_refusal>> paste_dataset(tool_context ctx, std::string user,
                                                                           std::string session_id, std::string text,
                                                                           int per_minute,
                                                                           std::shared_ptr<common::one_shot_signal> cancel) {
    if (text.size() > wire::max_csv_bytes) co_return common::failure{plain(agent_error::too_long)};
    const auto limited = co_await take_direct_version(ctx, std::move(user), per_minute);
    if (limited) co_return common::failure{plain(*limited)};
    auto work = [&text] { return classify_and_parse(text); };
    auto read = co_await common::off_thread(ctx.blocking, work);
    if (read.kind != data::paste_kind::table) {
        // Where it belongs: the chat, when it fits one message.
        const bool fits = common::utf8::valid(text) && common::utf8::length(text) <= wire::max_chat_text_chars;
        const agent_error code = read.kind == data::paste_kind::code ? agent_error::code : agent_error::formula;
        co_return common::failure{paste_refusal{refuse(code), fits ? "send" : "shorten"}};
    }
    if (!*read.parsed) {
        co_return common::failure{plain(agent_error::unparseable, {data::message(read.parsed->error())})};
    }
    turn_state turn;  // a paste is its own turn (a model dataset judge's tokens are not a chat's)
    auto stored = co_await store_table(ctx, std::move(session_id), std::move(*read.parsed).value(),
                                       store::dataset_source::paste, std::nullopt, &turn, cancel);
    if (!stored) co_return common::failure{paste_refusal{stored.error(), {}}};
    co_return std::move(stored).value();
}

}  // namespace anyplot::agents::tools
