// The games as the GUI shows them: the one place where the views learn how a game's moves, judgements, sides
// and files look (the rules' registration, rules/games.h, says what the games are). One GameKind per game;
// the views are written once over these; only the board is a widget of each game (GamePane shows the one of
// the game open).
//
// What a GameKind gives:
//   moveText(before, move)   a move of the move list, in the notation shown
//   moveName(before, move)   a move of the game (no record), in the notation shown (the explorer's rows)
//   moveFromLan(before, lan) the legal move whose long notation (the opening tree's key) is `lan`, if any
//   name()                   the game's name for people, in the interface language
//   newRecord()              a new game: the start position, no moves (File → New game)
//   sideColours              the sides' colours in bars of results (the explorer), first side first
//   textColours              the players' names' colours in the game list (text on a light ground)
//   hasModes                 whether the game has deploy modes, deploy profiles and material (the filters)
//   judgementText(j)         a judgement's symbol after a move
//   scoresLegend()           which side the scores of the list are from
//   sides, sideTags          the sides, first side first, and the record's tags naming their players
//   ending(state)            how the game has ended at a position, if it has (the rules' verdict; for
//   Commander
//                            Chess the full battle's rules without the history)
//   ending(tree)             the same at a game tree's cursor, with the record's mode and the moves before
//   fileText(record)         the record as a file (File → Save)
//   fen(position)            the position in FEN
//   PositionEditor           the game's position editor (gui/position/: the frame the games share, its board
//   and
//                            settings), made on a Position, emitting setUpBoard(Position)
#pragma once

#include <QColor>
#include <QString>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "gui/core/appsetup.h"
#include "gui/core/notation.h"
#include "parser/dongson_record.h"
#include "parser/dongson_san.h"
#include "parser/judgement.h"
#include "parser/record.h"
#include "parser/writer.h"
#include "rules/dongson/fen.h"
#include "rules/fen.h"
#include "rules/games.h"
#include "rules/san.h"

namespace saban::parser {
template <class Game>
class BasicGameTree;
}  // namespace saban::parser

