// The HTML page as a reader on a screen meets it (render/html_export.cpp), read back with an XML reader: a
// move number and its move, and a move itself, never break across lines; every SVG says what it shows in a
// <title> and an ARIA label; a set-up game shows its start once (the board), not again as a diagram; every
// move tells the script the position, its last move's points and its neighbours on its line (the buttons
// and the arrow keys step along them); the board has the layers the script moves (the last move's two
// points, a side-to-move marker per side); the layout answers to a phone's width and height. For both games.
#include <gtest/gtest.h>

#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <fstream>
#include <variant>

#include "parser/reader.h"
#include "render/publication.h"
#include "render/published_game.h"

using namespace saban;
using namespace saban::render;

namespace {

// The games of a file, either game, ready for the page.
std::vector<PublishedGame> published(const std::string& path, const PublicationOptions& o) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<PublishedGame> out;
  while (reader.next(g)) {
    for (const auto& e : g.errors) ADD_FAILURE() << e.format();
    if (g.record) out.push_back(publish(*g.record, o));
    if (g.dongson) out.push_back(publish(*g.dongson, o));
  }
  return out;
}

std::string sample(const char* name) { return std::string(SABAN_SAMPLES) + "/" + name; }
std::string data(const char* name) { return std::string(SABAN_SAMPLES) + "/../tests/render/data/" + name; }

struct Element {
  QString name, cls;
  QXmlStreamAttributes attributes;
};

// What a page holds, read element by element.
struct Page {
  struct Move {
    QString id, parent_class, text, before;  // before: the text between the number and the move
    QXmlStreamAttributes attributes;
    bool numbered = false;
  };
  struct Svg {
    QString cls, title, aria;
    bool title_first = false;
  };
  std::vector<Move> moves;
  std::vector<Svg> svgs;
  QSet<QString> board_points;  // the first board's data-square names
  int last_move_layers = 0, to_move_markers = 0, figures = 0, figures_before_first_move = 0;
  QStringList buttons, numbers_outside_mv;
  QString style, script;
  bool controls_hidden = false;
};

