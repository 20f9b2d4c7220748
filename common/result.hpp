#pragma once
// A small value-or-error type for untrusted input, I/O and sandbox outcomes (C++20 has no
// std::expected). Nothing on a request path throws; failures travel as values.
#include <cassert>
#include <utility>
#include <variant>

namespace anyplot::common {

template <class E>
struct failure {
    E error;
};
template <class E>
failure(E) -> failure<E>;

template <class T, class E>
class [[nodiscard]] result {
public:
    result(T value) : v_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
    template <class F>
    result(failure<F> f) : v_(std::in_place_index<1>, E(std::move(f.error))) {}  // NOLINT

    [[nodiscard]] bool ok() const noexcept { return v_.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    [[nodiscard]] T& value() & { assert(ok()); return std::get<0>(v_); }
    [[nodiscard]] const T& value() const& { assert(ok()); return std::get<0>(v_); }
    [[nodiscard]] T&& value() && { assert(ok()); return std::get<0>(std::move(v_)); }
    [[nodiscard]] const E& error() const { assert(!ok()); return std::get<1>(v_); }

    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

private:
    std::variant<T, E> v_;
};

}  // namespace anyplot::common
