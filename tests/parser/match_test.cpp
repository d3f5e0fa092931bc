// Matching move tokens with legal turns: the cases the golden files do not pin down.
#include <gtest/gtest.h>

#include <fstream>

#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "parser/reader.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::parser {

Result<Turn, std::string> rulebook(Position& pos, const std::string& token, Letters set = Letters::Vi) {
  ast::RbMove m;
  std::size_t bad = 0;
  EXPECT_TRUE(parse_rulebook_move(token, m, bad)) << token;
  return in_english(match_rulebook(pos, m, set));
}

Result<Turn, std::string> san(Position& pos, const std::string& token) {
  ast::SanMove m;
  std::size_t bad = 0;
  EXPECT_TRUE(parse_san_move(token, m, bad)) << token;
  return in_english(match_san(pos, m));
}

Position fen(const char* text, Profile p = official_profile()) {
  return std::move(parse_fen(text, p)).value();
}

namespace {

// A plane that can replace or bomb: `@` is the replacing capture, `@@` the bombing, in a deploy turn too.
// rulebook_letter (a table for one letter) against its definition: the type whose letters in the set are
// the text, for every text of one or two characters and a few longer ones.
TEST(Match, RulebookLettersAreTheirTypes) {
  std::vector<std::string> texts = {"", "Inf", "AaA", "**"};
  for (int a = 0; a < 256; ++a) {
    texts.emplace_back(1, static_cast<char>(a));
    for (int b = 32; b < 128; ++b) texts.push_back(std::string{static_cast<char>(a), static_cast<char>(b)});
  }
  int found = 0;
  for (Letters set : {Letters::Vi, Letters::En})
    for (const std::string& text : texts) {
      std::optional<PieceType> want;
      for (int t = 0; t < kPieceTypes; ++t)
        if (text == rulebook_letters(static_cast<PieceType>(t), set)) want = static_cast<PieceType>(t);
      ASSERT_EQ(rulebook_letter(text, set), want) << "'" << text << "'";
      found += want.has_value();
    }
  EXPECT_EQ(found, 2 * kPieceTypes);
}

TEST(Match, AtIsTheReplacingCaptureWhenThereIsOne) {
  Position pos = fen("10c/11/11/11/11/4i6/11/11/4(FT)6/11/11/9C1 r - - 0 1");
  auto replace = rulebook(pos, "(KT)K3,4@B6,4/T3,4_3,5");
  ASSERT_TRUE(replace.ok()) << replace.error();
  EXPECT_EQ(replace->moves[0].kind(), MoveKind::Capture);
  auto bomb = rulebook(pos, "(KT)K3,4@@B6,4/T3,4_3,5");
  ASSERT_TRUE(bomb.ok()) << bomb.error();
  EXPECT_EQ(bomb->moves[0].kind(), MoveKind::StayCapture);
}

// The underlined `@` (U+0332 COMBINING LOW LINE after it) is the stay capture, as `@@` is.
TEST(Match, UnderlinedAtIsTheStayCapture) {
  ast::RbMove m;
  std::size_t bad = 0;
  const std::string token =
      "(KT)K3,4@\xCC\xB2"
      "B6,4/T3,4_3,5";
  ASSERT_TRUE(parse_rulebook_move(token, m, bad));
  ASSERT_EQ(m.subs.size(), 2u);
  ASSERT_TRUE(m.subs[0].action);
  EXPECT_EQ(m.subs[0].action->separator, "@@");
  EXPECT_EQ(m.subs[0].action->target, "B");
  EXPECT_EQ(m.subs[1].action->separator, "_");
  Position pos = fen("10c/11/11/11/11/4i6/11/11/4(FT)6/11/11/9C1 r - - 0 1");
  auto t = rulebook(pos, token);
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->moves[0].kind(), MoveKind::StayCapture);
}