Page read_page(const QString& html) {
  Page p;
  QXmlStreamReader xml(html);
  std::vector<Element> stack;
  bool in_title = false, expect_title = false, in_move = false, after_number = false;
  QString between;
  int boards = 0;
  while (!xml.atEnd()) {
    xml.readNext();
    if (xml.isStartElement()) {
      Element e{xml.name().toString(), xml.attributes().value(QLatin1String("class")).toString(),
                xml.attributes()};
      const bool first_child = expect_title;
      expect_title = false;
      if (e.name == QLatin1String("svg")) {
        p.svgs.push_back({e.cls, {}, e.attributes.value(QLatin1String("aria-label")).toString(), false});
        if (e.cls == QLatin1String("board")) ++boards;
        expect_title = true;
      }
      if (e.name == QLatin1String("title") && !stack.empty() && stack.back().name == QLatin1String("svg")) {
        in_title = true;
        p.svgs.back().title_first = first_child;
      }
      if (boards == 1 && e.name == QLatin1String("g")) {
        if (e.cls == QLatin1String("point"))
          p.board_points.insert(e.attributes.value(QLatin1String("data-square")).toString());
        if (!stack.empty() && stack.back().cls == QLatin1String("last-move")) ++p.last_move_layers;
        if (e.cls == QLatin1String("to-move")) ++p.to_move_markers;
      }
      if (e.name == QLatin1String("span") && e.cls == QLatin1String("num")) {
        if (stack.empty() || stack.back().cls != QLatin1String("mv")) p.numbers_outside_mv << e.cls;
        after_number = true;
        between.clear();
      }
      if (e.name == QLatin1String("a") && e.cls == QLatin1String("move")) {
        Page::Move m;
        m.id = e.attributes.value(QLatin1String("id")).toString();
        m.parent_class = stack.empty() ? QString() : stack.back().cls;
        m.attributes = e.attributes;
        m.numbered = after_number;
        m.before = between;
        p.moves.push_back(m);
        in_move = true;
        after_number = false;
      }
      if (e.name == QLatin1String("figure")) {
        ++p.figures;
        if (p.moves.empty()) ++p.figures_before_first_move;
      }
      if (e.name == QLatin1String("button"))
        p.buttons << e.attributes.value(QLatin1String("data-go")).toString();
      if (e.cls == QLatin1String("controls"))
        p.controls_hidden = e.attributes.value(QLatin1String("hidden")) == QLatin1String("hidden");
      stack.push_back(e);
    } else if (xml.isEndElement()) {
      if (stack.back().name == QLatin1String("title")) in_title = false;
      if (stack.back().name == QLatin1String("a")) in_move = false;
      if (stack.back().name == QLatin1String("span") && stack.back().cls == QLatin1String("num"))
        between.clear();
      stack.pop_back();
      expect_title = false;
    } else if (xml.isCharacters()) {
      if (in_title) p.svgs.back().title += xml.text();
      if (in_move) p.moves.back().text += xml.text();
      if (after_number && !in_move && (stack.empty() || stack.back().cls != QLatin1String("num")))
        between += xml.text();
      if (!stack.empty() && stack.back().name == QLatin1String("style")) p.style += xml.text();
      if (!stack.empty() && stack.back().name == QLatin1String("script")) p.script += xml.text();
      if (!xml.isWhitespace()) expect_title = false;
    }
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString() << " at line " << xml.lineNumber();
  return p;
}

// The checks every page passes, whichever game.
void expect_readable(const Page& p, const std::vector<PublishedGame>& games) {
  // A number and its move, a move and its evaluation: one unbreakable span; no space inside a move
  EXPECT_TRUE(p.style.contains(QLatin1String(".mv{white-space:nowrap}")));
  EXPECT_TRUE(p.numbers_outside_mv.isEmpty());
  ASSERT_FALSE(p.moves.empty());
  int numbered = 0;
  for (const auto& m : p.moves) {
    EXPECT_EQ(m.parent_class, QLatin1String("mv")) << m.text.toStdString();
    EXPECT_FALSE(m.text.contains(QLatin1Char(' '))) << m.text.toStdString();
    if (m.numbered) {
      ++numbered;
      EXPECT_EQ(m.before, QString(QChar(0xa0))) << m.text.toStdString();  // a no-break space, nothing else
    }
  }
  EXPECT_GT(numbered, 0);
  // Every SVG names what it shows, first thing inside it, and its ARIA label says the same
  for (const auto& s : p.svgs) {
    EXPECT_TRUE(s.title_first) << s.cls.toStdString();
    EXPECT_FALSE(s.title.trimmed().isEmpty()) << s.cls.toStdString();
    EXPECT_EQ(s.aria, s.title);
  }
  int boards = 0;
  for (const auto& s : p.svgs) boards += s.cls == QLatin1String("board");
  EXPECT_EQ(boards, static_cast<int>(games.size()));
  // The layers the script moves, and the buttons it shows
  EXPECT_EQ(p.last_move_layers, 2);
  EXPECT_EQ(p.to_move_markers, 2);
  EXPECT_TRUE(p.controls_hidden);  // without the script they would do nothing
  for (const char* go : {"first", "prev", "next", "last"})
    EXPECT_EQ(p.buttons.count(QLatin1String(go)), static_cast<int>(games.size())) << go;
  // Each move: its position, its last move's two points (of the board), its neighbours, its label
  QMap<QString, const Page::Move*> by_id;
  for (const auto& m : p.moves) by_id[m.id] = &m;
  for (const auto& m : p.moves) {
    const auto& a = m.attributes;
    EXPECT_FALSE(a.value(QLatin1String("data-fen")).isEmpty());
    if (m.id.startsWith(QLatin1String("g1m"))) {  // the first game's moves are on the first board
      EXPECT_TRUE(p.board_points.contains(a.value(QLatin1String("data-from")).toString()))
          << m.id.toStdString();
      EXPECT_TRUE(p.board_points.contains(a.value(QLatin1String("data-to")).toString()))
          << m.id.toStdString();
    }
    EXPECT_TRUE(a.value(QLatin1String("data-label")).contains(m.text)) << m.id.toStdString();
    const QString next = a.value(QLatin1String("data-next")).toString();
    if (!next.isEmpty()) {  // the next move's previous is this one
      ASSERT_TRUE(by_id.contains(next)) << next.toStdString();
      EXPECT_EQ(by_id[next]->attributes.value(QLatin1String("data-prev")).toString(), m.id);
    }
    const QString prev = a.value(QLatin1String("data-prev")).toString();
    EXPECT_TRUE(prev.isEmpty() || by_id.contains(prev)) << prev.toStdString();
  }
  // The keys and the buttons in the script; keys typed into a form field stay there
  for (const char* s : {"ArrowLeft", "ArrowRight", "Home", "End", "data-next", "data-prev", "data-from",
                        "'input'", "'textarea'", "isContentEditable", "removeAttribute('hidden')"})
    EXPECT_TRUE(p.script.contains(QLatin1String(s))) << s;
  // A phone: the board no longer sticks when the screen is low, and takes a small part of its height
  EXPECT_TRUE(p.style.contains(QLatin1String("max-height:30vh")));
  EXPECT_TRUE(p.style.contains(QLatin1String("{.board-box{position:static}")));
}

// Follows the main line from the game's first move by data-next: the moves in order.
QStringList main_line(const QString& html, const Page& p) {
  static const QRegularExpression first(QStringLiteral("data-first-move=\"([^\"]+)\""));
  QStringList line;
  QString id = first.match(html).captured(1);
  QMap<QString, const Page::Move*> by_id;
  for (const auto& m : p.moves) by_id[m.id] = &m;
  while (!id.isEmpty() && by_id.contains(id) && line.size() < 10000) {
    line << by_id[id]->text;
    id = by_id[id]->attributes.value(QLatin1String("data-next")).toString();
  }
  return line;
}

}  // namespace

