// Publication speed: a 100-move annotated game with 8 diagrams to PDF, one diagram (SVG, PNG, PDF page), and
// a collection of 500 annotated games to PDF. Prints the median of several runs by the wall clock and the
// process's CPU time (the machine is shared: CPU time does not depend on other jobs).
//   build/bench/render_bench [samples-dir]   (default: samples/ beside the build directory)
#include <QBuffer>
#include <QImage>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <functional>
#include <iostream>

#include "parser/reader.h"
#include "render/application.h"
#include "render/diagram.h"
#include "render/publication.h"

using namespace saban;

namespace {

std::vector<parser::GameRecord> read_games(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<parser::GameRecord> out;
  while (reader.next(g))
    if (g.record) out.push_back(std::move(*g.record));
  return out;
}

double cpu_seconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// Runs `f` `runs` times; prints the median wall and CPU milliseconds.
void timed(const char* what, int runs, const std::function<void()>& f) {
  std::vector<double> wall, cpu;
  for (int i = 0; i < runs; ++i) {
    const auto w0 = std::chrono::steady_clock::now();
    const double c0 = cpu_seconds();
    f();
    cpu.push_back((cpu_seconds() - c0) * 1000);
    wall.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count());
  }
  std::sort(wall.begin(), wall.end());
  std::sort(cpu.begin(), cpu.end());
  std::printf("%-58s median %9.1f ms wall, %9.1f ms CPU (%d runs)\n", what, wall[wall.size() / 2],
              cpu[cpu.size() / 2], runs);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string samples = argc > 1 ? argv[1] : std::string(SABAN_SAMPLES);
  render::ensure_application();
  std::string path = samples;  // appended, not `samples + "..."`: g++ 12 warns falsely (-Wrestrict) on that
  path.append("/engine/selfplay-500-annotated.ctr");
  std::vector<parser::GameRecord> games = read_games(path);
  if (games.size() < 500) {
    std::cerr << "render_bench: expected 500 games in " << path << "\n";
    return 1;
  }
  // A 100-move game (200 plies of an annotated self-play game, evaluations on every move) with 8 diagram
  // markers
  parser::GameRecord game = games[0];
  game.moves.resize(std::min<std::size_t>(game.moves.size(), 200));
  for (int i = 1; i <= 8; ++i)
    game.moves[static_cast<std::size_t>(i * 24)].comments.emplace_back("[#] a diagram here");
  game.result.assign(1, '*');  // not = "*": g++ 12 warns falsely (-Wrestrict)
  std::size_t bytes = 0;
  timed("100-move annotated game, 8 diagrams -> PDF (A4)", 15, [&] {
    QByteArray out;
    QBuffer buf(&out);
    buf.open(QIODevice::WriteOnly);
    render::write_pdf({game}, {}, buf);
    bytes = static_cast<std::size_t>(out.size());
  });
  std::printf("  (%zu bytes, %d pages)\n", bytes, render::pdf_page_count({game}, {}));
  timed("100-move annotated game, 8 diagrams -> HTML", 15,
        [&] { bytes = render::html_document({game}, {}).size(); });

  render::Diagram d;
  d.position = game.final_position();
  d.air_defence[1] = true;
  timed("one diagram -> SVG (440 units)", 50,
        [&] { bytes = render::diagram_svg(d, render::DiagramStyle::colour()).size(); });
  timed("one diagram -> PNG (800 px, encoded)", 30, [&] {
    QByteArray out;
    QBuffer buf(&out);
    buf.open(QIODevice::WriteOnly);
    render::diagram_image(d, render::DiagramStyle::colour(), 800).save(&buf, "PNG");
  });
  timed("one diagram painted on an 800 px image", 30,
        [&] { render::diagram_image(d, render::DiagramStyle::print(), 800); });

  std::size_t plies = 0;
  for (const auto& g : games) plies += g.moves.size();
  std::printf("500-game collection: %zu plies in all\n", plies);
  render::PublicationOptions two;
  two.columns = 2;
  timed("500 annotated games -> PDF (A4, 2 columns, contents, index)", 1, [&] {
    QByteArray out;
    QBuffer buf(&out);
    buf.open(QIODevice::WriteOnly);
    render::write_pdf(games, two, buf);
    bytes = static_cast<std::size_t>(out.size());
  });
  std::printf("  (%zu bytes, %d pages)\n", bytes, render::pdf_page_count(games, two));
  return 0;
}
