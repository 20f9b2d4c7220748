#pragma once
// The launcher's checklist steps, the one definition both ends of the status pipe use: the
// launcher writes "<name> ok" / "<name> fail <errno>" (checklist.cpp, after clone: the names are
// static strings, nothing is allocated) and the daemon parses them back (parse_status), so a step
// either side misspells does not compile. The spelling is the pipe's protocol: keep it.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace anyplot::renderer::sandbox {

// In the order the launcher runs them (checklist.hpp has the picture).
enum class checklist_step {
    core_limit,
    groups,
    cgroups,
    time_namespace,
    namespaces,
    id_maps,
    hostname,
    dedicated_uid,
    mounts,
    bounding_set,
    capabilities,
    no_new_privs,
    landlock,
    seccomp,
    ready,  // probe only: every step done, the daemon may look
    exec,   // reported only when it fails
};

struct checklist_step_row {
    checklist_step value;
    const char* name;  // NUL-terminated: the launcher formats it with snprintf
};

inline constexpr std::array<checklist_step_row, 16> checklist_step_table{{
    {checklist_step::core_limit, "core_limit"},
    {checklist_step::groups, "groups"},
    {checklist_step::cgroups, "cgroups"},
    {checklist_step::time_namespace, "time_namespace"},
    {checklist_step::namespaces, "namespaces"},
    {checklist_step::id_maps, "id_maps"},
    {checklist_step::hostname, "hostname"},
    {checklist_step::dedicated_uid, "dedicated_uid"},
    {checklist_step::mounts, "mounts"},
    {checklist_step::bounding_set, "bounding_set"},
    {checklist_step::capabilities, "capabilities"},
    {checklist_step::no_new_privs, "no_new_privs"},
    {checklist_step::landlock, "landlock"},
    {checklist_step::seccomp, "seccomp"},
    {checklist_step::ready, "ready"},
    {checklist_step::exec, "exec"},
}};

// A reordered or forgotten row would write a neighbour's name; a new step needs its row.
static_assert([] {
    for (std::size_t i = 0; i < checklist_step_table.size(); ++i) {
        if (static_cast<std::size_t>(checklist_step_table[i].value) != i) return false;
    }
    return true;
}());
static_assert(checklist_step_table.size() == static_cast<std::size_t>(checklist_step::exec) + 1);

// Async-signal-safe: a table lookup.
[[nodiscard]] constexpr const char* to_string(checklist_step s) noexcept {
    return checklist_step_table[static_cast<std::size_t>(s)].name;
}

// nullopt for a name no step has: the daemon refuses it.
[[nodiscard]] constexpr std::optional<checklist_step> parse_checklist_step(std::string_view name) noexcept {
    for (const auto& row : checklist_step_table) {
        if (std::string_view(row.name) == name) return row.value;
    }
    return std::nullopt;
}

}  // namespace anyplot::renderer::sandbox
