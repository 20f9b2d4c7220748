# Debian 12 packages only (scripts/bootstrap installs them by name).
find_package(Threads REQUIRED)
find_package(Boost 1.74 EXACT REQUIRED)            # libboost-dev: Asio/Beast header-only
find_package(simdjson 3.0 REQUIRED)                # libsimdjson-dev
find_package(nlohmann_json 3.11 REQUIRED)          # nlohmann-json3-dev
find_package(OpenSSL 3.0 REQUIRED)                 # libssl-dev: SHA-256, constant-time compare
find_package(SQLite3 REQUIRED)                     # libsqlite3-dev
find_package(PkgConfig REQUIRED)
pkg_check_modules(SECCOMP REQUIRED IMPORTED_TARGET libseccomp)
pkg_check_modules(LIBXCRYPT REQUIRED IMPORTED_TARGET libxcrypt)   # libcrypt-dev: crypt_r for anyplot-login (bff/)
if(ANYPLOT_TESTS)
  find_package(Catch2 2.13 REQUIRED)
  include(Catch)
endif()

# Boost headers as SYSTEM so our warning set does not fire inside them.
add_library(anyplot_asio INTERFACE)
target_include_directories(anyplot_asio SYSTEM INTERFACE ${Boost_INCLUDE_DIRS})
target_compile_definitions(anyplot_asio INTERFACE
  BOOST_ASIO_NO_DEPRECATED BOOST_ASIO_DISABLE_BOOST_REGEX BOOST_BEAST_USE_STD_STRING_VIEW)
target_link_libraries(anyplot_asio INTERFACE Threads::Threads)