namespace saban::gui {

class CommanderPositionEditor;
class DsPositionEditor;

template <class Game>
struct GameKind;

template <>
struct GameKind<games::CommanderChess> {
  using Record = parser::GameRecord;
  using PositionEditor = CommanderPositionEditor;
  static QString moveText(const Position& before, const parser::RecordMove& m) {
    return turnText(before, m.turn);
  }
  static QString moveName(const Position& before, const Turn& t) { return turnText(before, t); }
  static std::optional<Turn> moveFromLan(const Position& before, std::string_view lan) {
    auto t = parse_lan(before, lan);
    return t ? std::optional<Turn>(*t) : std::nullopt;
  }
  static QString name();
  static QString pieceName(PieceType t) { return gui::pieceName(t); }
  static Record newRecord() {
    Record r;
    r.start = Position::start();
    return r;
  }
  static constexpr std::array<QRgb, 2> sideColours{0xffc62828, 0xff1565c0};  // red, blue
  static constexpr std::array<QRgb, 2> textColours{0xffb71c1c, 0xff0d47a1};  // darker: text
  static constexpr bool hasModes = true;
  static QString judgementText(parser::Judgement j) {
    return QString::fromLatin1(currentNotation() == Notation::San ? parser::judgement_glyph(j)
                                                                  : parser::judgement_symbol(j));
  }
  static QString scoresLegend();
  static constexpr std::array<Side, 2> sides{Side::Red, Side::Blue};
  static constexpr std::array<const char*, 2> sideTags{"Red", "Blue"};
  /// rules' result_at: at a position alone (the full battle, no repetition: an engine's line) or at the
  /// tree's cursor, with its record's mode and the positions before it.
  static QString ending(const Position& pos);
  static QString ending(const parser::BasicGameTree<games::CommanderChess>& tree);
  /// The record in the notation shown (rulebook with the chosen letters, or SAN).
  static std::string fileText(const Record& r) {
    parser::WriteOptions options;
    options.letters = currentNotation() == Notation::RulebookEn ? parser::Letters::En : parser::Letters::Vi;
    options.dialect = currentNotation() == Notation::San ? parser::Dialect::San : parser::Dialect::Rulebook;
    return parser::write_game(r, options);
  }
  static std::string fen(const Position& p) { return to_fen(p); }
};

template <>
struct GameKind<games::DongSon> {
  using Record = parser::dongson::DsRecord;
  using PositionEditor = DsPositionEditor;
  static QString moveText(const saban::dongson::Game& before, const parser::dongson::DsMove& m) {
    return QString::fromStdString(parser::dongson::to_san(before, m.turn));
  }
  static QString moveName(const saban::dongson::Game& before, const saban::dongson::Move& m) {
    return QString::fromStdString(parser::dongson::to_san(before, m));
  }
  static std::optional<saban::dongson::Move> moveFromLan(const saban::dongson::Game& before,
                                                         std::string_view lan) {
    std::vector<saban::dongson::Move> legal;
    games::DongSon::legal_moves(before.position(), legal);
    auto m = parser::dongson::parse_lan(lan, legal);
    return m ? std::optional<saban::dongson::Move>(*m) : std::nullopt;
  }
  static QString name();
  static QString pieceName(saban::dongson::PieceType t);
  static Record newRecord() { return {}; }                                   // the start position
  static constexpr std::array<QRgb, 2> sideColours{0xff1565c0, 0xff795548};  // Thủy's water, Sơn's earth
  static constexpr std::array<QRgb, 2> textColours = sideColours;
  static constexpr bool hasModes = false;
  static QString judgementText(parser::Judgement j) {
    return QString::fromLatin1(parser::judgement_glyph(j));
  }
  static QString scoresLegend();
  static constexpr std::array<saban::dongson::Side, 2> sides{saban::dongson::Side::Thuy,
                                                             saban::dongson::Side::Son};
  static constexpr std::array<const char*, 2> sideTags{"Thuy", "Son"};
  static QString ending(const saban::dongson::Game& game);
  static QString ending(const parser::BasicGameTree<games::DongSon>& tree);
  /// Cờ Đông Sơn records have one notation: SAN.
  static std::string fileText(const Record& r) { return parser::dongson::write_game(r); }
  static std::string fen(const saban::dongson::Position& p) { return saban::dongson::to_fen(p); }
};

/// Calls f with the GUI's traits of the game `k` (GameKind<games::CommanderChess>{} or
/// GameKind<games::DongSon>{}) and returns what it returns: games::with_game for the views.
template <class F>
decltype(auto) withGameKind(games::GameKind k, F&& f) {
  return games::with_game(k, [&f](auto g) { return f(GameKind<decltype(g)>{}); });
}

/// The game's name for people, in the interface language ("Commander Chess", "Cờ Đông Sơn").
inline QString gameName(games::GameKind k) {
  return withGameKind(k, [](auto g) { return decltype(g)::name(); });
}

/// Who is to move at a position (in check): "Move 12: Sơn to move".
QString toMoveText(int fullmove, const QString& side, bool inCheck);

/// A side's name for people in the interface's language: Commander Chess's Red and Blue translated (one home,
/// notation.h), Cờ Đông Sơn's Thủy and Sơn the same in every language (rules/side_names.h).
template <class Game>
QString sideName(typename Game::Side s) {
  if constexpr (std::is_same_v<typename Game::Side, Side>)
    return saban::gui::sideName(s);
  else
    return QString::fromUtf8(Game::side_name(s, false));
}

/// The sides' names, first side first, of the games of one game (`game`), or of a list of both games
/// (nullopt): each name then says both games' sides ("Red / Thủy", "Blue / Sơn"), as the game list's headers
/// and the database filters name them.
std::array<QString, 2> sideNames(std::optional<games::GameKind> game);

}  // namespace saban::gui
