// The rules alone, over hand-built trees: no helper process, no Python.
#include <algorithm>
#include <catch2/catch.hpp>

#include "agents/validate/rules.hpp"
#include "tests/unit/validate/tree_builder.hpp"

using namespace anyplot::agents::validate;
using namespace anyplot::agents::validate::testing;

namespace {

bool has(const std::vector<finding>& f, rule_id rule, int line = -1) {
    return std::any_of(f.begin(), f.end(), [&](const finding& x) { return x.rule == rule && (line < 0 || x.line == line); });
}

std::vector<finding> check(std::initializer_list<node> body) {
    std::vector<node> all(body);
    all.push_back(df_assign());
    node m = make(node_kind::Module, 0, {{"type_ignores", v_list({})}});
    value b;
    b.kind = value_kind::list;
    for (auto& n : all) b.items.push_back(v_node(std::move(n)));
    m.fields.push_back({"body", std::move(b)});
    return check_data_profile(m);
}

}  // namespace

TEST_CASE("a clean tree has no findings") {
    CHECK(check({import_stmt("numpy", "np"), expr(call(attribute(name("np"), "linspace"), {num(0), num(1)}))}).empty());
}

TEST_CASE("df must be assigned at the top level") {
    CHECK(has(check_data_profile(module({expr(num(1))})), rule_id::missing_df, 0));
    CHECK(check_data_profile(module({df_assign(3)})).empty());
    // Inside a function it is a local, not the table.
    node fn = make(node_kind::FunctionDef, 2, {{"name", v_text("f")},
                                      {"args", v_node(make(node_kind::arguments, 0, {{"args", v_list({})}}))},
                                      {"body", v_list({df_assign(3)})},
                                      {"decorator_list", v_list({})}});
    CHECK(has(check_data_profile(module({fn})), rule_id::missing_df));
}

TEST_CASE("banned names: use / shadowing assignment / parameter") {
    CHECK(has(check({expr(call(name("eval", 4), {str("1")}, 4), 4)}), rule_id::banned_name, 4));
    CHECK(has(check({assign(name("open", 5, "Store"), num(1), 5)}), rule_id::banned_name, 5));
    node arg = make(node_kind::arg, 6, {{"arg", v_text("getattr")}, {"annotation", value{}}});
    node lam = make(node_kind::Lambda, 6, {{"args", v_node(make(node_kind::arguments, 0, {{"args", v_list({arg})}}))}, {"body", v_node(num(1))}});
    CHECK(has(check({expr(lam, 6)}), rule_id::banned_name, 6));
}

TEST_CASE("type: one argument only, and only compared") {
    node cmp = make(node_kind::Compare, 1, {{"left", v_node(call(name("type"), {num(1)}))}, {"comparators", v_list({name("float")})}});
    CHECK(check({expr(cmp)}).empty());
    // type(type(0)) is the metaclass: bound to a name, it makes classes when called.
    CHECK(has(check({assign(name("t", 7, "Store"), call(name("type", 7), {num(1, 7)}, 7), 7)}), rule_id::class_making, 7));
    CHECK(has(check({expr(call(name("type", 2), {str("X"), tuple({}), list({})}, 2), 2)}), rule_id::banned_name, 2));
    CHECK(has(check({assign(name("t", 3, "Store"), name("type", 3), 3)}), rule_id::banned_name, 3));
}

TEST_CASE("dunders in names / attributes / strings and keywords") {
    CHECK(has(check({expr(attribute(tuple({}), "__class__", 2), 2)}), rule_id::dunder, 2));
    CHECK(has(check({expr(name("__builtins__", 3), 3)}), rule_id::dunder, 3));
    CHECK(has(check({expr(binop(str("__cla", 4), "Add", str("ss__", 4), 4), 4)}), rule_id::dunder, 4));
    node kw = make(node_kind::keyword, 5, {{"arg", v_text("__class__")}, {"value", v_node(num(1))}});
    node c = make(node_kind::Call, 5, {{"func", v_node(name("dict"))}, {"args", v_list({})}, {"keywords", v_list({kw})}});
    CHECK(has(check({expr(c, 5)}), rule_id::dunder, 5));
}

