#include "rules/problem.h"

#include "rules/board.h"

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
  std::string operator()(const Term& t) const { return t.text; }
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
