#include "parser/writer.h"

#include "parser/comment_commands.h"
#include "parser/internal/container.h"
#include "parser/match.h"
#include "parser/movetext_writer.h"
#include "rules/fen.h"
#include "rules/games.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::parser {

namespace {

const char* rulebook_separator(MoveKind k) {
  switch (k) {
    case MoveKind::Quiet:
    case MoveKind::Combine:
      return "_";
    case MoveKind::Capture:
      return "@";
    case MoveKind::StayCapture:
      return "@@";
    case MoveKind::Suicide:
      return "><";
    case MoveKind::ShotDown:
      return "@\"";
  }
  return "_";
}

std::string coords(Square s, Letters letters) {
  return board::rowcol_name(s, letters == Letters::Vi ? ',' : '.');
}

std::string letter(Piece p, Letters letters) {
  return std::string(p.heroic() ? "+" : "") + rulebook_letters(p.type(), letters);
}

// The check or mate mark after a turn: `>*` / `^*` (vi), `>C` / `^C` (en).
std::string check_mark(Position& after, Letters letters) {
  if (!after.in_check()) return "";
  const bool mate = MoveList(after).empty();
  return std::string(mate ? "^" : ">") + rulebook_letters(PieceType::Commander, letters);
}

// A move's token in the written dialect, with its judgement (and the rulebook's other marks).
std::string token(const Position& before, const RecordMove& m, const WriteOptions& options) {
  if (options.dialect == Dialect::Rulebook)
    return rulebook_token(before, m.turn, options.letters) + judgement_symbol(m.judgement) + m.mark;
  std::vector<Turn> legal;
  games::CommanderChess::legal_moves(before, legal);
  return to_san(before, m.turn, legal) + judgement_glyph(m.judgement);
}

}  // namespace

void WrappedText::word(std::string w) {
  w = std::exchange(m_prefix, "") + w;
  if (m_column > 0 && m_column + 1 + w.size() > m_width) {
    m_out += '\n';
    m_column = 0;
  } else if (m_column > 0) {
    m_out += ' ';
    ++m_column;
  }
  m_out += w;
  m_column += w.size();
}

void WrappedText::comment(const std::string& c) {
  if (c.find('}') == std::string::npos) return word("{" + c + "}");
  word("; " + c);
  m_out += '\n';
  m_column = 0;
}

void WrappedText::close() {
  m_out += ')';
  ++m_column;
}

std::string rulebook_token(const Position& before, const Turn& turn, Letters letters) {
  const Move first = turn.first();
  const Stack& unit = before.at(first.from());
  std::string out;
  if (unit.is_stack()) {
    out += '(';
    for (int i = 0; i < unit.size; ++i) out += letter(unit.pieces[i], letters);
    out += ')';
  }
  for (std::size_t i = 0; i < turn.size; ++i) {
    const Move m = turn.moves[i];
    if (i > 0) out += '/';
    if (m.deploy() || !unit.is_stack()) out += letter(m.piece(), letters);
    out += coords(m.from(), letters) + rulebook_separator(m.kind());
    const Stack& target = before.at(m.to());
    if (!target.empty() && m.kind() != MoveKind::Quiet) out += rulebook_letters(target.top().type(), letters);
    out += coords(m.to(), letters);
  }
  Position after = before;
  Undo u;
  after.do_turn(turn, u);
  return out + check_mark(after, letters);
}

std::string write_game(const GameRecord& game, const WriteOptions& options) {
  std::string out;
  GameRecord g;  // the tags as written (the moves are not copied)
  g.tags = game.tags;
  g.set_tag("Notation",
            options.dialect == Dialect::San ? "san" : (options.letters == Letters::Vi ? "vi" : "en"));
  g.set_tag("Profile", game.start.profile().name);
  if (game.mode != GameMode::Full || game.tag("Mode")) g.set_tag("Mode", mode_name(game.mode));
  const std::string fen = to_fen(game.start);
  if (fen != Position::kStartFen || game.tag("FEN")) g.set_tag("FEN", fen);
  if (!game.tag("Result")) g.set_tag("Result", game.result);
  out += write_tags(g.tags);
  out += write_movetext<games::CommanderChess>(
      game.start, game.comments_before, game.moves, game.result, options.line_width,
      [&options](const Position& before, const RecordMove& m) { return token(before, m, options); });
  return out + "\n";
}

}  // namespace saban::parser
