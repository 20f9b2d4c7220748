#pragma once
// One validator (two warm helpers) shared by every test in this executable: each helper start
// costs a python3 start, so the corpus tests reuse them as the service would.
#include "agents/validate/validator.hpp"

namespace anyplot::agents::validate::testing {

inline validator& shared_validator() {
    static validator v;
    return v;
}

}  // namespace anyplot::agents::validate::testing
