// Annotated games for print and the web: the options shared by the PDF and HTML layouts, and the two writers.
#pragma once

#include <QIODevice>
#include <QImage>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

#include "parser/record.h"
#include "render/diagram.h"

namespace saban::render {

struct PublishedGame;  // published_game.h: a game of either game as the layouts print it

/// The language of the interface words (headings, captions, summaries). A book is Vietnamese or English;
/// Arabic has the engine commentary's words only (better_line_words, for the Arabic interface of saban-gui),
/// its other words are the English ones.
enum class Language { Vi, En, Ar };
enum class Paper { A4, A5, Letter };
/// Where diagrams go: at the annotator's markers ([#]), after every judged move, every N moves, or after the
/// N moves that swing the engine's expected score most (the markers are always honoured).
enum class DiagramChoice { Markers, Judged, Every, Swings };
/// The notation of a book's Commander Chess moves: the rulebook's in its Vietnamese or English letters, or
/// SAN (a..k, 1..12). One per book, whatever notation each record was written in (Cờ Đông Sơn has its SAN
/// only).
enum class Notation { Vi, En, San };

struct PublicationOptions {
  Language language = Language::Vi;
  Paper paper = Paper::A4;
  int columns = 1;  ///< 1 or 2
  DiagramChoice diagrams = DiagramChoice::Markers;
  int every =
      10;  ///< moves between diagrams (DiagramChoice::Every), or how many swings (DiagramChoice::Swings)
  DiagramStyle style = DiagramStyle::print();  ///< diagrams in the PDF (HTML uses the colour style)
  /// The diagrams' edge labels follow the notation the moves are printed in (the rulebook's row,column from
  /// 0: book_coordinates); false: `style.coordinates` as set (nullopt: none).
  bool coordinates_follow_notation = true;
  /// The moves' notation; nullopt: the rulebook's in the letters of `language` (book_notation).
  std::optional<Notation> notation;
  QString title;         ///< of a collection; empty: from the games' event
  bool contents = true;  ///< a contents page and players index for 2+ games
  bool key = false;  ///< a page at the front saying how to read the games (pieces, signs, points, terrain)
  QString author;    ///< the PDF's /Author (the editor or compiler); empty: none
  /// The engine's commentary: after a judged move, the better line the engine found, in prose in the book's
  /// language and notation; false: left out (the annotator's comments, the moves' scores and the summary
  /// stay).
  bool engine_comments = true;
  /// The boards as the reader wants them, the choices an SVG or PNG diagram has (apply_board_options,
  /// published_game.h): Blue (Cờ Đông Sơn: Sơn) at the bottom, and the points each side's air defence covers
  /// shaded (index 0 Red, 1 Blue; Commander Chess's diagrams only). The HTML page's board turns with
  /// `flipped`; the zones, which change with every move, are shaded in its diagrams, not on that board.
  bool flipped = false;
  bool air_defence[2] = {false, false};
  /// Told after each game the PDF layout placed: `painting` false while it counts the pages (a collection's
  /// first pass), true while it paints them; `done` games of `total`.
  std::function<void(bool painting, int done, int total)> on_progress;
};

/// The notation a book's moves are printed in: the options' choice, else the rulebook's in the language's
/// letters.
Notation book_notation(const PublicationOptions& options);

/// Writes the games as a PDF document; false with `error` set when the device cannot be written.
bool write_pdf(const std::vector<parser::GameRecord>& games, const PublicationOptions& options,
               QIODevice& out, QString* error = nullptr);
/// The number of pages write_pdf makes of these games (the same layout, nothing written).
int pdf_page_count(const std::vector<parser::GameRecord>& games, const PublicationOptions& options);

/// The pages write_pdf makes, painted as images `width` pixels wide (a preview; the same layout).
std::vector<QImage> pdf_page_images(const std::vector<parser::GameRecord>& games,
                                    const PublicationOptions& options, int width);

/// One self-contained HTML page (inline SVG, no outside reference) of the games.
QString html_document(const std::vector<parser::GameRecord>& games, const PublicationOptions& options);

/// The same of games of either game, prepared by publish() (published_game.h, dongson_game_text.h) with the
/// same options.
bool write_published_pdf(const std::vector<PublishedGame>& games, const PublicationOptions& options,
                         QIODevice& out, QString* error = nullptr);
int published_pdf_page_count(const std::vector<PublishedGame>& games, const PublicationOptions& options);
std::vector<QImage> published_pdf_page_images(const std::vector<PublishedGame>& games,
                                              const PublicationOptions& options, int width);
QString published_html(const std::vector<PublishedGame>& games, const PublicationOptions& options);

}  // namespace saban::render
