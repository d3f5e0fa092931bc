// Encodings: the sample record in every supported encoding is detected and converts to the UTF-8 original;
// round trips of the whole Vietnamese alphabet; error offsets; overrides; names.
//
// The encoded files in data/encoding/ were written by data/encoding/make_files.py, whose tables are built
// independently of parser/encoding.cpp (from Python's unicodedata and its own byte lists).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "parser/encoding.h"

namespace saban::parser {
namespace {

std::string read_file(const std::string& name) {
  std::ifstream in(std::string(SABAN_TEST_DATA) + "/encoding/" + name, std::ios::binary);
  EXPECT_TRUE(in.good()) << name;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string ok(const Result<std::string>& r) {
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message) << " at " << (r.ok() ? 0 : r.error().offset);
  return r.ok() ? r.value() : std::string();
}

// All 67 lowercase letters of Vietnamese beyond ASCII, as words of one base letter each, after a lowercase
// word (TCVN3 would capitalise a toned letter opening the text, see encoding.cpp).
const char* kLowerAlphabet =
    "x àảãáạ ăằẳẵắặ âầẩẫấậ đ èẻẽéẹ êềểễếệ ìỉĩíị òỏõóọ ôồổỗốộ ơờởỡớợ ùủũúụ ưừửữứự ỳỷỹýỵ";
// The 67 capitals, each word ending in N so TCVN3, which has no capital toned letters, sees words in
// capitals.
const char* kUpperAlphabet =
    "ÀẢÃÁẠN ĂẰẲẴẮẶN ÂẦẨẪẤẬN Đ ÈẺẼÉẸN ÊỀỂỄẾỆN ÌỈĨÍỊN ÒỎÕÓỌN ÔỒỔỖỐỘN ƠỜỞỠỚỢN ÙỦŨÚỤN ƯỪỬỮỨỰN ỲỶỸÝỴN";

struct Sample {
  const char* file;
  Encoding encoding;
};
const Sample kSamples[] = {{"record-utf8.pgn", Encoding::Utf8},
                           {"record-utf8-bom.pgn", Encoding::Utf8Bom},
                           {"record-utf16le.pgn", Encoding::Utf16LE},
                           {"record-utf16be.pgn", Encoding::Utf16BE},
                           {"record-windows1258.pgn", Encoding::Windows1258},
                           {"record-tcvn3.pgn", Encoding::Tcvn3},
                           {"record-vni.pgn", Encoding::Vni}};
const Encoding kEightBit[] = {Encoding::Windows1258, Encoding::Tcvn3, Encoding::Vni};

// ---------------------------------------------------------------------------------------------------------
// The sample record

TEST(Encoding, SampleRecordHasEveryVietnameseFeature) {
  const std::string text = read_file("record-utf8.pgn");
  for (const char* s : {"ă",
                        "â",
                        "đ",
                        "ê",
                        "ô",
                        "ơ",
                        "ư",
                        "Ă",
                        "Â",
                        "Đ",
                        "Ê",
                        "Ô",
                        "Ơ",
                        "Ư",
                        "à",
                        "ả",
                        "ã",
                        "á",
                        "ạ",
                        "Ở",
                        "Ủ",
                        "Ý",
                        "Ẩ",
                        "Ẵ",
                        "Ừ",
                        "Nguyễn Văn Ánh",
                        "Trần Thị Bình",
                        "Đà Nẵng"})
    EXPECT_NE(text.find(s), std::string::npos) << s;
}

TEST(Encoding, EachSampleIsDetected) {
  for (const Sample& s : kSamples)
    EXPECT_EQ(encoding_name(detect_encoding(read_file(s.file))), std::string(encoding_name(s.encoding)))
        << s.file;
}

TEST(Encoding, EachSampleConvertsToTheUtf8Original) {
  const std::string expected = read_file("record-utf8.pgn");
  for (const Sample& s : kSamples) EXPECT_EQ(ok(to_utf8(read_file(s.file), s.encoding)), expected) << s.file;
}

TEST(Encoding, EachSampleIsWrittenBackByteForByte) {
  const std::string utf8 = read_file("record-utf8.pgn");
  for (const Sample& s : kSamples) EXPECT_EQ(ok(from_utf8(utf8, s.encoding)), read_file(s.file)) << s.file;
}

TEST(Encoding, NamesImportFromLegacyEncodings) {
  // As typed in each encoding's fonts: "Nguyễn" in VNI is "Nguyeãn", in TCVN3 "NguyÔn".
  EXPECT_EQ(ok(to_utf8("Nguye\xE3n Tra\xE0n", Encoding::Vni)), "Nguyễn Trần");
  EXPECT_EQ(ok(to_utf8("Nguy\xD4n Tr\xC7n", Encoding::Tcvn3)), "Nguyễn Trần");
  EXPECT_EQ(ok(to_utf8("Nguy\xEA\xDEn Tr\xE2\xCCn", Encoding::Windows1258)), "Nguyễn Trần");
  EXPECT_EQ(detect_encoding("[Red \"Nguye\xE3n Va\xEAn Tu\xF6\xF8\"]"), Encoding::Vni);
  EXPECT_EQ(detect_encoding("[Red \"Nguy\xD4n V\xA8n T\xF8\"]"), Encoding::Tcvn3);
  EXPECT_EQ(detect_encoding("[Red \"Nguy\xEA\xDEn V\xE3n T\xFD\xEC\"]"), Encoding::Windows1258);
}

TEST(Encoding, EachLineAloneIsDetected) {
  // Detection must not need the whole file: every Vietnamese line of the sample, and short names.
  std::vector<std::string> lines = {
      "Lê Văn Hùng", "Phạm Thị Thu Hà", "Đỗ Mạnh Cường thắng", "Võ Thị Sáu", "Bộ binh", "Công binh", "Ủy ban",
      "Tăng"};
  const std::string text = read_file("record-utf8.pgn");
  for (std::size_t i = 0, j; i < text.size(); i = j + 1) {
    j = text.find('\n', i);
    const std::string line = text.substr(i, j - i);
    if (std::any_of(line.begin(), line.end(), [](char c) { return c & 0x80; })) lines.push_back(line);
  }
  for (const std::string& line : lines)
    for (Encoding e : kEightBit) {
      const std::string bytes = ok(from_utf8(line, e));
      EXPECT_EQ(encoding_name(detect_encoding(bytes)), std::string(encoding_name(e))) << line;
      EXPECT_EQ(ok(to_utf8(bytes, e)), line) << encoding_name(e);
    }
}

// ---------------------------------------------------------------------------------------------------------
// Round trips of the alphabet

TEST(Encoding, AlphabetHas134Letters) {
  const std::string all = std::string(kLowerAlphabet) + kUpperAlphabet;
  int letters = 0;
  for (unsigned char c : all) letters += c >= 0xC0;  // lead bytes of non-ASCII letters
  EXPECT_EQ(letters, 134);
}

TEST(Encoding, AlphabetRoundTripsThroughEachEightBitEncoding) {
  for (const char* alphabet : {kLowerAlphabet, kUpperAlphabet}) {
    for (Encoding e : kEightBit) {
      const std::string bytes = ok(from_utf8(alphabet, e));
      EXPECT_EQ(ok(to_utf8(bytes, e)), alphabet) << encoding_name(e);
    }
  }
}

TEST(Encoding, AlphabetRoundTripsThroughUtf16) {
  const std::string all = std::string(kLowerAlphabet) + "\n" + kUpperAlphabet;
  for (Encoding e : {Encoding::Utf16LE, Encoding::Utf16BE, Encoding::Utf8Bom}) {
    const std::string bytes = ok(from_utf8(all, e));
    EXPECT_EQ(detect_encoding(bytes), e);
    EXPECT_EQ(ok(to_utf8(bytes, e)), all) << encoding_name(e);
  }
}

TEST(Encoding, DecomposedInputEncodesLikePrecomposed) {
  const std::string decomposed = "Nguye\xCC\x82\xCC\x83n";  // e + combining circumflex + combining tilde
  const std::string nfc_tone = "Nguy\xC3\xAA\xCC\x83n";     // ê + combining tilde
  EXPECT_EQ(ok(from_utf8(nfc_tone, Encoding::Vni)), "Nguye\xE3n");
  EXPECT_EQ(ok(from_utf8(nfc_tone, Encoding::Tcvn3)), "Nguy\xD4n");
  EXPECT_FALSE(from_utf8(decomposed, Encoding::Vni).ok());  // two marks: only tones are composed
}

// ---------------------------------------------------------------------------------------------------------
// TCVN3 capitals

TEST(Encoding, Tcvn3CapitalsComeBackFromContext) {
  // "Ánh" after a capitalised word, "Ở" at a sentence start, "ỦY" in capitals.
  EXPECT_EQ(ok(to_utf8("V\xA8n \xB8nh", Encoding::Tcvn3)), "Văn Ánh");
  EXPECT_EQ(ok(to_utf8("{\xEB \xA7\xBEk}", Encoding::Tcvn3)), "{Ở Đắk}");
  EXPECT_EQ(ok(to_utf8("\xF1Y BAN", Encoding::Tcvn3)), "ỦY BAN");
  // Lowercase stays lowercase: "cờ ở Hà Nội ở".
  EXPECT_EQ(ok(to_utf8("c\xEA \xEB H\xB5 N\xE9i \xEB", Encoding::Tcvn3)), "cờ ở Hà Nội ở");
  // TCVN3 has no code for a capital toned letter: an isolated one mid-sentence comes back lowercase.
  EXPECT_EQ(ok(from_utf8("và Ánh", Encoding::Tcvn3)), "v\xB5 \xB8nh");
  EXPECT_EQ(ok(to_utf8("v\xB5 \xB8nh", Encoding::Tcvn3)), "và ánh");
}

TEST(Encoding, Tcvn3IsNotGlibcVn1) {
  // 0x93/0x94 are curly quotes in TCVN3 files, capital letters in VN1.
  EXPECT_EQ(ok(to_utf8("\x93H\xB5 N\xE9i\x94", Encoding::Tcvn3)), "\u201CHà Nội\u201D");
}

// ---------------------------------------------------------------------------------------------------------
// Errors and overrides

TEST(Encoding, InvalidUtf8ReportsTheByteOffset) {
  const std::string text = "[Red \"Nguy\xE1\xBB\x85n\"] \xC3(";  // a lone lead byte at offset 17
  auto r = to_utf8(text, Encoding::Utf8);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().offset, 17u);
  EXPECT_NE(r.error().message.find("0xC3"), std::string::npos) << r.error().message;
  // Overlong forms, surrogates and a cut sequence at the end.
  for (const char* bad : {"ab\xC0\x80", "ab\xED\xA0\x80", "ab\xE1\xBB"}) {
    auto e = to_utf8(bad, Encoding::Utf8);
    ASSERT_FALSE(e.ok()) << bad;
    EXPECT_EQ(e.error().offset, 2u) << bad;
  }
  auto b = to_utf8("\xEF\xBB\xBFok\xFF", Encoding::Utf8Bom);
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error().offset, 5u);  // counted from the start of the file, BOM included
}

