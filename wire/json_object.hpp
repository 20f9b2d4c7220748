#pragma once
// The one reader of untrusted JSON, shared by the four decoders of closed objects (wire/data_run.cpp,
// agents/api/bodies.cpp, agents/validate/ast_decode.cpp, agents/data/json_reader.cpp; the MCP
// decoder, agents/mcp/decode.cpp, reads open objects and takes only the bounded parser): a thread's
// parser bounded in bytes and depth, simdjson's errors mapped once, a closed object's members
// sorted into a fixed table of names, and typed reads that keep the first error.
// Include it only from a decoder's .cpp compiled with SIMDJSON_EXCEPTIONS=0 (each CMakeLists.txt
// sets it on that file alone): simdjson stays out of every other unit's includes, and the throwing
// accessors do not exist where untrusted bytes are read.
#include <simdjson.h>

static_assert(SIMDJSON_EXCEPTIONS == 0, "decoders of untrusted bytes only use simdjson's error-code API");

#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/result.hpp"
#include "wire/decode_error.hpp"
#include "wire/limits.hpp"

namespace anyplot::wire::json {

namespace dom = simdjson::dom;

// One parser per thread and bound, reused: its tape, string buffer and padded copy of the input
// grow to the largest document this thread has seen and are then recycled, so steady-state
// decoding does not allocate inside simdjson. Elements parsed into it point into it: a decoder
// copies out before it returns, and before anything else on its thread parses.
template <std::size_t MaxCapacity, std::size_t MaxDepth = max_json_depth>
[[nodiscard]] dom::parser* thread_parser() noexcept {
    struct slot {
        dom::parser parser{MaxCapacity};
        bool ready = false;
    };
    thread_local slot s;
    if (!s.ready) {
        // The depth can only be set through allocate(); later growth keeps it.
        if (s.parser.allocate(4096, MaxDepth) != simdjson::SUCCESS) return nullptr;
        s.ready = true;
    }
    return &s.parser;
}

// `json` parsed into `parser`, simdjson's error sorted into the three causes a reader tells apart.
// parse(data, len, true) copies the input into the parser's padded buffer, which is what makes a
// plain string_view (no SIMDJSON_PADDING behind it) safe to hand over.
[[nodiscard]] inline common::result<dom::element, decode_error> parse(dom::parser& parser,
                                                                      std::string_view json) noexcept {
    dom::element root;
    switch (parser.parse(json.data(), json.size(), true).get(root)) {
        case simdjson::SUCCESS: return root;
        case simdjson::UTF8_ERROR: return common::failure{decode_error::invalid_utf8};
        case simdjson::CAPACITY:
        case simdjson::DEPTH_ERROR:
        case simdjson::MEMALLOC: return common::failure{decode_error::too_deep_or_large};
        default: return common::failure{decode_error::not_json};
    }
}

// `json` in this thread's parser for documents of at most MaxCapacity bytes nested at most
// MaxDepth. Larger than `max_bytes` is refused before parsing, so an oversized body costs a
// comparison, not a parse.
template <std::size_t MaxCapacity, std::size_t MaxDepth = max_json_depth>
[[nodiscard]] common::result<dom::element, decode_error> parse_bounded(std::string_view json,
                                                                       std::size_t max_bytes = MaxCapacity) noexcept {
    static_assert(MaxDepth >= 1);
    if (json.size() > max_bytes) return common::failure{decode_error::too_deep_or_large};
    dom::parser* parser = thread_parser<MaxCapacity, MaxDepth>();
    if (parser == nullptr) return common::failure{decode_error::too_deep_or_large};
    return parse(*parser, json);
}

// A JSON object of at most `max_bytes` (no more than max_response_json_bytes, the largest wire
// document), nested at most max_json_depth.
[[nodiscard]] inline common::result<dom::object, decode_error> parse_object(std::string_view json,
                                                                            std::size_t max_bytes) noexcept {
    auto root = parse_bounded<max_response_json_bytes>(json, max_bytes);
    if (!root) return common::failure{root.error()};
    dom::object obj;
    if (root->get_object().get(obj) != simdjson::SUCCESS) return common::failure{decode_error::not_object};
    return obj;
}

// Sorts an object's members into a fixed table of field names. Members are visited in document
// order and simdjson keeps duplicates, so a repeated key is seen (and refused) instead of one copy
// silently winning, which is where parsers disagree and smuggling starts. A closed object refuses
// a name outside the table; an open one skips it.
// The first `required` names must be present; the rest are optional (fields added to a document
// later, read as null when absent: `present` says which were there, since an absent one's element
// is a default one that must not be read).
template <std::size_t N>
[[nodiscard]] std::optional<decode_error> collect(dom::object obj, const std::array<std::string_view, N>& names,
                                                  std::array<dom::element, N>& out, bool closed,
                                                  std::size_t required = N,
                                                  std::array<bool, N>* present = nullptr) noexcept {
    std::array<bool, N> local{};
    std::array<bool, N>& seen = present != nullptr ? *present : local;
    for (const dom::key_value_pair member : obj) {
        std::size_t i = 0;
        while (i < N && names[i] != member.key) ++i;
        if (i == N) {
            if (closed) return decode_error::unknown_field;
            continue;
        }
        if (seen[i]) return decode_error::duplicate_field;
        seen[i] = true;
        out[i] = member.value;
    }
    for (std::size_t i = 0; i < required; ++i) {
        if (!seen[i]) return decode_error::missing_field;
    }
    return std::nullopt;
}

// Reads typed values and keeps the first error, so a decoder reads every field in a row and
// checks once at the end instead of after each line.
class reader {
public:
    [[nodiscard]] std::optional<decode_error> error() const noexcept { return error_; }

