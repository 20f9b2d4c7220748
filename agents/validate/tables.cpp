#include "agents/validate/tables.hpp"

#include "agents/validate/module_table.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace anyplot::agents::validate::tables {
namespace {

template <std::size_t N>
bool in(const std::array<std::string_view, N>& set, std::string_view name) noexcept {
    return std::find(set.begin(), set.end(), name) != set.end();
}

bool starts_with(std::string_view s, std::string_view p) noexcept { return s.substr(0, p.size()) == p; }

constexpr auto k_banned_names = std::to_array<std::string_view>({
    "eval",   "exec",   "compile", "open",    "__import__", "input",   "breakpoint", "globals", "locals",
    "vars",   "getattr", "setattr", "delattr", "memoryview", "exit",   "quit",       "help"});

// `query`/`eval` evaluate expression strings (pandas #58697, #60602: E33); the others reach
// attributes or mappings by computed name (E05, E06).
constexpr auto k_banned_attributes = std::to_array<std::string_view>({
    "eval",   "exec",       "query",     "getattr",      "setattr",      "delattr", "globals",
    "locals", "vars",       "breakpoint", "format_map",  "attrgetter",   "methodcaller", "memoryview"});

constexpr auto k_escape_attributes = std::to_array<std::string_view>({
    // generators, coroutines, async generators (E13, E14)
    "gi_frame", "gi_code", "gi_yieldfrom", "cr_frame", "cr_code", "cr_await", "cr_origin", "ag_frame",
    "ag_code", "ag_await",
    // tracebacks and frames (E15-E17)
    "tb_frame", "tb_next", "f_back", "f_globals", "f_locals", "f_builtins", "f_code", "f_trace",
    // code objects and old function spellings (E20)
    "co_code", "co_consts", "co_names", "func_globals", "func_code", "func_closure", "im_func",
    "replace_code",
    // native memory and foreign calls (E23-E28)
    "ctypes", "cffi", "LowLevelCallable", "from_address", "data_as", "as_strided", "stride_tricks",
    "cython_blas", "cython_lapack", "cython_special", "cython_optimize", "load_library", "CDLL",
    "PyDLL", "pythonapi", "dlopen",
    // numpy's memory views: a writable view of immutable bytes, strides pointing past a buffer
    "setflags", "strides",
    // processes, environment and directories (E35, E37)
    "system", "popen", "spawn", "spawnl", "spawnv", "fork", "execv", "execve", "environ", "getenv",
    "putenv", "listdir", "scandir", "iterdir", "modules"});

constexpr auto k_file_exact = std::to_array<std::string_view>({
    "to_csv",    "to_pickle",  "to_excel",   "to_json",   "to_parquet", "to_hdf",   "to_sql",
    "to_feather", "to_stata",  "to_html",    "to_latex",  "to_markdown", "to_xml",  "to_clipboard",
    "to_orc",    "to_gbq",     "tofile",     "fromfile",  "genfromtxt", "memmap",   "DataSource",
    "urlopen",   "urlretrieve", "fromregex", "ExcelWriter", "ExcelFile", "HDFStore", "dump",
    "from_csv"});
constexpr auto k_file_prefixes = std::to_array<std::string_view>({"read_", "load", "fetch_", "save", "open",
                                                             "recfrom"});

constexpr auto k_dispatch = std::to_array<std::string_view>({"agg",   "aggregate", "apply", "transform",
                                                        "applymap", "pipe",   "eval",  "query"});

constexpr auto k_value_module_escapes = std::to_array<std::string_view>({
    "os",      "sys",       "subprocess", "builtins", "importlib", "imp",     "inspect", "gc",
    "marshal", "pickle",    "shutil",     "socket",   "signal",    "threading", "multiprocessing",
    "platform", "pathlib",  "tempfile",   "glob",     "resource",  "pty",     "posix",   "ctypeslib",
    "f2py",    "distutils", "urllib",     "weakref",  "atexit",    "sysconfig", "runpy",  "codeop",
    "copyreg", "types",     "enum",       "dataclasses", "operator", "contextlib", "ast", "warnings"});

constexpr auto k_writers = std::to_array<std::string_view>({
    "to_pickle", "to_excel", "to_parquet", "to_hdf", "to_sql", "to_feather", "to_stata", "to_clipboard",
    "to_orc",    "to_gbq",   "tofile",     "dump",   "savefig", "to_file",   "write", "writelines"});
constexpr auto k_optional_writers = std::to_array<std::string_view>({
    "to_csv", "to_json", "to_html", "to_latex", "to_markdown", "to_xml", "to_string"});
constexpr auto k_path_keywords = std::to_array<std::string_view>({
    "buf", "path_or_buf", "path", "path_or_buffer", "excel_writer", "fname", "file", "filename"});

constexpr auto k_special_methods = std::to_array<std::string_view>({
    "__init__", "__repr__", "__str__",  "__len__",  "__iter__", "__next__", "__contains__", "__getitem__",
    "__eq__",   "__ne__",   "__lt__",   "__le__",   "__gt__",   "__ge__",   "__hash__",     "__bool__",
    "__add__",  "__radd__", "__sub__",  "__rsub__", "__mul__",  "__rmul__", "__truediv__",  "__rtruediv__",
    "__neg__",  "__abs__",  "__call__", "__post_init__"});

constexpr auto k_safe_builtins = std::to_array<std::string_view>({
    "sum",  "min",   "max",  "len",   "abs",  "round", "sorted", "list",  "tuple", "set", "dict", "str",
    "int",  "float", "bool", "any",   "all",  "repr",  "complex", "divmod", "pow", "reversed", "frozenset",
    "enumerate", "zip", "range", "hash", "ord", "chr"});

constexpr auto k_plotting = std::to_array<std::string_view>({"matplotlib", "pylab", "seaborn", "plotly", "bokeh",
                                                        "altair", "pygal", "holoviews", "plotnine"});
constexpr auto k_ml = std::to_array<std::string_view>({"sklearn", "statsmodels", "scikit_learn", "patsy"});
constexpr auto k_file_modules = std::to_array<std::string_view>({
    "io",      "pathlib", "shutil",  "glob",     "tempfile", "urllib", "urllib3",
    "requests", "http",   "httpx",   "aiohttp", "socket",   "ftplib",   "csv",    "json",
    "pickle",  "sqlite3", "h5py",    "openpyxl", "xlrd",    "pyarrow",  "fileinput"});

std::string_view first_component(std::string_view dotted) noexcept {
    return dotted.substr(0, dotted.find('.'));
}

bool scheme_at(std::string_view text, std::size_t pos, std::string_view scheme) noexcept {
    if (text.size() - pos < scheme.size()) return false;
    for (std::size_t i = 0; i < scheme.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(text[pos + i])) != scheme[i]) return false;
    }
    return true;
}

}  // namespace

