// A game ready for the PDF and HTML layouts, whichever game it is. The layouts (pdf_layout.cpp,
// html_export.cpp) read only this; publish() builds it from a record of either game, written once over each
// game's hooks (token_builder.h; the hooks in game_text.cpp and dongson_game_text.cpp).
#pragma once

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <functional>
#include <variant>
#include <vector>

#include "parser/dongson_record.h"
#include "parser/record.h"
#include "render/diagram.h"
#include "render/dongson_diagram.h"
#include "render/game_text.h"
#include "render/publication.h"

namespace saban::render {

/// A diagram of either game.
using AnyDiagram = std::variant<Diagram, DsDiagram>;
/// A Diagram token's diagram (its Cờ Đông Sơn one when it has one).
AnyDiagram token_diagram(const GameToken& t);
double any_diagram_aspect(const AnyDiagram& d, const DiagramStyle& style);
Scene any_diagram_scene(const AnyDiagram& d, const DiagramStyle& style, double width);
void paint_any_diagram(QPainter& painter, const QRectF& rect, const AnyDiagram& d, const DiagramStyle& style);
/// What a diagram shows, for its SVG <title>: `what` (default "Position"/"Thế cờ"), then the side to move in
/// the game's own names: "Position, Blue to move", "Lê – Trần, thế cờ sau 14..., Thủy đi trước".
QString diagram_title(const AnyDiagram& d, Language lang, const QString& what = {});
/// The board options of `o` (flipped, air-defence zones: PublicationOptions) set on a diagram: the one place
/// the PDF, HTML, SVG and PNG exports apply them. Cờ Đông Sơn has no air defence: only turned.
void apply_board_options(AnyDiagram& d, const PublicationOptions& o);
/// SVG of the diagram (diagram_svg, ds_diagram_svg) with `title` as its <title> (empty: diagram_title's in
/// Vietnamese), and the diagram as an image `width` pixels wide.
QString any_diagram_svg(const AnyDiagram& d, const DiagramStyle& style, double width = 440,
                        const QString& title = {});
QImage any_diagram_image(const AnyDiagram& d, const DiagramStyle& style, int width);

/// The board of an HTML page: a diagram whose pieces a script replaces by those of a FEN. Every piece's
/// symbol is defined in `scene`; a FEN's rank r (from the top, 0) and file f sit on the point named
/// files[f] + (ranks - r); a piece's symbol is `light` or `dark` (upper or lower case in the FEN) followed by
/// its letter in upper case and "-hero" for a hero, drawn `radius` cells large.
struct ScriptBoard {
  Scene scene{0, 0};
  double cell = 0, radius = 0;
  QString files, light, dark, fen;
};

/// A game as the layouts print it.
struct PublishedGame {
  bool dongson = false;  ///< a game of Cờ Đông Sơn (else Commander Chess)
  QString players[2];    ///< the first and second player's names, or the sides' names when the tags have none
  bool named[2] = {false, false};  ///< whether players[i] is a name from the tags (the players index)
  QString sides[2];  ///< the sides as the language names them: Đỏ and Xanh, Red and Blue; Thủy and Sơn
  QString result;    ///< as the record has it: "1-0", "1/2-1/2", ... (result_text prints it: "½–½")
  QString result_words;  ///< "Đỏ thắng", "Thủy wins", ...
  QString event, round, site, annotator;
  QString date;                ///< as the language writes it ("30/11/2026", "30 November 2026")
  QString termination;         ///< how the game ended in words ("chiếu hết"), empty: not said or "normal"
  QString mode;                ///< the mode in words (Commander Chess); empty: not shown
  QString evaluation_heading;  ///< the graph's heading, naming the side its scores are from
  std::vector<GameToken> tokens;
  GameCurve curve;
  std::vector<parser::Judgement> judgements;  ///< of the main line, for the graph's dots
  /// The HTML page's board at the start (`style` its colours and labels; `flipped`: Blue, Sơn at the bottom).
  std::function<ScriptBoard(const DiagramStyle& style, bool flipped)> board;
};

/// A game prepared for the layouts: Commander Chess's sides Đỏ and Xanh (Red and Blue), its mode, moves in
/// the rulebook notation; Cờ Đông Sơn's Thủy and Sơn (players of the Thuy and Son tags, else of Red and
/// Blue), moves in its SAN.
PublishedGame publish(const parser::GameRecord& game, const PublicationOptions& options);
PublishedGame publish(const parser::dongson::DsRecord& game, const PublicationOptions& options);
std::vector<PublishedGame> publish(const std::vector<parser::GameRecord>& games,
                                   const PublicationOptions& options);

/// Whether every game of a book has the same event (none counts as one): its title says it, the contents
/// lines do not repeat it.
bool one_event(const std::vector<PublishedGame>& games);
/// A book's title: the options' title, else the games' one event, else "Tuyển tập ván cờ"/"Collected games"
/// (games of several events), else (one game of no event) its players.
QString book_title(const std::vector<PublishedGame>& games, const PublicationOptions& options);

/// A game of either game to publish with options chosen later (the GUI's export dialog lays it out again
/// when they change).
using Publisher = std::function<PublishedGame(const PublicationOptions&)>;
/// The publisher of a copy of a record of either game.
template <class Record>
Publisher publisher(Record record) {
  return [r = std::move(record)](const PublicationOptions& o) { return publish(r, o); };
}

}  // namespace saban::render