TEST_CASE("private and escape attributes on any receiver") {
    CHECK(has(check({expr(attribute(name("df"), "_mgr", 2), 2)}), rule_id::private_attribute, 2));
    CHECK(has(check({expr(attribute(name("g"), "gi_frame", 3), 3)}), rule_id::escape_attribute, 3));
    CHECK(has(check({expr(attribute(attribute(name("e"), "tb_frame", 4), "f_back", 4), 4)}), rule_id::escape_attribute, 4));
    CHECK(has(check({expr(attribute(attribute(name("pd"), "compat", 5), "os", 5), 5)}), rule_id::module_escape, 5));
}

TEST_CASE("file access has one fixed message") {
    const auto f = check({import_stmt("pandas", "pd"),
                          expr(call(attribute(name("pd"), "read_csv", 2), {str("x.csv", 2)}, 2), 2),
                          expr(call(attribute(name("df"), "to_csv", 3), {str("x.csv", 3)}, 3), 3),
                          expr(str("https://example.com", 4), 4)});
    CHECK(has(f, rule_id::file_access, 2));
    CHECK(has(f, rule_id::file_access, 3));
    CHECK(has(f, rule_id::file_access, 4));
    for (const auto& x : f) {
        if (x.rule == rule_id::file_access) CHECK(x.message == "paste the file's contents in the data panel instead");
    }
}

TEST_CASE("imports") {
    CHECK(check({import_stmt("numpy", "np"), import_stmt("scipy.stats"), import_from("scipy", "stats"),
                 import_from("scipy.integrate", "odeint"), import_from("scipy.cluster.hierarchy", "linkage")})
              .empty());
    CHECK(has(check({import_stmt("scipy", "", 2)}), rule_id::import, 2));
    CHECK(has(check({import_from("scipy", "io", 0, 3)}), rule_id::import, 3));
    // The message names every allowed module, whole: nothing cut mid-word (issue 28).
    const auto io = check({import_from("scipy", "io", 0, 3)});
    REQUIRE_FALSE(io.empty());
    CHECK(io.front().message.ends_with("linalg, fft, cluster, constants)"));
    CHECK(io.front().message.size() <= max_message_chars);
    CHECK(has(check({import_stmt("sklearn", "", 4)}), rule_id::import, 4));
    CHECK(has(check({import_from("os", "*", 0, 5)}), rule_id::import, 5));
    CHECK(check({import_from("numpy", "*", 0, 5)}).empty());  // the module table binds its names
    CHECK(has(check({import_from("", "x", 1, 6)}), rule_id::import, 6));
    CHECK(has(check({import_from("numpy", "ctypeslib", 0, 7)}), rule_id::module_escape, 7));
    CHECK(has(check({import_from("pandas", "read_csv", 0, 8)}), rule_id::file_access, 8));
    CHECK(has(check({import_stmt("numpy", "eval", 9)}), rule_id::banned_name, 9));
    CHECK(has(check({import_stmt("numpy._core", "", 10)}), rule_id::private_attribute, 10));
}

TEST_CASE("statements: async refused / a plain class, yield and global allowed / a metaclass keyword refused") {
    node cls = make(node_kind::ClassDef, 2, {{"name", v_text("T")}, {"bases", v_list({})}, {"keywords", v_list({})},
                                    {"decorator_list", v_list({})}, {"body", v_list({})}});
    CHECK(check({cls}).empty());
    CHECK(check({expr(make(node_kind::Yield, 3, {{"value", value{}}}), 3)}).empty());
    node g = make(node_kind::Global, 4, {});
    CHECK(check({g}).empty());
    node aw = make(node_kind::Await, 5, {{"value", v_node(num(1))}});
    CHECK(has(check({expr(aw, 5)}), rule_id::statement, 5));
    node kw = make(node_kind::keyword, 6, {{"arg", v_text("metaclass")}, {"value", v_node(name("M", 6))}});
    node meta = make(node_kind::ClassDef, 6, {{"name", v_text("U")}, {"bases", v_list({})}, {"keywords", v_list({kw})},
                                     {"decorator_list", v_list({})}, {"body", v_list({})}});
    CHECK(has(check({meta}), rule_id::class_making, 6));
}

TEST_CASE("string dispatch checks method names like attributes") {
    CHECK(check({expr(call(attribute(name("df"), "agg"), {str("sum")}))}).empty());
    CHECK(has(check({expr(call(attribute(name("df"), "agg", 2), {str("to_csv", 2)}, 2), 2)}), rule_id::file_access, 2));
    CHECK(has(check({expr(call(attribute(name("df"), "apply", 3), {list({str("_constructor", 3)}, 3)}, 3), 3)}),
              rule_id::string_dispatch, 3));
}

