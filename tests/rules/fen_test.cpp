// FEN reading and writing: round trips, the peer's invalid FENs, our own error messages and offsets, and the
// stacking rules of the two profiles as seen through the FEN reader.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "rules/fen.h"
#include "rules/position.h"
#include "tests/rules/test_util.h"

namespace saban {
namespace {

Square sq(const char* name) {
  auto s = board::parse_square(name);
  EXPECT_TRUE(s.has_value()) << name;
  return s.value_or(Square(0));
}

Position parse_ok(const std::string& fen, Profile profile = official_profile()) {
  auto r = parse_fen(fen, profile);
  EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message) << " at "
                      << (r.ok() ? 0 : r.error().offset);
  return r.ok() ? std::move(r).value() : Position(profile);
}

// ---------------------------------------------------------------------------------------------------------
// Round trips

TEST(FenRoundTrip, StartPositionInBothProfiles) {
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    auto r = parse_fen(Position::kStartFen, profile);
    ASSERT_TRUE(r.ok()) << profile.name << ": " << r.error().message;
    EXPECT_EQ(to_fen(*r), Position::kStartFen) << profile.name;
    EXPECT_EQ(to_fen(Position::start(profile)), Position::kStartFen) << profile.name;
  }
}

TEST(FenRoundTrip, StartPositionContents) {
  const Position pos = Position::start();
  EXPECT_EQ(pos.side_to_move(), Side::Red);
  EXPECT_EQ(pos.halfmove_clock(), 0);
  EXPECT_EQ(pos.fullmove_number(), 1);
  EXPECT_EQ(pos.commander(Side::Red), sq("g1"));
  EXPECT_EQ(pos.commander(Side::Blue), sq("g12"));
  // C I E M G T A S F N H: 1 + 2 + 2 + 1 + 2 + 2 + 2 + 1 + 2 + 2 + 2.
  EXPECT_EQ(pos.piece_count(Side::Red), 19);
  EXPECT_EQ(pos.piece_count(Side::Blue), 19);
  EXPECT_EQ(pos.at(sq("b2")), Stack::single(Piece(PieceType::Navy, Side::Red)));
  EXPECT_EQ(pos.at(sq("c5")), Stack::single(Piece(PieceType::Infantry, Side::Red)));
  EXPECT_EQ(pos.at(sq("g10")), Stack::single(Piece(PieceType::Missile, Side::Blue)));
  EXPECT_TRUE(pos.at(sq("f6")).empty());
  EXPECT_EQ(pos.key(), pos.compute_key());
}

// Positions that must be written back exactly as they were read (the writer's form is canonical).
struct RoundTripCase {
  const char* profile;
  const char* fen;
};

TEST(FenRoundTrip, HeroesStacksSidesAndClocks) {
  const RoundTripCase cases[] = {
      // Heroes, Red and Blue.
      {"official", "5c5/11/11/11/11/11/11/11/4+T6/11/11/4C6 r - - 0 1"},
      {"official", "5c5/11/4+t6/11/11/11/11/11/4+T6/11/11/4C6 b - - 0 1"},
      // Stacks of two and three, with carriers at sea and on land, and a heroic carrier and passenger.
      {"official", "6c4/11/11/11/11/11/6(FTI)4/1(NFT)9/11/11/11/5C5 r - - 0 1"},
      {"cotulenh", "6c4/11/11/11/11/11/6(FTI)4/1(NFT)9/11/11/11/5C5 r - - 0 1"},
      {"official", "6c4/11/11/11/11/11/6(+T+I)4/1(+NF)9/11/11/11/5(HC)5 b - - 7 31"},
      {"cotulenh",
       "11/1n2fh1h3/3a2s2a(+fc)/2n1gt1tg2/2ie2m3i/11/NN1E7/2I3M4/4GT1TG2/6S2A1/2A1FH1HF2/6C4 b - - 3 6"},
      // Blue to move, large clocks.
      {"official", "6c4/11/11/11/11/11/11/11/11/11/11/6C4 b - - 99 250"},
      {"cotulenh", "2c8/5h1h3/4s2(FTM)3/11/2iag6/3n7/5A5/11/11/8S2/5H1H3/10C r - - 12 40"},
      // Official-only stack: a navy with two air forces.
      {"official", "6c4/11/11/11/11/11/11/11/11/1(NFF)9/11/6C4 r - - 0 1"},
  };
  for (const auto& c : cases) {
    const Profile profile = *profile_by_name(c.profile);
    auto r = parse_fen(c.fen, profile);
    ASSERT_TRUE(r.ok()) << c.fen << ": " << r.error().message << " at " << r.error().offset;
    EXPECT_EQ(to_fen(*r), c.fen) << c.profile;
    EXPECT_EQ(r->key(), r->compute_key()) << c.fen;
  }
}

