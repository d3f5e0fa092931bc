#include "gui/core/problemtext.h"

#include <QCoreApplication>

#include "gui/core/notation.h"

namespace saban::gui {

namespace {

// A part in the interface's words: text as written (already an excerpt), numbers, and sides, pieces and
// points as the rest of the interface names them.
struct TranslatedPart {
  QString operator()(const std::string& s) const { return QString::fromStdString(s); }
  QString operator()(long long n) const { return QString::number(n); }
  QString operator()(Side s) const { return sideName(s); }
  QString operator()(PieceType t) const { return pieceName(t); }
  QString operator()(Square s) const { return pointName(s); }
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

}  // namespace saban::gui
