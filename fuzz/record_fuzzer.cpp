// libFuzzer target: arbitrary bytes through the whole record-reading path.
//
//   1. encoding: detect_encoding, to_utf8 in every encoding (the output must be valid UTF-8), and UTF-16
//   round
//      trips (from_utf8 then to_utf8 gives the text back);
//   2. RecordReader over an istringstream, game by game, every error formatted;
//   3. for every game that reads: write_game in the rulebook dialect (vi and en letters) and in SAN, and
//      read_game on the text written: it must read without errors, with the same start position, the same
//      number of moves (main line and variations), the same final position and result;
//   4. the games written, concatenated (as UTF-8 and as UTF-16), read back through RecordReader: as many
//      games, each reading as in 3.
// Bit 0 of the input's last byte reads with --truncate, bit 1 adds the UTF-16 file of step 4, bit 2 grows the
// input before steps 2-4 (see grow(): deep nesting and large inputs from a few bytes).
// A broken property prints what was written and the errors, then abort()s: that is a finding.
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "parser/encoding.h"
#include "parser/reader.h"
#include "parser/record.h"
#include "parser/writer.h"
#include "rules/fen.h"

namespace {

using namespace saban;
using namespace saban::parser;

constexpr std::size_t kMaxInput = 64 * 1024;

constexpr Encoding kEncodings[] = {Encoding::Utf8,    Encoding::Utf8Bom,     Encoding::Utf16LE,
                                   Encoding::Utf16BE, Encoding::Windows1258, Encoding::Tcvn3,
                                   Encoding::Vni};

[[noreturn]] void fail(const std::string& what, const std::string& detail = {}) {
  std::fprintf(stderr, "\n==== record_fuzzer: %s\n%s\n====\n", what.c_str(), detail.c_str());
  std::fflush(stderr);
  std::abort();
}

std::string errors_text(const std::vector<RecordError>& errors) {
  std::string out;
  for (const RecordError& e : errors) out += e.format();
  return out;
}

std::string show(std::string_view s) {  // bytes, control characters escaped
  std::string out;
  for (unsigned char c : s) {
    if (c == '\n')
      out += "\\n\n";
    else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    } else
      out += static_cast<char>(c);
  }
  return out;
}

// Findings already reported can be skipped so that fuzzing goes on past them: SABAN_FUZZ_KNOWN is a
// comma-separated list of their names (see the list in scripts/fuzz.sh). Without it every property is
// checked.
bool known(std::string_view name) {
  static const std::string list = [] {
    const char* v = std::getenv("SABAN_FUZZ_KNOWN");
    return "," + std::string(v ? v : "") + ",";
  }();
  return list.find("," + std::string(name) + ",") != std::string::npos;
}

std::size_t count_moves(const Line& line) {
  std::size_t n = line.size();
  for (const RecordMove& m : line)
    for (const Line& v : m.variations) n += count_moves(v);
  return n;
}

// --- 1. encodings
// -------------------------------------------------------------------------------------------

void check_encodings(std::string_view bytes) {
  (void)detect_encoding(bytes);
  for (Encoding e : kEncodings) {
    if (encoding_by_name(encoding_name(e)) != e)
      fail(std::string("encoding name does not read back: ") + encoding_name(e));
    auto text = to_utf8(bytes, e);
    if (!text) {
      if (text.error().offset > bytes.size())
        fail(std::string("to_utf8 error offset past the end, ") + encoding_name(e),
             text.error().message + " at " + std::to_string(text.error().offset));
      continue;
    }
    // What to_utf8 gives is UTF-8 (from_utf8 to UTF-8 validates it).
    if (!from_utf8(*text, Encoding::Utf8))
      fail(std::string("to_utf8 gave invalid UTF-8 from ") + encoding_name(e), show(*text));
    if (e == Encoding::Utf8) {
      for (Encoding wide : {Encoding::Utf16LE, Encoding::Utf16BE, Encoding::Utf8Bom}) {
        auto encoded = from_utf8(*text, wide);
        if (!encoded)
          fail(std::string("valid UTF-8 cannot be written as ") + encoding_name(wide), show(*text));
        auto back = to_utf8(*encoded, wide);
        if (!back || *back != *text)
          fail(std::string("UTF-8 -> ") + encoding_name(wide) + " -> UTF-8 changes the text",
               "in:\n" + show(*text) + "\nout:\n" + (back ? show(*back) : back.error().message));
      }
    }
  }
}

// --- 2-4. records
// -------------------------------------------------------------------------------------------

struct Written {
  std::string text;
  const GameRecord* source;
};

