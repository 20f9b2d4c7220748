#include "agents/validate/validator.hpp"

#include "agents/validate/main_guard.hpp"
#include "agents/validate/plot_strip.hpp"
#include "agents/validate/rules.hpp"

namespace anyplot::agents::validate {

using common::failure;

const char* to_string(validate_error e) noexcept {
    switch (e) {
        case validate_error::helper_unavailable: return "helper_unavailable";
        case validate_error::helper_timeout: return "helper_timeout";
        case validate_error::helper_crashed: return "helper_crashed";
        case validate_error::caller_throttled: return "caller_throttled";
    }
    return "unknown";
}

namespace {

finding refusal_finding(const parse_refusal& r) {
    switch (r.what) {
        case parse_refusal::kind::too_deep:
            return {rule_id::too_deep, "the code nests too deeply (expressions or blocks inside each other)", r.line};
        case parse_refusal::kind::encoding: return {rule_id::invalid_utf8, "the code is not valid UTF-8", r.line};
        case parse_refusal::kind::syntax:
        case parse_refusal::kind::internal: break;
    }
    // CPython's own message is not used: it can quote the user's names and text.
    return {rule_id::syntax, "the code is not valid Python (syntax error)", r.line};
}

}  // namespace

namespace {

caller_budget_options with_pool_size(caller_budget_options b, std::size_t pool_size) {
    if (b.max_in_flight == 0) b.max_in_flight = pool_size > 1 ? pool_size - 1 : 1;
    return b;
}

}  // namespace

validator::validator(helper_options options, caller_budget_options budget)
    : pool_(std::move(options)), budget_(with_pool_size(std::move(budget), pool_.options().size)) {}

common::result<parse_answer, validate_error> validator::parse_for(std::string_view code, std::string_view caller) {
    if (!budget_.enter(caller)) return failure{validate_error::caller_throttled};
    // Checked once the caller's turn has come: the requests of a burst queued behind one that
    // crashed a helper see that failure.
    if (!budget_.allows(caller)) {
        budget_.leave(caller);
        return failure{validate_error::caller_throttled};
    }
    auto answer = pool_.parse(code);
    budget_.leave(caller);
    if (!answer && (answer.error() == validate_error::helper_crashed || answer.error() == validate_error::helper_timeout)) {
        budget_.record_failure(caller);
    }
    return answer;
}

common::result<validation_result, validate_error> validator::validate_data_code(std::string_view code,
                                                                                std::string_view caller) {
    validation_result out{std::string(code), check_text(code)};
    if (!out.findings.empty()) return out;

    auto answer = parse_for(code, caller);
    if (!answer) return failure{answer.error()};
    if (const auto* refusal = std::get_if<parse_refusal>(&*answer)) {
        out.findings.push_back(refusal_finding(*refusal));
        return out;
    }
    auto* tree = &std::get<parsed_tree>(*answer);

    // The guard's body is judged (and later run) as top-level code, so re-parse the stripped
    // text rather than splicing trees: the rules must see exactly what will run.
    common::result<parse_answer, validate_error> reparsed{parse_answer(parse_refusal{})};
    if (auto stripped = validate::strip_main_guard(code, tree->root)) {
        out.code_after_strip = std::move(*stripped);
        reparsed = parse_for(out.code_after_strip, caller);
        if (!reparsed) return failure{reparsed.error()};
        if (const auto* refusal = std::get_if<parse_refusal>(&*reparsed)) {
            out.findings.push_back(refusal_finding(*refusal));
            return out;
        }
        tree = &std::get<parsed_tree>(*reparsed);
    }
    // The same for a pasted program's plotting: its statements are left out of what runs, and
    // the rest is parsed again (a third parse only for code that imports a plotting library).
    common::result<parse_answer, validate_error> replotted{parse_answer(parse_refusal{})};
    if (auto stripped = validate::strip_plotting(out.code_after_strip, tree->root)) {
        replotted = parse_for(stripped->code, caller);
        if (!replotted) return failure{replotted.error()};
        if (auto* again = std::get_if<parsed_tree>(&*replotted)) {
            out.code_after_strip = std::move(stripped->code);
            out.plotting_left_out = stripped->statements;
            tree = again;
        }
        // A removal that does not parse (it cannot: whole statements went, a body got `pass`)
        // would leave the program as it was, and the rules refuse its plotting as before.
    }
    out.findings = check_data_profile(tree->root);
    return out;
}

common::result<std::string, validate_error> validator::strip_main_guard(std::string_view code) {
    if (!check_text(code).empty()) return std::string(code);
    auto answer = pool_.parse(code);
    if (!answer) return failure{answer.error()};
    if (const auto* tree = std::get_if<parsed_tree>(&*answer)) {
        if (auto stripped = validate::strip_main_guard(code, tree->root)) return std::move(*stripped);
    }
    return std::string(code);
}

validator& default_validator() {
    static validator v;
    return v;
}

}  // namespace anyplot::agents::validate
