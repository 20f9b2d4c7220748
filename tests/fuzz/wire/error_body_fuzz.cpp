// Error bodies are an open object (documented extras are ignored); what survives decoding is the
// bare {"detail"} and must round-trip exactly.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "wire/data_run.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace wire = anyplot::wire;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto first = wire::decode_error_body(input);
    if (!first) return 0;

    // abort(), not assert(): the check must survive release builds of the fuzz preset.
    const std::string encoded = wire::encode(*first);
    const auto second = wire::decode_error_body(encoded);
    if (!second) std::abort();
    if (!(*second == *first)) std::abort();
    if (wire::encode(*second) != encoded) std::abort();
    return 0;
}
