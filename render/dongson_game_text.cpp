#include "render/dongson_game_text.h"

#include "parser/comment_commands.h"
#include "parser/dongson_san.h"
#include "parser/judgement.h"
#include "render/token_builder.h"
#include "render/words.h"
#include "rules/board.h"
#include "rules/dongson/fen.h"
#include "rules/games.h"
#include "rules/side_names.h"

namespace saban::render {

namespace ds = saban::dongson;

void add_ds_marks(const std::vector<std::string>& comments, DsDiagram& d) {
  add_comment_marks(comments, d, ds_mark_square);
}

DsDiagram ds_diagram_after(const parser::dongson::DsRecord& game, int ply) {
  DsDiagram d;
  d.position = game.start;
  for (int i = 0; i < ply && i < static_cast<int>(game.moves.size()); ++i) {
    const parser::dongson::DsMove& m = game.moves[static_cast<std::size_t>(i)];
    d.position.do_move(m.turn);
    if (i + 1 == ply) {
      d.last_from = m.turn.from();
      d.last_to = m.turn.to();
      add_ds_marks(m.comments, d);
    }
  }
  if (ply == 0) add_ds_marks(game.comments_before, d);
  return d;
}

// ---------------------------------------------------------------------------------------------------------
// The game for the layouts: its tokens by the one token builder (token_builder.h) with this game's hooks.

namespace {

using parser::dongson::DsMove;
using parser::dongson::DsRecord;

// How Cờ Đông Sơn moves and boards are printed (token_builder.h): moves in its SAN.
struct DongSonHooks {
  using Game = games::DongSon;
  std::string token(const ds::Game& before, ds::Move m) const { return parser::dongson::to_san(before, m); }
  std::string suffix(const DsMove& m) const { return parser::judgement_glyph(m.judgement); }
  // A move of the engine's better line, in SAN.
  std::optional<ds::Move> parse(const ds::Game& before, const std::string& token) const {
    std::vector<ds::Move> legal;
    before.position().legal_moves(legal);
    auto r = parser::dongson::parse_san(before.position(), token, legal, before.palace_forfeited());
    return r ? std::optional<ds::Move>(r.value()) : std::nullopt;
  }
  QString fen(const ds::Position& p) const { return QString::fromStdString(ds::to_fen(p)); }
  void diagram(GameToken& t, const ds::Position& pos, const ds::Move* last,
               const std::vector<std::string>& cs) const {
    DsDiagram d = position_diagram(pos, last);
    add_ds_marks(cs, d);
    t.ds_diagram = std::move(d);
  }
  std::pair<QString, QString> last_move(ds::Move m) const {
    return {QString::fromStdString(ds::square_name(m.from())),
            QString::fromStdString(ds::square_name(m.to()))};
  }
  bool standard_start(const ds::Position& p) const { return ds::to_fen(p) == ds::Position::kStartFen; }
  // The players of the Thuy and Son tags, or of Red and Blue.
  static constexpr const char* player_tags[2][2] = {{"Thuy", "Red"}, {"Son", "Blue"}};
  QString mode(const DsRecord&, Language) const { return {}; }  // one way to play
  ScriptBoard script_board(const ds::Position& start, const DiagramStyle& style, bool flipped) const {
    ScriptBoard b;
    DsDiagram d;
    d.position = start;
    d.flipped = flipped;
    b.scene = ds_diagram_scene(d, style, 440);
    define_ds_pieces(b.scene, style);
    b.cell = ds_board_geometry(QRectF(0, 0, b.scene.width(), b.scene.height()), false, style).cell;
    b.radius = 0.41;  // the disc's radius in squares (dongson_diagram.cpp)
    b.files = QStringLiteral("abcdefghk");
    b.light = QStringLiteral("ds-thuy-");
    b.dark = QStringLiteral("ds-son-");
    b.fen = QString::fromStdString(ds::to_fen(start));
    return b;
  }
};

}  // namespace

std::vector<GameToken> game_tokens(const DsRecord& game, const PublicationOptions& options) {
  return record_tokens(game, options, DongSonHooks{}, game_curve(game));
}

QString better_line_text(const DsRecord&, const ds::Game& before, const std::string& comment,
                         const PublicationOptions& options) {
  return better_line_words_of(DongSonHooks{}, before, comment, options);
}

GameCurve game_curve(const DsRecord& game) { return record_curve<games::DongSon>(game); }

PublishedGame publish(const DsRecord& game, const PublicationOptions& options) {
  return publish_record(game, options, DongSonHooks{});
}

}  // namespace saban::render
