#include "gui/engine/enginerunner.h"

#include <QMetaObject>
#include <algorithm>
#include <new>
#include <type_traits>

#include "analysis/annotate.h"
#include "analysis/dongson_play.h"
#include "analysis/engine.h"
#include "analysis/score_view.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

namespace detail {
/// The live engine of one game, kept while that game's positions are analysed.
struct LiveEngine {
  virtual ~LiveEngine() = default;
  virtual void stop() = 0;
  virtual bool searching() const = 0;
  virtual void setHash(std::size_t mb) = 0;
};
}  // namespace detail

namespace {

template <class Game>
struct LiveOf final : detail::LiveEngine {
  explicit LiveOf(std::size_t hashMb) : engine(hashMb) {}
  analysis::BasicEngine<analysis::EngineGame<Game>> engine;
  void stop() override { engine.stop(); }
  bool searching() const override { return engine.searching(); }
  void setHash(std::size_t mb) override { engine.set_hash(mb); }
};

// What each game's engine searches from: the position at the cursor with the moves before it.
analysis::CommanderChess::Root rootOf(const parser::GameTree& tree) {
  return {tree.position(), tree.history()};
}
analysis::DongSon::Root rootOf(const parser::DsGameTree& tree) { return tree.state(); }

// Each game's annotation of a game at a depth (analysis/annotate.h, analysis/dongson_play.h); the GUI reads
// its verdicts, not the comments.
analysis::GameSummary annotateAt(parser::GameRecord& record, int depth, const EngineSettings& settings,
                                 const analysis::AnnotateCallbacks& cb, std::stop_token stop) {
  analysis::Searcher searcher(1 << 18);
  analysis::AnnotateOptions options;
  options.limits.depth = depth;
  options.limits.movetime_ms = settings.gameMoveMs;
  options.threads = settings.gameThreads;
  options.comments = false;
  return analysis::annotate(record, searcher, options, cb, std::move(stop));
}
analysis::dongson::GameSummary annotateAt(parser::dongson::DsRecord& record, int depth,
                                          const EngineSettings& settings,
                                          const analysis::dongson::AnnotateCallbacks& cb,
                                          std::stop_token stop) {
  analysis::dongson::Searcher searcher;
  return analysis::dongson::annotate(record, searcher, {depth, 0, settings.gameMoveMs}, cb, std::move(stop));
}

// The line's moves in the game's notation (gamekinds.h), numbered from the side to move, up to 12 moves or
// the end of the game.
template <class Game>
QString lineText(typename Game::State state, const std::vector<typename Game::Move>& pv) {
  QStringList parts;
  int number = Game::position(state).fullmove_number();
  for (std::size_t i = 0; i < pv.size() && i < 12 && GameKind<Game>::ending(state).isEmpty(); ++i) {
    const bool first = Game::position(state).side_to_move() == Game::first_side;
    if (first)
      parts << QStringLiteral("%1.").arg(number);
    else if (i == 0)
      parts << QStringLiteral("%1…").arg(number);
    typename parser::BasicGameTree<Game>::RecordMove move;
    move.turn = pv[i];
    parts << GameKind<Game>::moveText(state, move);
    if (!first) ++number;
    Game::play(state, pv[i]);
  }
  return parts.join(QLatin1Char(' '));
}

// A report of the engine in the interface's words, from the first player's side.
template <class Game>
EngineReport reportOf(const analysis::BasicEngineInfo<analysis::EngineGame<Game>>& info,
                      const typename Game::State& state) {
  EngineReport rep;
  rep.depth = info.depth;
  rep.nodes = info.nodes;
  rep.nps = info.nps;
  rep.seconds = info.seconds;
  rep.final = info.final;
  const auto mover = Game::position(state).side_to_move();
  for (const auto& line : info.lines)
    rep.lines.push_back({QString::fromStdString(analysis::first_player_text(line.score, mover)),
                         analysis::first_player_expected(line.score, mover),
                         lineText<Game>(state, line.moves)});
  if constexpr (std::is_same_v<Game, games::CommanderChess>) {
    if (!info.lines.empty() && !info.lines.front().moves.empty()) {
      const Turn& best = info.lines.front().moves.front();
      rep.bestFrom = best.first().from();
      rep.bestTo = best.moves[best.size - 1].to();
    }
  }
  return rep;
}
}  // namespace

EngineRunner::EngineRunner(QObject* parent) : QObject(parent), m_settings(EngineSettings::load()) {
  qRegisterMetaType<EngineReport>();
  qRegisterMetaType<GameAnalysis>();
  qRegisterMetaType<MoveVerdict>();
}

EngineRunner::~EngineRunner() {
  m_gameThread.request_stop();
  if (m_gameThread.joinable()) m_gameThread.join();
  m_live.reset();  // stops and joins the search before the signals' object goes
}

