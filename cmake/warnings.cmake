# Every project target links anyplot_warnings; third-party headers come in as SYSTEM.
add_library(anyplot_warnings INTERFACE)
target_compile_options(anyplot_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual
  -Wimplicit-fallthrough -Wformat=2)
if(ANYPLOT_WERROR)
  target_compile_options(anyplot_warnings INTERFACE -Werror)
endif()
