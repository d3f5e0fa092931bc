// libFuzzer target: FEN reading and writing, and the legal turns of whatever position reads.
//
// For both profiles: parse_fen; when it reads, to_fen must read back (parse_fen(to_fen(p)) succeeds) and give
// the same FEN and Zobrist key, and the incremental key must equal compute_key(). Then the legal turns (full
// deploy; also single deploy for cotulenh) unless the pseudo-legal list is huge, and for each of the first
// turns: to_san, do_turn (the position after it, unless a commander was taken, writes a FEN that reads back;
// its key is compute_key()), and undo_turn restores the FEN and key. A broken property prints the FEN and
// abort()s: that is a finding.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace {

using namespace saban;

constexpr std::size_t kMaxInput = 64 * 1024;
constexpr std::size_t kMaxPseudoLegal = 4000;  // skip positions with more pseudo-legal turns
constexpr std::size_t kMaxTurnsPlayed = 300;   // do/undo at most this many of the legal turns

const char* g_context = "";  // profile and deploy mode being checked

[[noreturn]] void fail(const std::string& what, const std::string& fen) {
  std::fprintf(stderr, "\n==== fen_fuzzer: %s\n  FEN: %s\n  (%s)\n====\n", what.c_str(), fen.c_str(),
               g_context);
  std::fflush(stderr);
  std::abort();
}

void check_turns(Position& pos, DeployMode mode, const std::string& fen) {
  std::vector<Turn> pseudo;
  generate_turns(pos, mode, pseudo);
  if (to_fen(pos) != fen) fail("generate_turns changed the position", fen);
  if (pseudo.size() > kMaxPseudoLegal) return;
  std::vector<Turn> legal;
  generate_legal(pos, mode, legal);
  if (to_fen(pos) != fen || pos.key() != pos.compute_key()) fail("generate_legal changed the position", fen);
  if (legal.size() > pseudo.size()) fail("more legal turns than pseudo-legal ones", fen);
  (void)pos.in_check();
  const std::uint64_t key = pos.key();
  std::size_t played = 0;
  for (const Turn& t : legal) {
    if (++played > kMaxTurnsPlayed) break;
    if (t.size == 0) fail("a legal turn with no move", fen);
    if (mode == DeployMode::Full) {
      const std::string san = to_san(pos, t, legal);
      if (san.empty()) fail("empty SAN", fen);
      (void)to_lan(pos, t);
    }
    Undo u;
    pos.do_turn(t, u);
    const std::string after = to_fen(pos);
    if (pos.key() != pos.compute_key()) fail("incremental key wrong after " + to_lan(Position(pos), t), fen);
    // A turn that takes a commander ends the game; parse_fen rightly refuses a position without one.
    // In single deploy mode the turn is partial: what stays behind (an air force at sea) is not judged.
    const bool both_commanders = pos.commander(Side::Red) != kNoSquare &&
                                 pos.commander(Side::Blue) != kNoSquare && mode != DeployMode::Single;
    auto reread = parse_fen(both_commanders ? after : fen, pos.profile());
    if (!reread)
      fail("the FEN after a legal turn does not read: " + after + ": " + reread.error().message, fen);
    if (both_commanders && to_fen(*reread) != after)
      fail("the FEN after a legal turn reads back differently: " + after, fen);
    pos.undo_turn(u);
    if (to_fen(pos) != fen || pos.key() != key) fail("undo_turn does not restore the position", fen);
  }
}

void check(std::string_view text, const Profile& profile) {
  auto parsed = parse_fen(text, profile);
  g_context =
      std::string_view(profile.name) == "official" ? "official profile, parse" : "cotulenh profile, parse";
  if (!parsed) {
    if (parsed.error().offset > text.size())
      fail("error offset past the end: " + parsed.error().message, std::string(text));
    return;
  }
  Position& pos = *parsed;
  const std::string fen = to_fen(pos);
  if (pos.key() != pos.compute_key()) fail("incremental key != compute_key() after parse_fen", fen);
  auto again = parse_fen(fen, profile);
  if (!again)
    fail(
        "to_fen does not read back: " + again.error().message + " at " + std::to_string(again.error().offset),
        fen);
  if (to_fen(*again) != fen) fail("to_fen round trip changes the FEN: " + to_fen(*again), fen);
  if (again->key() != pos.key()) fail("to_fen round trip changes the key", fen);
  const bool official = std::string_view(profile.name) == "official";
  g_context = official ? "official profile, full deploy" : "cotulenh profile, full deploy";
  check_turns(pos, DeployMode::Full, fen);
  if (!official) {
    g_context = "cotulenh profile, single deploy";
    check_turns(pos, DeployMode::Single, fen);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxInput) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check(text, official_profile());
  check(text, cotulenh_profile());
  return 0;
}
