// db/pq.h against the real server: text COPY escaping, binary COPY and binary results, big-endian helpers.
#include <gtest/gtest.h>

#include <random>

#include "db/pq.h"
#include "tests/db/scratch_database.h"

namespace saban::db {
namespace {

class Pq : public ScratchDatabase {
 protected:
  Pq() : ScratchDatabase("saban_pq_") {}
};

// Random texts full of the bytes the text format escapes (at every offset of the 8-byte fast path) come back
// as they were written.
TEST_F(Pq, TextCopyKeepsEveryByte) {
  std::mt19937 rng(11);
  const std::string alphabet = std::string("ab\\\t\n\r\x01\x0d\x0e\x1f\x5b\x5c\x5d ") + "ễ" + "Đ";
  std::vector<std::string> texts;
  for (int i = 0; i < 400; ++i) {
    std::string t;
    const int len = static_cast<int>(rng() % 40);
    while (static_cast<int>(t.size()) < len) {
      const std::size_t k = rng() % (alphabet.size() - 4);
      if (k >= alphabet.size() - 5)
        t += (rng() % 2 ? "ễ" : "Đ");
      else
        t += alphabet[k];
    }
    texts.push_back(t);
  }
  conn->run("CREATE TABLE t (n integer, v text, w text)");
  {
    CopyWriter copy(*conn, "t (n, v, w)");
    for (std::size_t i = 0; i < texts.size(); ++i) {
      copy.field(std::to_string(i));
      copy.field(texts[i]);
      copy.field(i % 3 ? Param(texts[texts.size() - 1 - i]) : std::nullopt);
      copy.end_row();
    }
    copy.complete();
  }
  Rows r = conn->exec("SELECT n, v, w FROM t ORDER BY n");
  ASSERT_EQ(r.size(), static_cast<int>(texts.size()));
  for (int i = 0; i < r.size(); ++i) {
    EXPECT_EQ(r.text(i, 1), texts[static_cast<std::size_t>(i)]) << i;
    EXPECT_EQ(r.null(i, 2), i % 3 == 0);
    if (i % 3) {
      EXPECT_EQ(r.text(i, 2), texts[texts.size() - 1 - static_cast<std::size_t>(i)]);
    }
  }
}

TEST_F(Pq, BinaryCopyAndBinaryResults) {
  conn->run("CREATE TABLE b (s smallint, i integer, l bigint, x bytea, t text)");
  {
    BinaryCopyWriter copy(*conn, "b (s, i, l, x, t)");
    copy.row(5);
    copy.int2(-2);
    copy.int4(-70000);
    copy.int8(-5000000000LL);
    copy.bytes(std::string("\0\xff\x80", 3));
    copy.bytes("Nguyễn");
    copy.row(5);
    copy.int2(7);
    copy.null();
    copy.int8(1);
    copy.bytes("");
    copy.null();
    copy.complete();
  }
  Rows r = conn->exec("SELECT s, i, l, encode(x, 'hex'), t FROM b ORDER BY s");
  ASSERT_EQ(r.size(), 2);
  EXPECT_EQ(r.text(0, 0), "-2");
  EXPECT_EQ(r.text(0, 1), "-70000");
  EXPECT_EQ(r.text(0, 2), "-5000000000");
  EXPECT_EQ(r.text(0, 3), "00ff80");
  EXPECT_EQ(r.text(0, 4), "Nguyễn");
  EXPECT_TRUE(r.null(1, 1));
  EXPECT_EQ(r.text(1, 3), "");
  Rows bin = conn->exec_binary("SELECT x, l FROM b WHERE s = $1::smallint", {"-2"});
  EXPECT_EQ(bin.bytes(0, 0), std::string_view("\0\xff\x80", 3));
  EXPECT_EQ(static_cast<std::int64_t>(get_be(bin.bytes(0, 1).data(), 8)), -5000000000LL);
}

TEST(BigEndian, RoundTrips) {
  std::string out;
  put_be(out, 0x0102030405060708ULL, 8);
  put_be(out, 0xABCD, 2);
  EXPECT_EQ(out, std::string("\x01\x02\x03\x04\x05\x06\x07\x08\xab\xcd", 10));
  EXPECT_EQ(get_be(out.data(), 8), 0x0102030405060708ULL);
  EXPECT_EQ(get_be(out.data() + 8, 2), 0xABCDu);
}

}  // namespace
}  // namespace saban::db
