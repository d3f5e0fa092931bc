// A large corpus of machine-made games that look like a club's database: both profiles (official in the
// rulebook notation, cotulenh in SAN), four game modes, Vietnamese names with diacritics, events held at
// sites over the years, rounds and dates, results and endings. The moves are random legal turns (skewed
// towards the first turns generated in the opening, so that openings repeat as in real play; captures
// preferred later), cheap enough to make a million games in minutes: one legal-turn generation a ply.
//   build/release/bench/corpus_gen OUTDIR [games=1000000] [--threads N] [--per-file N] [--seed S]
// Writes OUTDIR/games-NNN.ctr (NNN even: official, rulebook; odd: cotulenh, SAN), each file from its own
// seed: the same arguments give the same files. Files already present with the right size marker are kept.
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "parser/writer.h"
#include "rules/game.h"
#include "rules/san.h"

namespace fs = std::filesystem;
using namespace saban;

namespace {

constexpr std::array<const char*, 24> kFamily = {
    "Nguyễn", "Trần", "Lê",    "Phạm", "Hoàng", "Huỳnh",  "Phan", "Vũ",  "Võ", "Đặng", "Bùi", "Đỗ",
    "Hồ",     "Ngô",  "Dương", "Lý",   "Đinh",  "Trương", "Lâm",  "Mai", "Tô", "Hà",   "Cao", "Kiều"};
constexpr std::array<const char*, 14> kMiddle = {"Văn",   "Thị",  "Minh", "Quốc", "Đức", "Ngọc", "Hữu",
                                                 "Thanh", "Công", "Bảo",  "Xuân", "Thu", "Hoài", "Gia"};
constexpr std::array<const char*, 40> kGiven = {
    "An",    "Bình", "Châu",  "Dũng",  "Hà",    "Huy",  "Lan",   "Lộc",   "Mai",  "Sơn",
    "Trâm",  "Vũ",   "Anh",   "Bảo",   "Cường", "Diệp", "Đạt",   "Giang", "Hải",  "Hạnh",
    "Hiếu",  "Hùng", "Khánh", "Khoa",  "Linh",  "Long", "Minh",  "Nam",   "Nga",  "Nhung",
    "Phong", "Phúc", "Quân",  "Quỳnh", "Tâm",   "Thảo", "Thắng", "Tiến",  "Tuấn", "Yến"};
constexpr std::array<const char*, 24> kCities = {"Hà Nội",        "Thành phố Hồ Chí Minh",
                                                 "Đà Nẵng",       "Hải Phòng",
                                                 "Cần Thơ",       "Huế",
                                                 "Nha Trang",     "Quy Nhơn",
                                                 "Vũng Tàu",      "Đà Lạt",
                                                 "Buôn Ma Thuột", "Vinh",
                                                 "Thái Nguyên",   "Nam Định",
                                                 "Hạ Long",       "Biên Hòa",
                                                 "Long Xuyên",    "Pleiku",
                                                 "Phan Thiết",    "Mỹ Tho",
                                                 "Bắc Ninh",      "Thanh Hóa",
                                                 "Quảng Ngãi",    "Sơn La"};
constexpr std::array<const char*, 10> kEventKinds = {
    "Giải Cờ Tư lệnh",          "Giải Vô địch Cờ Tư lệnh",   "Cúp Câu lạc bộ Cờ Tư lệnh",
    "Giải Trẻ Cờ Tư lệnh",      "Giải Cờ Tư lệnh Học sinh",  "Giải Cờ Tư lệnh Mở rộng",
    "Hội thao Quân đội",        "Giải Cờ Tư lệnh Sinh viên", "Giải Đồng đội Cờ Tư lệnh",
    "Giải Cờ Tư lệnh Lão tướng"};

struct Event {
  std::string name, site;
  int year = 2000, month = 1, day = 1, rounds = 7;
  bool online = false;
};

// The same pools in every thread and every run: players (a few play most of the games) and events over the
// years.
struct Pools {
  std::vector<std::string> players;
  std::vector<Event> events;

