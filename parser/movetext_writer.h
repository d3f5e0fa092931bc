// Writing movetext: the walker (movetext.h) visited by a text writer, for every game. The game gives how a
// move is written (its token function); the numbers, comments, NAGs, evaluations, variations and the wrapping
// are written the same way for all.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "parser/comment_commands.h"
#include "parser/movetext.h"

namespace saban::parser {

/// Movetext words wrapped at a width.
class WrappedText {
 public:
  explicit WrappedText(std::size_t width) : m_width(width) {}
  /// A word, after a space or at the start of a new line when it would pass the width.
  void word(std::string w);
  /// A comment: `{...}`, or `; ...` to the end of the line when the text holds a '}'.
  void comment(const std::string& c);
  /// A variation: "(" sticks to the next word, ")" to the last one.
  void open() { m_prefix += '('; }
  void close();
  const std::string& str() const { return m_out; }

 private:
  std::size_t m_width, m_column = 0;
  std::string m_out, m_prefix;
};

/// The walker's visitor that writes text; `Token(before, move)` gives a move's token with its judgement.
template <class Game, class Token>
struct TextVisitor : MovetextVisitor<Game> {
  WrappedText& text;
  Token token;
  bool after_evaluation = false;

  TextVisitor(WrappedText& t, Token tok) : text(t), token(std::move(tok)) {}
  void begin_variation(std::size_t) { text.open(); }
  void end_variation(std::size_t) { text.close(); }
  void comments_before(const typename Game::State&, const std::vector<std::string>& cs, std::size_t) {
    for (const std::string& c : cs) text.comment(c);
  }
  void number(int fullmove, bool first_side, bool interrupted, std::size_t) {
    if (first_side || interrupted || after_evaluation)
      text.word(std::to_string(fullmove) + (first_side ? "." : "..."));
    after_evaluation = false;
  }
  void move(const typename Game::State& before, const BasicRecordMove<typename Game::Move>& m,
            const MovePlace&) {
    text.word(token(before, m));
  }
  void nag(unsigned code, std::size_t) { text.word("$" + std::to_string(code)); }
  void evaluation(const Evaluation& e, std::size_t) {
    text.comment(eval_command(e));
    after_evaluation = true;  // a comment between the moves: the next one is numbered
  }
  void comment(const std::string& c, std::size_t) { text.comment(c); }
};

/// A record's movetext: the comments before its first move, its moves and variations, its result.
template <class Game, class Token>
std::string write_movetext(const typename Game::Position& start,
                           const std::vector<std::string>& comments_before,
                           const std::vector<BasicRecordMove<typename Game::Move>>& moves,
                           const std::string& result, std::size_t width, Token token) {
  WrappedText text(width);
  for (const std::string& c : comments_before) text.comment(c);
  TextVisitor<Game, Token> visitor(text, std::move(token));
  walk_movetext<Game>(start, moves, visitor);
  text.word(result);
  return text.str();
}

}  // namespace saban::parser
