// Random legal games written in every dialect and read back: each token must find a turn that leads to the
// position the game had (the matching's shortcuts, e.g. deploy turns enumerated only towards the named points
// and candidate units picked by geometry, against the games' own turns), at the line and column a plain scan
// of the text finds it (comments with characters of several bytes in between). The games favour boardings and
// deploys.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban::parser {
namespace {

GameRecord random_record(const Profile& profile, std::mt19937& rng, int plies, bool comments) {
  GameRecord g;
  g.start = Position::start(profile);
  g.set_tag("Profile", profile.name);
  g.set_tag("Red", "Bùi Hữu Lộc");  // characters of several bytes before the movetext
  Position pos = g.start;
  for (int ply = 0; ply < plies; ++ply) {
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
    std::vector<Turn> favoured;  // boardings, deploys and captures
    for (const Turn& t : legal)
      if (t.first().kind() == MoveKind::Combine || t.first().deploy() || t.first().is_capture())
        favoured.push_back(t);
    const std::vector<Turn>& pool = !favoured.empty() && rng() % 3 != 0 ? favoured : legal;
    RecordMove m;
    m.turn = pool[rng() % pool.size()];
    if (comments && rng() % 8 == 0) m.comments.push_back("Tốt lắm, ở đây");  // characters of several bytes
    Undo u;
    pos.do_turn(m.turn, u);
    g.moves.push_back(m);
  }
  return g;
}

// The line and column (in characters) of every move token, by a plain scan of the text: tokens are found in
// order, each between white space.
std::vector<SourceLocation> token_locations(const std::string& text, const Line& moves) {
  std::vector<SourceLocation> out;
  std::size_t from = text.find("\n\n");  // the movetext follows the tags
  for (const RecordMove& m : moves) {
    std::size_t at = from;
    for (;;) {
      at = text.find(m.text, at);
      if (at == std::string::npos) return out;
      const bool before = at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\n');
      const std::size_t end = at + m.text.size();
      const bool after = end == text.size() || text[end] == ' ' || text[end] == '\n';
      if (before && after) break;
      ++at;
    }
    SourceLocation loc{1, 1};
    for (std::size_t i = 0; i < at; ++i) {
      const auto c = static_cast<unsigned char>(text[i]);
      if (c == '\n')
        ++loc.line, loc.column = 1;
      else if ((c & 0xC0) != 0x80)
        ++loc.column;
    }
    out.push_back(loc);
    from = at + m.text.size();
  }
  return out;
}

void round_trip(const Profile& profile, int games, unsigned seed) {
  std::mt19937 rng(seed);
  long moves = 0, deploys = 0;
  for (int n = 0; n < games; ++n) {
    const GameRecord g = random_record(profile, rng, 160, n % 2 == 0);  // half with ASCII movetext
    for (WriteOptions w :
         {WriteOptions{Dialect::Rulebook, Letters::Vi}, WriteOptions{Dialect::Rulebook, Letters::En},
          WriteOptions{Dialect::San, Letters::Vi}}) {
      const std::string text = write_game(g, w);
      const ReadGame back = read_game(text, "random", 1);
      ASSERT_TRUE(back.record.has_value()) << (back.errors.empty() ? "" : back.errors[0].message) << "\n"
                                           << text;
      ASSERT_EQ(back.record->moves.size(), g.moves.size()) << text;
      const std::vector<SourceLocation> where = token_locations(text, back.record->moves);
      ASSERT_EQ(where.size(), g.moves.size()) << text;
      for (std::size_t i = 0; i < where.size(); ++i)
        ASSERT_TRUE(where[i].line == back.record->moves[i].where.line &&
                    where[i].column == back.record->moves[i].where.column)
            << "move " << i + 1 << " '" << back.record->moves[i].text << "' at "
            << back.record->moves[i].where.line << ":" << back.record->moves[i].where.column << ", not "
            << where[i].line << ":" << where[i].column << "\n"
            << text;
      Position want = g.start, got = back.record->start;
      for (std::size_t i = 0; i < g.moves.size(); ++i) {
        Undo u1, u2;
        want.do_turn(g.moves[i].turn, u1);
        got.do_turn(back.record->moves[i].turn, u2);
        ASSERT_EQ(to_fen(got), to_fen(want))
            << "move " << i + 1 << " '" << back.record->moves[i].text << "'\n"
            << text;
        ++moves;
        if (g.moves[i].turn.first().deploy()) ++deploys;
      }
    }
  }
  EXPECT_GT(moves, 3000);
  EXPECT_GT(deploys, 100);
}

TEST(ReplayRoundTrip, OfficialGamesInEveryDialect) { round_trip(official_profile(), 40, 21); }
TEST(ReplayRoundTrip, CotulenhGamesInEveryDialect) { round_trip(cotulenh_profile(), 40, 22); }

}  // namespace
}  // namespace saban::parser
