#pragma once
// The DATA profile's vocabularies, in one place so the rules, the docs and the tests agree.
// See docs/validator.md for why each entry is there.
#include <string_view>

namespace anyplot::agents::validate::tables {

// Builtins that evaluate, import, reach scopes or do I/O; refused as names, parameters and
// bindings. `type` is handled separately (one argument is fine).
[[nodiscard]] bool banned_name(std::string_view name) noexcept;
// Attribute names refused on any receiver because they evaluate strings or reach attributes by
// name (pd.eval, df.query, format_map, ...).
[[nodiscard]] bool banned_attribute(std::string_view name) noexcept;
// Frame, generator, coroutine, traceback, code and native-memory internals (E13-E15, E20-E28).
[[nodiscard]] bool escape_attribute(std::string_view name) noexcept;
// Readers and writers of files, URLs and the network (read_*, load*, to_csv, tofile, ...).
[[nodiscard]] bool file_access_name(std::string_view name) noexcept;
// A string literal that is a URL (http:, https:, ftp:, file:, data:<mime>).
[[nodiscard]] bool contains_url(std::string_view text) noexcept;
// Methods that call a method named by a string argument (df.agg('sum')).
[[nodiscard]] bool string_dispatch_method(std::string_view name) noexcept;

// Module names refused as attributes of values (a class attribute holding os, say). Attributes of
// modules are judged by the module table instead (module_table.hpp).
[[nodiscard]] bool value_module_escape(std::string_view name) noexcept;
// Methods that write files whatever their arguments (to_pickle, to_excel, tofile, ...).
[[nodiscard]] bool writer_method(std::string_view name) noexcept;
// Methods that return text without arguments and write a file or buffer with one (to_string,
// to_csv, to_html, to_json, ...): refused when given a positional argument or a path keyword.
[[nodiscard]] bool optional_writer_method(std::string_view name) noexcept;
// Keywords naming a file or buffer (buf, path_or_buf, path, ...).
[[nodiscard]] bool path_keyword(std::string_view name) noexcept;
// Special methods a small class in data code may define (__init__, __repr__, __len__, ...).
[[nodiscard]] bool allowed_special_method(std::string_view name) noexcept;
// Builtins a dispatch method may be given by name (sum, len, str, ...).
[[nodiscard]] bool safe_builtin_function(std::string_view name) noexcept;

enum class import_verdict { allowed, not_allowed, plotting, ml_stack, bare_scipy, file_access };
// `import M` / the module part of `from M import n`.
[[nodiscard]] import_verdict check_module(std::string_view dotted) noexcept;
[[nodiscard]] bool module_allowed(std::string_view dotted) noexcept;

}  // namespace anyplot::agents::validate::tables
