// export: annotated games as PDF or HTML, one position as an SVG or PNG diagram (render/ does the work).
#include <QBuffer>
#include <QByteArray>
#include <QFile>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <type_traits>
#include <variant>

#include "app/database.h"
#include "app/load_game.h"
#include "cli/common.h"
#include "cli/dongson.h"
#include "cli/filters.h"
#include "db/queries.h"
#include "parser/comment_commands.h"
#include "parser/reader.h"
#include "render/application.h"
#include "render/diagram.h"
#include "render/dongson_diagram.h"
#include "render/dongson_game_text.h"
#include "render/game_text.h"
#include "render/publication.h"
#include "render/published_game.h"
#include "render/words.h"
#include "rules/dongson/fen.h"
#include "rules/fen.h"
#include "rules/games.h"

namespace saban::cli {

namespace {

struct ExportArgs : HeaderFilterArgs {
  std::string format, output, fen, lang = "vi", paper = "a4", diagrams = "markers", style,
                                   coordinates = "notation";
  std::string air_defence, db, title, author, profile = "official", notation;
  std::vector<std::string> files;
  bool use_db = false, flip = false, no_contents = false, progress = false, key = false,
       no_engine_comments = false;
  std::string old_game;  ///< --game as given: commander, dongson, or the old --game-number
  int ply = -1, game_number = 1, columns = 1, size = 0;
};

// Bad arguments (status 2) and a failure to read or write (status 1), said as every command says them.
[[noreturn]] void usage(const std::string& message) { throw Exit(kExitUsage, message); }
[[noreturn]] void fail(const std::string& message) { throw Exit(kExitFailure, message); }

using Loaded = app::LoadedGame;  // a Commander Chess record or a Cờ Đông Sơn one

// "export: <what> n of total games": at each step on a terminal; as lines (--progress without one) at each
// tenth of the way and at the end; `total` 0: not known (record files), a line each 100 games.
void step(ProgressLine& p, const std::string& what, std::size_t n, std::size_t total) {
  if (!p.shows()) return;
  const std::size_t every = total ? std::max<std::size_t>(1, total / 10) : 100;
  if (!p.tty() && n % every != 0 && n != total) return;
  p.show("export: " + what + " " + std::to_string(n) + (total ? " of " + std::to_string(total) : "") +
         " games");
}

// Every game of the files, or of the database search; a game that cannot be read stops the export.
std::vector<Loaded> load_games(const ExportArgs& a, ProgressLine& progress) {
  std::vector<Loaded> games;
  bool errors = false;
  auto keep = [&](parser::ReadGame& g) {
    if (!g.errors.empty()) progress.clear();
    for (const auto& e : g.errors) std::cerr << record_error_text(e, false);
    if (!g.visit([&](auto& record) { games.emplace_back(std::move(record)); })) errors = true;
  };
  if (a.use_db) {
    db::GameFilter f = header_filter(a);
    db::Connection c = app::open_database(a.db, db::SchemaAccess::Read).connection;
    std::vector<long long> ids;
    for (const auto& r : db::search_games(c, f)) ids.push_back(r.id);
    if (const std::string cut = limit_note(c, f, ids.size()); !cut.empty())
      std::cerr << "saban: exporting the " << cut << " matching games (--limit)\n";
    std::size_t n = 0;
    for (const std::string& raw : db::game_records(c, ids)) {
      parser::ReadGame g = parser::read_game(raw, "database", ++n);
      keep(g);
      step(progress, "read", n, ids.size());
    }
  } else {
    for (const std::string& file : record_paths(a.files)) {
      std::ifstream in(file, std::ios::binary);
      if (!in) fail(file + ": cannot open");
      parser::RecordReader reader(in, file);
      parser::ReadGame g;
      while (reader.next(g)) {
        keep(g);
        step(progress, "read", games.size(), 0);
      }
    }
  }
  if (errors) fail("some games could not be read (see above); nothing was written");
  if (games.empty()) fail("no games to export");
  return games;
}

void write_output(const ExportArgs& a, const QByteArray& bytes) {
  if (a.output.empty() || a.output == "-") {
    std::cout.write(bytes.constData(), bytes.size());
    check_stdout();  // at once: the write's reason is in errno until the next call
    return;
  }
  QFile f(QString::fromStdString(a.output));
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size() || !f.flush())
    fail(a.output + ": cannot write: " + f.errorString().toStdString());
  f.close();
  if (f.error() != QFileDevice::NoError) fail(a.output + ": cannot write: " + f.errorString().toStdString());
}

// `notation`: how the notation the moves are written in names points (--coordinates notation).
render::DiagramStyle diagram_style(const ExportArgs& a, bool print_default, board::CoordinateStyle notation) {
  const bool print = a.style.empty() ? print_default : a.style == "print";
  render::DiagramStyle s = print ? render::DiagramStyle::print() : render::DiagramStyle::colour();
  if (a.coordinates == "none")
    s.coordinates.reset();
  else
    s.coordinates = a.coordinates == "rulebook"    ? board::CoordinateStyle::Rulebook
                    : a.coordinates == "algebraic" ? board::CoordinateStyle::Algebraic
                                                   : notation;
  return s;
}

// The diagram options a game has no use for: the rulebook's point names (Cờ Đông Sơn names its squares one
// way only) and air defence (Commander Chess's alone).
template <class Game>
void check_diagram_options(Game, const ExportArgs& a) {
  if (!Game::has_rulebook_notation && a.coordinates == "rulebook")
    usage(std::string("--coordinates rulebook: ") + Game::kName +
          " has no rulebook notation; its squares are named " + Game::kSquareNames +
          " (--coordinates algebraic, notation or none)");
  if (!Game::has_air_defence && !a.air_defence.empty())
    usage(std::string("--air-defence: ") + Game::kName + " has no air defence");
}

// The board options of every format (--flip, --air-defence), in the options of a book.
void board_options(const ExportArgs& a, render::PublicationOptions& o) {
  o.flipped = a.flip;
  o.air_defence[0] = a.air_defence == "red" || a.air_defence == "both";
  o.air_defence[1] = a.air_defence == "blue" || a.air_defence == "both";
}

// A diagram with the board options: flipped, air defence shown.
render::AnyDiagram with_options(render::AnyDiagram d, const ExportArgs& a) {
  render::PublicationOptions o;
  board_options(a, o);
  render::apply_board_options(d, o);
  return d;
}

// The diagram of --fen in each game (chosen through games::with_game).
render::AnyDiagram fen_diagram(games::DongSon, const ExportArgs& a) {
  auto pos = saban::dongson::parse_fen(a.fen);
  if (!pos)
    throw Exit::at(kExitUsage, "--fen: invalid Cờ Đông Sơn FEN: " + pos.error().message, a.fen,
                   pos.error().offset);
  render::DsDiagram d;
  d.position = std::move(pos).value();
  return with_options(std::move(d), a);
}
render::AnyDiagram fen_diagram(games::CommanderChess, const ExportArgs& a) {
  auto pos = parse_fen(a.fen, *profile_by_name(a.profile));
  if (!pos)
    throw Exit::at(kExitUsage, "--fen: invalid FEN: " + pos.error().message, a.fen, pos.error().offset);
  render::Diagram d;
  d.position = std::move(pos).value();
  return with_options(std::move(d), a);
}

// The diagram of a record of each game after `ply` plies, with the marks of its comments there; `notation`
// the record's.
render::AnyDiagram record_diagram(const parser::dongson::DsRecord& record, int ply, const ExportArgs& a,
                                  board::CoordinateStyle& notation) {
  check_diagram_options(games::DongSon{}, a);
  notation = board::CoordinateStyle::Algebraic;
  return with_options(render::ds_diagram_after(record, ply), a);
}
render::AnyDiagram record_diagram(const parser::GameRecord& record, int ply, const ExportArgs& a,
                                  board::CoordinateStyle& notation) {
  check_diagram_options(games::CommanderChess{}, a);
  notation = parser::coordinate_style(record.dialect);
  return with_options(render::diagram_after(record, ply), a);
}

// What a game's diagram `d` after `ply` plies shows, for its title: "Lê – Trần, thế cờ sau 14...",
// "Lê – Trần, starting position". The move is numbered as the move list numbers it, from the position's
// counters (a set-up position's FEN may start at any move, with either side).
template <class Record>
QString game_diagram_what(const Record& record, int ply, const render::AnyDiagram& d, render::Language lang) {
  render::PublicationOptions o;
  o.language = lang;
  const render::PublishedGame g = render::publish(record, o);
  const QString number = std::visit(
      [](const auto& x) {
        using Game = std::conditional_t<std::is_same_v<std::decay_t<decltype(x)>, render::DsDiagram>,
                                        games::DongSon, games::CommanderChess>;
        return render::number_of_move_before(x.position, x.position.side_to_move() == Game::first_side);
      },
      d);
  QString where = ply == 0 ? render::word(render::Word::StartPosition, lang)
                           : render::word(render::Word::Position, lang) + QLatin1Char(' ') +
                                 render::word(render::Word::After, lang) + QLatin1Char(' ') + number;
  where[0] = where[0].toLower();
  return g.players[0] + QStringLiteral(" – ") + g.players[1] + QStringLiteral(", ") + where;
}

// The diagram of --fen (a position of the game --game names), or of a game (--game-number) after --ply plies
// with the marks of its comments there; `notation` the game's (--fen has no moves: the rulebook's, the
// default notation); `what` what it shows, for its title (a FEN's: empty).
render::AnyDiagram one_diagram(const ExportArgs& a, board::CoordinateStyle& notation, QString& what) {
  notation = board::CoordinateStyle::Rulebook;
  if (!a.fen.empty())
    return games::with_game(a.game.empty() ? games::kDefaultGame : game_kind(a.game), [&](auto g) {
      check_diagram_options(g, a);
      return fen_diagram(g, a);
    });
  ProgressLine progress;
  std::vector<Loaded> games = load_games(a, progress);
  progress.clear();
  if (static_cast<std::size_t>(a.game_number) > games.size())
    usage("--game-number " + std::to_string(a.game_number) + ": the input has " +
          std::to_string(games.size()) + " games");
  const Loaded& g = games[static_cast<std::size_t>(a.game_number - 1)];
  const int plies = static_cast<int>(std::visit([](const auto& record) { return record.moves.size(); }, g));
  const int ply = a.ply < 0 ? plies : a.ply;
  if (ply > plies)
    usage("--ply " + std::to_string(ply) + ": game " + std::to_string(a.game_number) + " has " +
          std::to_string(plies) + " plies");
  const render::Language lang = a.lang == "en" ? render::Language::En : render::Language::Vi;
  return std::visit(
      [&](const auto& record) {
        render::AnyDiagram d = record_diagram(record, ply, a, notation);
        what = game_diagram_what(record, ply, d, lang);
        return d;
      },
      g);
}

render::PublicationOptions publication_options(const ExportArgs& a) {
  render::PublicationOptions o;
  o.language = a.lang == "en" ? render::Language::En : render::Language::Vi;
  o.paper = a.paper == "a5"       ? render::Paper::A5
            : a.paper == "letter" ? render::Paper::Letter
                                  : render::Paper::A4;
  o.columns = a.columns;
  if (a.diagrams == "markers")
    o.diagrams = render::DiagramChoice::Markers;
  else if (a.diagrams == "judged")
    o.diagrams = render::DiagramChoice::Judged;
  else if (a.diagrams.rfind("every:", 0) == 0) {
    o.diagrams = render::DiagramChoice::Every;
    try {
      o.every = std::stoi(a.diagrams.substr(6));
    } catch (...) {
      o.every = 0;
    }
    if (o.every < 1)
      usage("--diagrams every:N needs a number of moves N >= 1, not '" + a.diagrams.substr(6) + "'");
  } else if (a.diagrams.rfind("swings:", 0) == 0) {
    o.diagrams = render::DiagramChoice::Swings;
    try {
      o.every = std::stoi(a.diagrams.substr(7));
    } catch (...) {
      o.every = 0;
    }
    if (o.every < 1)
      usage("--diagrams swings:N needs a number of diagrams N >= 1, not '" + a.diagrams.substr(7) + "'");
  } else {
    usage("--diagrams: markers, judged, every:N or swings:N, not '" + a.diagrams + "'");
  }
  if (!a.notation.empty())
    o.notation = a.notation == "san"  ? render::Notation::San
                 : a.notation == "en" ? render::Notation::En
                                      : render::Notation::Vi;
  o.style = diagram_style(a, true, parser::coordinate_style(render::print_dialect(render::book_notation(o))));
  o.coordinates_follow_notation = a.coordinates == "notation";
  o.title = QString::fromStdString(a.title);
  o.author = QString::fromStdString(a.author);
  o.key = a.key;
  o.contents = !a.no_contents;
  o.engine_comments = !a.no_engine_comments;
  board_options(a, o);
  return o;
}

// --game: commander or dongson (the game of --fen; with --db, the games of one game only), or, as export once
// had it, a number (now --game-number): still read, with a warning.
void read_game_option(ExportArgs& a) {
  if (a.old_game.empty()) return;
  if (games::parse_game_id(a.old_game)) {
    a.game = a.old_game;
    return;
  }
  const bool number =
      a.old_game.find_first_not_of("0123456789") == std::string::npos && a.old_game.size() < 9;
  if (!number)
    usage("--game '" + a.old_game +
          "': commander or dongson (export numbers the games of its input with --game-number N)");
  a.game_number = std::stoi(a.old_game);
  if (a.game_number < 1) usage("--game-number: must be between 1 and 1000000, not 0");
  std::cerr << "saban: --game N is now --game-number N (--game names a game elsewhere)\n";
}

// A --diagrams choice that adds no diagram to these games says so (the export goes on: markers and start
// positions still give theirs).
void warn_useless_diagrams(const ExportArgs& a, const render::PublicationOptions& o,
                           const std::vector<render::PublishedGame>& games) {
  std::string why;
  switch (o.diagrams) {
    case render::DiagramChoice::Markers:
      return;
    case render::DiagramChoice::Judged: {
      const bool judged = std::any_of(games.begin(), games.end(), [](const render::PublishedGame& g) {
        return std::any_of(g.judgements.begin(), g.judgements.end(),
                           [](parser::Judgement j) { return j != parser::Judgement::None; });
      });
      if (!judged) why = "no game has a judged move (saban analyze judges them)";
      break;
    }
    case render::DiagramChoice::Every: {
      const bool long_enough = std::any_of(games.begin(), games.end(), [&](const render::PublishedGame& g) {
        return g.judgements.size() >= static_cast<std::size_t>(2 * o.every);
      });
      if (!long_enough) why = "no game is " + std::to_string(o.every) + " moves long";
      break;
    }
    case render::DiagramChoice::Swings: {
      const bool evaluated = std::any_of(games.begin(), games.end(), [](const render::PublishedGame& g) {
        return std::any_of(g.curve.red_eval.begin(), g.curve.red_eval.end(),
                           [](const std::optional<int>& e) { return e.has_value(); });
      });
      if (!evaluated) why = "no game has the engine's evaluations ([%eval]: saban analyze writes them)";
      break;
    }
  }
  if (!why.empty()) std::cerr << "saban: --diagrams " << a.diagrams << ": " << why << "; no diagram added\n";
}

// "-o club.pdf" says the format as well as --format pdf does.
std::string format_of_output(const std::string& output) {
  std::string ext = std::filesystem::path(output).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  for (const char* format : {"pdf", "html", "svg", "png"})
    if (ext == std::string(".") + format) return format;
  if (ext == ".htm") return "html";
  usage(output.empty()
            ? "--format is required: pdf, html, svg or png (or -o FILE with one of those extensions)"
            : "--format is required: -o " + output +
                  " has no extension that names one (pdf, html, svg, png)");
}

void run(const ExportArgs& a) {
  const int sources = (a.use_db ? 1 : 0) + (a.fen.empty() ? 0 : 1) + (a.files.empty() ? 0 : 1);
  if (sources != 1) usage("give record FILEs, or --db [filters], or --fen FEN (one of them)");
  if (!a.game.empty() && !a.files.empty())
    usage("--game " + a.game +
          ": chooses the game of --fen and of the database's games; a file's games say theirs (their Variant "
          "tag): --game-number N picks one");
  if (!a.fen.empty() && (a.format == "pdf" || a.format == "html"))
    usage("--fen makes a diagram: use --format svg or png");
  render::ensure_application();
  if (a.format == "svg" || a.format == "png") {
    board::CoordinateStyle notation{};
    QString what;
    const render::AnyDiagram d = one_diagram(a, notation, what);
    const render::DiagramStyle style = diagram_style(a, false, notation);
    const double size = a.size > 0 ? a.size : a.format == "svg" ? 440 : 800;
    if (a.format == "svg") {
      const render::Language lang = a.lang == "en" ? render::Language::En : render::Language::Vi;
      write_output(a, render::any_diagram_svg(d, style, size, render::diagram_title(d, lang, what)).toUtf8());
    } else {
      const QImage image = render::any_diagram_image(d, style, static_cast<int>(size));
      QByteArray bytes;
      QBuffer buf(&bytes);
      buf.open(QIODevice::WriteOnly);
      if (!image.save(&buf, "PNG")) fail("cannot encode the PNG");
      write_output(a, bytes);
    }
    return;
  }
  // On a terminal, or as lines with --progress: "export: read 120 of 600 games", then prepared, paged,
  // written
  for (const auto& [given, name] : {std::pair{a.size > 0, "--size"}, std::pair{a.ply >= 0, "--ply"}})
    if (given) std::cerr << "saban: " << name << ": for svg and png only; a " << a.format << " ignores it\n";
  ProgressLine progress(a.progress);
  const std::vector<Loaded> games = load_games(a, progress);
  render::PublicationOptions o = publication_options(a);
  o.on_progress = [&](bool painting, int done, int total) {
    step(progress, painting ? "wrote" : "paged", static_cast<std::size_t>(done),
         static_cast<std::size_t>(total));
  };
  std::vector<render::PublishedGame> published;  // each game prepared by its own builder
  for (const Loaded& g : games) {
    published.push_back(std::visit([&](const auto& record) { return render::publish(record, o); }, g));
    step(progress, "prepared", published.size(), games.size());
  }
  warn_useless_diagrams(a, o, published);
  if (!a.air_defence.empty() && std::all_of(published.begin(), published.end(),
                                            [](const render::PublishedGame& g) { return g.dongson; }))
    std::cerr << "saban: --air-defence: Cờ Đông Sơn has no air defence; no zone shaded\n";
  if (a.format == "html") {
    const QByteArray html = render::published_html(published, o).toUtf8();
    progress.clear();
    write_output(a, html);
    return;
  }
  QByteArray bytes;
  QBuffer buf(&bytes);
  buf.open(QIODevice::WriteOnly);
  QString error;
  const bool written = render::write_published_pdf(published, o, buf, &error);
  progress.clear();
  if (!written) fail("cannot write the PDF: " + error.toStdString());
  buf.close();
  write_output(a, bytes);
}

}  // namespace

