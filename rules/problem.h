// What is wrong with untrusted text (a FEN, a record), as a kind and its typed parts: the one home of each
// message's English text. The CLI prints the English (Problem::english()); the GUI says the same kind in its
// language (gui/core/problemtext.h) from the same format, translated, and the same parts.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "rules/types.h"

/// Marks an English format for the GUI's translators (lupdate reads it as QT_TRANSLATE_NOOP: the GUI's
/// CMakeLists.txt says so); here it is the text itself, and rules/ needs no Qt.
#define SABAN_TR_NOOP(context, text) text

namespace saban {

/// Every kind of problem, each with one English format (problem_format).
enum class ProblemKind : std::uint16_t {
  None,  ///< no kind: the message is all there is
  // FEN (rules/fen.cpp)
  FenRankPoints,
  FenTooManyRanks,
  FenEmptyCount,
  FenRankTooLong,
  FenUnopenedParen,
  FenUnclosedParen,
  FenDanglingHero,
  FenDoubleHero,
  FenNestedParens,
  FenEmptyStack,
  FenBadCharacter,
  FenRankCount,
  FenMixedStack,
  FenStackTooHigh,
  FenNoStack,
  FenNavyOnLand,
  FenPieceAtSea,
  FenHeroicCommander,
  FenTooManyPieces,
  FenTooManyAirDefence,
  FenNoCommander,
  FenEmpty,
  FenTooManyFields,
  FenBadSide,
  FenCastling,
  FenEnPassant,
  FenHalfmove,
  FenFullmove,
  // A record's syntax (parser/reader.cpp)
  SyntaxTooDeep,
  SyntaxUnclosedComment,
  SyntaxUnclosedVariation,
  SyntaxExpected,
  SyntaxExpectedCommentEnd,
  SyntaxExpectedVariationEnd,
  SyntaxExpectedTagEnd,
  SyntaxExpectedValueEnd,
  SyntaxUnexpected,
  // A record's moves and tags read and replayed (parser/replay.cpp, parser/internal/line_reader.h)
  MoveUnreadable,
  MoveRejected,
  NotationUnknown,
  LettersMixed,
  LetterCAmbiguous,
  LetterHAmbiguous,
  ProfileUnknown,
  ModeUnknown,
  FenTagInvalid,
  VariationWithoutMove,
  // The turn a move token names (parser/match.cpp: the rulebook notation; parser/match_san.cpp: SAN)
  MoveIllegal,
  RbUnknownLetter,
  RbNoPoint,
  RbNoDestination,
  RbNoPieceOfSide,
  RbSameOrigin,
  RbPieceNotThere,
  RbNoPiece,
  RbUnknownStackLetter,
  RbWrongStack,
  RbAmbiguous,
  RbNoTurn,
  SanBadDestination,
  SanNoPiece,
  SanBadOrigin,
  SanUnitOnFile,
  SanUnitOnRank,
  SanUnitOn,
  SanNoMove,
  SanNoCapture,
  SanNoBoarding,
  SanNoDeployMove,
  SanNoDeployCapture,
  SanNoDeployBoarding,
  SanAmbiguous,
  // The Termination and Result tags against the replayed game (parser/outcome.cpp)
  OutcomeOtherEnding,
  OutcomeNotEnded,
  OutcomeResult,
  // Cờ Đông Sơn's FEN (rules/dongson/fen.cpp)
  DsFenFewFields,
  DsFenTooManyFields,
  DsFenRankSquares,
  DsFenTooManyRanks,
  DsFenRankTooLong,
  DsFenBadLetter,
  DsFenBoDinhOnEdge,
  DsFenPlacement,
  DsFenThanCount,
  DsFenTooManyLac,
  DsFenTooManyBo,
  DsFenTooManyDinh,
  DsFenTooManyGifts,
  DsFenBadSide,
  DsFenSwapLetter,
  DsFenSwapOrder,
  DsFenSwapNeeds,
  DsFenFourthField,
  DsFenHalfmove,
  DsFenFullmove,
  DsFenOtherSideInCheck,
  // Cờ Đông Sơn's rule options (rules/dongson/options.cpp)
  DsOptionSyntax,
  DsOptionUnknown,
  DsOptionValue,
  // A Cờ Đông Sơn SAN move (parser/dongson_san.cpp)
  DsSwapIllegal,
  DsNoPieceLetter,
  DsBadPromotion,
  DsNoDestination,
  DsNoFileI,
  DsNotASquare,
  DsBadOrigin,
  DsNoMoveSayPromotion,
  DsNoMove,
  DsAmbiguous,
  DsNotCapture,
  DsNotMate,
  DsNotCheck,
  DsNotPalace,
  // A Cờ Đông Sơn record's moves and tags (parser/dongson_record.cpp)
  DsGameOver,
  DsRulesInvalid,
  DsNotationNotSan,
  // A game longer than the record reader's limit (parser/reader.cpp)
  GameTooLong,
  // A game of the database (app/load_game.cpp; its edits, db/edit.cpp)
  GameNotStored,
  GameNotInTrash,
  GameIsOtherGame,
  GameStoredUnreplayable,
  GameEditUnreadable,
  GameEditTwin,
  GameMovesReadBack,
  GameStoredAgain,
};
/// The last kind (the catalog's tests walk them all).
inline constexpr ProblemKind kLastProblemKind = ProblemKind::GameStoredAgain;

struct Problem;

namespace games {
enum class GameKind : std::uint8_t;  // rules/games.h
}

/// A word of a fixed set the code names (a grammar rule's name: "tag pair", "move number"), marked with
/// SABAN_TR_NOOP(context, text) where it is defined: English as it is, translated by the GUI in `context`.
struct Term {
  const char* context = "";
  std::string text;
};

/// A point the rulebook notation names by row and column: "3,5" in English (board::rowcol_name); the GUI
/// names it as it names every point.
struct RowColPoint {
  Square square;
};

/// A unit's pieces, carrier first. In English, without a side: "a navy carrying an air force and a tank"
/// ("nothing" when there are none); with one: "red tank carrying infantry". The GUI names them in its words.
struct UnitPieces {
  std::vector<PieceType> types;
  std::optional<Side> side;
};

/// How a game ended, as either game's rules name it in a Termination tag (termination_name: "checkmate",
/// "bare-than"); the GUI says it in its words.
struct EndingName {
  std::string name;
};

/// A part of a problem: text as written by the user (already cut by excerpt()), a number, a side, a piece
/// type, a point (named as a square, or by row and column), a unit's pieces, a term, an ending, a game (named
/// by its traits' kName in English, by the GUI in its words), or a problem it quotes (e.g. the FEN tag's own
/// problem, the reason a move is rejected). Cờ Đông Sơn's sides (Thủy, Sơn) and squares are text: they are
/// the same in every language.
using ProblemArg = std::variant<std::string, long long, Side, PieceType, Square, RowColPoint, UnitPieces,
                                Term, EndingName, games::GameKind, std::shared_ptr<const Problem>>;

struct Problem {
  ProblemKind kind = ProblemKind::None;
  std::vector<ProblemArg> args;  ///< %1, %2... of the kind's format

  /// The problem in English: the format filled with the parts in English words.
  std::string english() const;
};

/// A problem quoted as a part of another (ProblemArg's last alternative).
inline std::shared_ptr<const Problem> quoted(Problem p) {
  return std::make_shared<const Problem>(std::move(p));
}

/// The English format of a kind, %1... standing for its parts ("" for None).
const char* problem_format(ProblemKind kind);
/// `format` with each %N (1-9) replaced by args[N-1], in one pass: a '%1' inside an argument stays text.
std::string fill_format(std::string_view format, const std::vector<std::string>& args);

}  // namespace saban