// An `@` whose underline was lost still reads when the capturer cannot replace (a tank shooting a navy at
// sea).
TEST(Match, AtReadsAsAStayCaptureWhenNoReplacingCaptureExists) {
  Position pos = fen("10c/11/11/11/11/11/11/11/11/1nT8/11/9C1 r - - 0 1");
  auto t = rulebook(pos, "T2,2@H2,1");
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(t->first().kind(), MoveKind::StayCapture);
}

TEST(Match, DeployTokensReadInAnyOrder) {
  Position pos = fen("10c/11/11/11/11/11/11/11/11/4(EA)6/11/9C1 r - - 0 1", cotulenh_profile());
  auto carrier_first = san(pos, "E>e4,A>f3");
  auto passenger_first = san(pos, "A>f3,E>e4");
  ASSERT_TRUE(carrier_first.ok()) << carrier_first.error();
  ASSERT_TRUE(passenger_first.ok()) << passenger_first.error();
  Position a = pos, b = pos;
  Undo u;
  a.do_turn(*carrier_first, u);
  b.do_turn(*passenger_first, u);
  EXPECT_EQ(a.key(), b.key());
}

TEST(Match, HeroMarkTellsTwoPiecesApart) {
  // Two blue artilleries can reach h11; only the one on i12 is not a hero.
  Position pos = fen("8a2/3g1h2+a2/11/8(ft)2/2(ni)6(eg)1/5c5/11/9(EA)1/11/+n6+s3/7H1C1/11 b - - 53 153",
                     cotulenh_profile());
  auto t = san(pos, "A1h11");
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(board::square_name(t->first().from()), "i12");
}

TEST(Match, ErrorsSayWhatWasLookedFor) {
  Position pos = Position::start(cotulenh_profile());
  auto t = san(pos, "Tf7");
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.error(), "illegal move: no red tank can move to f7");
  // The origin a token names is part of what was looked for; one that names no file, rank or point is said so
  // ("Icccc6" was "no red infantry can move to c6", which one can).
  EXPECT_EQ(san(pos, "Ib5c6").error(), "illegal move: no red infantry on b5 can move to c6");
  EXPECT_EQ(san(pos, "Ibc6").error(), "illegal move: no red infantry on file b can move to c6");
  EXPECT_EQ(san(pos, "I4c6").error(), "illegal move: no red infantry on rank 4 can move to c6");
  for (const char* token : {"Icccc6", "Ic5c5c6", "I13c6", "Ic0c6"})
    EXPECT_EQ(san(pos, token).error().rfind("cannot read where the unit comes from: '", 0), 0u) << token;
  EXPECT_TRUE(san(pos, "Ic5c6").ok());
  EXPECT_TRUE(san(pos, "I5c6").ok());
  Position start = Position::start();
  auto r = rulebook(start, "T4,6_5,6");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), "there is no tank on 4,6 (it holds a militia)");
}

}  // namespace
}  // namespace saban::parser

namespace saban::parser {
namespace {

// Two stacks that can make the same deploy: the writer adds the origin, and the reader uses it.
TEST(Match, AmbiguousDeployNamesItsStack) {
  Position pos =
      fen("6c4/1n3h1h3/3a5a1/4g(ft)(ft)sg2/2i3m2ei/11/6M4/2I1(EG)4EI/2N2T1TG2/6S2A1/2N1FH1HF2/6C4 b - - 4 7",
          cotulenh_profile());
  EXPECT_FALSE(san(pos, "T<F>c9").ok());  // which stack?
  auto f = san(pos, "T<Ff>c9"), g = san(pos, "T<Fg>c9");
  ASSERT_TRUE(f.ok()) << f.error();
  ASSERT_TRUE(g.ok()) << g.error();
  EXPECT_EQ(board::square_name(f->first().from()), "f9");
  EXPECT_EQ(board::square_name(g->first().from()), "g9");
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  EXPECT_EQ(to_san(pos, *f, legal), "T<Ff>c9");
}

}  // namespace
}  // namespace saban::parser

