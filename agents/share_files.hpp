#pragma once
// The files the service reads once at start from its share/ folder (AGENT_SHARE_DIR): the texts,
// the offline model's catalogue and words, the prompts. A missing or malformed one is a
// configuration error the caller reports by the file's name, never by its content.
#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>

namespace anyplot::agents {

// The whole file, bytes as they are; nullopt when it cannot be read.
[[nodiscard]] std::optional<std::string> read_share_file(const std::filesystem::path& file);

// A JSON document; nullopt with `error` set to "<name>: cannot be read" or "<name>: not JSON". The
// caller checks its shape.
[[nodiscard]] std::optional<nlohmann::json> read_share_json(const std::filesystem::path& file, std::string& error);

}  // namespace anyplot::agents
