#pragma once
// The daemons' allocator policy. glibc serves blocks over 128 KiB (a 200 KiB paste, a 20,000-row
// table's row vector, its CSV) with fresh mmaps and returns freed heap tops to the kernel, so every
// request faulted its pages in again: ~230 page faults per 200 KiB paste, and page faults are
// slow on virtual machines. Keeping freed memory for reuse removed 98 % of them (docs/bench.md).
namespace anyplot::common {

// Blocks up to 8 MiB come from the heap; up to 64 MiB of freed heap top is kept. Call once, early.
void keep_freed_memory() noexcept;

}  // namespace anyplot::common
