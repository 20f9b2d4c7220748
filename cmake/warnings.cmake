# Every project target links anyplot_warnings; third-party headers come in as SYSTEM.
add_library(anyplot_warnings INTERFACE)
target_compile_options(anyplot_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  -Wimplicit-fallthrough -Wformat=2)
# g++ 12 reports Asio's coroutine-frame allocator (recycling allocator + sized delete) as a
# mismatched new/delete once inlined at -O1 and above: a known false positive in Boost 1.74 headers.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  target_compile_options(anyplot_warnings INTERFACE -Wno-mismatched-new-delete)
endif()
if(ANYPLOT_WERROR)
  target_compile_options(anyplot_warnings INTERFACE -Werror)
endif()