  Pools() {
    std::mt19937_64 rng(20261201);
    for (std::size_t f = 0; f < kFamily.size(); ++f)
      for (std::size_t m = 0; m < kMiddle.size(); ++m)
        for (std::size_t g = 0; g < kGiven.size(); ++g)
          if (rng() % 4 == 0) players.push_back(std::string(kFamily[f]) + " " + kMiddle[m] + " " + kGiven[g]);
    std::shuffle(players.begin(), players.end(), rng);  // about 3,400 players
    for (int year = 2004; year <= 2026; ++year)
      for (int i = 0; i < 30; ++i) {
        Event e;
        e.year = year;
        e.month = 1 + static_cast<int>(rng() % 12);
        e.day = 1 + static_cast<int>(rng() % 22);
        e.rounds = 5 + static_cast<int>(rng() % 7);
        e.online = year >= 2018 && rng() % 3 == 0;
        const std::string city = kCities[rng() % kCities.size()];
        e.site = e.online ? "cotulenh.online" : city;
        e.name = std::string(kEventKinds[rng() % kEventKinds.size()]) +
                 (e.online ? " trực tuyến" : " " + city) + " " + std::to_string(year);
        if (rng() % 4 == 0) e.name += " – Bảng " + std::string(1, static_cast<char>('A' + rng() % 4));
        events.push_back(std::move(e));
      }
  }

  // Players drawn with a skew: the first players of the list play far more often than the last.
  const std::string& player(std::mt19937_64& rng) const {
    const double u = std::uniform_real_distribution<double>(0, 1)(rng);
    return players[static_cast<std::size_t>(static_cast<double>(players.size()) * u * u * u)];
  }
};

struct Generator {
  const Pools& pools;
  std::mt19937_64 rng;
  bool san;
  Profile profile;
  std::vector<Turn> legal;  // the pseudo-legal turns (SAN disambiguates among them: never less than needed)
  std::vector<std::size_t> captures;
  std::string text, line;

