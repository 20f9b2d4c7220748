#include "agents/mcp/tools.hpp"

#include "agents/models/source_language.hpp"
#include "agents/tools/generate_data.hpp"
#include "agents/tools/paste.hpp"
#include "agents/tools/plot_json.hpp"
#include "agents/tools/run_data_code.hpp"
#include "agents/tools/sandbox_queue.hpp"
#include "agents/tools/version_json.hpp"
#include "common/crypto.hpp"
#include "common/log.hpp"
#include "common/metrics.hpp"
#include "wire/limits.hpp"
#include "wire/vocabulary.hpp"

#include <array>
#include <optional>
#include <vector>

namespace anyplot::agents::mcp {

using wire::agent_error;

namespace {

// The versions one list answers (the /v1 list's bound).
constexpr int max_listed_versions = 200;
// A paste's own cap is checked by the paste tool (too_long); this only bounds the argument.
constexpr std::size_t max_paste_bytes = 204'800;

enum class kind { string, integer, object };

struct param {
    std::string_view name;
    kind type;
    bool required;
    std::string_view description;
};

struct tool_def {
    std::string_view name;
    std::string_view title;
    std::string_view description;
    std::vector<param> params;
    bool read_only;
    nlohmann::json output_schema;
};

constexpr std::string_view session_help =
    "The dataset session (from an earlier result's session_id). Omit it to start a new session.";

nlohmann::json columns_schema() {
    return {{"type", "array"},
            {"items",
             {{"type", "object"},
              {"properties", {{"name", {{"type", "string"}}}, {"dtype", {{"type", "string"}}}}},
              {"required", {"name", "dtype"}}}}};
}

nlohmann::json plot_schema() { return {{"type", nlohmann::json::array({"object", "null"})}}; }

nlohmann::json new_version_schema() {
    return {{"type", "object"},
            {"properties",
             {{"session_id", {{"type", "string"}}},
              {"version", {{"type", "integer"}}},
              {"rows", {{"type", "integer"}}},
              {"columns", columns_schema()},
              {"code", {{"type", nlohmann::json::array({"string", "null"})}}},
              {"warnings", {{"type", "array"}, {"items", {{"type", "string"}}}}},
              {"plot", plot_schema()}}},
            {"required", {"session_id", "version", "rows", "columns"}}};
}

const std::vector<tool_def>& definitions() {
    static const std::vector<tool_def> defs = [] {
        std::vector<tool_def> d;
        d.push_back({"run_data_code", "Run data code",
                     "Run data-generating Python (numpy, pandas, math, random, scipy's computing modules) in a "
                     "sandbox. The code must assign a pandas DataFrame to `df`; the table becomes the session's "
                     "next dataset version.",
                     {{"session_id", kind::string, false, session_help},
                      {"code", kind::string, true, "Python that assigns a pandas DataFrame to df."},
                      {"source_language", kind::string, false,
                       "The code's language; python runs, others are refused with needs_translation."},
                      {"plot", kind::object, false, "How the page draws the table: x column, y columns, kind."}},
                     false, new_version_schema()});
        d.push_back({"generate_data", "Generate data from a formula",
                     "Evaluate a closed formula over one or two ranges (for example `y = sin(x) for x from 0 "
                     "to 10 step 0.1`) into the session's next dataset version. No sandbox run.",
                     {{"session_id", kind::string, false, session_help},
                      {"formula", kind::string, true, "The formula (docs/formula.md)."},
                      {"plot", kind::object, false, "How the page draws the table: x column, y columns, kind."}},
                     false, new_version_schema()});
        d.push_back({"paste_table", "Store a pasted table",
                     "Store a pasted table (CSV, TSV, a Markdown or text table) as the session's next dataset "
                     "version.",
                     {{"session_id", kind::string, false, session_help},
                      {"text", kind::string, true, "The table as text."}},
                     false, new_version_schema()});
        d.push_back({"get_dataset", "Get a dataset version",
                     "A version of the session's dataset (the latest when version is omitted): its CSV, "
                     "columns, the code that made it and how it is drawn.",
                     {{"session_id", kind::string, true, "The dataset session."},
                      {"version", kind::integer, false, "The version number (1, 2, ...)."}},
                     true,
                     {{"type", "object"},
                      {"properties",
                       {{"session_id", {{"type", "string"}}},
                        {"version", {{"type", "integer"}}},
                        {"source", {{"type", "string"}}},
                        {"confirmed", {{"type", "boolean"}}},
                        {"rows", {{"type", "integer"}}},
                        {"columns", {{"type", "array"}}},
                        {"csv", {{"type", "string"}}},
                        {"code", {{"type", nlohmann::json::array({"string", "null"})}}},
                        {"plot", plot_schema()}}},
                      {"required", {"session_id", "version", "source", "confirmed", "rows", "columns", "csv"}}}});
        d.push_back({"list_versions", "List dataset versions",
                     "The session's dataset versions, newest first.",
                     {{"session_id", kind::string, true, "The dataset session."}},
                     true,
                     {{"type", "object"},
                      {"properties",
                       {{"session_id", {{"type", "string"}}},
                        {"versions", {{"type", "array"}, {"items", {{"type", "object"}}}}}}},
                      {"required", {"session_id", "versions"}}}});
        d.push_back({"confirm_version", "Confirm a dataset version",
                     "Mark a version as the one the person keeps.",
                     {{"session_id", kind::string, true, "The dataset session."},
                      {"version", kind::integer, true, "The version number (1, 2, ...)."}},
                     false,
                     {{"type", "object"},
                      {"properties",
                       {{"session_id", {{"type", "string"}}},
                        {"version", {{"type", "integer"}}},
                        {"confirmed", {{"type", "boolean"}}}}},
                      {"required", {"session_id", "version", "confirmed"}}}});
        return d;
    }();
    return defs;
}

nlohmann::json input_schema(const tool_def& t) {
    nlohmann::json properties = nlohmann::json::object();
    nlohmann::json required = nlohmann::json::array();
    for (const param& p : t.params) {
        nlohmann::json s{{"description", p.description}};
        if (p.name == "session_id") {
            s["type"] = "string";
            s["pattern"] = "^[0-9a-f]{32}$";
        } else if (p.name == "source_language") {
            s["type"] = "string";
            nlohmann::json names = nlohmann::json::array();
            for (const auto& [language, name] : models::source_language_names) names.push_back(name);
            s["enum"] = std::move(names);
            s["default"] = "python";
        } else if (p.name == "plot") {
            s = tools::plot_argument_schema();
        } else if (p.type == kind::integer) {
            s["type"] = "integer";
            s["minimum"] = 1;
        } else {
            s["type"] = "string";
            s["minLength"] = 1;
            if (p.name == "code") s["maxLength"] = wire::max_code_chars;
        }
        properties[std::string(p.name)] = std::move(s);
        if (p.required) required.push_back(p.name);
    }
    return {{"type", "object"}, {"properties", properties}, {"required", required}, {"additionalProperties", false}};
}

const tool_def* find(std::string_view name) {
    for (const tool_def& t : definitions()) {
        if (t.name == name) return &t;
    }
    return nullptr;
}

// The arguments against the tool's parameters: each known, of its kind, the required ones there.
bool arguments_fit(const tool_def& t, const std::map<std::string, argument, std::less<>>& args) {
    for (const auto& [name, value] : args) {
        const param* p = nullptr;
        for (const param& q : t.params) {
            if (q.name == name) p = &q;
        }
        if (p == nullptr) return false;
        const bool fits = (p->type == kind::string && std::holds_alternative<std::string>(value)) ||
                          (p->type == kind::integer && std::holds_alternative<std::int64_t>(value)) ||
                          (p->type == kind::object && std::holds_alternative<json_text>(value));
        if (!fits) return false;
    }
    for (const param& p : t.params) {
        if (p.required && args.find(p.name) == args.end()) return false;
    }
    return true;
}

std::optional<std::string> text_arg(const call& c, std::string_view name) {
    const auto it = c.arguments.find(name);
    if (it == c.arguments.end()) return std::nullopt;
    return std::get<std::string>(it->second);
}

std::optional<std::int64_t> int_arg(const call& c, std::string_view name) {
    const auto it = c.arguments.find(name);
    if (it == c.arguments.end()) return std::nullopt;
    return std::get<std::int64_t>(it->second);
}

// The plot argument, by shape (the columns are checked when the table is stored): nullopt when
// absent; `bad` when it is there and not a plot.
std::optional<data::plot_spec> plot_arg(const call& c, bool* bad) {
    const auto it = c.arguments.find("plot");
    if (it == c.arguments.end()) return std::nullopt;
    // Valid JSON within the depth bound already (the decoder re-serialised it).
    const auto value = nlohmann::json::parse(std::get<json_text>(it->second).text, nullptr, false);
    auto spec = tools::plot_of(value);
    if (!spec) *bad = true;
    return spec;
}

nlohmann::json success(nlohmann::json structured) {
    const std::string text = structured.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return {{"content", nlohmann::json::array({{{"type", "text"}, {"text", text}}})},
            {"structuredContent", std::move(structured)},
            {"isError", false}};
}

// A new version's result: the version, the session it is in and what made it.
nlohmann::json stored(const tools::data_version& v, const std::string& sid, nlohmann::json code) {
    nlohmann::json out = tools::new_version_json(v);
    out["session_id"] = sid;
    out["code"] = std::move(code);
    return success(std::move(out));
}

nlohmann::json refusal(const tool_deps& deps, const call& c, agent_error code, const std::vector<std::string>& notes,
                       const nlohmann::json& extra) {
    nlohmann::json detail{{"detail", wire::to_string(code)}};
    if (!notes.empty()) detail["notes"] = notes;
    for (const auto& [k, v] : extra.items()) detail[k] = v;
    nlohmann::json content = nlohmann::json::array();
    if (deps.texts != nullptr) {
        // The same words the chat's answers use: "No dataset was stored: <why>" in the person's language.
        const std::string why = deps.texts->tool_result(wire::to_string(code), c.language);
        content.push_back(
            {{"type", "text"}, {"text", texts::fill(deps.texts->answer("not_stored", c.language), {{"reason", why}})}});
    }
    content.push_back({{"type", "text"}, {"text", detail.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)}});
    return {{"content", std::move(content)}, {"isError", true}};
}

nlohmann::json refused(const tool_deps& deps, const call& c, const tools::tool_refusal& r, const std::string& sid) {
    nlohmann::json extra = tools::cap_fields(r);
    if (r.position > 0) extra["position"] = r.position;
    if (!sid.empty()) extra["session_id"] = sid;
    return refusal(deps, c, r.code, r.notes, extra);
}

// The call's place in the queue for sandbox work, reported as progress steps (fixed words): the
// place while it waits, "running" once a slot is held.
class reported_hold final : public tools::sandbox_hold {
public:
    reported_hold(const tool_deps& deps, std::shared_ptr<common::one_shot_signal> cancel, std::string person,
                  progress_sink* sink)
        : inner_(*deps.sandbox_slots, deps.sandbox_wait, std::move(cancel), std::move(person), hooks(sink)), sink_(sink) {}