TEST(HtmlPage, AnnotatedGameReadsAndStepsLikeAnAnalysisBoard) {
  PublicationOptions o;
  o.diagrams = DiagramChoice::Judged;
  const auto games = published(data("annotated_vi.ctr"), o);
  ASSERT_EQ(games.size(), 1u);
  const QString html = published_html(games, o);
  const Page p = read_page(html);
  expect_readable(p, games);
  // The main line is the moves of the main line, in order, variations left aside
  int main_moves = 0;
  for (const GameToken& t : games[0].tokens) main_moves += t.kind == GameToken::Kind::Move && t.depth == 0;
  const QStringList line = main_line(html, p);
  EXPECT_EQ(line.size(), main_moves);
  // A variation's first move goes back to the position before the move it replaces: it shares that move's
  // previous one, and the main line's next stays the main line's
  QMap<QString, QString> main_prev;  // data-prev of the main line's moves
  QString id = QRegularExpression(QStringLiteral("data-first-move=\"([^\"]+)\"")).match(html).captured(1);
  QSet<QString> main_ids;
  int alternatives = 0;
  {
    QMap<QString, const Page::Move*> by_id;
    for (const auto& m : p.moves) by_id[m.id] = &m;
    while (!id.isEmpty() && by_id.contains(id)) {
      main_ids.insert(id);
      main_prev[id] = by_id[id]->attributes.value(QLatin1String("data-prev")).toString();
      id = by_id[id]->attributes.value(QLatin1String("data-next")).toString();
    }
    const QSet<QString> prevs(main_prev.begin(), main_prev.end());
    for (const auto& m : p.moves)
      if (!main_ids.contains(m.id) &&
          prevs.contains(m.attributes.value(QLatin1String("data-prev")).toString()))
        ++alternatives;
  }
  EXPECT_GE(alternatives, 1);
  // Diagrams name their position after the move they follow
  for (const auto& s : p.svgs) {
    if (s.cls != QLatin1String("diagram")) continue;
    EXPECT_TRUE(s.title.startsWith(QStringLiteral("Thế cờ sau "))) << s.title.toStdString();
  }
  EXPECT_TRUE(p.svgs.front().title.startsWith(
      QStringLiteral("Thế cờ ban đầu, đến lượt Xanh")));                       // set up, Blue to move
  EXPECT_EQ(html, published_html(published(data("annotated_vi.ctr"), o), o));  // byte for byte
}