// Reads `text` (one game, UTF-8) and compares it with `source`.
void compare(const GameRecord& source, const ReadGame& again, const std::string& text, const char* how) {
  auto bad = [&](const std::string& what) {
    fail(std::string(how) + ": " + what, "--- written:\n" + text + "--- errors:\n" +
                                             errors_text(again.errors) + "--- source game:\n" +
                                             show(source.tag("FEN").value_or("")) + "\n");
  };
  if (!again.record || !again.errors.empty()) bad("the game written does not read back");
  const GameRecord& g = *again.record;
  if (g.moves.size() != source.moves.size())
    bad("main line has " + std::to_string(g.moves.size()) + " moves, source " +
        std::to_string(source.moves.size()));
  if (count_moves(g.moves) != count_moves(source.moves))
    bad("variations have " + std::to_string(count_moves(g.moves)) + " moves in all, source " +
        std::to_string(count_moves(source.moves)));
  if (to_fen(g.start) != to_fen(source.start)) bad("start position differs: " + to_fen(g.start));
  if (std::string(g.start.profile().name) != source.start.profile().name)
    bad("profile differs: " + std::string(g.start.profile().name));
  if (to_fen(g.final_position()) != to_fen(source.final_position()))
    bad("final position differs: " + to_fen(g.final_position()) + " vs " + to_fen(source.final_position()));
  if (g.result != source.result) bad("result differs: " + g.result + " vs " + source.result);
  if (g.comments_before.size() != source.comments_before.size()) bad("comments before the first move differ");
}

// duplicate-tags: with a tag given twice (`[Notation "vi"]` twice), write_game's set_tag changes the first
// and the reader takes the last, so the record written does not read back in the dialect written.
bool has_duplicate_tag(const GameRecord& rec) {
  for (std::size_t i = 0; i < rec.tags.size(); ++i)
    for (std::size_t j = i + 1; j < rec.tags.size(); ++j)
      if (rec.tags[i].first == rec.tags[j].first) return true;
  return false;
}

void check_written(const GameRecord& rec, std::vector<Written>& all_written) {
  if (known("duplicate-tags") && has_duplicate_tag(rec)) return;
  static const WriteOptions kWrites[] = {{Dialect::Rulebook, Letters::Vi, 80},
                                         {Dialect::Rulebook, Letters::En, 80},
                                         {Dialect::San, Letters::Vi, 80}};
  static const char* kHow[] = {"write rulebook/vi, read", "write rulebook/en, read", "write san, read"};
  for (std::size_t i = 0; i < std::size(kWrites); ++i) {
    std::string text = write_game(rec, kWrites[i]);
    ReadGame again = read_game(text, "written", 1);
    compare(rec, again, text, kHow[i]);
    if (i == 0) all_written.push_back({std::move(text), &rec});
  }
}

// The games written, one after another, read as a file.
void check_file(const std::vector<Written>& games, Encoding enc) {
  std::string file;
  for (const Written& w : games) file += w.text + "\n";
  std::string bytes = file;
  if (enc != Encoding::Utf8) {
    auto encoded = from_utf8(file, enc);
    if (!encoded) fail(std::string("written games cannot be encoded as ") + encoding_name(enc));
    bytes = std::move(*encoded);
  }
  std::istringstream in(bytes);
  RecordReader reader(in, "written");
  ReadGame g;
  std::size_t n = 0;
  while (reader.next(g)) {
    if (n >= games.size())
      fail(std::string("RecordReader splits the games written into more games (") + encoding_name(enc) + ")",
           "--- file:\n" + file + "--- extra game:\n" + g.raw + "--- errors:\n" + errors_text(g.errors));
    compare(*games[n].source, g, file,
            (std::string("RecordReader on the games written, game ") + std::to_string(n + 1) + ", " +
             encoding_name(enc))
                .c_str());
    ++n;
  }
  if (reader.encoding() != enc)
    fail(std::string("written as ") + encoding_name(enc) + ", detected as " +
         encoding_name(reader.encoding()));
  if (n != games.size())
    fail("RecordReader reads " + std::to_string(n) + " games of the " + std::to_string(games.size()) +
             " written",
         "--- file:\n" + file);
}

