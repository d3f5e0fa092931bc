// The engine's tables' memory (analysis/large_pages.h): a table of 2 MiB or more starts on a 2 MiB boundary,
// where the system can map it with huge pages; a smaller one is an ordinary block; both hold what is written.
#include "analysis/large_pages.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace saban::analysis {
namespace {

constexpr std::uintptr_t kTwoMiB = std::uintptr_t{2} << 20;

TEST(LargePages, ATableOfTwoMebibytesOrMoreStartsOnAHugePageBoundary) {
  for (std::size_t entries : {std::size_t{1} << 18, (std::size_t{1} << 18) + 3, std::size_t{1} << 20}) {
    std::vector<std::uint64_t, LargePageAllocator<std::uint64_t>> table(entries, 7);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(table.data()) % kTwoMiB, 0u) << entries;
    table.back() = 9;
    EXPECT_EQ(table.front(), 7u);
    EXPECT_EQ(table.back(), 9u);
  }
}

TEST(LargePages, ASmallTableIsAnOrdinaryBlockThatGrows) {
  std::vector<int, LargePageAllocator<int>> small;
  for (int i = 0; i < 1000; ++i) small.push_back(i);
  EXPECT_EQ(small.size(), 1000u);
  EXPECT_EQ(small[999], 999);
  // Grown past 2 MiB, the same vector moves into a huge-page block and keeps its contents.
  small.resize((std::size_t{1} << 20) + 1, -1);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(small.data()) % kTwoMiB, 0u);
  EXPECT_EQ(small[999], 999);
  EXPECT_EQ(small.back(), -1);
}

}  // namespace
}  // namespace saban::analysis