void add_export_command(CLI::App& app) {
  auto a = std::make_shared<ExportArgs>();
  CLI::App* cmd =
      app.add_subcommand("export", "Annotated games as PDF or HTML; one position as an SVG or PNG diagram");
  cmd->footer(
      "Examples:\n"
      "  saban export --format pdf --title \"Club 2024\" -o club.pdf games.ctr\n"
      "  saban export --format html --db --player Nguyen --limit 50 -o nguyen.html\n"
      "  saban export --format svg --game-number 2 --ply 30 -o diagram.svg games.ctr\n"
      "  saban export --format png --fen \"...\" -o position.png\n"
      "  saban export --format png --ply 20 -o board.png samples/dong-son/selfplay-depth3-annotated.pgn");
  cmd->add_option("--format", a->format, "pdf, html, svg or png (default: the extension of -o)")
      ->check(CLI::IsMember({"pdf", "html", "svg", "png"}));
  cmd->add_option("-o,--output", a->output, "Output file (default: standard output)");
  cmd->add_option("files", a->files,
                  "Record files (either dialect), or folders: every *.ctr, *.pgn, *.txt below them")
      ->check(CLI::ExistingPath);
  CLI::Option* db_option =
      cmd->add_option("--db", a->db,
                      "Export the database's games that match the filters (instead of files); "
                      "optionally its libpq connection string (default: $SABAN_DB, else the "
                      "private cluster)")
          ->expected(0, 1);
  add_header_filter_options(*cmd, *a, "Filter: ");
  add_limit_option(*cmd, *a, "Filter: at most this many games (the first by date)");
  cmd->add_option("--fen", a->fen,
                  "A diagram of this position (svg, png; a Cờ Đông Sơn FEN with --game dongson)")
      ->check(not_empty());
  cmd->add_option("--profile", a->profile, "Rules profile of --fen")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd->add_option("--game-number", a->game_number, "svg, png: which game of the input (1 = first)")
      ->check(between(1, 1000000))
      ->capture_default_str();
  cmd->add_option(
      "--game", a->old_game,
      "commander or dongson (Cờ Đông Sơn): the game of --fen; with --db, the games of one game only");
  cmd->add_option("--ply", a->ply,
                  "svg, png: the position after this many plies (default: the final position)")
      ->check(between(0, 100000));
  cmd->add_option("--lang", a->lang, "Interface words: vi or en")
      ->check(CLI::IsMember({"vi", "en"}))
      ->capture_default_str();
  cmd->add_option(
         "--notation", a->notation,
         "pdf, html: the book's one notation for Commander Chess moves: vi or en (the rulebook's, in "
         "Vietnamese or English letters) or san (default: the rulebook's in the letters of --lang)")
      ->check(CLI::IsMember({"vi", "en", "san"}));
  cmd->add_option("--paper", a->paper, "a4, a5 or letter")
      ->check(CLI::IsMember({"a4", "a5", "letter"}))
      ->capture_default_str();
  cmd->add_option("--columns", a->columns, "1 or 2")->check(CLI::IsMember({1, 2}))->capture_default_str();
  cmd->add_option(
         "--diagrams", a->diagrams,
         "markers ([#] in comments), judged (after each judged move), every:N (every N moves) or swings:N "
         "(after the N moves that swing the engine's evaluation most)")
      ->capture_default_str();
  cmd->add_option("--style", a->style, "print or colour (default: print for pdf, colour for svg, png)")
      ->check(CLI::IsMember({"print", "colour", "color"}));
  cmd->add_option(
         "--coordinates", a->coordinates,
         "Board labels: notation (those of the notation the moves are written in), algebraic "
         "(a..k, 1..12; Cờ Đông Sơn: a..h, k, 1..9), rulebook (rows 0..11, columns 0..10; not for Cờ "
         "Đông Sơn) or none")
      ->check(CLI::IsMember({"notation", "algebraic", "rulebook", "none"}))
      ->capture_default_str();
  cmd->add_option("--size", a->size, "svg: width in units (440); png: width in pixels (800)")
      ->check(between(16, 10000));
  cmd->add_flag("--flip", a->flip,
                "Every board with Blue (Cờ Đông Sơn: Sơn) at the bottom (all formats; html: its moving board "
                "too)");
  cmd->add_option("--air-defence", a->air_defence,
                  "Shade the air-defence zones of red, blue or both on Commander Chess's diagrams (all "
                  "formats; html: in its diagrams, not on the moving board, whose position changes)")
      ->check(CLI::IsMember({"red", "blue", "both"}));
  cmd->add_option("--title", a->title, "pdf, html: the collection's title");
  cmd->add_option("--author", a->author, "pdf: the book's author or editor (the PDF's Author)");
  cmd->add_flag("--key", a->key,
                "pdf: a page at the front saying how to read the games: the pieces and their letters, the "
                "signs (+ is a good move, not check, in the rulebook notation), points and terrain");
  cmd->add_flag("--progress", a->progress,
                "Show progress on stderr even when it is no terminal (a line each tenth of the way); on a "
                "terminal it always shows");
  cmd->add_flag("--no-contents", a->no_contents, "pdf: no contents page or players index");
  cmd->add_flag("--no-engine-comments", a->no_engine_comments,
                "pdf, html: leave out the engine's better lines (the annotator's comments stay)");
  cmd->callback([a, db_option] {
    a->use_db = db_option->count() > 0;
    if (a->format.empty()) a->format = format_of_output(a->output);
    read_game_option(*a);
    run(*a);
  });
}

}  // namespace saban::cli
