// Fuzz target for the parse helper's answer decoder, and the rules and guard strip over whatever
// tree it accepts: none may crash, leak or throw on any byte string.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "agents/validate/ast_decode.hpp"
#include "agents/validate/main_guard.hpp"
#include "agents/validate/rules.hpp"
#include "tests/fuzz/validate/schema_py311.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace anyplot::agents::validate;
    static const auto schema = decode_schema(k_schema_py311);
    if (!schema) __builtin_trap();  // the embedded schema must always decode
    const std::string_view json(reinterpret_cast<const char*>(data), size);
    auto answer = decode_answer(json, *schema);
    if (!answer) return 0;
    if (const auto* tree = std::get_if<parsed_tree>(&*answer)) {
        const auto findings = check_data_profile(tree->root);
        for (const auto& f : findings) {
            if (f.message.size() > max_message_chars) __builtin_trap();
        }
        (void)strip_main_guard(json, tree->root);
    }
    return 0;
}