TEST(FenRead, HeroesStacksAndClocksReachThePosition) {
  const Position pos = parse_ok("6c4/11/11/11/11/11/6(+T+I)4/1(+NF)9/11/11/4+t6/5C5 b - - 7 31");
  EXPECT_EQ(pos.side_to_move(), Side::Blue);
  EXPECT_EQ(pos.halfmove_clock(), 7);
  EXPECT_EQ(pos.fullmove_number(), 31);

  const Stack& land = pos.at(sq("g6"));
  ASSERT_EQ(land.size, 2);
  EXPECT_EQ(land.pieces[0], Piece(PieceType::Tank, Side::Red, true));
  EXPECT_EQ(land.pieces[1], Piece(PieceType::Infantry, Side::Red, true));

  const Stack& sea = pos.at(sq("b5"));
  ASSERT_EQ(sea.size, 2);
  EXPECT_EQ(sea.pieces[0], Piece(PieceType::Navy, Side::Red, true));
  EXPECT_EQ(sea.pieces[1], Piece(PieceType::AirForce, Side::Red, false));

  EXPECT_EQ(pos.at(sq("e2")), Stack::single(Piece(PieceType::Tank, Side::Blue, true)));
  EXPECT_EQ(pos.piece_count(Side::Red), 5);
  EXPECT_EQ(pos.piece_count(Side::Blue), 2);
}

TEST(FenRead, StackIsRewrittenCarrierFirstInSlotOrder) {
  // The reader accepts the pieces of a stack in any order and stores carrier first, passengers by slot.
  const Position pos = parse_ok("6c4/11/11/11/11/11/6(IFT)4/1(TFN)9/11/11/11/5(CH)5 r - - 0 1");
  EXPECT_EQ(to_fen(pos), "6c4/11/11/11/11/11/6(FTI)4/1(NFT)9/11/11/11/5(HC)5 r - - 0 1");
  EXPECT_EQ(pos.at(sq("g6")).top().type(), PieceType::AirForce);
  EXPECT_EQ(pos.at(sq("b5")).top().type(), PieceType::Navy);
  EXPECT_EQ(pos.commander(Side::Red), sq("f1"));
}

TEST(FenRead, MissingTrailingFieldsTakeDefaults) {
  const Position pos = parse_ok("6c4/11/11/11/11/11/11/11/11/11/11/6C4");
  EXPECT_EQ(pos.side_to_move(), Side::Red);
  EXPECT_EQ(pos.halfmove_clock(), 0);
  EXPECT_EQ(pos.fullmove_number(), 1);
  EXPECT_EQ(to_fen(pos), "6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1");

  const Position blue = parse_ok("6c4/11/11/11/11/11/11/11/11/11/11/6C4 b");
  EXPECT_EQ(blue.side_to_move(), Side::Blue);
  EXPECT_EQ(to_fen(blue), "6c4/11/11/11/11/11/11/11/11/11/11/6C4 b - - 0 1");
}

TEST(FenRead, ExtraSpacesBetweenFieldsAreAccepted) {
  const Position pos = parse_ok("6c4/11/11/11/11/11/11/11/11/11/11/6C4   b  -\t-  4   9  ");
  EXPECT_EQ(to_fen(pos), "6c4/11/11/11/11/11/11/11/11/11/11/6C4 b - - 4 9");
}

TEST(FenRead, SideToMoveIsInTheKey) {
  const Position red = parse_ok("6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1");
  const Position blue = parse_ok("6c4/11/11/11/11/11/11/11/11/11/11/6C4 b - - 0 1");
  EXPECT_NE(red.key(), blue.key());
  EXPECT_EQ(blue.key(), blue.compute_key());
}

// ---------------------------------------------------------------------------------------------------------
// Invalid FENs

std::vector<std::pair<std::string, std::string>> read_invalid_fens(const std::string& path) {
  std::vector<std::pair<std::string, std::string>> rows;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto tab = line.find('\t');
    const auto tab2 = line.find('\t', tab + 1);
    rows.emplace_back(line.substr(0, tab), line.substr(tab + 1, tab2 - tab - 1));
  }
  return rows;
}

