// Whatever decodes must re-encode to a document that decodes to the same request and encodes to
// the same bytes: the canonical form the idempotency fingerprint relies on is a fixed point.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "wire/data_run.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace wire = anyplot::wire;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto first = wire::decode_data_run_request(input);
    if (!first) return 0;

    // abort(), not assert(): the check must survive release builds of the fuzz preset.
    if (wire::validate(*first)) std::abort();
    const std::string encoded = wire::encode(*first);
    const auto second = wire::decode_data_run_request(encoded);
    if (!second) std::abort();
    if (!(*second == *first)) std::abort();
    if (wire::encode(*second) != encoded) std::abort();
    if (wire::canonical_request(*second) != encoded) std::abort();
    return 0;
}
