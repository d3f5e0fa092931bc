// "Analyse the games of this file": every game read, annotated (by Saban's search or another engine over the
// protocol) and handed back with its annotated text; `saban analyze FILE` prints it, the GUI shows it.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>

#include "analysis/annotate.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/result.h"
#include "rules/side_names.h"

namespace saban::app {

struct AnalyzeFileOptions {
  analysis::AnnotateOptions annotate;
  std::string engine;  ///< an engine command speaking docs/protocol.md; empty: Saban's search
  std::optional<parser::WriteOptions> write;  ///< the output dialect; nullopt: each game's own
};

/// One game done.
struct AnalyzedGame {
  int number = 0;  ///< 1-based among the games read
  std::array<const char*, 2> sides{side_name(Side::Red, false),
                                   side_name(Side::Blue, false)};  ///< in English
  analysis::GameSummary summary;
  std::string text;  ///< the annotated record
};

struct AnalyzeFileCallbacks {
  std::function<void(const parser::RecordError&)> on_error;       ///< a game that cannot be read (skipped)
  std::function<void(int game, int ply, int plies)> on_position;  ///< after each searched position
  std::function<void(const analysis::MoveAnalysis&)> on_move;     ///< each verdict (Saban's search only)
  std::function<void(const AnalyzedGame&)> on_game;               ///< each game annotated
};

struct AnalyzeFileSummary {
  int games = 0;         ///< annotated
  int rejected = 0;      ///< could not be read
  bool complete = true;  ///< false when stopped (the game being analysed is not reported)
};

/// Analyses the games of a record file one after the other. Errors: the file or the engine cannot be opened,
/// or the engine fails; a game that cannot be read is reported and skipped.
Result<AnalyzeFileSummary, std::string> analyze_file(const std::string& path,
                                                     const AnalyzeFileOptions& options,
                                                     const AnalyzeFileCallbacks& callbacks = {},
                                                     std::stop_token stop = {});

}  // namespace saban::app