TEST_CASE("str.format: literal templates without attribute lookups") {
    CHECK(check({expr(call(attribute(str("{} {:.2f}"), "format"), {num(1), num(2)}))}).empty());
    CHECK(check({expr(call(attribute(str("{{x.y}} {0}"), "format"), {num(1)}))}).empty());
    CHECK(has(check({expr(call(attribute(str("{0.gi_frame}", 2), "format", 2), {name("g")}, 2), 2)}), rule_id::format_string, 2));
    CHECK(has(check({expr(call(attribute(str("{0[k]}", 3), "format", 3), {name("g")}, 3), 3)}), rule_id::format_string, 3));
    CHECK(has(check({expr(call(attribute(name("t", 4), "format", 4), {name("g")}, 4), 4)}), rule_id::format_string, 4));
}

TEST_CASE("literal data: per container / repetition / text / file total") {
    auto many = [](int n, int line) {
        node l = list({}, line);
        for (int i = 0; i < n; ++i) l.fields[0].v.items.push_back(v_node(flt(line)));
        return l;
    };
    CHECK(check({assign(name("a", 2, "Store"), many(20, 2), 2)}).empty());
    CHECK(has(check({assign(name("a", 2, "Store"), many(21, 2), 2)}), rule_id::literal_data, 2));
    CHECK(has(check({assign(name("a", 3, "Store"), binop(many(2, 3), "Mult", num(11, 3), 3), 3)}), rule_id::literal_data, 3));
    CHECK(check({assign(name("a", 3, "Store"), binop(name("x"), "Mult", num(11, 3), 3), 3)}).empty());
    // Nested: 3 x 7 values in one outer list.
    CHECK(has(check({assign(name("a", 4, "Store"), list({many(7, 4), many(7, 4), many(7, 4)}, 4), 4)}), rule_id::literal_data, 4));
    // Text holding data.
    CHECK(has(check({assign(name("s", 5, "Store"), str("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21", 5), 5)}),
              rule_id::literal_data, 5));
    // Per file: three lists of 15 each are fine alone, 45 together is not.
    const auto f = check({assign(name("a", 6, "Store"), many(15, 6), 6), assign(name("b", 7, "Store"), many(15, 7), 7),
                          assign(name("c", 8, "Store"), many(15, 8), 8)});
    CHECK(has(f, rule_id::literal_data, 8));
    CHECK(f.size() == 1);
}

TEST_CASE("text_values counts the data a string holds") {
    CHECK(text_values("Lorenz attractor") == 1);
    CHECK(text_values("1,2,3") == 3);
    // Every run of digits is a value, whatever separates it; a calendar date or time is one.
    CHECK(text_values("2024-01-01") == 1);
    CHECK(text_values("2018-10-28 01:30:00") == 1);
    CHECK(text_values("2018-10-28T01:30:00.123456 and 12:45") == 2);
    CHECK(text_values("2024-13-01") == 3);  // no month 13: three numbers
    CHECK(text_values("12:30:45:11:22:33") == 6);  // times must stand alone, not in a longer chain
    CHECK(text_values("99:99") == 2);
    CHECK(text_values("1 2 3 4") == 4);
    CHECK(text_values("3.2:4.1/5_5") == 6);
    CHECK(text_values("a;b\nc|d") == 4);
    CHECK(text_values("") == 1);
    // Any script's decimal digits (int() reads them all): Arabic-Indic, fullwidth, Devanagari.
    CHECK(text_values("\u0663\u0662 \u0664\u0661") == 2);
    CHECK(text_values("\uff13\uff12x\uff14\uff11y\uff15") == 3);
    CHECK(text_values("\u0969\u0968") == 1);
    // Digits past twelve in one run are values too.
    CHECK(text_values("12345678901234567890") == 9);
}

TEST_CASE("findings are sorted / deduplicated and never echo literals") {
    const auto f = check({expr(attribute(name("x", 9), "_SECRET_ATTR", 9), 9), expr(attribute(name("x", 2), "_SECRET_ATTR", 2), 2),
                          expr(attribute(name("x", 2), "_SECRET_ATTR", 2), 2), expr(str("__SECRET_TEXT__", 5), 5)});
    REQUIRE(f.size() == 3);
    CHECK(f[0].line == 2);
    CHECK(f[1].line == 5);
    CHECK(f[2].line == 9);
    for (const auto& x : f) {
        CHECK(x.message.find("SECRET") == std::string::npos);
        CHECK(x.message.size() <= max_message_chars);
    }
}