TEST(HtmlPage, SetUpGameShowsItsStartOnceInTheBooksLanguage) {
  PublicationOptions o;
  o.language = Language::En;
  const auto games = published(sample("rulebook/mot-nuoc-co-hay.ctr"), o);
  ASSERT_EQ(games.size(), 1u);
  // The layout's tokens have the start diagram (the PDF prints it); the page's board is that diagram
  int start_diagrams = 0;
  for (const GameToken& t : games[0].tokens) start_diagrams += t.kind == GameToken::Kind::Diagram;
  EXPECT_GE(start_diagrams, 1);
  const QString html = published_html(games, o);
  const Page p = read_page(html);
  expect_readable(p, games);
  EXPECT_EQ(p.figures_before_first_move, 0);
  int starts = 0;
  for (const auto& s : p.svgs) starts += s.title.startsWith(QLatin1String("Starting position"));
  EXPECT_EQ(starts, 1);
  // Blue moves first here: the board's marker and its label say so; the first move is numbered 1...
  EXPECT_EQ(p.svgs.front().title, QLatin1String("Starting position, Blue to move"));
  EXPECT_TRUE(html.contains(QLatin1String("class=\"to-move\" data-side=\"1\" visibility=\"visible\"")));
  ASSERT_FALSE(p.moves.empty());
  EXPECT_TRUE(p.moves.front()
                  .attributes.value(QLatin1String("data-label"))
                  .startsWith(QLatin1String("Position after 1... ")));
  EXPECT_TRUE(
      p.moves.front().attributes.value(QLatin1String("data-label")).endsWith(QLatin1String(", Red to move")));
}

TEST(HtmlPage, MarkedSetUpStartIsTheBoardWithItsMarks) {
  // The annotator's start diagram has marks ([%csl] before the moves): the board shows them at the start
  // (the script hides them after), instead of a second start diagram; the marks of the moves' comments are on
  // the board too, each shown with its move's position
  PublicationOptions o;
  const auto games = published(sample("publication/mot-nuoc-co-hay-annotated.ctr"), o);
  ASSERT_EQ(games.size(), 1u);
  const QString html = published_html(games, o);
  const Page p = read_page(html);
  expect_readable(p, games);
  EXPECT_EQ(p.figures_before_first_move, 0);
  const qsizetype board_end = html.indexOf(QLatin1String("</svg>"));
  const qsizetype marks =
      html.indexOf(QLatin1String("<g class=\"marks\" data-move=\"start\" visibility=\"visible\">"));
  EXPECT_GT(marks, 0);
  EXPECT_LT(marks, board_end);  // on the board
  // three rings ([%csl Rg1,Gc3,Ge5]) under the points
  const qsizetype points = html.indexOf(QLatin1String("<g class=\"point\""));
  EXPECT_LT(marks, points);
  EXPECT_EQ(
      html.mid(marks, html.indexOf(QLatin1String("</g>"), marks) - marks).count(QLatin1String("<path ")), 3);
  // The moves' marks, hidden until the move is shown: an arrow after 1... ([%cal Re5g3]), over the points
  const qsizetype first_move =
      html.indexOf(QLatin1String("<g class=\"marks\" data-move=\"g1m0\" visibility=\"hidden\">"));
  EXPECT_GT(first_move, points);
  EXPECT_LT(first_move, board_end);
  // the last move's ring ([%csl Rh1]) under the points
  int move_marks = 0;
  for (const auto& m : p.moves)
    move_marks += html.left(board_end).contains(QStringLiteral("data-move=\"%1\"").arg(m.id));
  EXPECT_GE(move_marks, 3);  // 1..., 2... and 4...
  EXPECT_TRUE(p.script.contains(QLatin1String("g.marks")));
}

TEST(HtmlPage, DongSonGameReadsAndStepsToo) {
  PublicationOptions o;
  o.diagrams = DiagramChoice::Judged;
  const auto games = published(sample("dong-son/selfplay-depth3-annotated.pgn"), o);
  ASSERT_FALSE(games.empty());
  ASSERT_TRUE(games[0].dongson);
  const std::vector<PublishedGame> one{games[0]};
  const QString html = published_html(one, o);
  const Page p = read_page(html);
  expect_readable(p, one);
  EXPECT_EQ(p.board_points.size(), 81);
  EXPECT_TRUE(html.contains(QLatin1String("data-first=\"w\"")));
  int main_moves = 0;
  for (const GameToken& t : games[0].tokens) main_moves += t.kind == GameToken::Kind::Move && t.depth == 0;
  EXPECT_EQ(main_line(html, p).size(), main_moves);
  EXPECT_TRUE(p.svgs.front().title.startsWith(QStringLiteral("Thế cờ ban đầu, đến lượt Thủy")));
}
