// The engine's settings (Engine → Settings…), kept in QSettings under "engine/": the live engine's hash table
// and how long it searches (until stopped, to a depth, or for a time), and for the analysis of a whole game
// the threads (Commander Chess: positions searched in parallel, each with its own searcher) and a time per
// move beside the Engine pane's depth (the first limit reached ends a search). Only what the engine has
// (analysis/engine.h EngineLimits and set_hash, analysis/annotate.h AnnotateOptions).
#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace saban::gui {

struct EngineSettings {
  enum class LiveLimit { Infinite, Depth, Time };
  int hashMb = 16;                            ///< the live engine's table, 1 to analysis::max_hash_mb()
  LiveLimit liveLimit = LiveLimit::Infinite;  ///< how long a live search runs
  int liveDepth = 20;                         ///< plies, 1 to 64, for LiveLimit::Depth
  int liveSeconds = 10;                       ///< for LiveLimit::Time
  int gameThreads = 1;                        ///< the game's analysis (Commander Chess)
  int gameMoveMs = 0;  ///< the game's analysis: at most this long a position; 0: no limit

  /// Read from the settings (defaults where none is stored, values out of range brought into it).
  static EngineSettings load();
  void save() const;
  bool operator==(const EngineSettings&) const = default;
};

class EngineSettingsDialog : public QDialog {
  Q_OBJECT
 public:
  explicit EngineSettingsDialog(const EngineSettings& settings, QWidget* parent = nullptr);
  /// What the dialog shows.
  EngineSettings settings() const;

 private:
  void limitChosen();

  QSpinBox *m_hash, *m_depth, *m_seconds, *m_threads, *m_moveMs;
  QComboBox* m_limit;
};

}  // namespace saban::gui
