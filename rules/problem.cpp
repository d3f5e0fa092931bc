#include "rules/problem.h"

#include "rules/board.h"
#include "rules/games.h"

namespace saban {

// The English text of every problem: formats with %1... marked for lupdate (context "Problem").
const char* problem_format(ProblemKind kind) {
  switch (kind) {
    case ProblemKind::None:
      return "";
    case ProblemKind::FenRankPoints:
      return SABAN_TR_NOOP("Problem", "rank %1 has %2 points, expected 11");
    case ProblemKind::FenTooManyRanks:
      return SABAN_TR_NOOP("Problem", "more than 12 ranks");
    case ProblemKind::FenEmptyCount:
      return SABAN_TR_NOOP("Problem", "empty count %1 out of range (1-11)");
    case ProblemKind::FenRankTooLong:
      return SABAN_TR_NOOP("Problem", "rank %1 has more than 11 points");
    case ProblemKind::FenUnopenedParen:
      return SABAN_TR_NOOP("Problem", "')' without a matching '('");
    case ProblemKind::FenUnclosedParen:
      return SABAN_TR_NOOP("Problem", "unclosed '(' in rank %1");
    case ProblemKind::FenDanglingHero:
      return SABAN_TR_NOOP("Problem", "dangling heroic marker '+' at the end of rank %1");
    case ProblemKind::FenDoubleHero:
      return SABAN_TR_NOOP("Problem", "double heroic marker '++'");
    case ProblemKind::FenNestedParens:
      return SABAN_TR_NOOP("Problem", "nested parentheses are not allowed");
    case ProblemKind::FenEmptyStack:
      return SABAN_TR_NOOP("Problem", "empty stack '()'");
    case ProblemKind::FenBadCharacter:
      return SABAN_TR_NOOP("Problem", "invalid character '%1' (piece letters: CIEMGTASFNH)");
    case ProblemKind::FenRankCount:
      return SABAN_TR_NOOP("Problem", "expected 12 ranks, got %1");
    case ProblemKind::FenMixedStack:
      return SABAN_TR_NOOP("Problem", "a stack mixes red and blue pieces on %1");
    case ProblemKind::FenStackTooHigh:
      return SABAN_TR_NOOP("Problem", "a stack holds at most 3 pieces on %1");
    case ProblemKind::FenNoStack:
      return SABAN_TR_NOOP("Problem", "%1 cannot form a stack under the %2 profile on %3");
    case ProblemKind::FenNavyOnLand:
      return SABAN_TR_NOOP("Problem", "a navy cannot stand on land on %1");
    case ProblemKind::FenPieceAtSea:
      return SABAN_TR_NOOP("Problem", "%1 cannot stand at sea on %2");
    case ProblemKind::FenHeroicCommander:
      return SABAN_TR_NOOP("Problem", "the commander is never heroic under the %1 profile on %2");
    case ProblemKind::FenTooManyPieces:
      return SABAN_TR_NOOP("Problem", "%1 has more than %2 %3 on %4");
    case ProblemKind::FenTooManyAirDefence:
      return SABAN_TR_NOOP("Problem", "%1 has more than 32 air-defence pieces on %2");
    case ProblemKind::FenNoCommander:
      return SABAN_TR_NOOP("Problem", "%1 has no commander");
    case ProblemKind::FenEmpty:
      return SABAN_TR_NOOP("Problem", "empty FEN");
    case ProblemKind::FenTooManyFields:
      return SABAN_TR_NOOP("Problem", "too many fields (expected at most 6)");
    case ProblemKind::FenBadSide:
      return SABAN_TR_NOOP("Problem", "invalid side to move '%1', expected 'r' or 'b'");
    case ProblemKind::FenCastling:
      return SABAN_TR_NOOP("Problem", "castling field must be '-', got '%1'");
    case ProblemKind::FenEnPassant:
      return SABAN_TR_NOOP("Problem", "en passant field must be '-', got '%1'");
    case ProblemKind::FenHalfmove:
      return SABAN_TR_NOOP("Problem", "invalid half-move clock '%1'");
    case ProblemKind::FenFullmove:
      return SABAN_TR_NOOP("Problem", "invalid move number '%1'");
    case ProblemKind::SyntaxTooDeep:
      return SABAN_TR_NOOP("Problem", "variations nested more than %1 deep");
    case ProblemKind::SyntaxUnclosedComment:
      return SABAN_TR_NOOP("Problem", "this comment is never closed (no '}')");
    case ProblemKind::SyntaxUnclosedVariation:
      return SABAN_TR_NOOP("Problem", "this variation is never closed (no ')')");
    case ProblemKind::SyntaxExpected:
      return SABAN_TR_NOOP("Problem", "expected %1");
    case ProblemKind::SyntaxExpectedCommentEnd:
      return SABAN_TR_NOOP("Problem", "expected '}' to close the comment");
    case ProblemKind::SyntaxExpectedVariationEnd:
      return SABAN_TR_NOOP("Problem", "expected ')' to close the variation");
    case ProblemKind::SyntaxExpectedTagEnd:
      return SABAN_TR_NOOP("Problem", "expected ']' to close the tag");
    case ProblemKind::SyntaxExpectedValueEnd:
      return SABAN_TR_NOOP("Problem", "expected '\"' to close the tag value");
    case ProblemKind::SyntaxUnexpected:
      return SABAN_TR_NOOP("Problem", "unexpected text (not a tag, move, comment or variation)");
    case ProblemKind::MoveUnreadable:
      return SABAN_TR_NOOP("Problem", "cannot read the move '%1'");
    case ProblemKind::MoveRejected:
      return SABAN_TR_NOOP("Problem", "%1 ('%2')");
    case ProblemKind::NotationUnknown:
      return SABAN_TR_NOOP("Problem", "unknown Notation \"%1\" (vi, en or san)");
    case ProblemKind::LettersMixed:
      return SABAN_TR_NOOP("Problem", "'%1' uses the %2 letters but '%3' the %4 ones");
    case ProblemKind::LetterCAmbiguous:
      return SABAN_TR_NOOP(
          "Problem",
          "'%1': C is an engineer (vi) or the commander (en); add [Notation \"vi\"] or [Notation \"en\"]");
    case ProblemKind::LetterHAmbiguous:
      return SABAN_TR_NOOP(
          "Problem",
          "'%1': H is a navy (vi) or headquarters (en); add [Notation \"vi\"] or [Notation \"en\"]");
    case ProblemKind::ProfileUnknown:
      return SABAN_TR_NOOP("Problem", "unknown Profile \"%1\" (official or cotulenh)");
    case ProblemKind::ModeUnknown:
      return SABAN_TR_NOOP("Problem", "unknown Mode \"%1\" (full, naval, air or land)");
    case ProblemKind::FenTagInvalid:
      return SABAN_TR_NOOP("Problem", "invalid FEN: %1");
    case ProblemKind::VariationWithoutMove:
      return SABAN_TR_NOOP("Problem", "a variation must follow a move");
    case ProblemKind::MoveIllegal:
      return SABAN_TR_NOOP(
          "Problem", "illegal move: it would leave the commander attacked or facing the enemy commander");
    case ProblemKind::RbUnknownLetter:
      return SABAN_TR_NOOP("Problem", "unknown piece letter '%1'");
    case ProblemKind::RbNoPoint:
      return SABAN_TR_NOOP("Problem", "no point %1 on the board");
    case ProblemKind::RbNoDestination:
      return SABAN_TR_NOOP("Problem", "the move names no destination");
    case ProblemKind::RbNoPieceOfSide:
      return SABAN_TR_NOOP("Problem", "no %1 piece on %2");
    case ProblemKind::RbSameOrigin:
      return SABAN_TR_NOOP("Problem", "the sub-moves of one turn must leave the same point");
    case ProblemKind::RbPieceNotThere:
      return SABAN_TR_NOOP("Problem", "there is no %1 on %2 (it holds %3)");
    case ProblemKind::RbNoPiece:
      return SABAN_TR_NOOP("Problem", "the move names no piece");
    case ProblemKind::RbUnknownStackLetter:
      return SABAN_TR_NOOP("Problem", "unknown piece letter '%1' in the stack");
    case ProblemKind::RbWrongStack:
      return SABAN_TR_NOOP("Problem", "the stack on %1 is %2, not (%3)");
    case ProblemKind::RbAmbiguous:
      return SABAN_TR_NOOP("Problem", "the move is ambiguous");
    case ProblemKind::RbNoTurn:
      return SABAN_TR_NOOP("Problem", "illegal move: no legal turn of %1 on %2 matches");
    case ProblemKind::SanBadDestination:
      return SABAN_TR_NOOP("Problem", "cannot read the destination of '%1'");
    case ProblemKind::SanNoPiece:
      return SABAN_TR_NOOP("Problem", "a move names no piece");
    case ProblemKind::SanBadOrigin:
      return SABAN_TR_NOOP(
          "Problem",
          "cannot read where the unit comes from: '%1' is none of a file, a rank and a point "
          "(c, 10, c10)");
    case ProblemKind::SanUnitOnFile:
      return SABAN_TR_NOOP("Problem", "%1 on file %2");
    case ProblemKind::SanUnitOnRank:
      return SABAN_TR_NOOP("Problem", "%1 on rank %2");
    case ProblemKind::SanUnitOn:
      return SABAN_TR_NOOP("Problem", "%1 on %2");
    case ProblemKind::SanNoMove:
      return SABAN_TR_NOOP("Problem", "illegal move: no %1 can move to %2");
    case ProblemKind::SanNoCapture:
      return SABAN_TR_NOOP("Problem", "illegal move: no %1 can capture on %2");
    case ProblemKind::SanNoBoarding:
      return SABAN_TR_NOOP("Problem", "illegal move: no %1 can board on %2");
    case ProblemKind::SanNoDeployMove:
      return SABAN_TR_NOOP("Problem",
                           "illegal move: no legal deploy turn fits (a %1 can move to %2 leaving %3 behind)");
    case ProblemKind::SanNoDeployCapture:
      return SABAN_TR_NOOP(
          "Problem", "illegal move: no legal deploy turn fits (a %1 can capture on %2 leaving %3 behind)");
    case ProblemKind::SanNoDeployBoarding:
      return SABAN_TR_NOOP(
          "Problem", "illegal move: no legal deploy turn fits (a %1 can board on %2 leaving %3 behind)");
    case ProblemKind::SanAmbiguous:
      return SABAN_TR_NOOP("Problem", "the move is ambiguous (%1 legal turns fit)");
    case ProblemKind::OutcomeOtherEnding:
      return SABAN_TR_NOOP("Problem", "Termination \"%1\" but the replayed game ended by %2");
    case ProblemKind::OutcomeNotEnded:
      return SABAN_TR_NOOP("Problem",
                           "Termination \"%1\" but the replayed game has not ended after its last move");
    case ProblemKind::OutcomeResult:
      return SABAN_TR_NOOP("Problem", "Result \"%1\" but the replayed game ended by %2, which is %3");
    case ProblemKind::DsFenFewFields:
      return SABAN_TR_NOOP("Problem", "expected at least placement, side to move and swap rights");
    case ProblemKind::DsFenTooManyFields:
      return SABAN_TR_NOOP("Problem", "too many fields (at most 6)");
    case ProblemKind::DsFenRankSquares:
      return SABAN_TR_NOOP("Problem", "rank %1 has %2 squares, not 9");
    case ProblemKind::DsFenTooManyRanks:
      return SABAN_TR_NOOP("Problem", "more than 9 ranks");
    case ProblemKind::DsFenRankTooLong:
      return SABAN_TR_NOOP("Problem", "rank %1 is longer than 9 squares");
    case ProblemKind::DsFenBadLetter:
      return SABAN_TR_NOOP("Problem", "unknown piece letter '%1' (T L B D N V G)");
    case ProblemKind::DsFenBoDinhOnEdge:
      return SABAN_TR_NOOP("Problem", "a Bộ or Đinh cannot stand on rank 1 or 9");
    case ProblemKind::DsFenPlacement:
      return SABAN_TR_NOOP("Problem", "the placement must describe 9 ranks of 9 squares");
    case ProblemKind::DsFenThanCount:
      return SABAN_TR_NOOP("Problem", "%1 must have exactly one Thần (T)");
    case ProblemKind::DsFenTooManyLac:
      return SABAN_TR_NOOP("Problem", "%1 has more than 2 Lạc (L)");
    case ProblemKind::DsFenTooManyBo:
      return SABAN_TR_NOOP("Problem", "%1 has more than 5 Bộ (B)");
    case ProblemKind::DsFenTooManyDinh:
      return SABAN_TR_NOOP("Problem", "%1 has more than 4 Đinh (D)");
    case ProblemKind::DsFenTooManyGifts:
      return SABAN_TR_NOOP("Problem", "%1 has more gifts (N, V, G) than 6 plus its promoted Bộ and Đinh");
    case ProblemKind::DsFenBadSide:
      return SABAN_TR_NOOP("Problem", "side to move must be w (Thủy) or b (Sơn)");
    case ProblemKind::DsFenSwapLetter:
      return SABAN_TR_NOOP("Problem", "swap rights are a subset of BHbh, or -");
    case ProblemKind::DsFenSwapOrder:
      return SABAN_TR_NOOP("Problem", "swap rights must be written in the order BHbh, each once");
    case ProblemKind::DsFenSwapNeeds:
      return SABAN_TR_NOOP("Problem", "swap right '%1' needs the Thần on %2 and a Voi on %3");
    case ProblemKind::DsFenFourthField:
      return SABAN_TR_NOOP("Problem", "the fourth field is always -");
    case ProblemKind::DsFenHalfmove:
      return SABAN_TR_NOOP("Problem", "halfmove clock must be a number >= 0");
    case ProblemKind::DsFenFullmove:
      return SABAN_TR_NOOP("Problem", "fullmove number must be a number >= 1");
    case ProblemKind::DsFenOtherSideInCheck:
      return SABAN_TR_NOOP("Problem", "the side not to move is in check");
    case ProblemKind::DsOptionSyntax:
      return SABAN_TR_NOOP("Problem", "expected name=value, got '%1'");
    case ProblemKind::DsOptionUnknown:
      return SABAN_TR_NOOP("Problem", "unknown option '%1'");
    case ProblemKind::DsOptionValue:
      return SABAN_TR_NOOP("Problem", "option '%1' takes %2, not '%3'");
    case ProblemKind::DsSwapIllegal:
      return SABAN_TR_NOOP("Problem", "the swap %1 is not legal here");
    case ProblemKind::DsNoPieceLetter:
      return SABAN_TR_NOOP("Problem", "a move starts with a piece letter (T L B D N V G)");
    case ProblemKind::DsBadPromotion:
      return SABAN_TR_NOOP("Problem", "a Bộ or Đinh promotes to a gift: =N, =V or =G");
    case ProblemKind::DsNoDestination:
      return SABAN_TR_NOOP("Problem", "expected a destination square");
    case ProblemKind::DsNoFileI:
      return SABAN_TR_NOOP("Problem", "there is no file i: the files are a to h, then k");
    case ProblemKind::DsNotASquare:
      return SABAN_TR_NOOP("Problem", "'%1' is not a square (files a-h and k, ranks 1-9)");
    case ProblemKind::DsBadOrigin:
      return SABAN_TR_NOOP("Problem", "cannot read '%1' before the destination (a file, a rank or a square)");
    case ProblemKind::DsNoMoveSayPromotion:
      return SABAN_TR_NOOP(
          "Problem", "no legal move matches: a move to the last rank must say its promotion (=N, =V or =G)");
    case ProblemKind::DsNoMove:
      return SABAN_TR_NOOP("Problem", "no legal move matches");
    case ProblemKind::DsAmbiguous:
      return SABAN_TR_NOOP(
          "Problem", "ambiguous: more than one %1 can go to %2 (add the file, rank or square it comes from)");
    case ProblemKind::DsNotCapture:
      return SABAN_TR_NOOP("Problem", "written as a capture (x), but %1 is empty");
    case ProblemKind::DsNotMate:
      return SABAN_TR_NOOP("Problem", "marked # but it is no checkmate");
    case ProblemKind::DsNotCheck:
      return SABAN_TR_NOOP("Problem", "marked + but it gives no check");
    case ProblemKind::DsNotPalace:
      return SABAN_TR_NOOP("Problem", "marked ^ but it does not complete Tiến Cung");
    case ProblemKind::DsGameOver:
      return SABAN_TR_NOOP("Problem", "the game is already over (%1)");
    case ProblemKind::DsRulesInvalid:
      return SABAN_TR_NOOP("Problem", "invalid Rules: %1");
    case ProblemKind::DsNotationNotSan:
      return SABAN_TR_NOOP("Problem", "a Cờ Đông Sơn record is written in SAN ([Notation \"san\"])");
    case ProblemKind::GameTooLong:
      return SABAN_TR_NOOP("Problem",
                           "the game is longer than %1 bytes, the limit for one game: it is skipped");
    case ProblemKind::GameNotStored:
      return SABAN_TR_NOOP("Problem", "game %1 is not in the database");
    case ProblemKind::GameNotInTrash:
      return SABAN_TR_NOOP("Problem", "game %1 is not in the trash");
    case ProblemKind::GameIsOtherGame:
      return SABAN_TR_NOOP("Problem", "game %1 is a %2 game, not a %3 one");
    case ProblemKind::GameStoredUnreplayable:
      return SABAN_TR_NOOP("Problem", "game %1: its stored text no longer replays: %2");
    case ProblemKind::GameEditUnreadable:
      return SABAN_TR_NOOP("Problem", "game %1: the edited game does not read back from its text: %2");
    case ProblemKind::GameMovesReadBack:
      return SABAN_TR_NOOP("Problem", "its text reads back as other moves");
    case ProblemKind::GameEditTwin:
      return SABAN_TR_NOOP("Problem", "game %1: the edited game is the same as game %2");
    case ProblemKind::GameStoredAgain:
      return SABAN_TR_NOOP("Problem", "game %1 is stored again as game %2: it stays in the trash");
  }
  return "";
}

std::string fill_format(std::string_view format, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(format.size() + 16 * args.size());
  for (std::size_t i = 0; i < format.size(); ++i) {
    const char next = i + 1 < format.size() ? format[i + 1] : '\0';
    if (format[i] == '%' && next >= '1' && next <= '9' &&
        static_cast<std::size_t>(next - '1') < args.size()) {
      out += args[static_cast<std::size_t>(next - '1')];
      ++i;
    } else {
      out += format[i];
    }
  }
  return out;
}

namespace {

// A part in the English words the CLI prints.
struct EnglishPart {
  std::string operator()(const std::string& s) const { return s; }
  std::string operator()(long long n) const { return std::to_string(n); }
  std::string operator()(Side s) const { return s == Side::Red ? "red" : "blue"; }
  std::string operator()(PieceType t) const { return piece_name(t); }
  std::string operator()(Square s) const { return board::square_name(s); }
  std::string operator()(RowColPoint p) const { return board::rowcol_name(p.square); }
  std::string operator()(const UnitPieces& u) const {
    if (u.types.empty()) return "nothing";
    auto named = [&](PieceType t) {
      const std::string n = piece_name(t);
      if (u.side) return n;
      return (n[0] == 'a' || n[0] == 'e' || n[0] == 'i' || n[0] == 'o' || n[0] == 'u' ? "an " : "a ") + n;
    };
    std::string out =
        u.side ? (*u.side == Side::Red ? "red " : "blue ") + named(u.types[0]) : named(u.types[0]);
    for (std::size_t i = 1; i < u.types.size(); ++i)
      out += (i == 1 ? " carrying " : " and ") + named(u.types[i]);
    return out;
  }
  std::string operator()(const Term& t) const { return t.text; }
  std::string operator()(const EndingName& e) const { return e.name; }
  std::string operator()(games::GameKind k) const {
    return games::with_game(k, [](auto g) { return std::string(decltype(g)::kName); });
  }
  std::string operator()(const std::shared_ptr<const Problem>& p) const { return p ? p->english() : ""; }
};

}  // namespace

std::string Problem::english() const {
  std::vector<std::string> parts;
  parts.reserve(args.size());
  for (const ProblemArg& a : args) parts.push_back(std::visit(EnglishPart{}, a));
  return fill_format(problem_format(kind), parts);
}

}  // namespace saban