// The first invalid byte of UTF-8, by the plain definition (Unicode's table 3-7), one byte at a time; npos if
// none.
std::size_t first_invalid_utf8(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80                 ? 1
                  : c >= 0xC2 && c <= 0xDF ? 2
                  : c >= 0xE0 && c <= 0xEF ? 3
                  : c >= 0xF0 && c <= 0xF4 ? 4
                                           : 0;
    if (n == 0) return i;
    for (int k = 1; k < n; ++k) {
      if (i + k >= s.size()) return i;
      const auto b = static_cast<unsigned char>(s[i + k]);
      const unsigned char lo = k > 1 ? 0x80 : c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
      const unsigned char hi = k > 1 ? 0xBF : c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
      if (b < lo || b > hi) return i;
    }
    i += static_cast<std::size_t>(n);
  }
  return std::string::npos;
}

// Long ASCII runs (read many bytes at a time) with characters of every length and bad bytes at every offset.
TEST(Encoding, Utf8CheckFindsTheFirstInvalidByteAsThePlainDefinition) {
  std::mt19937 rng(7);
  const std::vector<std::string> pieces{
      "\xC3\xA1", "\xE1\xBB\x85", "\xF0\x9F\x98\x80", "\xC3",         "\xE1\xBB",
      "\xFF",     "\x80",         "\xC0\x80",         "\xED\xA0\x80", "\xF4\x90\x80\x80"};
  int invalid = 0;
  for (int n = 0; n < 20000; ++n) {
    std::string s(rng() % 90, 'a');
    for (char& c : s) c = static_cast<char>(' ' + rng() % 95);
    const int inserts = static_cast<int>(rng() % 3);
    for (int k = 0; k < inserts; ++k) {
      const std::string& p = pieces[rng() % (k == 0 ? 3 : pieces.size())];
      s.insert(rng() % (s.size() + 1), p);
    }
    const std::size_t expected = first_invalid_utf8(s);
    auto r = to_utf8(s, Encoding::Utf8);
    if (expected == std::string::npos) {
      ASSERT_TRUE(r.ok()) << n;
      ASSERT_EQ(*r, s);
    } else {
      ASSERT_FALSE(r.ok()) << n;
      ASSERT_EQ(r.error().offset, expected) << n;
      ++invalid;
    }
  }
  EXPECT_GT(invalid, 4000);
}