TEST(FenErrors, PeerInvalidFensAreRejectedUnderCotulenh) {
  const std::string path = SABAN_PEER_DATA "/invalid-fens-cotulenh-monorepo.tsv";
  if (!std::filesystem::exists(path)) {
    if (std::getenv("CI")) FAIL() << "peer data missing: " << path;
    GTEST_SKIP() << "peer data not found: " << path;
  }
  const auto rows = read_invalid_fens(path);
  EXPECT_EQ(rows.size(), 27u) << "the README lists 27 invalid FENs";
  for (const auto& [fen, peer_message] : rows) {
    auto r = parse_fen(fen, cotulenh_profile());
    ASSERT_FALSE(r.ok()) << "accepted: " << fen << " (peer: " << peer_message << ")";
    EXPECT_FALSE(r.error().message.empty()) << fen;
    EXPECT_LT(r.error().offset, fen.size()) << fen << ": " << r.error().message;
  }
}

struct ErrorCase {
  const char* what;
  const char* profile;
  std::string fen;
  const char* message;  // a distinctive part of the message
  std::size_t offset;
};

// The bare commanders used as a base: its placement is 37 characters, so the side to move is at 38, castling
// at 40, en passant at 42, the half-move clock at 44 and the move number at 46; its rank 1 starts at 34.
// Rank 3 starts at 28 after kTo3; after a rank 3 of three characters and "/11/", rank 1 starts at 35.
const std::string kBase = "6c4/11/11/11/11/11/11/11/11/11/11/6C4";
const std::string kTo3 = "6c4/11/11/11/11/11/11/11/11/";  // ranks 12..4; rank 3 follows at offset 28

const ErrorCase kErrorCases[] = {
    {"empty", "official", "", "empty FEN", 0},
    {"blank", "official", "   ", "empty FEN", 0},
    {"eleven ranks", "official", "6c4/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1", "expected 12 ranks, got 11",
     34},
    {"thirteen ranks", "official", "6c4/11/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1", "more than 12 ranks",
     36},
    {"rank too long by count", "official", "6c5/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
     "rank 12 has more than 11 points", 2},
    {"rank too long by piece", "official", "6c4i/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
     "rank 12 has more than 11 points", 3},
    {"rank too short", "official", "6c3/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
     "rank 12 has 10 points, expected 11", 3},
    {"last rank too short", "official", "6c4/11/11/11/11/11/11/11/11/11/11/6C3 r - - 0 1",
     "rank 1 has 10 points, expected 11", 37},
    {"empty count too large", "official", kTo3 + "12/11/6C4 r - - 0 1", "empty count 12 out of range", 28},
    {"bad letter", "official", "6c4/11/11/11/11/11/11/11/11/11/11/6K4 r - - 0 1", "invalid character 'K'",
     35},
    {"unclosed paren", "official", kTo3 + "1(NF8/11/6C4 r - - 0 1", "unclosed '(' in rank 3", 29},
    {"unclosed paren at end", "official", "6c4/11/11/11/11/11/11/11/11/11/11/6C(TI", "unclosed '(' in rank 1",
     36},
    {"stray close paren", "official", kTo3 + "1N)9/11/6C4 r - - 0 1", "')' without a matching '('", 30},
    {"empty stack", "official", kTo3 + "1()9/11/6C4 r - - 0 1", "empty stack '()'", 30},
    {"nested parens", "official", kTo3 + "1(N(F)9/11/6C4 r - - 0 1", "nested parentheses", 31},
    {"double hero", "official", kTo3 + "2++I8/11/6C4 r - - 0 1", "double heroic marker '++'", 29},
    {"dangling hero", "official", kTo3 + "10+/11/6C4 r - - 0 1",
     "dangling heroic marker '+' at the end of rank 3", 30},
    {"dangling hero at end", "official", kBase + "+ r - - 0 1",
     "dangling heroic marker '+' at the end of rank 1", 37},
    {"mixed stack", "official", kTo3 + "1(Nf)9/11/6C4 r - - 0 1", "a stack mixes red and blue pieces on b3",
     29},
    {"four pieces", "official", kTo3 + "1(NFTI)9/11/6C4 r - - 0 1", "a stack holds at most 3 pieces on b3",
     29},
    {"duplicate air force cotulenh", "cotulenh", kTo3 + "1(NFF)9/11/6C4 r - - 0 1",
     "N, F, F cannot form a stack under the cotulenh profile on b3", 29},
    {"impossible stack", "official", kTo3 + "2(IC)8/11/6C4 r - - 0 1",
     "I, C cannot form a stack under the official profile on c3", 29},
    {"navy on land", "official", kTo3 + "6N4/11/6C4 r - - 0 1", "a navy cannot stand on land on g3", 29},
    {"navy stack on land", "official", kTo3 + "6(NF)4/11/6C4 r - - 0 1", "a navy cannot stand on land on g3",
     29},
    {"infantry at sea", "official", kTo3 + "I10/11/6C4 r - - 0 1", "infantry cannot stand at sea on a3", 28},
    {"tank stack at sea", "official", kTo3 + "1(IT)9/11/6C4 r - - 0 1", "tank cannot stand at sea on b3", 29},
    {"two commanders", "official", kTo3 + "6C4/11/6C4 r - - 0 1", "red has more than 1 commander on g1", 36},
    {"two blue commanders in a stack", "official", kTo3 + "6(hc)4/11/6C4 r",
     "blue has more than 1 commander on g3", 29},
    {"three tanks", "official", kTo3 + "2TTT6/11/6C4 r - - 0 1", "red has more than 2 tank on e3", 31},
    {"no red commander", "official", "6c4/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1", "red has no commander",
     0},
    {"no blue commander", "cotulenh", "11/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
     "blue has no commander", 0},
    {"heroic commander official", "official", "6c4/11/11/11/11/11/11/11/11/11/11/6+C4 r - - 0 1",
     "the commander is never heroic under the official profile on g1", 35},
    {"bad side", "official", kBase + " w - - 0 1", "invalid side to move 'w'", 38},
    {"side spelt out", "official", kBase + " red - - 0 1", "invalid side to move 'red'", 38},
    {"castling", "official", kBase + " r KQkq - 0 1", "castling field must be '-', got 'KQkq'", 40},
    {"en passant", "official", kBase + " r - e3 0 1", "en passant field must be '-', got 'e3'", 42},
    {"negative half-move clock", "official", kBase + " r - - -1 1", "invalid half-move clock '-1'", 44},
    {"half-move clock not a number", "official", kBase + " r - - x 1", "invalid half-move clock 'x'", 44},
    {"half-move clock with junk", "official", kBase + " r - - 3a 1", "invalid half-move clock '3a'", 44},
    {"move number zero", "official", kBase + " r - - 0 0", "invalid move number '0'", 46},
    {"move number not a number", "official", kBase + " r - - 0 one", "invalid move number 'one'", 46},
    {"too many fields", "official", kBase + " r - - 0 1 7", "too many fields", 48},
};

