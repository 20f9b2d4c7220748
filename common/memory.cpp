#include "common/memory.hpp"

#include <malloc.h>

namespace anyplot::common {

void keep_freed_memory() noexcept {
    // Fixed values also turn off glibc's sliding threshold, which only rises after the first
    // large free and so left the first requests (and every thread arena's) on the slow path.
    (void)mallopt(M_MMAP_THRESHOLD, 8 << 20);
    (void)mallopt(M_TRIM_THRESHOLD, 64 << 20);
}

}  // namespace anyplot::common
