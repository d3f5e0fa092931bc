#include "app/analyze_file.h"

#include <fstream>
#include <memory>

#include "analysis/dongson_play.h"
#include "analysis/external_engine.h"

namespace saban::app {

Result<AnalyzeFileSummary, std::string> analyze_file(const std::string& path,
                                                     const AnalyzeFileOptions& options,
                                                     const AnalyzeFileCallbacks& callbacks,
                                                     std::stop_token stop) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "cannot open " + path;
  const analysis::AnnotateOptions& o = options.annotate;
  analysis::Searcher searcher;
  std::unique_ptr<analysis::ExternalEngine> engine;
  if (!options.engine.empty()) {
    try {
      engine =
          std::make_unique<analysis::ExternalEngine>(analysis::ExternalEngine::split_command(options.engine));
      for (const std::string& option : engine->options())
        if (option.rfind("name MultiPV ", 0) == 0) engine->set_option("MultiPV", "2");  // to tell good moves
    } catch (const analysis::EngineError& e) {
      return std::string(e.what());
    }
  }
  AnalyzeFileSummary summary;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  while (!stop.stop_requested() && reader.next(g)) {
    if (g.dongson) {  // Cờ Đông Sơn ([Variant "dongson"]): its own engine (analysis/dongson_play.h)
      AnalyzedGame done;
      done.number = summary.games + 1;
      done.sides = {dongson::side_name(dongson::Side::Thuy), dongson::side_name(dongson::Side::Son)};
      analysis::dongson::Searcher dongson_searcher;
      const analysis::dongson::Limits limits{o.limits.depth >= 64 ? 4 : o.limits.depth, o.limits.nodes};
      const auto s =
          analysis::dongson::annotate(*g.dongson, dongson_searcher, limits, [&](int ply, int plies) {
            if (callbacks.on_position) callbacks.on_position(done.number, ply, plies);
          });
      done.summary.accuracy[0] = s.accuracy[0];
      done.summary.accuracy[1] = s.accuracy[1];
      done.summary.nodes = s.nodes;
      done.text = parser::dongson::write_game(*g.dongson);
      ++summary.games;
      if (callbacks.on_game) callbacks.on_game(done);
      continue;
    }
    if (!g.record) {
      ++summary.rejected;
      if (callbacks.on_error)
        for (const auto& e : g.errors) callbacks.on_error(e);
      continue;
    }
    if (callbacks.on_error)
      for (const auto& e : g.errors) callbacks.on_error(e);  // kept with warnings (a truncated game, say)
    AnalyzedGame done;
    done.number = summary.games + 1;
    analysis::AnnotateCallbacks cb;
    if (callbacks.on_position)
      cb.on_progress = [&](int ply, int plies) { callbacks.on_position(done.number, ply, plies); };
    cb.on_move = callbacks.on_move;
    if (engine) {
      const Position start = g.record->start;
      try {
        engine->new_game();
        done.summary = analysis::annotate(
            *g.record,
            [&](const Position&, const std::vector<Turn>& moves, const std::vector<std::uint64_t>&) {
              return engine->search(start, moves, o.limits);
            },
            o, cb, stop);
      } catch (const analysis::EngineError& e) {
        return "game " + std::to_string(done.number) + ": " + e.what();
      }
    } else {
      searcher.clear();
      done.summary = analysis::annotate(*g.record, searcher, o, cb, stop);
    }
    if (!done.summary.complete) break;
    parser::WriteOptions w;
    w.dialect = g.record->dialect;
    w.letters = g.record->letters;
    if (options.write) w = *options.write;
    done.text = parser::write_game(*g.record, w);
    ++summary.games;
    if (callbacks.on_game) callbacks.on_game(done);
  }
  summary.complete = !stop.stop_requested();
  return summary;
}

}  // namespace saban::app