void PrintTo(const ErrorCase& c, std::ostream* os) { *os << c.what << ": \"" << c.fen << "\""; }

class FenErrorTable : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(FenErrorTable, MessageAndOffset) {
  const ErrorCase& c = GetParam();
  auto r = parse_fen(c.fen, *profile_by_name(c.profile));
  ASSERT_FALSE(r.ok()) << c.what << ": accepted " << c.fen;
  EXPECT_NE(r.error().message.find(c.message), std::string::npos)
      << c.what << ": got \"" << r.error().message << "\", expected it to contain \"" << c.message << "\"";
  EXPECT_EQ(r.error().offset, c.offset) << c.what << ": " << r.error().message << "\n  " << c.fen << "\n  "
                                        << std::string(r.error().offset, ' ') << "^ got";
}

INSTANTIATE_TEST_SUITE_P(Handcrafted, FenErrorTable, ::testing::ValuesIn(kErrorCases),
                         [](const ::testing::TestParamInfo<ErrorCase>& info) {
                           std::string name;
                           for (const char* p = info.param.what; *p; ++p)
                             name += std::isalnum(static_cast<unsigned char>(*p)) ? *p : '_';
                           return name;
                         });

TEST(FenErrors, TheErrorTableIsLargeEnough) { EXPECT_GE(std::size(kErrorCases), 12u); }

// ---------------------------------------------------------------------------------------------------------
// Stacking: what each profile lets share a point (stack.cpp). Official: the rulebook's capacities, with
// duplicates and nesting (a navy carries a tank that carries a person). Cotulenh: the blueprint table, one
// piece per slot and no duplicate roles.

struct StackCase {
  const char* stack;  // as written in FEN, Red
  const char* at;     // a point where its carrier may stand
  bool official;
  bool cotulenh;
};