TEST_CASE("text checks: size / UTF-8 / coding declaration") {
    CHECK(check_text("x = 1\n").empty());
    CHECK(check_text(std::string(6000, 'x')).empty());
    CHECK(check_text(std::string(6001, 'x'))[0].rule == rule_id::too_long);
    // 6,000 characters of 2-byte UTF-8 are still 6,000 characters.
    std::string wide;
    for (int i = 0; i < 6000; ++i) wide += "\xc3\xa9";
    CHECK(check_text(wide).empty());
    const auto bad = check_text("a = 1\nb = '\xff'\n");
    REQUIRE(bad.size() == 1);
    CHECK(bad[0].rule == rule_id::invalid_utf8);
    CHECK(bad[0].line == 2);
    CHECK(check_text("# -*- coding: utf-8 -*-\nx = 1\n").empty());
    CHECK(check_text("#!/usr/bin/env python\n# coding=latin-1\n")[0].line == 2);
    // The first "coding" that is followed by ':' or '=' decides, as in CPython's tokenizer.
    CHECK(check_text("# encoding utf-8, coding: utf-7\nx = 1\n")[0].rule == rule_id::encoding);
    CHECK(check_text("# coding: , coding=latin-1\nx = 1\n")[0].rule == rule_id::encoding);
    CHECK(check_text("# -*- coding: utf-8 -*- vim: fileencoding=latin-1\n").empty());
}

TEST_CASE("module chains resolve through the module table: modules outside the allowed set and refused callables by what they are") {
    // re.enum is the enum module (it makes classes), reached as an attribute of an allowed one.
    CHECK(has(check({import_stmt("re"), expr(attribute(attribute(name("re"), "enum", 2), "Enum", 2), 2)}),
              rule_id::module_escape, 2));
    // scipy.spatial.distance.dataclasses: dataclasses is allowed now, and its make_dataclass is
    // refused by identity however it is reached.
    CHECK(has(check({import_from("scipy.spatial", "distance"),
                     expr(attribute(attribute(name("distance"), "dataclasses", 3), "make_dataclass", 3), 3)}),
              rule_id::class_making, 3));
    // dataclasses.sys, dataclasses.inspect: other modules behind a newly allowed one.
    CHECK(has(check({import_stmt("dataclasses"),
                     expr(attribute(attribute(name("dataclasses"), "sys", 3), "modules", 3), 3)}),
              rule_id::module_escape, 3));
    CHECK(has(check({import_from("dataclasses", "inspect", 0, 3)}), rule_id::module_escape, 3));
    // namedtuple under any name: refused by identity.
    CHECK(has(check({import_stmt("statistics"), expr(call(attribute(name("statistics"), "namedtuple", 4), {str("P", 4)}, 4), 4)}),
              rule_id::class_making, 4));
    // pandas options import modules (plotting.backend).
    CHECK(has(check({import_stmt("pandas", "pd"), expr(call(attribute(name("pd"), "set_option", 5), {str("x", 5)}, 5), 5)}),
              rule_id::module_state, 5));
    // A name the module does not have publicly.
    CHECK(has(check({import_stmt("random"), expr(call(attribute(name("random"), "main", 6), {}, 6), 6)}),
              rule_id::module_attribute, 6));
    // Documented names pass.
    CHECK(check({import_stmt("numpy", "np"),
                 expr(call(attribute(attribute(name("np"), "random"), "default_rng"), {num(1)}))}).empty());
}

TEST_CASE("a module is used through its attributes only / a module attribute is never assigned") {
    CHECK(has(check({import_stmt("numpy", "np"), assign(name("m", 2, "Store"), name("np", 2), 2)}), rule_id::module_value, 2));
    CHECK(has(check({import_stmt("numpy", "np"), assign(name("r", 3, "Store"), attribute(name("np"), "random", 3), 3)}),
              rule_id::module_value, 3));
    node target = make(node_kind::Attribute, 4, {{"value", v_node(name("pd", 4))}, {"attr", v_text("options")}, {"ctx", v_text("Store")}});
    CHECK(has(check({import_stmt("pandas", "pd"), assign(target, num(1, 4), 4)}), rule_id::module_state, 4));
}

