#include "agents/models/offline.hpp"

#include "agents/formula/formula.hpp"
#include "agents/models/code_shape.hpp"
#include "agents/models/source_language.hpp"
#include "agents/share_files.hpp"
#include "agents/validate/off_thread.hpp"
#include "common/utf8.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <optional>
#include <set>
#include <vector>

namespace anyplot::agents::models {

namespace asio = boost::asio;

namespace {

using phrase_list = std::vector<std::vector<std::string>>;

bool read_phrases(const nlohmann::json& j, const char* key, phrase_list& out, std::string& error) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array()) {
        error = std::string("scope_words.json: no list '") + key + "'";
        return false;
    }
    for (const auto& p : *it) {
        if (!p.is_string()) continue;
        auto words = common::utf8::latin_words(p.get<std::string>());
        if (!words.empty()) out.push_back(std::move(words));
    }
    return true;
}

bool read_strings(const nlohmann::json& j, const char* key, std::vector<std::string>& out, std::string& error) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array()) {
        error = std::string("scope_words.json: no list '") + key + "'";
        return false;
    }
    for (const auto& p : *it) {
        if (p.is_string()) out.push_back(p.get<std::string>());
    }
    return true;
}

bool any_phrase(const phrase_list& phrases, const std::set<std::string>& words) {
    return std::any_of(phrases.begin(), phrases.end(), [&words](const std::vector<std::string>& p) {
        return std::all_of(p.begin(), p.end(), [&words](const std::string& w) { return words.count(w) > 0; });
    });
}

// The modules a Python snippet imports (`import a.b`, `from a.b import c`): their first part.
std::set<std::string> imported_modules(std::string_view code) {
    std::set<std::string> out;
    for (std::size_t pos = 0; pos < code.size();) {
        const auto nl = code.find('\n', pos);
        std::string_view line = code.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
        pos = nl == std::string_view::npos ? code.size() : nl + 1;
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
        std::string_view rest;
        if (line.rfind("import ", 0) == 0) {
            rest = line.substr(7);
        } else if (line.rfind("from ", 0) == 0) {
            rest = line.substr(5);
        } else {
            continue;
        }
        // Every name in "a, b.c as d" (from-imports: just the module before " import ").
        if (line.rfind("from ", 0) == 0) rest = rest.substr(0, rest.find(' '));
        for (std::size_t at = 0; at <= rest.size();) {
            const auto comma = rest.find(',', at);
            std::string_view item = rest.substr(at, comma == std::string_view::npos ? std::string_view::npos : comma - at);
            at = comma == std::string_view::npos ? rest.size() + 1 : comma + 1;
            while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
            const auto end = item.find_first_of(". ");
            if (!item.empty()) out.emplace(item.substr(0, end));
        }
    }
    return out;
}

// Findings that mean "reaches for files, the network or the system" (the rest are mistakes a
// model fixes: a missing df, a plotting import, ...).
bool reaches_out(const validate::validation_result& r) {
    return std::any_of(r.findings.begin(), r.findings.end(), [](const validate::finding& f) {
        using validate::rule_id;
        return f.rule == rule_id::file_access || f.rule == rule_id::dunder ||
               f.rule == rule_id::module_escape || f.rule == rule_id::escape_attribute;
    });
}

// A `limit` over a cap (the tool result's cap, measured, limit, rows, rows_that_fit: figures the
// service computed, tools/refusal.hpp) as one sentence in the person's language that says how
// many rows would fit; nullopt for any other result.
std::optional<std::string> over_cap_reason(const texts::texts& t, const nlohmann::json& result,
                                           std::string_view lang) {
    if (result.is_discarded() || !result.is_object() || result.value("code", "") != "limit") return std::nullopt;
    const auto figure = [&result](const char* key) -> std::optional<std::string> {
        const auto it = result.find(key);
        if (it == result.end() || !it->is_number_integer()) return std::nullopt;
        return std::to_string(it->get<std::int64_t>());
    };
    const std::string cap = result.value("cap", "");
    const auto measured = figure("measured"), limit = figure("limit"), rows = figure("rows"),
               fit = figure("rows_that_fit");
    if (!measured || !limit) return std::nullopt;
    std::vector<std::pair<std::string, std::string>> values{{"measured", *measured}, {"limit", *limit}};
    if (cap == "rows" && fit) {
        values.emplace_back("fit", *fit);
        return texts::fill(t.answer("over_rows", lang), values);
    }
    if (cap == "columns") return texts::fill(t.answer("over_columns", lang), values);
    if (cap == "bytes" && fit && rows) {
        values.emplace_back("fit", *fit);
        values.emplace_back("rows", *rows);
        return texts::fill(t.answer("over_bytes", lang), values);
    }
    if (cap == "bytes") return texts::fill(t.answer("over_bytes_size", lang), values);
    return std::nullopt;
}

