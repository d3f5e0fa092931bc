#include "gui/core/problemtext.h"

#include <QCoreApplication>

#include "gui/core/gamewords.h"
#include "gui/core/notation.h"
#include "gui/game/gamekinds.h"
#include "rules/excerpt.h"

namespace saban::gui {

namespace {

// A unit's pieces as the board's tooltip names them (gui/board/pointinfo.cpp: "%1 %2 carrying %3"), without
// the side when the problem names none.
QString unitPiecesText(const UnitPieces& u) {
  if (u.types.empty()) return QCoreApplication::translate("Problem", "nothing", "no pieces");
  const QString carrier = pieceName(u.types[0]);
  QStringList passengers;
  for (std::size_t i = 1; i < u.types.size(); ++i) passengers << pieceName(u.types[i]);
  const QString carried = passengers.join(QCoreApplication::translate("PointInfo", " and "));
  if (u.side) {
    if (passengers.isEmpty())
      return QCoreApplication::translate("PointInfo", "%1 %2", "side, piece").arg(sideName(*u.side), carrier);
    return QCoreApplication::translate("PointInfo", "%1 %2 carrying %3", "side, carrier, passengers")
        .arg(sideName(*u.side), carrier, carried);
  }
  if (passengers.isEmpty()) return carrier;
  return QCoreApplication::translate("Problem", "%1 carrying %2", "carrier, passengers")
      .arg(carrier, carried);
}

// A part in the interface's words: text as written (already an excerpt), numbers, and sides, pieces,
// points and endings as the rest of the interface names them.
struct TranslatedPart {
  QString operator()(const std::string& s) const { return QString::fromStdString(s); }
  QString operator()(long long n) const { return QString::number(n); }
  QString operator()(Side s) const { return sideName(s); }
  QString operator()(PieceType t) const { return pieceName(t); }
  QString operator()(Square s) const { return pointName(s); }
  QString operator()(RowColPoint p) const { return pointName(p.square); }
  QString operator()(const UnitPieces& u) const { return unitPiecesText(u); }
  QString operator()(const Term& t) const { return QCoreApplication::translate(t.context, t.text.c_str()); }
  QString operator()(const EndingName& e) const { return GameWords::endingName(e.name); }
  QString operator()(games::GameKind k) const { return gameName(k); }
  QString operator()(const std::shared_ptr<const Problem>& p) const {
    return p ? problemText(*p) : QString();
  }
};

}  // namespace

QString problemText(const Problem& problem) {
  if (problem.kind == ProblemKind::None) return {};
  const QString format = QCoreApplication::translate("Problem", problem_format(problem.kind));
  std::vector<std::string> parts;
  parts.reserve(problem.args.size());
  for (const ProblemArg& a : problem.args) parts.push_back(std::visit(TranslatedPart{}, a).toStdString());
  return QString::fromStdString(fill_format(format.toStdString(), parts));
}

QString problemText(const TextError& error) {
  if (error.problem.kind == ProblemKind::None) return QString::fromStdString(error.message);
  return problemText(error.problem);
}

QString recordErrorsText(const std::vector<parser::RecordError>& errors) {
  QStringList lines;
  for (const parser::RecordError& e : errors) {
    const QString why =
        e.problem.kind == ProblemKind::None ? QString::fromStdString(e.message) : problemText(e.problem);
    QString text = QCoreApplication::translate("Problem", "%1:%2:%3: game %4: %5")
                       .arg(QString::fromStdString(e.file), QString::number(e.where.line),
                            QString::number(e.where.column), QString::number(e.game), why);
    if (!(e.line_text.empty() && e.undecodable)) {
      std::string caret = caret_lines(e.line_text, e.where.column == 0 ? 0 : e.where.column - 1);
      while (!caret.empty() && caret.back() == '\n') caret.pop_back();
      text += QLatin1Char('\n') + QString::fromStdString(caret);
    }
    lines << text;
  }
  return lines.join(QLatin1Char('\n'));
}

QString loadErrorText(const app::LoadError& error) {
  if (!error.errors.empty()) return recordErrorsText(error.errors);
  if (error.problem.kind != ProblemKind::None) return problemText(error.problem);
  return QString::fromStdString(error.message);
}

QString quotingHtml(const QString& text) {
  const qsizetype nl = text.indexOf(QLatin1Char('\n'));
  if (nl < 0) return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
  return QStringLiteral("<p>%1</p><pre>%2</pre>")
      .arg(text.left(nl).toHtmlEscaped(), text.mid(nl + 1).toHtmlEscaped());
}

}  // namespace saban::gui
