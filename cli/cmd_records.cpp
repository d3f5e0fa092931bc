// check and convert: reading game records and writing them in either dialect (Cờ Đông Sơn games: in their
// own notation).
#include <fstream>
#include <iostream>

#include "cli/common.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/dongson/fen.h"
#include "rules/fen.h"
#include "rules/overloaded.h"

namespace saban::cli {

namespace {

struct RecordOptions {
  std::vector<std::string> files;
  std::string encoding;
  bool truncate = false;
  bool check_outcome = false;  // check: the Result and Termination tags against the replayed game
};

void add_record_options(CLI::App& cmd, RecordOptions& o) {
  cmd.add_option("files", o.files,
                 "Record files (.ctr rulebook notation, .pgn cotulenh SAN; decided by content), or folders: "
                 "every *.ctr, *.pgn, *.txt below them")
      ->required()
      ->check(CLI::ExistingPath);
  cmd.add_option(
      "--encoding", o.encoding,
      "Override the detected encoding: utf-8, utf-8-bom, utf-16le, utf-16be, windows-1258, tcvn3, vni");
  cmd.add_flag("--truncate", o.truncate, "Keep the legal moves before an illegal one (and say so)");
}

parser::ReadOptions read_options(const RecordOptions& o) {
  parser::ReadOptions r;
  r.truncate = o.truncate;
  r.check_outcome = o.check_outcome;
  if (!o.encoding.empty()) {
    auto e = parser::encoding_by_name(o.encoding);
    if (!e) throw Exit(kExitUsage, "--encoding: unknown encoding '" + o.encoding + "'");
    r.encoding = *e;
  }
  return r;
}

// Reads every game of every file, calling `on_game` with each record (of either game: a games::Overloaded of
// one function per record type); prints the diagnostics (errors, encodings) on stderr, as every command does;
// returns (games, games with errors).
template <typename OnGame>
std::pair<std::size_t, std::size_t> for_each_game(const RecordOptions& o, OnGame on_game) {
  std::ostream& errors = std::cerr;
  std::size_t games = 0, bad = 0;
  for (const std::string& file : record_paths(o.files)) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      errors << file << ": cannot open\n";
      ++bad;
      continue;
    }
    parser::RecordReader reader(in, file, read_options(o));
    parser::ReadGame g;
    bool announced = false;
    while (reader.next(g)) {
      if (!announced) {
        errors << file << ": encoding " << parser::encoding_name(reader.encoding())
               << (o.encoding.empty() ? " (detected)" : " (given)") << '\n';
        announced = true;
      }
      ++games;
      for (const auto& e : g.errors) errors << record_error_text(e, true);
      if (g.record && g.record->truncated)
        errors << file << ": game " << g.record->game_number << ": kept the " << g.record->moves.size()
               << " legal moves before the error (--truncate)\n";
      if (!g.errors.empty()) ++bad;
      g.visit(on_game);
    }
  }
  return {games, bad};
}

// The failure of a run with bad games: "2 of 5 games have errors", "1 of 5 games has errors", "1 of 1 game
// has errors" (status 1).
void fail_if_bad(std::size_t games, std::size_t bad) {
  if (bad)
    throw Exit(kExitFailure, std::to_string(bad) + " of " + counted(static_cast<long long>(games), "game") +
                                 (bad == 1 ? " has errors" : " have errors"));
}

}  // namespace

void add_record_commands(CLI::App& app) {
  auto check = std::make_shared<RecordOptions>();
  check->check_outcome = true;
  auto* check_cmd = app.add_subcommand("check", "Validate record files: every game parsed and replayed");
  add_record_options(*check_cmd, *check);
  auto final_fen = std::make_shared<bool>(false);
  check_cmd->add_flag("--final-fen", *final_fen,
                      "Print each game's final position (where it stops, with --truncate)");
  check_cmd->callback([check, final_fen] {
    auto [games, bad] = for_each_game(
        *check, Overloaded{[&](const parser::GameRecord& g) {
                             if (*final_fen)
                               std::cout << g.file << ": game " << g.game_number << ": "
                                         << to_fen(g.final_position()) << '\n';
                           },
                           [&](const parser::dongson::DsRecord& g) {
                             if (*final_fen)
                               std::cout << g.file << ": game " << g.game_number
                                         << " (Cờ Đông Sơn): " << saban::dongson::to_fen(g.game().position())
                                         << '\n';
                           }});
    std::cout << counted(static_cast<long long>(games), "game") << ", " << bad << " with errors\n";
    fail_if_bad(games, bad);
  });

  auto convert = std::make_shared<RecordOptions>();
  auto to = std::make_shared<std::string>("vi");
  auto letters = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto* convert_cmd =
      app.add_subcommand("convert", "Write records in the rulebook notation (vi or en letters) or SAN");
  convert_cmd->footer(
      "Examples:\n"
      "  saban convert --to san -o games.pgn games.ctr\n"
      "  saban convert --to en --truncate old.ctr > fixed.ctr");
  add_record_options(*convert_cmd, *convert);
  convert_cmd->add_option("--to", *to, "Output dialect")
      ->check(CLI::IsMember({"vi", "en", "san"}))
      ->capture_default_str();
  convert_cmd->add_option("--letters", *letters, "Letter set of the rulebook notation (default: as --to)")
      ->check(CLI::IsMember({"vi", "en"}));
  convert_cmd->add_option("-o,--output", *output, "Output file (default: standard output)");
  convert_cmd->callback([convert, to, letters, output] {
    parser::WriteOptions w;
    w.dialect = *to == "san" ? parser::Dialect::San : parser::Dialect::Rulebook;
    const std::string set = letters->empty() ? (*to == "en" ? "en" : "vi") : *letters;
    w.letters = set == "en" ? parser::Letters::En : parser::Letters::Vi;
    Output output_file(*output);
    std::ostream& out = output_file.stream();
    bool first = true;
    std::size_t dongson_games = 0;
    auto [games, bad] = for_each_game(
        *convert, Overloaded{[&](const parser::GameRecord& g) {
                               if (!first) out << '\n';
                               first = false;
                               out << parser::write_game(g, w);
                               output_file.check();
                             },
                             [&](const parser::dongson::DsRecord&
                                     g) {  // one notation (SAN): written as the game's writer has it
                               if (!first) out << '\n';
                               first = false;
                               ++dongson_games;
                               out << parser::dongson::write_game(g);
                               output_file.check();
                             }});
    std::cerr << counted(static_cast<long long>(games), "game") << ", " << bad << " with errors";
    if (dongson_games)
      std::cerr << "; " << dongson_games
                << " Cờ Đông Sơn games written in their own notation (SAN, whatever --to)";
    std::cerr << '\n';
    output_file.finish();
    fail_if_bad(games, bad);
  });
}

}  // namespace saban::cli