    boost::asio::awaitable<outcome> hold() override {
        const outcome o = co_await inner_.hold();
        if (o == outcome::granted && sink_ != nullptr && !told_) {
            told_ = true;
            sink_->progress("running");
        }
        co_return o;
    }

private:
    static tools::queue_hold::hooks hooks(progress_sink* sink) {
        tools::queue_hold::hooks h;
        if (sink == nullptr) return h;
        h.queued = [sink](int position, int waiting) {
            sink->progress("waiting for a sandbox: place " + std::to_string(position) + " of " + std::to_string(waiting));
        };
        return h;
    }

    tools::queue_hold inner_;
    progress_sink* sink_;
    bool told_ = false;
};

boost::asio::awaitable<nlohmann::json> run_code(tool_deps deps, call c, std::string sid, progress_sink* progress,
                                                std::shared_ptr<common::one_shot_signal> cancel) {
    bool bad_plot = false;
    auto plot = plot_arg(c, &bad_plot);
    if (bad_plot) co_return refusal(deps, c, agent_error::invalid_arguments, {}, {{"session_id", sid}});
    std::string code = *text_arg(c, "code");
    // Decoded here, at the edge; a name outside the set is refused as unsupported_language.
    const auto language = models::parse_source_language(text_arg(c, "source_language").value_or("python"));
    tools::turn_state turn;  // one call is one turn
    turn.ref = "mcp-" + common::crypto::random_hex(8);
    reported_hold hold(deps, cancel, c.person, progress);
    if (progress != nullptr) progress->progress("checking the code");
    auto result = co_await tools::run_data_code(deps.tools, c.person, sid, std::move(code), language, &turn,
                                                &hold, cancel, plot);
    if (!result) co_return refused(deps, c, result.error(), sid);
    co_return stored(*result, sid, result->code);
}

boost::asio::awaitable<nlohmann::json> formula(tool_deps deps, call c, std::string sid,
                                               std::shared_ptr<common::one_shot_signal> cancel) {
    bool bad_plot = false;
    auto plot = plot_arg(c, &bad_plot);
    if (bad_plot) co_return refusal(deps, c, agent_error::invalid_arguments, {}, {{"session_id", sid}});
    // A formula stores a version without a sandbox run: the direct routes' rate bounds it.
    const auto limited = co_await tools::take_direct_version(deps.tools, c.person, deps.pastes_per_minute);
    if (limited) co_return refusal(deps, c, *limited, {}, {{"session_id", sid}});
    tools::turn_state turn;
    auto result = co_await tools::generate_data(deps.tools, sid, *text_arg(c, "formula"), &turn, cancel, plot);
    if (!result) co_return refused(deps, c, result.error(), sid);
    co_return stored(*result, sid, result->code);
}

boost::asio::awaitable<nlohmann::json> paste(tool_deps deps, call c, std::string sid,
                                             std::shared_ptr<common::one_shot_signal> cancel) {
    std::string text = *text_arg(c, "text");
    if (text.size() > max_paste_bytes) co_return refusal(deps, c, agent_error::too_long, {}, {{"session_id", sid}});
    auto result = co_await tools::paste_dataset(deps.tools, c.person, sid, std::move(text), deps.pastes_per_minute,
                                                cancel);
    if (!result) {
        nlohmann::json extra{{"session_id", sid}};
        if (!result.error().chat.empty()) extra["chat"] = result.error().chat;
        co_return refusal(deps, c, result.error().refusal.code, result.error().refusal.notes, extra);
    }
    co_return stored(*result, sid, nullptr);
}

boost::asio::awaitable<nlohmann::json> read_dataset(tool_deps deps, call c, std::string sid) {
    std::optional<int> version;
    if (const auto v = int_arg(c, "version")) {
        if (*v < 1 || *v > INT32_MAX) co_return refusal(deps, c, agent_error::invalid_arguments, {}, {});
        version = static_cast<int>(*v);
    }
    auto get = [&](store::store& s) { return s.get_version(sid, version); };
    auto got = co_await deps.tools.store->call(get);
    if (!got) co_return refusal(deps, c, agent_error::not_found, {}, {});
    nlohmann::json out = tools::stored_version_json(*got);
    out["session_id"] = sid;
    co_return success(std::move(out));
}

boost::asio::awaitable<nlohmann::json> versions(tool_deps deps, call c, std::string sid) {
    auto list = [&](store::store& s) { return s.list_versions(sid, max_listed_versions); };
    auto got = co_await deps.tools.store->call(list);
    if (!got) co_return refusal(deps, c, agent_error::unavailable, {}, {});
    co_return success({{"session_id", sid}, {"versions", tools::version_list_json(*got)}});
}

boost::asio::awaitable<nlohmann::json> confirm(tool_deps deps, call c, std::string sid) {
    const std::int64_t n = *int_arg(c, "version");
    if (n < 1 || n > INT32_MAX) co_return refusal(deps, c, agent_error::invalid_arguments, {}, {});
    auto confirm_op = [&](store::store& s) { return s.confirm_version(sid, static_cast<int>(n)); };
    auto confirmed = co_await deps.tools.store->call(confirm_op);
    if (!confirmed) co_return refusal(deps, c, agent_error::not_found, {}, {});
    co_return success({{"session_id", sid}, {"version", n}, {"confirmed", true}});
}

}  // namespace

