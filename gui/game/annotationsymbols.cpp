#include "gui/game/annotationsymbols.h"

#include <QAction>
#include <QGridLayout>
#include <QKeySequence>
#include <QMenu>
#include <QToolButton>
#include <algorithm>
#include <array>

#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"
#include "parser/annotation_symbols.h"

namespace saban::gui {

namespace {

// What a symbol means, the sides named as the game held names them.
QString symbolName(unsigned nag, const std::array<QString, 2>& sides) {
  switch (nag) {
    case 1:
      return AnnotationSymbols::tr("Good move");
    case 2:
      return AnnotationSymbols::tr("Mistake");
    case 3:
      return AnnotationSymbols::tr("Brilliant move");
    case 4:
      return AnnotationSymbols::tr("Blunder");
    case 5:
      return AnnotationSymbols::tr("Interesting move");
    case 6:
      return AnnotationSymbols::tr("Dubious move");
    case 7:
      return AnnotationSymbols::tr("Only move");
    case 10:
      return AnnotationSymbols::tr("Equal position");
    case 13:
      return AnnotationSymbols::tr("Unclear position");
    case 14:
      return AnnotationSymbols::tr("%1 is slightly better").arg(sides[0]);
    case 15:
      return AnnotationSymbols::tr("%1 is slightly better").arg(sides[1]);
    case 16:
      return AnnotationSymbols::tr("%1 is better").arg(sides[0]);
    case 17:
      return AnnotationSymbols::tr("%1 is better").arg(sides[1]);
    case 18:
      return AnnotationSymbols::tr("%1 is winning").arg(sides[0]);
    case 19:
      return AnnotationSymbols::tr("%1 is winning").arg(sides[1]);
    case 22:
      return AnnotationSymbols::tr("Zugzwang");
    case 32:
      return AnnotationSymbols::tr("Lead in development");
    case 36:
      return AnnotationSymbols::tr("Initiative");
    case 40:
      return AnnotationSymbols::tr("Attack");
    case 132:
      return AnnotationSymbols::tr("Counterplay");
    case 138:
      return AnnotationSymbols::tr("Time trouble");
    case 146:
      return AnnotationSymbols::tr("Novelty");
    default:
      return QString();
  }
}

// The keys: Ctrl+1..7 the move symbols in NAG order ($1..$7), Alt+1..8 the position symbols in the table's
// order (= ∞ ⩲ ⩱ ± ∓ +− −+); the observations have none.
QKeySequence symbolKey(const parser::AnnotationSymbol& s, int indexInKind) {
  if (s.kind == parser::SymbolKind::Move) return QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + indexInKind));
  if (s.kind == parser::SymbolKind::Position && indexInKind < 9)
    return QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + indexInKind));
  return {};
}

}  // namespace

AnnotationSymbols::AnnotationSymbols(GameDocument* doc, QObject* parent) : QObject(parent), m_doc(doc) {
  int inKind[3] = {0, 0, 0};
  for (const parser::AnnotationSymbol& s : parser::annotation_symbols()) {
    auto* a = new QAction(this);
    a->setCheckable(true);
    a->setData(s.nag);
    a->setIconText(QString::fromUtf8(s.glyph.data(), static_cast<qsizetype>(s.glyph.size())));
    a->setShortcut(symbolKey(s, inKind[static_cast<int>(s.kind)]++));
    a->setObjectName(QStringLiteral("nag%1").arg(s.nag));
    // A choice of the user: the toggled state follows the document (refresh), not the click.
    connect(a, &QAction::triggered, this, [this, nag = s.nag] {
      m_doc->toggleSymbol(nag);
      refresh();
    });
    m_actions << a;
  }
  m_clear = new QAction(this);
  m_clear->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  m_clear->setObjectName(QStringLiteral("nagClear"));
  connect(m_clear, &QAction::triggered, this, [this] {
    m_doc->clearSymbols();
    refresh();
  });
  m_actions << m_clear;
  connect(doc, &GameDocument::cursorChanged, this, &AnnotationSymbols::refresh);
  connect(doc, &GameDocument::treeChanged, this, &AnnotationSymbols::refresh);
  connect(NotationSignals::instance(), &NotationSignals::changed, this, &AnnotationSymbols::refresh);
  refresh();
}

QAction* AnnotationSymbols::action(unsigned nag) const {
  const auto it = std::find_if(m_actions.begin(), m_actions.end(),
                               [this, nag](QAction* a) { return a != m_clear && a->data().toUInt() == nag; });
  return it == m_actions.end() ? nullptr : *it;
}

void AnnotationSymbols::refresh() {
  const auto sides = m_doc->sideNames();
  const std::vector<unsigned> has = m_doc->symbols();
  const bool editable = !m_doc->atStart();
  for (QAction* a : m_actions) {
    a->setEnabled(editable);
    if (a == m_clear) continue;
    const unsigned nag = a->data().toUInt();
    const QString name = symbolName(nag, sides);
    // A judgement reads as the move list writes it: the rulebook's + ? - in its notation, not a second set of
    // signs beside it (its "?" is PGN's "?!", and PGN's "?" is its "-").
    if (const auto j = parser::judgement_from_nag(nag))
      a->setIconText(
          games::with_game(m_doc->kind(), [&](auto g) { return GameKind<decltype(g)>::judgementText(*j); }));
    a->setText(QStringLiteral("%1   %2").arg(a->iconText(), name));
    const QString key = a->shortcut().toString(QKeySequence::NativeText);
    a->setToolTip(key.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, key));
    a->setChecked(std::find(has.begin(), has.end(), nag) != has.end());
  }
  m_clear->setText(tr("Remove the move's symbols"));
  m_clear->setEnabled(editable && !has.empty());
}

QMenu* AnnotationSymbols::menu(QWidget* parent) const {
  auto* menu = new QMenu(tr("Annotation &symbols"), parent);
  menu->setObjectName(QStringLiteral("annotationSymbols"));
  parser::SymbolKind kind = parser::SymbolKind::Move;
  for (QAction* a : m_actions) {
    if (a == m_clear) {
      menu->addSeparator();
    } else if (const auto* s = parser::annotation_symbol(a->data().toUInt()); s->kind != kind) {
      menu->addSeparator();
      kind = s->kind;
    }
    menu->addAction(a);
  }
  return menu;
}

QWidget* AnnotationSymbols::palette(QWidget* parent) const {
  auto* w = new QWidget(parent);
  w->setObjectName(QStringLiteral("annotationPalette"));
  auto* grid = new QGridLayout(w);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setSpacing(1);
  int column[3] = {0, 0, 0};
  for (QAction* a : m_actions) {
    if (a == m_clear) continue;
    const int row = static_cast<int>(parser::annotation_symbol(a->data().toUInt())->kind);
    auto* b = new QToolButton(w);
    b->setDefaultAction(a);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setAutoRaise(true);
    b->setFocusPolicy(Qt::NoFocus);  // a click leaves the focus where the user studies the game
    b->setMinimumWidth(28);
    b->setObjectName(a->objectName());
    grid->addWidget(b, row, column[row]++);
  }
  grid->setColumnStretch(std::max({column[0], column[1], column[2]}), 1);
  return w;
}

}  // namespace saban::gui