TEST(Encoding, InvalidBytesInOtherEncodingsReportTheOffset) {
  auto w = to_utf8("abc\x8D", Encoding::Windows1258);  // undefined in Windows-1258
  ASSERT_FALSE(w.ok());
  EXPECT_EQ(w.error().offset, 3u);
  auto t = to_utf8("ab\x81", Encoding::Tcvn3);
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.error().offset, 2u);
  auto u = to_utf8(std::string("\xFF\xFE"
                               "a\0b",
                               5),
                   Encoding::Utf16LE);  // odd length
  ASSERT_FALSE(u.ok());
  EXPECT_EQ(u.error().offset, 4u);
  auto c = from_utf8("a€b\xE4\xB8\xAD", Encoding::Vni);  // a CJK character has no VNI code
  ASSERT_FALSE(c.ok());
  EXPECT_EQ(c.error().offset, 5u);
}

TEST(Encoding, ExplicitEncodingOverridesDetection) {
  const std::string vni = read_file("record-vni.pgn");
  ASSERT_EQ(detect_encoding(vni), Encoding::Vni);
  // Read as Windows-1258 on request, the VNI bytes give the familiar mojibake.
  const std::string as_1258 = ok(to_utf8(vni, Encoding::Windows1258));
  EXPECT_NE(as_1258.find("Nguyeăn"), std::string::npos);
  EXPECT_EQ(as_1258.find("Nguyễn"), std::string::npos);
  // And valid UTF-8 can still be read as TCVN3.
  EXPECT_EQ(ok(to_utf8("Ha\xCC\x80", Encoding::Tcvn3)), "Ha\u00E8\u20AC");
}