    std::string text(dom::element e) noexcept { return std::string(view(e)); }

    // Any JSON number (integer or not); booleans and strings are not numbers.
    double number(dom::element e) noexcept {
        double d = 0.0;
        if (e.get_double().get(d) != simdjson::SUCCESS) {
            fail(decode_error::wrong_type);
            return 0.0;
        }
        return d;
    }

    // An integer written as one: 2.0 is refused, as is anything beyond int64.
    std::int64_t integer(dom::element e) noexcept {
        std::int64_t v = 0;
        switch (e.get_int64().get(v)) {
            case simdjson::SUCCESS: return v;
            case simdjson::NUMBER_OUT_OF_RANGE: fail(decode_error::out_of_range); return 0;
            default: fail(decode_error::wrong_type); return 0;
        }
    }

    int small_integer(dom::element e) noexcept {
        const std::int64_t v = integer(e);
        if (v < INT_MIN || v > INT_MAX) {
            fail(decode_error::out_of_range);
            return 0;
        }
        return static_cast<int>(v);
    }

    bool boolean(dom::element e) noexcept {
        bool b = false;
        if (e.get_bool().get(b) != simdjson::SUCCESS) {
            fail(decode_error::wrong_type);
            return false;
        }
        return b;
    }

    // A name of a closed vocabulary, spelled as `parse` (string_view -> optional<T>) knows it; a
    // string it does not know is out_of_range.
    template <class Parse>
    auto name(dom::element e, Parse parse) noexcept -> decltype(parse(std::string_view{})) {
        const std::string_view s = view(e);
        if (error_) return std::nullopt;
        auto v = parse(s);
        if (!v) fail(decode_error::out_of_range);
        return v;
    }

    std::optional<std::string> nullable_text(dom::element e) noexcept {
        if (e.is_null()) return std::nullopt;
        return text(e);
    }
    std::optional<std::int64_t> nullable_integer(dom::element e) noexcept {
        if (e.is_null()) return std::nullopt;
        return integer(e);
    }
    std::optional<int> nullable_small_integer(dom::element e) noexcept {
        if (e.is_null()) return std::nullopt;
        return small_integer(e);
    }
    template <class Parse>
    auto nullable_name(dom::element e, Parse parse) noexcept -> decltype(parse(std::string_view{})) {
        if (e.is_null()) return std::nullopt;
        return name(e, parse);
    }

    void fail(decode_error e) noexcept {
        if (!error_) error_ = e;
    }

private:
    // Points into the parser: copied out by the callers that keep it.
    std::string_view view(dom::element e) noexcept {
        std::string_view s;
        if (e.get_string().get(s) != simdjson::SUCCESS) {
            fail(decode_error::wrong_type);
            return {};
        }
        return s;
    }

    std::optional<decode_error> error_;
};

}  // namespace anyplot::wire::json
