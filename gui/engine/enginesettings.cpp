#include "gui/engine/enginesettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>

#include "analysis/engine.h"

namespace saban::gui {

namespace {
int maxHash() { return static_cast<int>(std::min<std::size_t>(analysis::max_hash_mb(), 65536)); }
int maxThreads() { return std::max(1, QThread::idealThreadCount()); }
}  // namespace

EngineSettings EngineSettings::load() {
  const QSettings s;
  EngineSettings e;
  e.hashMb = std::clamp(s.value(QStringLiteral("engine/hash"), e.hashMb).toInt(), 1, maxHash());
  const int limit = s.value(QStringLiteral("engine/liveLimit"), 0).toInt();
  e.liveLimit = limit == 1 ? LiveLimit::Depth : limit == 2 ? LiveLimit::Time : LiveLimit::Infinite;
  e.liveDepth = std::clamp(s.value(QStringLiteral("engine/liveDepth"), e.liveDepth).toInt(), 1, 64);
  e.liveSeconds = std::clamp(s.value(QStringLiteral("engine/liveSeconds"), e.liveSeconds).toInt(), 1, 3600);
  e.gameThreads =
      std::clamp(s.value(QStringLiteral("engine/gameThreads"), e.gameThreads).toInt(), 1, maxThreads());
  e.gameMoveMs = std::clamp(s.value(QStringLiteral("engine/gameMoveMs"), e.gameMoveMs).toInt(), 0, 600000);
  return e;
}

void EngineSettings::save() const {
  QSettings s;
  s.setValue(QStringLiteral("engine/hash"), hashMb);
  s.setValue(QStringLiteral("engine/liveLimit"), static_cast<int>(liveLimit));
  s.setValue(QStringLiteral("engine/liveDepth"), liveDepth);
  s.setValue(QStringLiteral("engine/liveSeconds"), liveSeconds);
  s.setValue(QStringLiteral("engine/gameThreads"), gameThreads);
  s.setValue(QStringLiteral("engine/gameMoveMs"), gameMoveMs);
}

EngineSettingsDialog::EngineSettingsDialog(const EngineSettings& e, QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("engineSettings"));
  setWindowTitle(tr("Engine settings"));
  auto* layout = new QVBoxLayout(this);

  auto* live = new QGroupBox(tr("Live analysis"), this);
  auto* lf = new QFormLayout(live);
  m_hash = new QSpinBox(live);
  m_hash->setObjectName(QStringLiteral("hash"));
  m_hash->setRange(1, maxHash());
  m_hash->setSuffix(tr(" MB"));
  m_hash->setValue(e.hashMb);
  m_hash->setToolTip(tr("The table of positions the engine keeps between searches"));
  lf->addRow(tr("Hash table:"), m_hash);
  m_limit = new QComboBox(live);
  m_limit->setObjectName(QStringLiteral("liveLimit"));
  m_limit->addItems({tr("Until stopped"), tr("To a depth"), tr("For a time")});
  m_limit->setCurrentIndex(static_cast<int>(e.liveLimit));
  lf->addRow(tr("Search:"), m_limit);
  m_depth = new QSpinBox(live);
  m_depth->setObjectName(QStringLiteral("liveDepth"));
  m_depth->setRange(1, 64);
  m_depth->setSuffix(tr(" plies"));
  m_depth->setValue(e.liveDepth);
  lf->addRow(tr("Depth:"), m_depth);
  m_seconds = new QSpinBox(live);
  m_seconds->setObjectName(QStringLiteral("liveSeconds"));
  m_seconds->setRange(1, 3600);
  m_seconds->setSuffix(tr(" s"));
  m_seconds->setValue(e.liveSeconds);
  lf->addRow(tr("Time:"), m_seconds);
  layout->addWidget(live);

  auto* game = new QGroupBox(tr("Analysis of the whole game"), this);
  auto* gf = new QFormLayout(game);
  m_threads = new QSpinBox(game);
  m_threads->setObjectName(QStringLiteral("gameThreads"));
  m_threads->setRange(1, maxThreads());
  m_threads->setValue(e.gameThreads);
  m_threads->setToolTip(
      tr("Positions searched at once, each by its own searcher (Commander Chess; a Cờ Đông "
         "Sơn game is analysed on one thread)"));
  gf->addRow(tr("Threads:"), m_threads);
  m_moveMs = new QSpinBox(game);
  m_moveMs->setObjectName(QStringLiteral("gameMoveMs"));
  m_moveMs->setRange(0, 600000);
  m_moveMs->setSingleStep(100);
  m_moveMs->setSuffix(tr(" ms"));
  m_moveMs->setSpecialValueText(tr("no limit"));
  m_moveMs->setValue(e.gameMoveMs);
  gf->addRow(tr("Time per position:"), m_moveMs);
  auto* note =
      new QLabel(tr("The depth is the Engine pane's; the first limit reached ends each search."), game);
  note->setWordWrap(true);
  gf->addRow(note);
  layout->addWidget(game);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  connect(m_limit, &QComboBox::currentIndexChanged, this, &EngineSettingsDialog::limitChosen);
  limitChosen();
}

// Only the limit chosen has its field.
void EngineSettingsDialog::limitChosen() {
  m_depth->setEnabled(m_limit->currentIndex() == static_cast<int>(EngineSettings::LiveLimit::Depth));
  m_seconds->setEnabled(m_limit->currentIndex() == static_cast<int>(EngineSettings::LiveLimit::Time));
}

EngineSettings EngineSettingsDialog::settings() const {
  EngineSettings e;
  e.hashMb = m_hash->value();
  e.liveLimit = static_cast<EngineSettings::LiveLimit>(m_limit->currentIndex());
  e.liveDepth = m_depth->value();
  e.liveSeconds = m_seconds->value();
  e.gameThreads = m_threads->value();
  e.gameMoveMs = m_moveMs->value();
  return e;
}

}  // namespace saban::gui
