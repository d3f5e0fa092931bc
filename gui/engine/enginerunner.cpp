#include "gui/engine/enginerunner.h"

#include <QMetaObject>

#include "analysis/annotate.h"
#include "analysis/evaluate.h"
#include "analysis/score_view.h"
#include "gui/core/notation.h"

namespace saban::gui {

namespace {
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

// A report of the engine in the interface's words.
EngineReport reportOf(const analysis::EngineInfo& info, const Position& pos, Notation notation) {
  EngineReport rep;
  rep.depth = info.depth;
  rep.nodes = info.nodes;
  rep.nps = info.nps;
  rep.seconds = info.seconds;
  rep.final = info.final;
  for (const analysis::EngineLine& line : info.lines)
    rep.lines.push_back({QString::fromStdString(analysis::first_player_text(line.score, pos.side_to_move())),
                         pos.side_to_move() == Side::Red ? line.expected : 1.0 - line.expected,
                         lineText(pos, line.moves, notation)});
  return rep;
}

// Red's expected score from a score for the side that moves.
double forRed(int score, Side mover) {
  const double e = analysis::expected_score(score);
  return mover == Side::Red ? e : 1.0 - e;
}
}  // namespace

EngineRunner::EngineRunner(QObject* parent)
    : QObject(parent), m_engine(std::make_unique<analysis::Engine>(16)) {
  qRegisterMetaType<EngineReport>();
  qRegisterMetaType<GameAnalysis>();
  qRegisterMetaType<MoveVerdict>();
}

EngineRunner::~EngineRunner() {
  m_gameThread.request_stop();
  if (m_gameThread.joinable()) m_gameThread.join();
  m_engine.reset();  // stops and joins the search before the signals' object goes
}

void EngineRunner::start(const Position& pos, const std::vector<std::uint64_t>& history, int multipv) {
  const Notation notation = currentNotation();
  // Both run on the search thread: the reports cross to the GUI thread as queued calls.
  m_engine->on_info([this, pos, notation](const analysis::EngineInfo& info) {
    QMetaObject::invokeMethod(this, [this, rep = reportOf(info, pos, notation)] { Q_EMIT report(rep); });
  });
  m_engine->on_finished([this, pos, notation](const analysis::EngineInfo& info) {
    QMetaObject::invokeMethod(this, [this, rep = reportOf(info, pos, notation)] {
      Q_EMIT report(rep);
      Q_EMIT stopped();
    });
  });
  m_engine->set_position(pos, history);  // stops and waits for a running search
  analysis::EngineLimits limits;
  limits.infinite = true;
  limits.multipv = std::clamp(multipv, 1, 64);
  m_engine->start(limits);
}

void EngineRunner::stop() { m_engine->stop(); }

void EngineRunner::cancelGameAnalysis() { m_gameThread.request_stop(); }

void EngineRunner::analyseGame(const parser::GameRecord& record, int depth) {
  if (m_gameRunning) return;
  if (m_gameThread.joinable()) m_gameThread.join();
  m_gameRunning = true;
  m_gameThread = std::jthread([this, record, depth](std::stop_token stop) {
    GameAnalysis out;
    parser::GameRecord copy = record;
    try {
      analysis::Searcher searcher(1 << 18);
      analysis::AnnotateOptions options;
      options.limits.depth = depth;
      options.comments = false;
      analysis::AnnotateCallbacks callbacks;
      callbacks.on_progress = [this](int ply, int plies) {
        QMetaObject::invokeMethod(this, [this, ply, plies] { Q_EMIT gameProgress(ply, plies); });
      };
      callbacks.on_move = [this](const analysis::MoveAnalysis& m) {
        MoveVerdict v;
        v.ply = m.ply;
        v.played = m.played;
        v.redExpectedBefore = forRed(m.score_before, m.mover);
        v.redExpectedAfter = forRed(m.score_after, m.mover);
        v.judgement = m.judgement;
        QMetaObject::invokeMethod(this, [this, v] { Q_EMIT moveAnalysed(v); });
      };
      const analysis::GameSummary summary = analysis::annotate(copy, searcher, options, callbacks, stop);
      out.cancelled = !summary.complete;
      // Expected score for Red after each ply: the mover's score after its move, from Red's side.
      out.redExpected.push_back(
          summary.moves.empty() ? 0.5 : forRed(summary.moves[0].score_before, summary.moves[0].mover));
      for (const auto& m : summary.moves) {
        out.redExpected.push_back(forRed(m.score_after, m.mover));
        out.judgements.push_back(m.judgement);
      }
    } catch (const std::exception& e) {
      out.error = QString::fromUtf8(e.what());
    }
    m_gameRunning = false;
    QMetaObject::invokeMethod(this, [this, out] { Q_EMIT gameAnalysed(out); });
  });
}

}  // namespace saban::gui
