// The record files below a folder: what `saban import`, `saban check` and `saban convert` read when they are
// given a folder instead of a file.
#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

namespace saban::parser {

/// The names a record file ends with: ".ctr" (the rulebook's notation), ".pgn" (the platform's SAN), ".txt".
inline constexpr std::string_view kRecordExtensions[] = {".ctr", ".pgn", ".txt"};

/// Every record file below `folder` (its subfolders too), in name order. Throws
/// std::filesystem::filesystem_error when a folder cannot be read.
std::vector<std::filesystem::path> record_files_in(const std::filesystem::path& folder);

}  // namespace saban::parser