bool banned_name(std::string_view name) noexcept { return in(k_banned_names, name); }
bool banned_attribute(std::string_view name) noexcept { return in(k_banned_attributes, name); }
bool escape_attribute(std::string_view name) noexcept { return in(k_escape_attributes, name); }
bool string_dispatch_method(std::string_view name) noexcept { return in(k_dispatch, name); }
bool value_module_escape(std::string_view name) noexcept { return in(k_value_module_escapes, name); }
bool writer_method(std::string_view name) noexcept { return in(k_writers, name); }
bool optional_writer_method(std::string_view name) noexcept { return in(k_optional_writers, name); }
bool path_keyword(std::string_view name) noexcept { return in(k_path_keywords, name); }
bool allowed_special_method(std::string_view name) noexcept { return in(k_special_methods, name); }
bool safe_builtin_function(std::string_view name) noexcept { return in(k_safe_builtins, name); }

bool file_access_name(std::string_view name) noexcept {
    if (in(k_file_exact, name)) return true;
    return std::any_of(k_file_prefixes.begin(), k_file_prefixes.end(),
                       [&](std::string_view p) { return starts_with(name, p); });
}

bool contains_url(std::string_view text) noexcept {
    for (std::size_t i = 0; i < text.size(); ++i) {
        // A scheme starts a word: "metadata:" is not a data: URL.
        if (i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1])) != 0) continue;
        for (std::string_view s : {"http:", "https:", "ftp:", "file:"}) {
            if (scheme_at(text, i, s)) return true;
        }
        if (scheme_at(text, i, "data:")) {
            // data: URLs carry a media type or start with ',' / ';' ("data: 5" is prose).
            const std::size_t j = i + 5;
            if (j < text.size() && (text[j] == ',' || text[j] == ';')) return true;
            std::size_t k = j;
            while (k < text.size() && std::isalpha(static_cast<unsigned char>(text[k])) != 0) ++k;
            if (k > j && k < text.size() && text[k] == '/') return true;
        }
    }
    return false;
}

bool module_allowed(std::string_view dotted) noexcept { return module_table::allowed(dotted); }

import_verdict check_module(std::string_view dotted) noexcept {
    if (module_allowed(dotted)) return import_verdict::allowed;
    const std::string_view top = first_component(dotted);
    if (in(k_plotting, top)) return import_verdict::plotting;
    if (in(k_ml, top)) return import_verdict::ml_stack;
    if (dotted == "scipy") return import_verdict::bare_scipy;
    if (in(k_file_modules, top)) return import_verdict::file_access;
    return import_verdict::not_allowed;
}

}  // namespace anyplot::agents::validate::tables
