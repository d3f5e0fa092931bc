#include "parser/record_files.h"

#include <algorithm>

namespace saban::parser {

std::vector<std::filesystem::path> record_files_in(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> found;
  for (const auto& e : std::filesystem::recursive_directory_iterator(folder)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && std::find(std::begin(kRecordExtensions), std::end(kRecordExtensions), ext) !=
                                   std::end(kRecordExtensions))
      found.push_back(e.path());
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace saban::parser