// Reads every game, checks the round trips of those that read, then the games written as one file (UTF-8, and
// UTF-16 too when `utf16`).
void read_all(const std::string& bytes, const ReadOptions& options, bool utf16) {
  std::istringstream in(bytes);
  RecordReader reader(in, "fuzz", options);
  std::vector<GameRecord> records;
  ReadGame g;
  std::size_t games = 0;
  while (reader.next(g)) {
    if (++games > bytes.size() + 2) fail("RecordReader does not stop");
    for (const RecordError& e : g.errors) (void)e.format();
    if (g.record) {
      if (options.truncate == false && g.record->truncated) fail("a game is truncated without --truncate");
      records.push_back(std::move(*g.record));
    }
  }
  std::vector<Written> written;
  for (const GameRecord& rec : records) check_written(rec, written);
  if (!written.empty()) {
    check_file(written, Encoding::Utf8);
    if (utf16) check_file(written, Encoding::Utf16LE);
  }
}

// tag-name-non-ascii: the tag-name rule (x3::alnum, standard encoding) is given a negative char for a byte >=
// 0x80 after `[` and Boost asserts (strict_ischar) in builds with assertions. Spotted as `[`, blanks,
// [A-Za-z0-9_]*, then a non-ASCII byte, in the text as the reader decodes it.
bool non_ascii_tag_name_in(const std::string& t) {
  for (std::size_t i = t.find('['); i != std::string::npos; i = t.find('[', i + 1)) {
    std::size_t k = i + 1;
    while (k < t.size() && (t[k] == ' ' || t[k] == '\t' || t[k] == '\r' || t[k] == '\n')) ++k;
    while (k < t.size() && (std::isalnum(static_cast<unsigned char>(t[k])) || t[k] == '_')) ++k;
    if (k < t.size() && static_cast<unsigned char>(t[k]) >= 0x80) return true;
  }
  return false;
}

bool non_ascii_tag_name(const std::string& bytes) {
  // The reader decodes whole lines first (up to the last newline), the rest later: try both.
  const Encoding enc = detect_encoding(bytes);
  std::size_t cut = bytes.size();
  if (enc == Encoding::Utf16LE || enc == Encoding::Utf16BE) {
    const std::string nl = enc == Encoding::Utf16LE ? std::string("\n\0", 2) : std::string("\0\n", 2);
    for (std::size_t i = bytes.size() & ~std::size_t{1}; i >= 2; i -= 2)
      if (bytes.compare(i - 2, 2, nl) == 0) {
        cut = i;
        break;
      }
  } else if (const auto nl = bytes.rfind('\n'); nl != std::string::npos) {
    cut = nl + 1;
  }
  for (const std::string& part : {bytes, bytes.substr(0, cut)})
    if (auto text = to_utf8(part, enc); text && non_ascii_tag_name_in(*text)) return true;
  return false;
}

// Bit 2: the input is PREFIX \0 N A \0 B \0 SUFFIX, read as PREFIX + A * k + B * k + SUFFIX with k = 1 + 40 *
// N (up to 10,201 repetitions, at most 256 KB in all: every game read is written three times and read back,
// which costs about 1 s per 30 KB under the sanitizers): "(1. Ge3 " and ")" nest variations 10,000 deep; a
// comment or games repeated make a large input. Anything else is left as it is.
std::string grow(const std::string& bytes) {
  const std::size_t zero = bytes.find('\0');
  if (zero == std::string::npos || zero + 1 >= bytes.size()) return bytes;
  const std::size_t k = 1 + 40 * static_cast<unsigned char>(bytes[zero + 1]);
  const std::size_t a_end = bytes.find('\0', zero + 2);
  if (a_end == std::string::npos) return bytes;
  std::size_t b_end = bytes.find('\0', a_end + 1);
  if (b_end == std::string::npos) b_end = bytes.size();
  const std::string_view a = std::string_view(bytes).substr(zero + 2, a_end - zero - 2);
  const std::string_view b = std::string_view(bytes).substr(a_end + 1, b_end - a_end - 1);
  if ((a.size() + b.size()) * k > (256u << 10)) return bytes;
  std::string out = bytes.substr(0, zero);
  out.reserve(out.size() + (a.size() + b.size()) * k + bytes.size());
  for (std::size_t i = 0; i < k; ++i) out += a;
  for (std::size_t i = 0; i < k; ++i) out += b;
  if (b_end < bytes.size()) out.append(bytes, b_end + 1);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxInput) return 0;
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  check_encodings(bytes);
  if (known("tag-name-non-ascii") && non_ascii_tag_name(bytes)) return 0;
  // The options come from the input's last byte, so that the fuzzer can flip them: bit 0 reads with
  // --truncate, bit 1 reads the games written back as UTF-16 too. (Doing both every time halves the speed.)
  const unsigned flags = size ? data[size - 1] : 0;
  ReadOptions options;
  options.truncate = flags & 1;
  read_all(flags & 4 ? grow(bytes) : bytes, options, flags & 2);
  return 0;
}
