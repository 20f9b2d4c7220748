#include "agents/validate/node_kind.hpp"

#include <array>
#include <cstddef>

namespace anyplot::agents::validate {
namespace {

struct row {
    node_kind kind;
    std::string_view name;
};

constexpr std::array<row, 76> kinds{{
    {node_kind::other, "other"},
    {node_kind::AnnAssign, "AnnAssign"},
    {node_kind::Assert, "Assert"},
    {node_kind::Assign, "Assign"},
    {node_kind::AsyncFor, "AsyncFor"},
    {node_kind::AsyncFunctionDef, "AsyncFunctionDef"},
    {node_kind::AsyncWith, "AsyncWith"},
    {node_kind::Attribute, "Attribute"},
    {node_kind::AugAssign, "AugAssign"},
    {node_kind::Await, "Await"},
    {node_kind::BinOp, "BinOp"},
    {node_kind::BoolOp, "BoolOp"},
    {node_kind::Break, "Break"},
    {node_kind::Call, "Call"},
    {node_kind::ClassDef, "ClassDef"},
    {node_kind::Compare, "Compare"},
    {node_kind::Constant, "Constant"},
    {node_kind::Continue, "Continue"},
    {node_kind::Delete, "Delete"},
    {node_kind::Dict, "Dict"},
    {node_kind::DictComp, "DictComp"},
    {node_kind::ExceptHandler, "ExceptHandler"},
    {node_kind::Expr, "Expr"},
    {node_kind::Expression, "Expression"},
    {node_kind::For, "For"},
    {node_kind::FormattedValue, "FormattedValue"},
    {node_kind::FunctionDef, "FunctionDef"},
    {node_kind::FunctionType, "FunctionType"},
    {node_kind::GeneratorExp, "GeneratorExp"},
    {node_kind::Global, "Global"},
    {node_kind::If, "If"},
    {node_kind::IfExp, "IfExp"},
    {node_kind::Import, "Import"},
    {node_kind::ImportFrom, "ImportFrom"},
    {node_kind::Interactive, "Interactive"},
    {node_kind::JoinedStr, "JoinedStr"},
    {node_kind::Lambda, "Lambda"},
    {node_kind::List, "List"},
    {node_kind::ListComp, "ListComp"},
    {node_kind::Match, "Match"},
    {node_kind::MatchAs, "MatchAs"},
    {node_kind::MatchClass, "MatchClass"},
    {node_kind::MatchMapping, "MatchMapping"},
    {node_kind::MatchOr, "MatchOr"},
    {node_kind::MatchSequence, "MatchSequence"},
    {node_kind::MatchSingleton, "MatchSingleton"},
    {node_kind::MatchStar, "MatchStar"},
    {node_kind::MatchValue, "MatchValue"},
    {node_kind::Module, "Module"},
    {node_kind::Name, "Name"},
    {node_kind::NamedExpr, "NamedExpr"},
    {node_kind::Nonlocal, "Nonlocal"},
    {node_kind::Pass, "Pass"},
    {node_kind::Raise, "Raise"},
    {node_kind::Return, "Return"},
    {node_kind::Set, "Set"},
    {node_kind::SetComp, "SetComp"},
    {node_kind::Slice, "Slice"},
    {node_kind::Starred, "Starred"},
    {node_kind::Subscript, "Subscript"},
    {node_kind::Try, "Try"},
    {node_kind::TryStar, "TryStar"},
    {node_kind::Tuple, "Tuple"},
    {node_kind::TypeIgnore, "TypeIgnore"},
    {node_kind::UnaryOp, "UnaryOp"},
    {node_kind::While, "While"},
    {node_kind::With, "With"},
    {node_kind::Yield, "Yield"},
    {node_kind::YieldFrom, "YieldFrom"},
    {node_kind::alias, "alias"},
    {node_kind::arg, "arg"},
    {node_kind::arguments, "arguments"},
    {node_kind::comprehension, "comprehension"},
    {node_kind::keyword, "keyword"},
    {node_kind::match_case, "match_case"},
    {node_kind::withitem, "withitem"},
}};

// Indexed by the enum's value: a reordered or forgotten row would give a node its neighbour's
// kind, which a rule would then judge by the wrong shape.
constexpr bool rows_in_order() {
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (static_cast<std::size_t>(kinds[i].kind) != i) return false;
    }
    return true;
}
static_assert(rows_in_order());
static_assert(kinds.size() == node_kind_count);

}  // namespace

std::string_view name(node_kind k) noexcept { return kinds[static_cast<std::size_t>(k)].name; }

node_kind node_kind_of(std::string_view type_name) noexcept {
    for (const row& r : kinds) {
        if (r.name == type_name) return r.kind;
    }
    return node_kind::other;
}

}  // namespace anyplot::agents::validate