  void word(const std::string& w) {
    if (line.size() + w.size() + 1 > 80 && !line.empty()) {
      text += line;
      text += '\n';
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += w;
  }

  void tag(const char* name, const std::string& value) {
    text += '[';
    text += name;
    text += " \"";
    text += value;
    text += "\"]\n";
  }

  // One game appended to `out`.
  void game(std::string& out) {
    std::uniform_real_distribution<double> coin(0, 1);
    const double m = coin(rng);
    const GameMode mode = m < 0.94   ? GameMode::Full
                          : m < 0.96 ? GameMode::Naval
                          : m < 0.98 ? GameMode::Air
                                     : GameMode::Land;
    const int target =
        20 + static_cast<int>(rng() % 61) + static_cast<int>(rng() % 61);  // 20..140 plies, mean 80
    Game g(Position::start(profile), mode);
    std::string moves;
    line.clear();
    text.clear();
    GameResult end;
    for (int ply = 0; ply < target; ++ply) {
      Position& pos = g.position();
      if (mode != GameMode::Full) {
        end = g.result();
        if (end.outcome != Outcome::Ongoing) break;
      } else if (!pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid() ||
                 g.repetitions() >= 3) {
        end = g.result();
        break;
      }
      // Pseudo-legal turns, and the legality test only for the turn drawn (a third of the cost of generating
      // the legal turns); an illegal draw is removed and another drawn.
      legal.clear();
      generate_turns(pos, DeployMode::Full, legal);
      std::size_t pick = legal.size();
      while (!legal.empty()) {
        if (ply < 12) {
          // Openings repeat: the turns generated first are chosen far more often.
          const double u = coin(rng);
          pick = static_cast<std::size_t>(static_cast<double>(std::min<std::size_t>(legal.size(), 24)) * u *
                                          u * u);
        } else {
          pick = rng() % legal.size();
          if (coin(rng) < 0.5) {
            captures.clear();
            for (std::size_t i = 0; i < legal.size(); ++i)
              if (legal[i].first().is_capture()) captures.push_back(i);
            if (!captures.empty()) pick = captures[rng() % captures.size()];
          }
        }
        if (is_legal(pos, legal[pick], DeployMode::Full)) break;
        legal.erase(legal.begin() + static_cast<std::ptrdiff_t>(pick));
        pick = legal.size();
      }
      if (legal.empty()) {
        end = g.result();
        break;
      }
      const Turn& t = legal[pick];
      if (pos.side_to_move() == Side::Red)
        word(std::to_string(pos.fullmove_number()) + ".");
      else if (ply == 0)
        word(std::to_string(pos.fullmove_number()) + "...");
      word(san ? to_san(pos, t, legal) : parser::rulebook_token(pos, t, parser::Letters::Vi));
      g.play(t);
    }
    if (end.outcome == Outcome::Ongoing && mode == GameMode::Full) {
      // The last ply may have ended the game.
      Position& pos = g.position();
      if (!pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid() || g.repetitions() >= 3)
        end = g.result();
    }
    std::string result, ending = termination_name(end.outcome);
    if (end.outcome != Outcome::Ongoing) {
      result = !end.winner ? "1/2-1/2" : *end.winner == Side::Red ? "1-0" : "0-1";
    } else {
      // Unfinished at the target length: a resignation, a draw agreed, or a loss on time, leaning to the side
      // ahead in captured points.
      const int lead = g.score(Side::Red) - g.score(Side::Blue);
      const double r = coin(rng) + lead / 200.0;
      const double d = coin(rng);
      if (d < 0.2)
        result = "1/2-1/2", ending = "agreement";
      else {
        result = r > 0.47 ? "1-0" : "0-1";
        ending = d < 0.3 ? "time forfeit" : "resignation";
      }
    }
    if (!line.empty()) text += line, text += '\n';

    const Event& e = pools.events[rng() % pools.events.size()];
    const std::string& red = pools.player(rng);
    std::string blue = pools.player(rng);
    while (blue == red) blue = pools.player(rng);
    const int round = 1 + static_cast<int>(rng() % static_cast<unsigned>(e.rounds));
    char date[48];
    if (rng() % 50 == 0)
      std::snprintf(date, sizeof date, "%04d.??.??", e.year);  // a few dates half known
    else
      std::snprintf(date, sizeof date, "%04d.%02d.%02d", e.year, e.month, std::min(28, e.day + round / 2));
    std::string head;
    std::swap(head, text);
    tag("Event", e.name);
    tag("Site", e.site);
    tag("Date", date);
    tag("Round", std::to_string(round));
    tag("Red", red);
    tag("Blue", blue);
    tag("Result", result);
    tag("Notation", san ? "san" : "vi");
    tag("Profile", profile.name);
    if (mode != GameMode::Full) tag("Mode", mode_name(mode));
    if (!ending.empty()) tag("Termination", ending);
    tag("PlyCount", std::to_string(g.turns().size()));
    out += text;
    out += '\n';
    out += head;
    out += result;
    out += "\n\n";
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: corpus_gen OUTDIR [games=1000000] [--threads N] [--per-file N] [--seed S]\n";
    return 2;
  }
  const fs::path dir = argv[1];
  long long games = 1000000;
  int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  long long per_file = 25000;
  std::uint64_t seed = 2026;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> long long {
      if (i + 1 >= argc) {
        std::cerr << a << " needs a value\n";
        std::exit(2);
      }
      return std::atoll(argv[++i]);
    };
    if (a == "--threads")
      threads = static_cast<int>(value());
    else if (a == "--per-file")
      per_file = value();
    else if (a == "--seed")
      seed = static_cast<std::uint64_t>(value());
    else if (!a.empty() && a[0] != '-')
      games = std::atoll(a.c_str());
    else {
      std::cerr << "unknown option " << a << "\n";
      return 2;
    }
  }
  if (games <= 0 || per_file <= 0 || threads <= 0) {
    std::cerr << "games, --per-file and --threads must be positive\n";
    return 2;
  }
  fs::create_directories(dir);
  const Pools pools;
  const long long files = (games + per_file - 1) / per_file;
  std::atomic<long long> next{0}, done{0};
  const auto start = std::chrono::steady_clock::now();
  auto work = [&] {
    std::string out;
    for (long long f; (f = next++) < files;) {
      const long long n = std::min(per_file, games - f * per_file);
      char name[32];
      std::snprintf(name, sizeof name, "games-%03lld.ctr", f);
      const fs::path path = dir / name, marker = dir / (std::string(name) + ".done");
      if (fs::exists(path) && fs::exists(marker)) {
        done += n;
        continue;
      }
      Generator gen{pools,      std::mt19937_64(seed * 1000003 + static_cast<std::uint64_t>(f)),
                    f % 2 == 1, f % 2 == 1 ? cotulenh_profile() : official_profile(),
                    {},         {},
                    {},         {}};
      out.clear();
      for (long long i = 0; i < n; ++i) gen.game(out);
      std::ofstream(path, std::ios::binary) << out;
      std::ofstream(marker) << n << '\n';
      const long long d = done += n;
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::fprintf(stderr, "%s: %lld games (%lld of %lld, %.0f s)\n", path.c_str(), n, d, games, s);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  for (std::thread& t : pool) t.join();
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%lld games in %lld files in %s, %.0f s\n", games, files, dir.c_str(), s);
}
