// A file rejected whole (not decodable in its encoding, or holding no game) is not recorded as imported:
// importing it again, mended or with the right encoding, reads it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "db/importer.h"
#include "tests/db/database_fixture.h"

namespace saban::db {
namespace {

ImportProgress import_with(Connection& c, const fs::path& file, std::optional<parser::Encoding> encoding) {
  ImportOptions o;
  o.read.encoding = encoding;
  Importer importer(c, o);
  importer.import_paths({file});
  return importer.progress();
}

TEST_F(Database, UndecodableFileIsNotMarkedImported) {
  // Windows-1258 bytes read as UTF-8: the reader stops at the first byte UTF-8 cannot hold.
  const fs::path file = kSamples / "encodings" / "windows-1258.ctr";
  const ImportProgress wrong = import_with(*conn, file, parser::Encoding::Utf8);
  EXPECT_EQ(wrong.files_rejected, 1u);
  EXPECT_EQ(wrong.files, 0u);
  EXPECT_EQ(wrong.inserted, 0u);
  EXPECT_EQ(wrong.rejected, 1u);  // the decoding error, listed by `saban rejected`
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 0);
  // With the encoding detected, the same file imports: it was not skipped as already imported.
  const ImportProgress right = import_with(*conn, file, std::nullopt);
  EXPECT_EQ(right.files_skipped, 0u);
  EXPECT_EQ(right.files, 1u);
  EXPECT_EQ(right.files_rejected, 0u);
  EXPECT_EQ(right.inserted, 1u);
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 1);
  // Now it is imported whole, and skipped.
  EXPECT_EQ(import_with(*conn, file, std::nullopt).files_skipped, 1u);
}

TEST_F(Database, FileWithoutAGameIsNotMarkedImported) {
  const fs::path file = dir() / "notes.pgn";
  std::ofstream(file) << "\n\n   \n";
  const ImportProgress p = import_with(*conn, file, std::nullopt);
  EXPECT_EQ(p.games, 0u);
  EXPECT_EQ(p.files_rejected, 1u);
  EXPECT_EQ(p.files, 0u);
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 0);
  // Filled in later (the same path, other content), it imports.
  std::ofstream(file) << std::ifstream(kSamples / "encodings" / "utf8.ctr").rdbuf();
  const ImportProgress again = import_with(*conn, file, std::nullopt);
  EXPECT_EQ(again.inserted, 1u);
  EXPECT_EQ(count("SELECT count(*) FROM source_file"), 1);
}

}  // namespace
}  // namespace saban::db