const nlohmann::json& tool_list() {
    static const nlohmann::json list = [] {
        nlohmann::json out = nlohmann::json::array();
        for (const tool_def& t : definitions()) {
            out.push_back({{"name", t.name},
                           {"title", t.title},
                           {"description", t.description},
                           {"inputSchema", input_schema(t)},
                           {"outputSchema", t.output_schema},
                           {"annotations",
                            {{"readOnlyHint", t.read_only},
                             {"destructiveHint", false},
                             {"idempotentHint", t.read_only},
                             {"openWorldHint", false}}}});
        }
        return out;
    }();
    return list;
}

bool known_tool(std::string_view name) noexcept { return find(name) != nullptr; }

namespace {

boost::asio::awaitable<nlohmann::json> dispatch(tool_deps deps, call c, progress_sink* progress,
                                                std::shared_ptr<common::one_shot_signal> cancel) {
    const tool_def* t = find(c.tool);
    // The route answers an unknown tool before calling (known_tool); this is not reached then.
    if (t == nullptr || !arguments_fit(*t, c.arguments)) {
        co_return refusal(deps, c, agent_error::invalid_arguments, {}, {});
    }
    std::string sid;
    if (auto given = text_arg(c, "session_id")) {
        auto found = co_await tools::own_session(deps.tools.store, c.person, std::move(*given));
        if (!found) co_return refusal(deps, c, found.error(), {}, {});
        sid = found->id;
    } else {
        auto opened = co_await tools::open_session(deps.tools.store, c.person, deps.session_caps, deps.tools.now());
        if (!opened) co_return refusal(deps, c, opened.error(), {}, {});
        sid = std::move(*opened);
    }
    if (t->name == "run_data_code") co_return co_await run_code(deps, std::move(c), std::move(sid), progress, cancel);
    if (t->name == "generate_data") co_return co_await formula(deps, std::move(c), std::move(sid), cancel);
    if (t->name == "paste_table") co_return co_await paste(deps, std::move(c), std::move(sid), cancel);
    if (t->name == "get_dataset") co_return co_await read_dataset(deps, std::move(c), std::move(sid));
    if (t->name == "list_versions") co_return co_await versions(deps, std::move(c), std::move(sid));
    co_return co_await confirm(deps, std::move(c), std::move(sid));
}

// ok, or the refusal's code: read back from the detail block this file wrote.
std::string result_of(const nlohmann::json& result) {
    if (!result.value("isError", false)) return "ok";
    const auto detail = nlohmann::json::parse(result["content"].back().value("text", ""), nullptr, false);
    return detail.is_object() ? detail.value("detail", "internal") : "internal";
}

}  // namespace

boost::asio::awaitable<nlohmann::json> call_tool(tool_deps deps, call c, progress_sink* progress,
                                                 std::shared_ptr<common::one_shot_signal> cancel) {
    const std::string tool = c.tool;
    common::metrics_registry* metrics = deps.tools.metrics;
    auto result = co_await dispatch(std::move(deps), std::move(c), progress, std::move(cancel));
    // The tool and the outcome only: never an argument, a session id or what a run printed.
    const std::string outcome = result_of(result);
    if (metrics != nullptr) metrics->add(mcp_calls_total, {{"tool", tool}, {"result", outcome}});
    common::log::info("mcp_call", {{"tool", tool}, {"result", outcome}});
    co_return result;
}

}  // namespace anyplot::agents::mcp