TEST(Encoding, PlainAsciiIsUtf8) {
  EXPECT_EQ(detect_encoding("[Event \"Hanoi Open\"]\n1. Nb2-c3 *\n"), Encoding::Utf8);
  EXPECT_EQ(detect_encoding(""), Encoding::Utf8);
  EXPECT_EQ(ok(to_utf8("plain text", Encoding::Utf8)), "plain text");
}

// NUL bytes: UTF-16 without its byte-order mark is known by them (the zero halves of ASCII characters), and
// a file of mostly NULs is not text: it is not read as UTF-8 (/dev/zero made games of NULs without end). A
// few NULs in text stay UTF-8 (the importer rejects the games they are in).
TEST(Encoding, NulBytesTellUtf16WithoutItsMarkAndBinaryFiles) {
  const std::string utf8 = read_file("record-utf8.pgn");
  for (const Encoding e : {Encoding::Utf16LE, Encoding::Utf16BE}) {
    const std::string with_mark = ok(from_utf8(utf8, e));
    const std::string bare = with_mark.substr(2);
    EXPECT_EQ(detect_encoding(bare), e) << encoding_name(e);
    EXPECT_EQ(ok(to_utf8(bare, e)), utf8);
  }
  const std::string zeros(3 << 20, '\0');
  EXPECT_EQ(detect_encoding(zeros), Encoding::Undetected);
  EXPECT_EQ(detect_file_encoding(zeros), Encoding::Undetected);
  const auto read = to_utf8("[Event \"x\"]\n" + zeros, Encoding::Undetected);
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().offset, 12u);
  EXPECT_EQ(read.error().message,
            "byte 0x00 (NUL) on line 2: a record's text holds no NUL bytes (a binary file?)");
  std::string damaged = utf8;
  damaged.insert(damaged.size() / 2, std::string(3, '\0'));
  EXPECT_EQ(detect_encoding(damaged), Encoding::Utf8);
}

