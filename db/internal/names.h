// Search keys for names: lower case without diacritics, so that "Nguyen" finds "Nguyễn" and "dang" "Đặng".
#pragma once

#include <string>
#include <string_view>

namespace saban::db {

/// The search key of UTF-8 text: Vietnamese and Latin letters folded to lower-case ASCII (đ → d), combining
/// marks dropped, other characters kept as they are.
std::string search_key(std::string_view utf8);
/// The same into `out` (its memory kept: the importer's rows are filled again batch after batch).
void search_key(std::string_view utf8, std::string& out);

}  // namespace saban::db
