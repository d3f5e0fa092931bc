#include "engine/enginerunner.h"

#include <QMetaObject>

#include "analysis/evaluate.h"
#include "core/notation.h"

namespace saban::gui {

namespace {
struct Cancelled {};

// The line's turns in the interface's notation, numbered from the position's side to move.
QString lineText(Position pos, const std::vector<Turn>& pv, Notation n) {
  QStringList parts;
  int number = pos.fullmove_number();
  for (std::size_t i = 0; i < pv.size() && i < 12; ++i) {
    if (pos.side_to_move() == Side::Red)
      parts << QStringLiteral("%1.").arg(number);
    else if (i == 0)
      parts << QStringLiteral("%1…").arg(number);
    parts << turnText(pos, pv[i], n);
    if (pos.side_to_move() == Side::Blue) ++number;
    Undo u;
    pos.do_turn(pv[i], u);
  }
  return parts.join(QLatin1Char(' '));
}
}  // namespace

EngineRunner::EngineRunner(QObject* parent) : QObject(parent) {
  qRegisterMetaType<EngineReport>();
  qRegisterMetaType<GameAnalysis>();
}

EngineRunner::~EngineRunner() {
  m_cancelGame = true;
  stop();
  join();
  if (m_gameThread.joinable()) m_gameThread.join();
}

void EngineRunner::join() {
  if (m_thread.joinable()) m_thread.join();
}

void EngineRunner::start(const Position& pos, const std::vector<std::uint64_t>& history, int multipv) {
  stop();
  join();
  m_stopRequested = false;
  m_running = true;
  const Notation notation = currentNotation();
  m_thread = std::thread([this, pos, history, multipv, notation] {
    analysis::Searcher searcher(1 << 18);
    {
      std::lock_guard lock(m_mutex);
      m_active = &searcher;
    }
    auto send = [this, pos, notation](const analysis::SearchResult& r, bool final) {
      EngineReport rep;
      rep.depth = r.depth;
      rep.nodes = r.nodes;
      rep.seconds = r.seconds;
      rep.nps = r.seconds > 0 ? static_cast<quint64>(static_cast<double>(r.nodes) / r.seconds) : 0;
      rep.final = final;
      for (const auto& line : r.lines)
        rep.lines.push_back({QString::fromStdString(analysis::evaluation_text(line.score)),
                             analysis::expected_score(line.score), lineText(pos, line.pv, notation)});
      QMetaObject::invokeMethod(this, [this, rep] { Q_EMIT report(rep); });
    };
    searcher.on_iteration([&](const analysis::SearchResult& r) {
      send(r, false);
      if (m_stopRequested) searcher.stop();  // a stop that came before the search began
    });
    analysis::SearchLimits limits;
    limits.depth = 64;
    limits.multipv = std::max(1, multipv);
    analysis::SearchResult r;
    if (!m_stopRequested) r = searcher.search(pos, limits, history);
    {
      std::lock_guard lock(m_mutex);
      m_active = nullptr;
    }
    send(r, true);
    m_running = false;
    QMetaObject::invokeMethod(this, [this] { Q_EMIT stopped(); });
  });
}

void EngineRunner::stop() {
  m_stopRequested = true;
  std::lock_guard lock(m_mutex);
  if (m_active) m_active->stop();
}

void EngineRunner::analyseGame(const parser::GameRecord& record, int depth) {
  if (m_gameRunning) return;
  if (m_gameThread.joinable()) m_gameThread.join();
  m_cancelGame = false;
  m_gameRunning = true;
  m_gameThread = std::thread([this, record, depth] {
    GameAnalysis out;
    parser::GameRecord copy = record;
    try {
      analysis::Searcher searcher(1 << 18);
      analysis::AnnotateOptions options;
      options.limits.depth = depth;
      options.comments = false;
      const analysis::GameSummary summary =
          analysis::annotate(copy, searcher, options, [this](int ply, int plies) {
            if (m_cancelGame) throw Cancelled{};
            QMetaObject::invokeMethod(this, [this, ply, plies] { Q_EMIT gameProgress(ply, plies); });
          });
      // Expected score for Red after each ply: the mover's score after its move, from Red's side.
      out.redExpected.push_back(
          summary.moves.empty() ? 0.5 : analysis::expected_score(summary.moves[0].score_before));
      for (const auto& m : summary.moves) {
        const double e = analysis::expected_score(m.score_after);
        out.redExpected.push_back(m.mover == Side::Red ? e : 1.0 - e);
        out.judgements.push_back(m.judgement);
      }
    } catch (const Cancelled&) {
      out.cancelled = true;
    } catch (const std::exception& e) {
      out.error = QString::fromUtf8(e.what());
    }
    m_gameRunning = false;
    QMetaObject::invokeMethod(this, [this, out] { Q_EMIT gameAnalysed(out); });
  });
}

}  // namespace saban::gui