TEST(Encoding, DetectionSamplesOnlyTheStartOfLargeFiles) {
  // Valid UTF-8 in the first 64 KB decides, whatever follows (conversion then reports the bad byte).
  std::string big(100 * 1024, 'a');
  big += "\xB8";
  EXPECT_EQ(detect_encoding(big), Encoding::Utf8);
  EXPECT_FALSE(to_utf8(big, Encoding::Utf8).ok());
  // A large VNI file is detected quickly and right.
  std::string vni;
  while (vni.size() < 4 * 1024 * 1024) vni += read_file("record-vni.pgn");
  EXPECT_EQ(detect_encoding(vni), Encoding::Vni);
}

// The preview a front end shows of a file in one encoding (utf8_preview): never a character cut in two, whole
// lines where there are lines, and the same failure as to_utf8 at a byte the encoding cannot read.
TEST(Encoding, PreviewEndsBetweenCharactersAndLines) {
  for (const Sample& s : kSamples) {
    const std::string bytes = read_file(s.file);
    const std::string whole = ok(to_utf8(bytes, s.encoding));
    for (std::size_t max :
         {std::size_t{7}, std::size_t{64}, std::size_t{301}, bytes.size(), bytes.size() + 9}) {
      const std::string preview = ok(utf8_preview(bytes, s.encoding, max));
      EXPECT_TRUE(is_utf8(preview)) << s.file << " at " << max;
      EXPECT_LE(preview.size(), whole.size()) << s.file;
      // What it shows is the start of the whole text (a last letter may lack the tone mark that follows it).
      const std::size_t same = preview.size() > 4 ? preview.size() - 4 : 0;
      EXPECT_EQ(whole.substr(0, same), preview.substr(0, same)) << s.file << " at " << max;
      if (max >= bytes.size()) {
        EXPECT_EQ(preview, whole) << s.file;
      }
    }
    // Cut in a long file, the preview ends a line unless the line is longer than half of it.
    if (s.encoding != Encoding::Utf16LE && s.encoding != Encoding::Utf16BE) {
      const std::string preview = ok(utf8_preview(bytes, s.encoding, 200));
      EXPECT_EQ(preview.back(), '\n') << s.file;
    }
  }
  // whole_characters never splits a UTF-8 character or a UTF-16 surrogate pair.
  const std::string e_hook = "a\xE1\xBB\x87";  // "aệ"
  EXPECT_EQ(whole_characters(e_hook.substr(0, 3), Encoding::Utf8), 1u);
  EXPECT_EQ(whole_characters(std::string("a\x00\x3D\xD8\x00", 5), Encoding::Utf16LE), 2u);
  EXPECT_EQ(whole_characters(std::string("\x00\x61\xD8\x3D", 4), Encoding::Utf16BE), 2u);
  // A byte the encoding cannot read fails the preview at that byte.
  auto bad = utf8_preview("[Red \"Jos\xE9\"]\n", Encoding::Utf8, 100);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().offset, 9u);
}

// The reader's detection judges the start of a file as detect_file_encoding does: a valid UTF-8 character cut
// at the 64 KB mark does not make the file look like Windows-1258.
TEST(Encoding, FileDetectionIsNotMisledByACharacterCutAtItsWindow) {
  std::string start(64 * 1024 - 1, 'a');
  while (start.size() < 200 * 1024) start += "\xC3\xBF";  // 'ÿ'
  EXPECT_EQ(detect_file_encoding(start), Encoding::Utf8);
}

TEST(Encoding, NamesRoundTrip) {
  for (const Sample& s : kSamples) EXPECT_EQ(encoding_by_name(encoding_name(s.encoding)), s.encoding);
  EXPECT_EQ(encoding_by_name("CP1258"), Encoding::Windows1258);
  EXPECT_EQ(encoding_by_name("TCVN3"), Encoding::Tcvn3);
  EXPECT_EQ(encoding_by_name("latin-9"), std::nullopt);
}

}  // namespace
}  // namespace saban::parser