void EngineRunner::setSettings(const EngineSettings& settings) {
  const int hash = m_settings.hashMb;
  m_settings = settings;
  if (m_live && settings.hashMb != hash) {
    try {
      m_live->setHash(static_cast<std::size_t>(settings.hashMb));
    } catch (const std::bad_alloc&) {
      m_settings.hashMb = hash;  // the table in use stays
    }
  }
}

void EngineRunner::start(const GameDocument& doc, int multipv) {
  doc.visit([&](const auto& tree) { startOn(tree, multipv); });
}

// The engine of the game (a new one when the game changes) on the tree's position. The reports are written
// on the GUI thread, where the notation is chosen.
template <class Game>
void EngineRunner::startOn(const parser::BasicGameTree<Game>& tree, int multipv) {
  auto* live = dynamic_cast<LiveOf<Game>*>(m_live.get());
  if (!live) {
    m_live.reset();  // the other game's: stopped and joined
    auto made = std::make_unique<LiveOf<Game>>(static_cast<std::size_t>(m_settings.hashMb));
    live = made.get();
    m_live = std::move(made);
  }
  using Info = analysis::BasicEngineInfo<analysis::EngineGame<Game>>;
  // Both run on the search thread: the reports cross to the GUI thread as queued calls, where those of a
  // search started before the last one (another position) are dropped.
  const std::uint64_t search = ++m_search;
  live->engine.on_info([this, search, state = tree.state()](const Info& info) {
    QMetaObject::invokeMethod(this, [this, search, state, info] {
      if (search == m_search) Q_EMIT report(reportOf<Game>(info, state));
    });
  });
  live->engine.on_finished([this, search, state = tree.state()](const Info& info) {
    QMetaObject::invokeMethod(this, [this, search, state, info] {
      if (search != m_search) return;
      Q_EMIT report(reportOf<Game>(info, state));
      Q_EMIT stopped();
    });
  });
  live->engine.set_position(rootOf(tree));  // stops and waits for a running search
  analysis::EngineLimits limits;
  switch (m_settings.liveLimit) {
    case EngineSettings::LiveLimit::Infinite:
      limits.infinite = true;
      break;
    case EngineSettings::LiveLimit::Depth:
      limits.depth = m_settings.liveDepth;
      break;
    case EngineSettings::LiveLimit::Time:
      limits.movetime_ms = m_settings.liveSeconds * 1000;
      break;
  }
  limits.multipv = std::clamp(multipv, 1, 64);
  live->engine.start(limits);
}

void EngineRunner::stop() {
  if (m_live) m_live->stop();
}

void EngineRunner::discard() {
  ++m_search;
  stop();
}

bool EngineRunner::isRunning() const { return m_live && m_live->searching(); }

void EngineRunner::cancelGameAnalysis() { m_gameThread.request_stop(); }

void EngineRunner::analyseGame(const GameDocument& doc, int depth) {
  if (m_gameRunning) return;
  if (m_gameThread.joinable()) m_gameThread.join();
  m_gameRunning = true;
  doc.visit([&](const auto& tree) { analyse(tree, depth, doc.sideNames()[0]); });
}

// The game's annotation on a thread of its own: each verdict, the progress and the whole as queued signals.
template <class Game>
void EngineRunner::analyse(const parser::BasicGameTree<Game>& tree, int depth, const QString& side) {
  m_gameThread = std::jthread(
      [this, record = tree.record(), depth, side, settings = m_settings](std::stop_token stop) mutable {
        GameAnalysis out;
        out.side = side;
        out.game = Game::kind;
        try {
          analysis::BasicAnnotateCallbacks<Game> callbacks;
          callbacks.on_progress = [this](int ply, int plies) {
            QMetaObject::invokeMethod(this, [this, ply, plies] { Q_EMIT gameProgress(ply, plies); });
          };
          callbacks.on_move = [this](const analysis::BasicMoveAnalysis<Game>& m) {
            MoveVerdict v;
            v.ply = m.ply;
            v.played = m.played;
            v.expectedBefore = analysis::first_player_expected(m.score_before, m.mover);
            v.expectedAfter = analysis::first_player_expected(m.score_after, m.mover);
            v.judgement = m.judgement;
            v.evaluation = analysis::first_player_evaluation(m.score_after, m.mover, m.depth);
            QMetaObject::invokeMethod(this, [this, v] { Q_EMIT moveAnalysed(v); });
          };
          const auto summary = annotateAt(record, depth, settings, callbacks, stop);
          out.cancelled = !summary.complete;
          // The first player's expected score after each ply: the mover's score after its move, turned.
          out.expected.push_back(
              summary.moves.empty()
                  ? 0.5
                  : analysis::first_player_expected(summary.moves[0].score_before, summary.moves[0].mover));
          for (const auto& m : summary.moves) {
            out.expected.push_back(analysis::first_player_expected(m.score_after, m.mover));
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
