#include "agents/chat/events.hpp"

#include "agents/tools/plot_json.hpp"

#include <array>
#include <cstddef>
#include <type_traits>

namespace anyplot::agents::chat {
namespace {

template <class E>
struct entry {
    E value;
    std::string_view name;
};

// Each table is indexed by the enum's value; the static_asserts keep a reordered or forgotten
// row from sending a neighbour's name (the same guard as wire/vocabulary.cpp).
template <class E, std::size_t N>
constexpr bool in_enum_order(const std::array<entry<E>, N>& table) {
    for (std::size_t i = 0; i < N; ++i) {
        if (static_cast<std::size_t>(table[i].value) != i) return false;
    }
    return true;
}

constexpr std::array<entry<event_kind>, 7> event_kinds{{
    {event_kind::ready, "ready"},
    {event_kind::status, "status"},
    {event_kind::dataset, "dataset"},
    {event_kind::message, "message"},
    {event_kind::refusal, "refusal"},
    {event_kind::error, "error"},
    {event_kind::done, "done"},
}};
static_assert(in_enum_order(event_kinds));
static_assert(event_kinds.size() == static_cast<std::size_t>(event_kind::done) + 1);
static_assert(event_kinds.size() == std::variant_size_v<event>);

constexpr std::array<entry<status_step>, 4> status_steps{{
    {status_step::judging, "judging"},
    {status_step::thinking, "thinking"},
    {status_step::running, "running"},
    {status_step::queued, "queued"},
}};
static_assert(in_enum_order(status_steps));
static_assert(status_steps.size() == static_cast<std::size_t>(status_step::queued) + 1);

constexpr std::array<entry<dataset_source>, 2> dataset_sources{{
    {dataset_source::code, "code"},
    {dataset_source::formula, "formula"},
}};
static_assert(in_enum_order(dataset_sources));
static_assert(dataset_sources.size() == static_cast<std::size_t>(dataset_source::formula) + 1);

// kind_of is the variant's index: each alternative must sit at its kind's place.
template <event_kind K, class T>
constexpr bool at = std::is_same_v<std::variant_alternative_t<static_cast<std::size_t>(K), event>, T>;
static_assert(at<event_kind::ready, ready_event> && at<event_kind::status, status_event> &&
              at<event_kind::dataset, dataset_event> && at<event_kind::message, message_event> &&
              at<event_kind::refusal, refusal_event> && at<event_kind::error, error_event> &&
              at<event_kind::done, done_event>);

nlohmann::json data_of(const ready_event& e) { return {{"v", stream_version}, {"run_id", e.run_id}}; }

nlohmann::json data_of(const status_event& e) {
    nlohmann::json data{{"step", to_string(e.step)}};
    if (e.step == status_step::queued) {
        data["position"] = e.place.position;
        data["waiting"] = e.place.waiting;
    }
    return data;
}

nlohmann::json data_of(const dataset_event& e) {
    return {{"version", e.version},
            {"rows", e.rows},
            {"source", to_string(e.source)},
            {"code", e.code},
            {"plot", tools::plot_json(e.plot)}};
}

nlohmann::json data_of(const message_event& e) { return {{"text", e.text}}; }

nlohmann::json data_of(const refusal_event& e) {
    return {{"code", to_string(e.code)}, {"text", e.text}, {"lang", e.lang}};
}

nlohmann::json data_of(const error_event& e) { return {{"code", to_string(e.code)}, {"ref", e.ref}}; }

nlohmann::json data_of(const done_event& e) { return {{"llm_calls", e.llm_calls}, {"tokens", e.tokens}}; }

nlohmann::json service_line(event_kind k) { return {{"role", "service"}, {"kind", to_string(k)}}; }

}  // namespace

std::string_view to_string(event_kind k) noexcept { return event_kinds[static_cast<std::size_t>(k)].name; }
std::string_view to_string(status_step s) noexcept { return status_steps[static_cast<std::size_t>(s)].name; }
std::string_view to_string(dataset_source s) noexcept { return dataset_sources[static_cast<std::size_t>(s)].name; }

event_kind kind_of(const event& e) noexcept { return static_cast<event_kind>(e.index()); }

wire_event encode(const event& e) {
    return {std::string(to_string(kind_of(e))), std::visit([](const auto& v) { return data_of(v); }, e)};
}

std::optional<nlohmann::json> history_line(const event& e) {
    const event_kind kind = kind_of(e);
    nlohmann::json line = service_line(kind);
    switch (kind) {
        case event_kind::dataset: {
            // The table's size and origin; the code and the plot stay with the version itself.
            const auto& d = std::get<dataset_event>(e);
            line["version"] = d.version;
            line["rows"] = d.rows;
            line["source"] = to_string(d.source);
            return line;
        }
        case event_kind::message:
        case event_kind::refusal:
        case event_kind::error:
            line.update(encode(e).data);
            return line;
        case event_kind::ready:
        case event_kind::status:
        case event_kind::done: return std::nullopt;
    }
    return std::nullopt;
}

nlohmann::json person_line(std::string_view text) { return {{"role", "person"}, {"text", text}}; }

}  // namespace anyplot::agents::chat