// Why a tool stored nothing, in the person's language only: our sentence for its code, and the
// line of their code it points at (a failed run's exception class, a Python name, stays), never
// the tool's English notes.
std::string refusal_reason(const texts::texts& t, const nlohmann::json& result, std::string_view lang) {
    const std::string code = result.is_discarded() || !result.is_object() ? "" : result.value("code", "");
    std::string reason = t.tool_result(code, lang);
    std::string note;
    if (!result.is_discarded() && result.is_object() && result.contains("notes") && result["notes"].is_array() &&
        !result["notes"].empty() && result["notes"][0].is_string()) {
        note = result["notes"][0].get<std::string>();
        constexpr std::string_view fence = "[tool note] ";  // chat/data_tool.cpp, for a model
        if (note.rfind(fence, 0) == 0) note.erase(0, fence.size());
    }
    // "NameError at line 3 of the snippet" / "file_access at line 2: ..." (tools/refusal.cpp).
    constexpr std::string_view at_line = " at line ";
    const auto at = note.find(at_line);
    std::string line;
    for (std::size_t i = at == std::string::npos ? note.size() : at + at_line.size(); i < note.size(); ++i) {
        if (note[i] < '0' || note[i] > '9') break;
        line += note[i];
    }
    std::vector<std::string> detail;
    if (code == "run_failed" && at != std::string::npos && at > 0 && note.find(' ') == at) detail.push_back(note.substr(0, at));
    if (!line.empty()) detail.push_back(texts::fill(t.tool_result("line", lang), {{"line", line}}));
    if (!detail.empty()) {
        reason += " (";
        for (std::size_t i = 0; i < detail.size(); ++i) reason += (i > 0 ? ", " : "") + detail[i];
        reason += ")";
    }
    return reason;
}

// What a person can do after a refusal, by its code: a key of tool_results.json ("" for none).
std::string_view next_step(std::string_view code) {
    if (code == "unavailable" || code == "capacity" || code == "guard_unavailable" || code == "cancelled") {
        return "next_again_later";
    }
    if (code == "daily_limit") return "next_tomorrow";
    if (code == "timeout" || code == "limit") return "next_smaller";
    if (code == "formula_syntax" || code == "formula_domain" || code == "too_long") return "next_fix_formula";
    if (code == "run_failed" || code == "validation" || code == "no_table" || code == "needs_number_or_date" ||
        code == "output_rejected" || code == "code_too_long" || code == "needs_translation" || code == "data_refused") {
        return "next_fix_code";
    }
    return "";
}

std::string label_of(const parameter_spec& spec, std::string_view lang) {
    if (const auto it = spec.label.find(lang); it != spec.label.end()) return it->second;
    if (const auto it = spec.label.find("en"); it != spec.label.end()) return it->second;
    return spec.name;
}

// A value as the answer shows it: as the request wrote it, else the default to six digits.
std::string shown(const parameter_spec& spec, const bound_value& v) {
    std::string out = v.from_request ? v.written : "";
    if (out.empty()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.6g", v.value);
        out = buf;
    }
    return spec.percent ? out + " %" : out;
}

// "Computed with years = 30, interest rate = 5 %, principal = 1000." and, when the request gave
// numbers no parameter took, "Not used from your request: 7." In the person's language.
std::string parameter_sentences(const texts::texts& t, const catalogue_entry& entry, const parameter_reading& r,
                                std::string_view lang) {
    std::string out;
    if (!entry.parameters.empty()) {
        std::string list;
        for (std::size_t i = 0; i < entry.parameters.size() && i < r.values.size(); ++i) {
            if (!list.empty()) list += ", ";
            list += label_of(entry.parameters[i], lang) + " = " + shown(entry.parameters[i], r.values[i]);
        }
        out = texts::fill(t.answer("parameters_used", lang), {{"parameters", list}});
    }
    if (!r.unused.empty()) {
        std::string numbers;
        for (const auto& n : r.unused) numbers += (numbers.empty() ? "" : ", ") + n;
        out += (out.empty() ? "" : " ") + texts::fill(t.answer("numbers_not_used", lang), {{"numbers", numbers}});
    }
    return out;
}

}  // namespace

