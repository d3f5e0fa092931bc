#include "gui/stats/statshtml.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

#include "gui/core/contrast.h"
#include "gui/core/gamewords.h"
#include "gui/core/notation.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

/// The context of the statistics' words for Qt Linguist.
struct StatsText {
  Q_DECLARE_TR_FUNCTIONS(saban::gui::StatsText)
};

namespace {

QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString num(long long n) { return QLocale().toString(n); }

// A table of numbers as every one of these pages opens it: its columns kept apart (without the padding a
// player's page read "số vánthắnghoàthuađiểm").
QString table() { return QStringLiteral("<table cellspacing=\"2\" cellpadding=\"2\">"); }

// A table's row of `cells` (each a whole <td> or <th>) in reading order: the first on the left, or in a
// right-to-left interface (Arabic) on the right. Qt's rich text lays a table's columns out left to right
// whatever the direction (dir="rtl" only aligned the cells' text), so the cells are written last first there.
QString row(QStringList cells) {
  if (QGuiApplication::isRightToLeft()) std::reverse(cells.begin(), cells.end());
  return QStringLiteral("<tr>") + cells.join(QString()) + QStringLiteral("</tr>");
}

// Where a column of words starts its text: left, or right in a right-to-left interface (numbers keep the
// right).
QString wordsAlign() {
  return QGuiApplication::isRightToLeft() ? QStringLiteral("right") : QStringLiteral("left");
}

// A heading of level `level` (2 or 3) over `text` (already HTML).
QString heading(int level, const QString& text) {
  return QStringLiteral("<h%1>%2</h%1>").arg(level).arg(text);
}

// A bar of the first side's wins, draws and the second side's wins, as a one-row table of coloured cells in
// the sides' colours (gamekinds.h: Red and Blue, Thủy's water and Sơn's earth); the games without a result
// (`*`) as a pale cell at its end, so that a row of one win and one unfinished game is not all one colour.
QString resultBar(const db::Results& r, db::Variant game, int width = 160) {
  const std::array<QRgb, 2> colours = withGameKind(game, [](auto g) { return decltype(g)::sideColours; });
  const long long n = std::max({1LL, r.games, r.red_wins + r.draws + r.blue_wins + r.unfinished});
  QStringList cells;
  auto cell = [&](long long v, const QString& colour) {
    const int w = static_cast<int>(width * v / n);
    if (w > 0) cells << QStringLiteral("<td width=\"%1\" style=\"background:%2\"></td>").arg(w).arg(colour);
  };
  cell(r.red_wins, QColor(colours[0]).name());
  cell(r.draws, QStringLiteral("#9e9e9e"));
  cell(r.blue_wins, QColor(colours[1]).name());
  cell(r.unfinished, QStringLiteral("#e6e6e6"));
  // Read from the first side's wins on, as the tables' columns (right to left in Arabic).
  return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\" height=\"10\">") + row(cells) +
         QStringLiteral("</table>");
}

// A header cell (`align` "left", "right" or none) and a cell of numbers.
QString th(const QString& text, const QString& align = {}) {
  return align.isEmpty() ? QStringLiteral("<th>%1</th>").arg(text)
                         : QStringLiteral("<th align=\"%1\">%2</th>").arg(align, text);
}
QString td(const QString& text) { return QStringLiteral("<td>%1</td>").arg(text); }
QString number(const QString& text) { return QStringLiteral("<td align=\"right\">%1</td>").arg(text); }

// A table of results; with `bars`, each row's results as a bar too (the charts draw those of modes and
// endings).
QString resultsTable(const QString& title, const std::vector<db::ResultsBy>& rows, db::Variant game,
                     bool bars, QString (*name)(const std::string&) = nullptr) {
  const std::array<QString, 2> sides = sideNames(game);
  const QString right = QStringLiteral("right");
  QString h = heading(3, title) + table();
  h += row({th({}, wordsAlign()), th(StatsText::tr("games"), right), th(sides[0], right),
            th(StatsText::tr("draws"), right), th(sides[1], right), th({})});
  for (const auto& r : rows)
    h += row({td(name ? name(r.key).toHtmlEscaped() : esc(r.key)), number(num(r.results.games)),
              number(num(r.results.red_wins)), number(num(r.results.draws)), number(num(r.results.blue_wins)),
              td(bars ? resultBar(r.results, game) : QString())});
  return h + QStringLiteral("</table>");
}

