#pragma once
// What a decoder of untrusted JSON answers instead of a value: the wire documents' own codes,
// and the vocabulary of the closed-object reader (wire/json_object.hpp) the other decoders share.
#include <string_view>

namespace anyplot::wire {

enum class decode_error {
    not_json,
    not_object,
    unknown_field,
    duplicate_field,
    missing_field,
    wrong_type,
    out_of_range,
    bad_job_id,
    invalid_utf8,
    nul_in_source,
    source_too_long,
    empty_source,
    too_deep_or_large,
    inconsistent,  // fields valid alone but contradicting each other (e.g. csv_text with a reason)
};
// Defined in data_run.cpp (anyplot_wire); the enum alone needs no library.
[[nodiscard]] std::string_view to_string(decode_error e) noexcept;

}  // namespace anyplot::wire
