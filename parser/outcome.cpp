#include "parser/outcome.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

#include "rules/dongson/game.h"
#include "rules/excerpt.h"
#include "rules/game.h"

namespace saban::parser {

namespace {

// How the replayed main line ends, in the tags' words.
struct Ending {
  std::string termination;  ///< the rules' Termination value; empty: the game has not ended by a rule
  std::string result;       ///< the Result that ending gives
  bool claimable = false;  ///< not ended, but the draw named by `claims` may be claimed here (Cờ Đông Sơn)
};

const ast::Tag* first_tag(const ast::Game& tree, std::string_view name) {
  for (const ast::Tag& t : tree.tags)
    if (t.name == name) return &t;
  return nullptr;
}

std::string result_of(bool decided, bool first_side_wins) {
  return !decided ? "1/2-1/2" : first_side_wins ? "1-0" : "0-1";
}

// The comparison, the same for both games: `rule_endings` are the Termination values the rules decide,
// `claims` those a player may claim when Ending::claimable.
void compare(const ast::Game& tree, const Ending& end, const std::vector<std::string_view>& rule_endings,
             const std::vector<std::string_view>& claims, const TagOffsetOf& offset_of,
             const TagErrorAt& error_at, std::vector<RecordError>& errors) {
  const ast::Tag* termination = first_tag(tree, "Termination");
  const ast::Tag* result = first_tag(tree, "Result");
  std::string expected_result = end.result;
  std::string ending = end.termination;
  if (termination) {
    const std::string t = ast::unescaped(termination->value);
    const bool by_rule = std::find(rule_endings.begin(), rule_endings.end(), t) != rule_endings.end();
    const bool claimed = end.claimable && std::find(claims.begin(), claims.end(), t) != claims.end() &&
                         end.termination.empty();
    if (claimed) {
      ending = t;
      expected_result = "1/2-1/2";
    } else if (!end.termination.empty() && t != end.termination) {
      errors.push_back(
          problem_error(error_at, offset_of(*termination),
                        {ProblemKind::OutcomeOtherEnding, {excerpt(t), EndingName{end.termination}}}));
    } else if (end.termination.empty() && by_rule) {
      errors.push_back(
          problem_error(error_at, offset_of(*termination), {ProblemKind::OutcomeNotEnded, {excerpt(t)}}));
    }
  }
  if (result && !ending.empty()) {
    const std::string r = ast::unescaped(result->value);
    if (r != expected_result)
      errors.push_back(
          problem_error(error_at, offset_of(*result),
                        {ProblemKind::OutcomeResult, {excerpt(r), EndingName{ending}, expected_result}}));
  }
}

}  // namespace

void check_outcome(const ast::Game& tree, const GameRecord& record, const TagOffsetOf& offset_of,
                   const TagErrorAt& error_at, std::vector<RecordError>& errors) {
  if (record.truncated) return;
  Game game(record.start, record.mode);
  for (const RecordMove& m : record.moves) game.play(m.turn);
  const GameResult r = game.result();
  Ending end;
  if (r.outcome != Outcome::Ongoing) {
    end.termination = termination_name(r.outcome);
    end.result = result_of(r.winner.has_value(), r.winner == Side::Red);
  }
  std::vector<std::string_view> rule_endings;
  for (Outcome o : {Outcome::Checkmate, Outcome::CommanderCaptured, Outcome::Stalemate, Outcome::Repetition,
                    Outcome::BattleWon})
    rule_endings.push_back(termination_name(o));
  compare(tree, end, rule_endings, {}, offset_of, error_at, errors);
}

void check_outcome(const ast::Game& tree, const dongson::DsRecord& record, const TagOffsetOf& offset_of,
                   const TagErrorAt& error_at, std::vector<RecordError>& errors) {
  namespace ds = saban::dongson;
  if (record.truncated) return;
  const ds::Game game = record.game();
  const ds::Verdict v = game.verdict();
  Ending end;
  if (v.over()) {
    end.termination = ds::termination_name(v.termination);
    end.result = result_of(v.winner.has_value(), v.winner == ds::Side::Thuy);
  } else {
    end.claimable = game.can_claim_draw();
  }
  std::vector<std::string_view> rule_endings;
  for (ds::Termination t :
       {ds::Termination::Checkmate, ds::Termination::Palace, ds::Termination::Stalemate,
        ds::Termination::BareThan, ds::Termination::Repetition, ds::Termination::FiftyMoves})
    rule_endings.push_back(ds::termination_name(t));
  compare(tree, end, rule_endings, {"repetition", "fifty-move"}, offset_of, error_at, errors);
}

}  // namespace saban::parser