QStringList recordCells(const db::Record& r) {
  return {number(num(r.games)), number(num(r.wins)), number(num(r.draws)), number(num(r.losses)),
          number(QStringLiteral("<b>%1%</b>").arg(qRound(r.score() * 100)))};
}

QStringList recordHeader() {
  const QString right = QStringLiteral("right");
  return {th(StatsText::tr("games"), right), th(StatsText::tr("wins"), right),
          th(StatsText::tr("draws"), right), th(StatsText::tr("losses"), right),
          th(StatsText::tr("score"), right)};
}

}  // namespace

QString statisticsHtml(const db::DatabaseStats& s) {
  const db::Variant game = s.variant;
  const std::array<QString, 2> sides = sideNames(game);
  QString h = QStringLiteral("<h2>%1: %2</h2>")
                  .arg(gameName(game), StatsText::tr("%1 games").arg(num(s.total.games)));
  // The games without a result said too: before, "143 + 356 + 92" under "592 games" left the reader to find
  // the one unfinished game.
  const QString results =
      s.total.unfinished > 0
          ? StatsText::tr("%1 won %2, drawn %3, %4 won %5, without a result %6")
                .arg(sides[0], num(s.total.red_wins), num(s.total.draws), sides[1], num(s.total.blue_wins),
                     num(s.total.unfinished))
          : StatsText::tr("%1 won %2, drawn %3, %4 won %5")
                .arg(sides[0], num(s.total.red_wins), num(s.total.draws), sides[1], num(s.total.blue_wins));
  h += QStringLiteral("<p>%1</p>")
           .arg(StatsText::tr("%1; %2 plies on average (%3 to %4)")
                    .arg(results)
                    .arg(s.average_plies, 0, 'f', 1)
                    .arg(s.shortest)
                    .arg(s.longest));
  // A small empty line apart from the heading under it (Qt's rich text keeps no margin after a table, and
  // Vietnamese diacritics reached up to the bar)
  h += resultBar(s.total, game, 320) + QStringLiteral("<p style=\"font-size:5pt\">&nbsp;</p>");
  if (s.other_games > 0)
    for (games::GameKind k : games::kGameKinds)
      if (k != game)
        h += QStringLiteral("<p><i>%1</i></p>")
                 .arg(StatsText::tr("Not counted here: %1 games of %2 (choose the game above).")
                          .arg(num(s.other_games), gameName(k)));
  const bool modes = withGameKind(game, [](auto g) { return decltype(g)::hasModes; });
  if (modes) h += resultsTable(StatsText::tr("By mode"), s.by_mode, game, false, GameWords::modeName);
  h += resultsTable(StatsText::tr("By ending"), s.by_ending, game, false, GameWords::endingName);
  h += resultsTable(StatsText::tr("By rules"), s.by_profile, game, false, GameWords::rulesName);
  h += resultsTable(StatsText::tr("By year"), s.by_year, game, true);
  // Padded as the tables above: "0–19" and a count of 2 read "0–192".
  const QString right = QStringLiteral("right");
  h += heading(3, StatsText::tr("Game lengths (plies)")) + table() +
       row({th({}), th(StatsText::tr("games"), right)});
  for (const auto& b : s.lengths)
    h += row({number(QStringLiteral("%1–%2").arg(b.from).arg(b.to - 1)), number(num(b.games))});
  h += QStringLiteral("</table>") + heading(3, StatsText::tr("Players")) + table() +
       row(QStringList{th(StatsText::tr("name"), wordsAlign())} + recordHeader());
  for (const auto& p : s.top_players) h += row(QStringList{td(esc(p.name))} + recordCells(p.record));
  h += QStringLiteral("</table>") + heading(3, StatsText::tr("Most played openings")) + table();
  for (const auto& o : s.openings)
    h += row({td(QStringLiteral("<code>%1</code>").arg(esc(o.moves))), number(num(o.results.games)),
              td(resultBar(o.results, game, 120))});
  h += QStringLiteral("</table>") + heading(3, StatsText::tr("Pieces lost")) + table() +
       row({th({}), th(sides[0], right), th(sides[1], right)});
  for (const CaptureRow& c : captureRows(s))
    h += row({td(c.piece), number(num(c.lost[0])), number(num(c.lost[1]))});
  return h + QStringLiteral("</table>");
}

