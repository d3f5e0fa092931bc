#include "gui/engine/enginepane.h"
#include "gui/core/headerwidths.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <variant>

#include "gui/game/gamedocument.h"

namespace saban::gui {

EnginePane::EnginePane(GameDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc) {
  m_runner = new EngineRunner(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* top = new QHBoxLayout;
  m_startStop = new QPushButton(tr("Analyse"), this);
  m_startStop->setCheckable(true);
  m_startStop->setToolTip(tr("Start or stop the live analysis of the shown position (Space)"));
  connect(m_startStop, &QPushButton::clicked, this, &EnginePane::toggleAnalysis);
  top->addWidget(m_startStop);
  top->addWidget(new QLabel(tr("Lines:"), this));
  m_multipv = new QSpinBox(this);
  m_multipv->setRange(1, 8);
  m_multipv->setValue(3);
  top->addWidget(m_multipv);
  // The dock keeps its width while the engine runs: the button as wide as its longer text, the counts wrapped
  // within the width there is rather than asking for more.
  m_startStop->setText(tr("Stop"));
  const int stopWidth = m_startStop->sizeHint().width();
  m_startStop->setText(tr("Analyse"));
  m_startStop->setMinimumWidth(std::max(stopWidth, m_startStop->sizeHint().width()));
  m_info = new QLabel(this);
  m_info->setWordWrap(true);
  m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  top->addWidget(m_info, 1);
  layout->addLayout(top);
  m_lines = new QTreeWidget(this);
  m_lines->setRootIsDecorated(false);
  m_lines->setColumnCount(2);
  m_lines->header()->setStretchLastSection(true);
  m_lines->setColumnWidth(0, 70);
  fitHeaderTitles(m_lines->header());  // the score's column is named after the side ("Thủy", "Đỏ")
  m_lines->setWordWrap(true);
  m_lines->setTextElideMode(Qt::ElideRight);
  // Scores and moves are notation, read left to right in every language (as the board is drawn): in Arabic
  // too, or "8. K2,7_5,7 9. T3,7@K5,7" would come out with its moves in reverse order.
  m_lines->setLayoutDirection(Qt::LeftToRight);
  layout->addWidget(m_lines, 1);
  auto* game = new QHBoxLayout;
  m_gameButton = new QPushButton(tr("Analyse the game"), this);
  m_gameButton->setToolTip(tr("Search every position of the main line and draw the evaluation graph"));
  connect(m_gameButton, &QPushButton::clicked, this, &EnginePane::analyseGame);
  game->addWidget(m_gameButton);
  game->addWidget(new QLabel(tr("Depth:"), this));
  m_depth = new QSpinBox(this);
  m_depth->setRange(1, 12);
  m_depth->setValue(4);
  game->addWidget(m_depth);
  m_progress = new QProgressBar(this);
  m_progress->setVisible(false);
  game->addWidget(m_progress, 1);
  game->addStretch();
  layout->addLayout(game);

  connect(m_runner, &EngineRunner::report, this, &EnginePane::showReport);
  connect(m_runner, &EngineRunner::stopped, this, [this] {
    if (!m_wanted) m_startStop->setChecked(false);
  });
  connect(m_runner, &EngineRunner::gameProgress, this, [this](int ply, int plies) {
    m_progress->setRange(0, plies);
    m_progress->setValue(ply);
    m_progress->setFormat(tr("move %1 of %2").arg(ply).arg(plies));
  });
  connect(m_runner, &EngineRunner::moveAnalysed, this, &EnginePane::showVerdict);
  connect(m_runner, &EngineRunner::gameAnalysed, this, [this](const GameAnalysis& a) {
    m_progress->setVisible(false);
    m_gameButton->setText(tr("Analyse the game"));
    if (!m_analysing) return;  // of a game no longer open
    m_analysing = false;
    if (a.cancelled)
      Q_EMIT statusMessage(tr("Game analysis cancelled after %n move(s)", nullptr,
                              static_cast<int>(m_partial.judgements.size())));
    else if (!a.error.isEmpty())
      Q_EMIT statusMessage(tr("Game analysis failed: %1").arg(a.error));
    else
      Q_EMIT gameAnalysed(a);
  });
  connect(doc, &GameDocument::cursorChanged, this, &EnginePane::positionChanged);
  connect(doc, &GameDocument::gameReplaced, this, &EnginePane::gameOpened);
  gameOpened();
}

// Another game is open: what ran on the last one stops; the scores are from its first player's side.
void EnginePane::gameOpened() {
  if (m_wanted) stopAnalysis();
  m_runner->discard();
  if (m_analysing) m_runner->cancelGameAnalysis();
  m_analysing = false;
  m_lines->clear();
  m_info->clear();
  const std::array<QString, 2> sides = m_doc->sideNames();
  m_lines->setHeaderLabels({sides[0], tr("Line")});
  m_lines->headerItem()->setToolTip(
      0, tr("Scores from %1's side, whoever is to move: + is good for %1, #3: %1 wins in 3 moves, #-2: %2 "
            "wins in 2")
             .arg(sides[0], sides[1]));
}

void EnginePane::toggleAnalysis() {
  if (m_wanted)
    stopAnalysis();
  else
    startAnalysis();
}

void EnginePane::startAnalysis() {
  m_wanted = true;
  m_startStop->setChecked(true);
  m_startStop->setText(tr("Stop"));
  m_lines->clear();
  m_runner->start(*m_doc, m_multipv->value());
}

void EnginePane::stopAnalysis() {
  m_wanted = false;
  m_startStop->setChecked(false);
  m_startStop->setText(tr("Analyse"));
  m_runner->stop();
}

void EnginePane::positionChanged() {
  if (m_wanted) startAnalysis();
}

void EnginePane::analyseGame() {
  if (m_runner->isAnalysingGame()) {
    m_runner->cancelGameAnalysis();
    return;
  }
  m_progress->setVisible(true);
  m_progress->setValue(0);
  m_gameButton->setText(tr("Cancel"));
  m_partial = GameAnalysis();
  m_partial.side = m_doc->sideNames()[0];
  m_partial.game = m_doc->kind();
  m_analysing = true;
  m_runner->analyseGame(*m_doc, m_depth->value());
}

// A move judged while the game is analysed: its evaluation and its judgement (unless the annotator gave one)
// go into the game, and the graph grows by a ply.
void EnginePane::showVerdict(const MoveVerdict& v) {
  if (!m_analysing) return;                                            // of a game no longer open
  if (v.ply != static_cast<int>(m_partial.judgements.size())) return;  // not the game's next move
  if (m_partial.expected.empty()) m_partial.expected.push_back(v.expectedBefore);
  m_partial.expected.push_back(v.expectedAfter);
  m_partial.judgements.push_back(v.judgement);
  std::visit([&](const auto& played) { m_doc->setEngineVerdict(v.ply, played, v.judgement, v.evaluation); },
             v.played);
  Q_EMIT gameAnalysed(m_partial);
}

void EnginePane::showReport(const EngineReport& r) {
  const QLocale locale;
  m_info->setText(tr("depth %1 · %2 nodes · %3 nodes/s")
                      .arg(r.depth)
                      .arg(locale.toString(static_cast<qulonglong>(r.nodes)))
                      .arg(locale.toString(static_cast<qulonglong>(r.nps))));
  if (r.lines.empty()) return;
  m_lines->clear();
  for (const auto& l : r.lines) {
    auto* item = new QTreeWidgetItem(m_lines, {l.score, l.moves});
    item->setToolTip(1, l.moves);
    item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
    QFont f = item->font(0);
    f.setBold(true);
    item->setFont(0, f);
  }
}

}  // namespace saban::gui