const catalogue_entry* offline_model::catalogue_request(std::string_view text) const {
    if (catalogue_ == nullptr || formula_in(text) || guess_code(text).language.has_value()) return nullptr;
    return catalogue_->match(text);
}

std::optional<scope_words> scope_words::load(const std::filesystem::path& file, std::string& error) {
    const auto read = read_share_json(file, error);
    if (!read) return std::nullopt;
    const nlohmann::json& j = *read;
    if (!j.is_object()) {
        error = "scope_words.json: not a JSON object";
        return std::nullopt;
    }
    scope_words w;
    std::vector<std::string> modules;
    if (!read_phrases(j, "greeting", w.greeting, error) || !read_phrases(j, "about_service", w.about_service, error) ||
        !read_phrases(j, "data", w.data, error) || !read_phrases(j, "analysis", w.analysis, error) ||
        !read_phrases(j, "data_reference", w.data_reference, error) || !read_phrases(j, "attack", w.attack, error) ||
        !read_strings(j, "greeting_text", w.greeting_text, error) ||
        !read_strings(j, "system_markers", w.system_markers, error) ||
        !read_strings(j, "system_modules", modules, error)) {
        return std::nullopt;
    }
    w.system_modules.insert(modules.begin(), modules.end());
    return w;
}

scope_decision offline_scope_judge::judge_words(const std::string& text, bool session_has_data) const {
    const auto list = common::utf8::latin_words(text);
    const std::set<std::string> words(list.begin(), list.end());
    if (any_phrase(words_.attack, words)) return scope_decision::attack;
    if ((catalogue_ != nullptr && catalogue_->match(text) != nullptr) || any_phrase(words_.data, words)) {
        if (!session_has_data && any_phrase(words_.analysis, words) && any_phrase(words_.data_reference, words)) {
            return scope_decision::needs_data;
        }
        return scope_decision::in_scope;
    }
    if (!session_has_data && any_phrase(words_.analysis, words) && any_phrase(words_.data_reference, words)) {
        return scope_decision::needs_data;
    }
    if (any_phrase(words_.about_service, words)) return scope_decision::about;
    const bool short_message = list.size() <= 6;
    const bool cjk_greeting = std::any_of(words_.greeting_text.begin(), words_.greeting_text.end(),
                                          [&text](const std::string& g) { return text.find(g) != std::string::npos; });
    if (short_message && (any_phrase(words_.greeting, words) || cjk_greeting)) return scope_decision::greeting;
    return scope_decision::out_of_scope;
}

asio::awaitable<common::result<scope_verdict, model_error>> offline_scope_judge::judge(
    scope_request request, std::shared_ptr<common::one_shot_signal> cancel) {
    if (cancel->fired()) co_return common::failure{model_error::cancelled};
    scope_verdict v;
    // A formula in the formula language is data by construction: nothing in it can reach out.
    if (formula_in(request.text)) {
        v.decision = scope_decision::in_scope;
        co_return v;
    }
    const code_guess code = guess_code(request.text);
    if (code.language == source_language::python) {
        const auto modules = imported_modules(code.code);
        const bool system_import = std::any_of(modules.begin(), modules.end(),
                                               [this](const std::string& m) { return words_.system_modules.count(m) > 0; });
        if (system_import) {
            v.decision = scope_decision::attack;
            co_return v;
        }
        if (validator_ != nullptr) {
            auto checked = co_await validate::validate_off_thread(validator_, blocking_, code.code);
            if (checked && reaches_out(*checked)) {
                v.decision = scope_decision::attack;
                co_return v;
            }
        }
        v.decision = scope_decision::in_scope;
        co_return v;
    }
    if (code.language.has_value()) {
        const bool system = std::any_of(words_.system_markers.begin(), words_.system_markers.end(),
                                        [&code](const std::string& m) { return code.code.find(m) != std::string::npos; });
        v.decision = system ? scope_decision::attack : scope_decision::in_scope;
        co_return v;
    }
    v.decision = judge_words(request.text, request.session_has_data);
    co_return v;
}