QUrl gameLink(long long id) {
  QUrl url;
  url.setScheme(QStringLiteral("saban-game"));
  url.setPath(QString::number(id));
  return url;
}

std::optional<long long> linkedGame(const QUrl& url) {
  if (url.scheme() != QLatin1String("saban-game")) return std::nullopt;
  bool ok = false;
  const long long id = url.path().toLongLong(&ok);
  if (!ok || id <= 0) return std::nullopt;
  return id;
}

std::vector<CaptureRow> captureRows(const db::DatabaseStats& s) {
  std::vector<CaptureRow> rows;
  games::with_game(s.variant, [&](auto g) {
    using Game = decltype(g);
    for (const db::PieceCaptures& c : s.captures)
      rows.push_back({GameKind<Game>::pieceName(c.piece_type<Game>()), {c.red_lost, c.blue_lost}});
  });
  return rows;
}

QString playersHtml(const std::vector<db::PlayerReport>& players, db::Variant game) {
  // The game's sides (Red and Blue; Thủy and Sơn) and their colours, for the records and the recent games
  const std::array<QString, 2> sides = sideNames(game);
  const std::array<QRgb, 2> colours = withGameKind(game, [](auto g) { return decltype(g)::sideColours; });
  const QString colour[2] = {readableName(QColor(colours[0]), QGuiApplication::palette()),
                             readableName(QColor(colours[1]), QGuiApplication::palette())};
  QString h = QStringLiteral("<p><i>%1</i></p>")
                  .arg(StatsText::tr("Games of %1 only (the game chosen above)").arg(gameName(game)));
  for (const auto& p : players) {
    h += heading(2, esc(p.name)) + table() + row(QStringList{th({})} + recordHeader());
    h += row(QStringList{td(StatsText::tr("as %1").arg(sides[0]))} + recordCells(p.as_red));
    h += row(QStringList{td(StatsText::tr("as %1").arg(sides[1]))} + recordCells(p.as_blue));
    h += row(QStringList{td(QStringLiteral("<b>%1</b>").arg(StatsText::tr("total")))} +
             recordCells(p.total())) +
         QStringLiteral("</table>");
    h += heading(3, StatsText::tr("By year")) + table() + row(QStringList{th({})} + recordHeader());
    for (const auto& y : p.by_year) h += row(QStringList{td(esc(y.year))} + recordCells(y.record));
    h += QStringLiteral("</table>") + heading(3, StatsText::tr("Openings played")) + table() +
         row(QStringList{th({}), th({})} + recordHeader());
    for (const auto& o : p.openings) {
      const int i = o.side == Side::Red ? 0 : 1;
      h += row(QStringList{td(QStringLiteral("<code>%1</code>").arg(esc(o.moves))),
                           QStringLiteral("<td style=\"color:%1\">%2</td>").arg(colour[i], sides[i])} +
               recordCells(o.record));
    }
    // The recent games under their columns' names, each date a link that opens its game (a click, or Tab to
    // it and Enter), as a game of the list does
    const QString start = wordsAlign();
    h += QStringLiteral("</table>") + heading(3, StatsText::tr("Recent games")) + table() +
         row({th(StatsText::tr("date"), start), th(sides[0], start), th(sides[1], start),
              th(StatsText::tr("result"), start), th(StatsText::tr("event"), start)});
    auto coloured = [](const QString& colour, const std::string& text) {
      return QStringLiteral("<td style=\"color:%1\">%2</td>").arg(colour, esc(text));
    };
    for (const auto& g : p.recent)
      h +=
          row({QStringLiteral("<td><a href=\"%1\" title=\"%2\">%3</a></td>")
                   .arg(gameLink(g.id).toString(QUrl::FullyEncoded).toHtmlEscaped(),
                        StatsText::tr("Open this game"), esc(g.date.empty() ? std::string("?") : g.date)),
               coloured(colour[0], g.red), coloured(colour[1], g.blue), td(esc(g.result)), td(esc(g.event))});
    h += QStringLiteral("</table>");
  }
  return h;
}

}  // namespace saban::gui
