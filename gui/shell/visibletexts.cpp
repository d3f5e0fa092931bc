#include "gui/shell/visibletexts.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabBar>
#include <QTextDocumentFragment>
#include <QTextEdit>

namespace saban::gui {

namespace {
constexpr int kRows = 40;  // the rows of a list read: what a screen shows

QString plain(const QString& text) {
  return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

void menuTexts(const QMenu* menu, QStringList& out) {
  out << menu->title();
  for (const QAction* a : menu->actions()) {
    if (a->menu())
      menuTexts(a->menu(), out);
    else if (!a->isSeparator())
      out << a->text() << a->toolTip();
  }
}

void chartTexts(QChart* chart, QStringList& out) {  // Qt Charts' getters are not const
  out << chart->title();
  for (QAbstractAxis* axis : chart->axes()) {
    out << axis->titleText();
    if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) out << categories->categories();
  }
  for (QAbstractSeries* series : chart->series()) {
    out << series->name();
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
      for (QBarSet* set : bars->barSets()) out << set->label();
  }
}

void viewTexts(const QAbstractItemView* view, QStringList& out) {
  const QAbstractItemModel* model = view->model();
  if (!model) return;
  const auto* table = qobject_cast<const QHeaderView*>(view);
  if (table) return;  // a header is read with its view
  for (int c = 0; c < model->columnCount(); ++c) out << model->headerData(c, Qt::Horizontal).toString();
  for (int r = 0; r < model->rowCount() && r < kRows; ++r)
    for (int c = 0; c < model->columnCount(); ++c) {
      const QModelIndex i = model->index(r, c);
      out << model->data(i).toString() << model->data(i, Qt::ToolTipRole).toString();
    }
}
}  // namespace

QStringList visibleTexts(const QWidget* root) {
  QStringList out;
  out << root->windowTitle();
  QList<const QWidget*> widgets{root};
  for (const QWidget* w : root->findChildren<QWidget*>()) widgets << w;
  for (const QWidget* w : widgets) {
    if (w != root && !w->isVisibleTo(root)) continue;
    out << w->toolTip();
    if (const auto* label = qobject_cast<const QLabel*>(w)) out << label->text();
    if (const auto* button = qobject_cast<const QAbstractButton*>(w)) out << button->text();
    if (const auto* edit = qobject_cast<const QLineEdit*>(w)) out << edit->placeholderText();
    if (const auto* box = qobject_cast<const QGroupBox*>(w)) out << box->title();
    if (const auto* dock = qobject_cast<const QDockWidget*>(w)) out << dock->windowTitle();
    if (const auto* combo = qobject_cast<const QComboBox*>(w))
      for (int i = 0; i < combo->count(); ++i) out << combo->itemText(i);
    if (const auto* tabs = qobject_cast<const QTabBar*>(w))
      for (int i = 0; i < tabs->count(); ++i) out << tabs->tabText(i) << tabs->tabToolTip(i);
    if (const auto* text = qobject_cast<const QTextEdit*>(w))
      out << text->toPlainText().split(QLatin1Char('\n'));
    if (const auto* view = qobject_cast<const QAbstractItemView*>(w)) viewTexts(view, out);
    if (const auto* chart = qobject_cast<const QChartView*>(w)) chartTexts(chart->chart(), out);
    if (const auto* bar = qobject_cast<const QMenuBar*>(w))
      for (const QAction* a : bar->actions())
        if (a->menu()) menuTexts(a->menu(), out);
  }
  QStringList texts;
  for (const QString& t : out) {
    const QString p = plain(t).remove(QLatin1Char('&')).trimmed();
    if (!p.isEmpty()) texts << p;
  }
  return texts;
}

// A Latin word among other scripts' letters is a word ("وEnd": and End), not one inside a Vietnamese word
// ("Nguyễn").
QSet<QString> asciiWords(const QString& text) {
  static const QRegularExpression word(QStringLiteral("(?<![\\p{Latin}\\d])[A-Za-z]{3,}(?![\\p{Latin}\\d])"));
  QSet<QString> words;
  for (auto it = word.globalMatch(text); it.hasNext();) words.insert(it.next().captured().toLower());
  return words;
}

QStringList englishWords(const QStringList& texts, const QSet<QString>& english) {
  QStringList found;
  for (const QString& t : texts)
    for (const QString& w : asciiWords(t))
      if (english.contains(w)) found << w + QStringLiteral(": ") + t;
  found.removeDuplicates();
  return found;
}

}  // namespace saban::gui