TEST(FenStacking, OfficialAndCotulenhCapacitiesDiffer) {
  const StackCase cases[] = {
      // Both profiles.
      {"(NF)", "b3", true, true},
      {"(NT)", "b3", true, true},
      {"(NI)", "b3", true, true},
      {"(NFT)", "b3", true, true},
      {"(NFI)", "b3", true, true},
      {"(NFM)", "b3", true, true},
      {"(FT)", "g3", true, true},
      {"(FTI)", "g3", true, true},
      {"(FTC)", "g3", true, true},
      {"(TI)", "g3", true, true},
      {"(TM)", "g3", true, true},
      {"(EA)", "g3", true, true},
      {"(EG)", "g3", true, true},
      {"(ES)", "g3", true, true},
      {"(HC)", "g3", true, true},
      // Official only: duplicate roles, and a navy carrying a tank that carries a person.
      {"(NFF)", "b3", true, false},
      {"(NTT)", "b3", true, false},
      {"(NTI)", "b3", true, false},
      {"(NTC)", "b3", true, false},
      // Neither.
      {"(NII)", "b3", false, false},
      {"(NA)", "b3", false, false},
      {"(FF)", "g3", false, false},
      {"(TT)", "g3", false, false},
      {"(TA)", "g3", false, false},
      {"(IC)", "g3", false, false},
      {"(EAG)", "g3", false, false},
      {"(HI)", "g3", false, false},
      {"(FTIC)", "g3", false, false},
  };
  for (const auto& c : cases) {
    const Square s = sq(c.at);
    // Rank 3 holds the stack; the commanders stand on g12 and f1 (or in the stack).
    const std::string rank3 =
        (s.file() ? std::to_string(s.file()) : "") + c.stack + std::to_string(kFiles - 1 - s.file());
    // A stack with a commander stands in for Red's commander.
    const bool has_commander = std::string(c.stack).find('C') != std::string::npos;
    const std::string fen = kTo3 + rank3 + (has_commander ? "/11/11 r - - 0 1" : "/11/5C5 r - - 0 1");
    for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
      const bool expected = profile.stacking == Stacking::Official ? c.official : c.cotulenh;
      auto r = parse_fen(fen, profile);
      EXPECT_EQ(r.ok(), expected) << c.stack << " under " << profile.name << ": "
                                  << (r.ok() ? "accepted" : r.error().message);
      if (r.ok()) {
        EXPECT_EQ(to_fen(*r), fen) << c.stack << " under " << profile.name;
        EXPECT_EQ(r->at(s).size, static_cast<int>(std::string(c.stack).size()) - 2);
      } else if (!expected) {
        const bool capacity_message = r.error().message.find(std::string("cannot form a stack under the ") +
                                                             profile.name) != std::string::npos ||
                                      r.error().message.find("at most 3 pieces") != std::string::npos;
        EXPECT_TRUE(capacity_message) << c.stack << ": " << r.error().message;
      }
    }
  }
}

TEST(FenStacking, HeroicCommanderOnlyUnderCotulenh) {
  const std::string fen = "6c4/11/11/11/11/11/11/11/11/11/11/6+C4 r - - 0 1";
  EXPECT_FALSE(parse_fen(fen, official_profile()).ok());
  auto r = parse_fen(fen, cotulenh_profile());
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_TRUE(r->at(sq("g1")).top().heroic());
  EXPECT_EQ(to_fen(*r), fen);
}

TEST(FenStacking, CotulenhReadsThePeerPositionsWithStacks) {
  // Stacks that appear in the peer's positions file; all of them are cotulenh stacks.
  for (const char* fen : {
           "6c4/11/11/11/11/11/6(FTI)4/1(NFT)9/11/11/11/5C5 r - - 0 1",
           "5c5/11/11/11/11/11/11/4i6/1(nf)2A6/11/11/5C5 r - - 0 1",
           "6c4/11/11/11/11/11/11/11/11/11/11/6C(EA)3 r - - 0 1",
           "2c8/3i3h3/11/11/11/8(FTC)2/11/11/11/11/7H3/11 r - - 0 1",
           "11/4+F2(hc)3/11/7i1M1/11/11/11/11/11/5C5/11/11 b - - 3 2",
       }) {
    auto r = parse_fen(fen, cotulenh_profile());
    ASSERT_TRUE(r.ok()) << fen << ": " << r.error().message;
    EXPECT_EQ(to_fen(*r), fen);
  }
}

}  // namespace
}  // namespace saban
