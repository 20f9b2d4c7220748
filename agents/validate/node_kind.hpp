#pragma once
// The kinds of CPython's AST nodes, resolved once when a tree is built (ast_decode.cpp maps each
// type name of the helper's schema when the schema arrives, not per node) so the rules dispatch
// on an enum instead of comparing type names. Any type name this table does not know (an older
// alias such as Num, an abstract base such as expr, a node class of a newer CPython) is `other`:
// no rule names it, so such a node is only walked through.
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace anyplot::agents::validate {

// Spelled exactly as CPython's node classes (ast.Call, ast.arg, ast.withitem), not in snake_case:
// the enum names a foreign vocabulary one to one, and several of its names lower-cased are C++
// keywords (if, for, while, return, try, break, continue). Python 3.11's classes; operators and
// expression contexts are not nodes (the helper sends them as text).
enum class node_kind : std::uint8_t {
    other, AnnAssign, Assert, Assign, AsyncFor, AsyncFunctionDef, AsyncWith, Attribute, AugAssign,
    Await, BinOp, BoolOp, Break, Call, ClassDef, Compare, Constant, Continue, Delete, Dict,
    DictComp, ExceptHandler, Expr, Expression, For, FormattedValue, FunctionDef, FunctionType,
    GeneratorExp, Global, If, IfExp, Import, ImportFrom, Interactive, JoinedStr, Lambda, List,
    ListComp, Match, MatchAs, MatchClass, MatchMapping, MatchOr, MatchSequence, MatchSingleton,
    MatchStar, MatchValue, Module, Name, NamedExpr, Nonlocal, Pass, Raise, Return, Set, SetComp,
    Slice, Starred, Subscript, Try, TryStar, Tuple, TypeIgnore, UnaryOp, While, With, Yield,
    YieldFrom, alias, arg, arguments, comprehension, keyword, match_case, withitem,
};

// withitem is the last value: a kind added after it moves this.
inline constexpr std::size_t node_kind_count = static_cast<std::size_t>(node_kind::withitem) + 1;

// CPython's class name of `k` ("other" for other).
[[nodiscard]] std::string_view name(node_kind k) noexcept;
// The kind a CPython class name spells; `other` for any name not in the table.
[[nodiscard]] node_kind node_kind_of(std::string_view type_name) noexcept;

}  // namespace anyplot::agents::validate
