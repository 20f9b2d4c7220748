// The agents service decodes the renderer's answers; whatever it accepts, the renderer's encoder
// must be able to write back in a form that decodes again. The first encode rounds durations to
// milliseconds, so stability is checked from there: encode(decode(e)) == e.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "wire/data_run.hpp"

namespace {

bool same_except_durations(anyplot::wire::data_run_response a,
                           const anyplot::wire::data_run_response& b) {
    // Rounding to the nearest millisecond moves a value by at most half of one.
    const auto close = [](double x, double y) { return std::fabs(x - y) <= 0.0005 + 1e-9; };
    if (!close(a.wall_s, b.wall_s) || !close(a.timings.slot_wait_s, b.timings.slot_wait_s) ||
        !close(a.timings.total_s, b.timings.total_s)) {
        return false;
    }
    a.wall_s = b.wall_s;
    a.timings = b.timings;
    return a == b;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace wire = anyplot::wire;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto first = wire::decode_data_run_response(input);
    if (!first) return 0;

    // abort(), not assert(): the check must survive release builds of the fuzz preset.
    if (wire::validate(*first)) std::abort();
    const std::string encoded = wire::encode(*first);
    const auto second = wire::decode_data_run_response(encoded);
    if (!second) std::abort();
    if (!same_except_durations(*first, *second)) std::abort();
    if (wire::encode(*second) != encoded) std::abort();
    return 0;
}