asio::awaitable<common::result<chat_reply, model_error>> offline_model::complete(
    chat_request request, std::shared_ptr<common::one_shot_signal> cancel) {
    if (cancel->fired()) co_return common::failure{model_error::cancelled};
    chat_reply reply;
    if (request.messages.empty()) {
        reply.decline = "needs_model";
        co_return reply;
    }
    const message& last = request.messages.back();
    if (last.who == role::tool) {
        // One fixed line about the tool's result, in the person's language; its values are ours.
        const auto result = nlohmann::json::parse(last.text, nullptr, false);
        if (!result.is_discarded() && result.value("status", "") == "ok") {
            reply.text = texts::fill(texts_->answer("stored", request.language),
                                     {{"version", std::to_string(result.value("version", 0))},
                                      {"rows", std::to_string(result.value("rows", 0))}});
            // Points the formula leaves undefined (sin(x)/x at 0, log of a negative) are said, not hidden.
            std::string count, where;
            for (const auto& w : result.value("warnings", nlohmann::json::array())) {
                if (!w.is_string()) continue;
                const std::string word = w.get<std::string>();
                if (word.rfind("non_finite:", 0) == 0) count = word.substr(11);
                if (word.rfind("non_finite_first:", 0) == 0) where = word.substr(17);
            }
            if (const auto eq = where.find('='); !count.empty() && eq != std::string::npos) {
                reply.text += " " + texts::fill(texts_->answer("undefined_points", request.language),
                                                {{"count", count},
                                                 {"rows", std::to_string(result.value("rows", 0))},
                                                 {"where", where.substr(0, eq) + " = " + where.substr(eq + 1)}});
            }
            // A catalogue computation says which numbers it used (and which of the request's it did not).
            const auto asked = std::find_if(request.messages.rbegin(), request.messages.rend(),
                                            [](const message& m) { return m.who == role::user; });
            if (asked != request.messages.rend()) {
                if (const auto* entry = catalogue_request(asked->text)) {
                    const auto reading = read_parameters(entry->parameters, entry->ignore, catalogue_->words(),
                                                         asked->text, request.language);
                    const auto said = parameter_sentences(*texts_, *entry, reading, request.language);
                    if (!said.empty()) reply.text += " " + said;
                }
            }
        } else if (auto over = over_cap_reason(*texts_, result, request.language)) {
            reply.text = texts::fill(texts_->answer("not_stored", request.language), {{"reason", *over}});
        } else {
            reply.text = texts::fill(texts_->answer("not_stored", request.language),
                                     {{"reason", refusal_reason(*texts_, result, request.language)}});
            // The last words say what to do next.
            const std::string code = result.is_discarded() || !result.is_object() ? "" : result.value("code", "");
            if (const auto next = next_step(code); !next.empty()) {
                const bool cjk = request.language == "ja" || request.language == "zh";
                reply.text += (cjk ? "\u3002" : ". ") + texts_->tool_result(next, request.language);
            }
        }
        co_return reply;
    }
    if (auto formula = formula_in(last.text)) {
        // A closed formula never spends a sandbox run: the formula language evaluates it.
        tool_call call;
        call.id = "offline-" + std::to_string(request.messages.size());
        call.name = "generate_data";
        call.arguments = {{"formula", std::move(*formula)}};
        reply.calls.push_back(std::move(call));
        co_return reply;
    }
    const code_guess code = guess_code(last.text);
    std::string python;
    const nlohmann::json* plot = nullptr;  // the catalogue entry's chart
    if (code.language == source_language::python) {
        python = code.code;
    } else if (const auto* entry = catalogue_request(last.text)) {
        plot = &entry->plot;
        // The request's numbers set the entry's parameters; one outside its range computes nothing.
        const auto reading =
            read_parameters(entry->parameters, entry->ignore, catalogue_->words(), last.text, request.language);
        if (reading.out_of_range) {
            const auto& spec = entry->parameters[*reading.out_of_range];
            reply.text = texts::fill(texts_->answer("parameter_out_of_range", request.language),
                                     {{"parameter", label_of(spec, request.language)},
                                      {"min", formula::number_text(spec.min)},
                                      {"max", formula::number_text(spec.max)},
                                      {"value", reading.values[*reading.out_of_range].written}});
            co_return reply;
        }
        python = apply_parameters(entry->code, entry->parameters, reading).value_or(entry->code);
    }
    if (python.empty()) {
        // JavaScript, R, a formula outside the formula language or words it cannot translate: a
        // model provider is needed.
        reply.decline = "needs_model";
        co_return reply;
    }
    tool_call call;
    call.id = "offline-" + std::to_string(request.messages.size());
    call.name = "run_data_code";
    call.arguments = {{"code", python}, {"source_language", std::string(to_string(source_language::python))}};
    if (plot != nullptr && !plot->is_null()) call.arguments["plot"] = *plot;
    reply.calls.push_back(std::move(call));
    co_return reply;
}

}  // namespace anyplot::agents::models
