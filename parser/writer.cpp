#include "parser/writer.h"

#include "parser/comment_commands.h"
#include "parser/container.h"
#include "parser/match.h"
#include "rules/fen.h"
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

// Accumulates movetext, breaking lines at the width.
class Text {
 public:
  explicit Text(std::size_t width) : m_width(width) {}
  /// A comment: `{...}`, or `; ...` to the end of the line when the text holds a '}'.
  void comment(const std::string& c) {
    if (c.find('}') == std::string::npos) return word("{" + c + "}");
    word("; " + c);
    m_out += '\n';
    m_line = 0;
  }
  void word(const std::string& w) {
    if (m_line + w.size() + 1 > m_width && m_line > 0) {
      m_out += '\n';
      m_line = 0;
    } else if (m_line > 0) {
      m_out += ' ';
      ++m_line;
    }
    m_out += w;
    m_line += w.size();
  }
  std::string str() const { return m_out; }

 private:
  std::size_t m_width, m_line = 0;
  std::string m_out;
};

struct MovetextWriter {
  const WriteOptions& options;
  Text& text;

  std::string token(Position& pos, const RecordMove& m) {
    if (options.dialect == Dialect::Rulebook)
      return rulebook_token(pos, m.turn, options.letters) + judgement_symbol(m.judgement) + m.mark;
    std::vector<Turn> legal;
    generate_legal(pos, DeployMode::Full, legal);
    return to_san(pos, m.turn, legal) + judgement_glyph(m.judgement);
  }

  // Writes a line from `pos` with its variations, each in parentheses after the move it replaces. A move
  // number opens each line, and is written again before Blue's move after a comment or a variation. The
  // variations are followed with a stack of lines, not by recursion: however deep a game's variations nest (a
  // game built by hand may nest deeper than a record can, kMaxVariationDepth), the writer needs no deeper
  // call stack.
  void line(const Position& start, const Line& moves) {
    struct Open {
      Position pos;  // before the move at `next`
      const Line* moves;
      std::size_t next = 0;       // the move being written
      std::size_t variation = 0;  // its next variation to write, once the move itself is written
      bool written = false;       // the move's number, token, NAGs and comments are written
      bool force_number = true;
    };
    std::vector<Open> open;
    open.push_back({start, &moves});
    while (!open.empty()) {
      Open& o = open.back();
      if (o.next == o.moves->size()) {
        open.pop_back();
        if (!open.empty()) {
          text.word(")");
          open.back().force_number = true;
        }
        continue;
      }
      const RecordMove& m = (*o.moves)[o.next];
      if (!o.written) {
        const bool red = o.pos.side_to_move() == Side::Red;
        for (const std::string& c : m.comments_before) text.comment(c), o.force_number = true;
        if (red)
          text.word(std::to_string(o.pos.fullmove_number()) + ".");
        else if (o.force_number)
          text.word(std::to_string(o.pos.fullmove_number()) + "...");
        o.force_number = false;
        text.word(token(o.pos, m));
        for (unsigned nag : m.nags) text.word("$" + std::to_string(nag));
        if (m.evaluation) text.comment(eval_command(*m.evaluation)), o.force_number = true;
        for (const std::string& c : m.comments) text.comment(c), o.force_number = true;
        o.written = true;
      }
      if (o.variation < m.variations.size()) {
        const Line& v = m.variations[o.variation++];
        text.word("(");
        Position from = o.pos;  // `o` dies with the push
        open.push_back({std::move(from), &v});
        continue;
      }
      Undo u;
      o.pos.do_turn(m.turn, u);
      ++o.next;
      o.variation = 0;
      o.written = false;
    }
  }
};

}  // namespace

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
  Text text(options.line_width);
  for (const std::string& c : game.comments_before) text.comment(c);
  MovetextWriter writer{options, text};
  writer.line(game.start, game.moves);
  text.word(game.result);
  return out + text.str() + "\n";
}

}  // namespace saban::parser