namespace saban::parser {
namespace {

// Whole games the database benchmark's corpus found ambiguous before: they read without an error.
TEST(Match, RegressionGamesRead) {
  for (const char* name : {"deploy-told-apart-by-hero.pgn", "rank-1-not-a-shortened-10.pgn"}) {
    std::ifstream in(std::string(SABAN_TEST_DATA) + "/regressions/" + name, std::ios::binary);
    RecordReader reader(in, name);
    ReadGame g;
    ASSERT_TRUE(reader.next(g)) << name;
    for (const auto& e : g.errors) ADD_FAILURE() << e.format();
    EXPECT_TRUE(g.record.has_value()) << name;
  }
}

// The replay's shortcuts for deploy tokens (match_* with `unchecked`) against the plain reading, on tokens no
// writer makes: what stays left unwritten, two or three sub-moves to one point without a join (in and out of
// stack order), a piece named twice, the sub-moves out of stack order. Both readings must agree (the replay's
// turn made and tested as the replay does): the same turn, or both an error.
TEST(Match, ReplayReadingOfDeploysIsThePlainReading) {
  const char* const fen_text = "6c4/11/11/11/11/11/3e7/11/3i7/2(NFT)8/11/6C4 r - - 0 1";
  const std::vector<std::string> sans = {"N>c4,F>g3,T>c5", "N>c4,F>g3", "T<N>c4,F>g3", "N>c4,T>c4",
                                         "N>c4,T>&c4",     "N>c4,N>c5", "F>g3,N>c4",   "N>c4,F>g3,T>&c4"};
  const std::vector<std::string> rulebooks = {
      "(HKT)H2,2_3,2/K2,2_2,6/T2,2_4,2", "(HKT)H2,2_3,2/K2,2_2,6",
      "(HKT)H2,2_3,2/T2,2_3,2",          "(HKT)H2,2_3,2/H2,2_4,2",
      "(HKT)K2,2_2,6/H2,2_3,2",          "(HKT)K2,2_3,2/T2,2_3,2",
      "(HKT)T2,2_3,2/K2,2_3,2",          "(HKT)H2,2_3,2/K2,2_3,2/T2,2_3,2",
      "(HKT)K2,2_3,2/T2,2_3,2/H2,2_3,2"};
  int turns = 0, errors = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    Position pos = fen(fen_text, profile);
    for (int dialect = 0; dialect < 2; ++dialect)
      for (const std::string& token : dialect ? rulebooks : sans) {
        std::size_t bad = 0;
        bool unchecked = false;
        Result<Turn, std::string> plain = std::string(), replayed = std::string();
        if (dialect) {
          ast::RbMove m;
          ASSERT_TRUE(parse_rulebook_move(token, m, bad)) << token;
          plain = in_english(match_rulebook(pos, m, Letters::Vi));
          replayed = in_english(match_rulebook(pos, m, Letters::Vi, &unchecked));
        } else {
          ast::SanMove m;
          ASSERT_TRUE(parse_san_move(token, m, bad)) << token;
          plain = in_english(match_san(pos, m));
          replayed = in_english(match_san(pos, m, &unchecked));
        }
        if (replayed.ok() && unchecked) {  // as the replay does: made, then tested
          Position after = pos;
          Undo u;
          after.do_turn(*replayed, u);
          if (!legal_after(after, *replayed)) replayed = std::string(kIllegalMessage);
        }
        ASSERT_EQ(plain.ok(), replayed.ok())
            << token << " [" << profile.name << "]: " << (plain ? replayed.error() : plain.error());
        if (plain.ok()) {
          EXPECT_TRUE(*plain == *replayed) << token << " [" << profile.name << "]";
        }
        plain.ok() ? ++turns : ++errors;
      }
  }
  EXPECT_GT(turns, 4);
  EXPECT_GT(errors, 4);
}

}  // namespace
}  // namespace saban::parser