TEST_CASE("receivers matter: a column called open or load is not a file reader") {
    CHECK(check({expr(attribute(name("df"), "open")), expr(attribute(name("df"), "load"))}).empty());
    CHECK(check({expr(call(attribute(name("df"), "to_string"), {}))}).empty());
    CHECK(has(check({expr(call(attribute(name("df"), "to_string", 2), {str("out.txt", 2)}, 2), 2)}), rule_id::file_access, 2));
    CHECK(has(check({expr(call(attribute(name("df"), "to_pickle", 3), {}, 3), 3)}), rule_id::file_access, 3));
}

TEST_CASE("format: literal templates with plain fields / a template bound once / never as a lookup or a loose value") {
    CHECK(check({expr(call(attribute(str("{} rows"), "format"), {num(3)}))}).empty());
    CHECK(check({assign(name("t", 1, "Store"), str("{name}: {v:.2f}")), expr(call(attribute(name("t"), "format"), {num(3)}))})
              .empty());
    CHECK(has(check({expr(call(attribute(str("{0.x}", 2), "format", 2), {num(3)}, 2), 2)}), rule_id::format_string, 2));
    CHECK(has(check({expr(attribute(name("str", 3), "format", 3), 3)}), rule_id::format_string, 3));
    CHECK(has(check({expr(call(attribute(name("s", 4), "format", 4), {num(3)}, 4), 4)}), rule_id::format_string, 4));
}

TEST_CASE("dispatch methods take only what the code shows: a variable is refused, a def or a lambda passes") {
    node fn = make(node_kind::FunctionDef, 1, {{"name", v_text("f")},
                                      {"args", v_node(make(node_kind::arguments, 0, {{"args", v_list({})}}))},
                                      {"body", v_list({expr(num(1))})},
                                      {"decorator_list", v_list({})}});
    CHECK(check({fn, expr(call(attribute(name("df"), "agg"), {name("f")}))}).empty());
    CHECK(has(check({assign(name("how", 2, "Store"), binop(str("ev", 2), "Add", str("al", 2), 2), 2),
                     expr(call(attribute(name("df", 3), "apply", 3), {name("how", 3)}, 3), 3)}),
              rule_id::string_dispatch, 3));
}

TEST_CASE("type: called with three arguments or its result called is refused") {
    CHECK(has(check({expr(call(call(name("type", 2), {name("df", 2)}, 2), {}, 2), 2)}), rule_id::class_making, 2));
}

TEST_CASE("underscore separators: a join of run-time values passes, of literal parts is refused") {
    CHECK(check({expr(call(attribute(str("__"), "join"), {name("levels")}))}).empty());
    CHECK(has(check({expr(call(attribute(str("__", 2), "join", 2), {list({str("", 2), str("class", 2), str("", 2)}, 2)}, 2), 2)}),
              rule_id::dunder, 2));
}

TEST_CASE("literal data: a fill value is one value / docstrings are prose / hidden places are counted") {
    // counts = [0] * 50
    CHECK(check({assign(name("counts", 1, "Store"), binop(list({num(0)}), "Mult", num(50)))}).empty());
    // A docstring with many commas is not a table.
    std::string doc = "Parameters\n----------\n";
    for (int i = 0; i < 30; ++i) doc += "x" + std::to_string(i) + ", ";
    CHECK(check_data_profile(module({expr(str(doc)), df_assign(3)})).empty());
    // The same text as a bare string later in the code is.
    CHECK(has(check_data_profile(module({df_assign(2), expr(str(doc, 3), 3)})), rule_id::literal_data));
    // A call given 30 loose numbers.
    node many = call(name("f", 4), {num(1, 4), num(2, 4), num(3, 4), num(4, 4), num(5, 4), num(6, 4), num(7, 4),
                                    num(8, 4), num(9, 4), num(10, 4), num(11, 4), num(12, 4), num(13, 4), num(14, 4),
                                    num(15, 4), num(16, 4), num(17, 4), num(18, 4), num(19, 4), num(20, 4), num(21, 4)}, 4);
    CHECK(has(check({expr(many, 4)}), rule_id::literal_data, 4));
    // Digits packed in one string: each past twelve counts.
    CHECK(has(check({assign(name("pi", 5, "Store"), str("31415926535897932384626433832795028841971", 5), 5)}),
              rule_id::literal_data, 5));
}
