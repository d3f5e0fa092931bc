#include "cli/common.h"

#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "parser/reader.h"
#include "parser/record_files.h"
#include "rules/excerpt.h"
#include "rules/fen.h"

namespace saban::cli {

Exit Exit::at(int status, const std::string& message, const std::string& text, std::size_t offset) {
  Exit e(status, message + " (at character " + std::to_string(offset + 1) + ")");
  e.m_detail = caret_lines(text, character_at(text, offset));
  e.m_detail.pop_back();  // the detail is printed with its own newline
  return e;
}

namespace {
std::string number_text(double v) {
  std::ostringstream out;
  out.precision(15);
  out << v;
  return out.str();
}
}  // namespace

CLI::Validator between(double lo, double hi) {
  const std::string range = "must be between " + number_text(lo) + " and " + number_text(hi);
  return CLI::Validator(
      [lo, hi, range](std::string& text) -> std::string {
        errno = 0;
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size())
          return "'" + excerpt(text) + "' is not a number";
        if (!(v >= lo && v <= hi)) return range + ", not " + text;  // NaN fails both tests
        return {};
      },
      "NUMBER in [" + number_text(lo) + " - " + number_text(hi) + "]");
}

CLI::Validator not_empty() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        return text.empty() ? "empty (leave the option out to mean its default)" : "";
      },
      "");
}

void add_format_option(CLI::App& cmd, std::string& format) {
  cmd.add_option("--format", format, "text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
}

Output::Output(const std::string& path) : m_path(path == "-" ? "" : path) {
  if (m_path.empty()) return;
  m_file.open(m_path, std::ios::binary);
  if (!m_file) throw Exit(kExitFailure, "cannot write " + m_path + ": " + std::strerror(errno));
}

// A failed write leaves its reason in errno: read at once, before any other call can change it.
void Output::check() {
  if (stream()) return;
  if (m_path.empty()) return check_stdout();  // throws: standard output has failed
  lost(errno);
}

void Output::finish() {
  if (m_path.empty()) return check_stdout();
  const bool before = !m_file;
  int error = errno;
  if (!before) {
    errno = 0;
    m_file.flush();
    error = errno;
  }
  m_file.close();
  if (before || !m_file) lost(error);
}

void Output::lost(int error) {
  throw Exit(kExitFailure, "cannot write " + m_path + ": " + std::strerror(error ? error : EIO));
}

ProgressLine::ProgressLine(bool lines) : m_tty(isatty(STDERR_FILENO) != 0), m_lines(lines) {}

void ProgressLine::show(const std::string& text) {
  if (!m_tty) {
    if (m_lines) std::cerr << text << '\n' << std::flush;
    return;
  }
  std::cerr << '\r' << text << "\x1b[K" << std::flush;
  m_shown = true;
}

void ProgressLine::clear() {
  if (!m_shown) return;
  std::cerr << "\r\x1b[K" << std::flush;
  m_shown = false;
}

void ProgressLine::end() {
  if (!m_shown) return;
  std::cerr << '\n';
  m_shown = false;
}

void check_stdout() {
  // A write that failed already (a full buffer written out, std::endl's flush) left its reason in errno: it
  // is read first; else the flush's own reason (errno cleared before it: a stale one would name a wrong
  // reason).
  const bool failed_before = !std::cout || std::ferror(stdout);
  int error = failed_before ? errno : 0;
  if (!failed_before) {
    errno = 0;
    std::cout.flush();
    if (std::cout && std::fflush(stdout) == 0 && !std::ferror(stdout)) return;
    error = errno;
  }
  stdout_lost(error);
}

void stdout_lost(int error) {
  std::cout.clear();
  std::clearerr(stdout);
  throw Exit(kExitFailure,
             std::string("cannot write to standard output: ") + std::strerror(error ? error : EIO));
}

void PositionOptions::add_to(CLI::App& cmd) {
  cmd.add_option("--profile", profile, "Rules profile")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd.add_option("--fen", fen, "Position in FEN (default: the start position)")->check(not_empty());
  cmd.add_option("--start", start, "Named start position when no --fen is given")
      ->check(CLI::IsMember({"standard", "no-engineers"}))
      ->capture_default_str();
}

Position PositionOptions::load() const {
  auto p = profile_by_name(profile);
  if (!p) throw Exit(kExitUsage, "unknown profile '" + profile + "'");
  if (fen.empty()) return *Position::named_start(start, *p);
  auto pos = parse_fen(fen, *p);
  if (!pos) throw Exit::at(kExitUsage, "--fen: invalid FEN: " + pos.error().message, fen, pos.error().offset);
  return std::move(pos).value();
}

namespace {
sigset_t stop_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}
}  // namespace

StopOnSignal::StopOnSignal() {
  const sigset_t set = stop_signals();
  pthread_sigmask(SIG_BLOCK, &set, &m_old_mask);
  m_waiter = std::thread([this, set] {
    for (int asked = 0;;) {
      int sig = 0;
      if (sigwait(&set, &sig) != 0 || m_closing) return;
      if (++asked == 1) {
        static const char kMessage[] =
            "\nsaban: interrupted: stopping after the work in flight (again to quit at once)\n";
        m_signal = sig;
        m_source.request_stop();
        [[maybe_unused]] auto n = write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
      } else {
        std::_Exit(kExitInterrupted);
      }
    }
  });
}

StopOnSignal::~StopOnSignal() {
  m_closing = true;
  pthread_kill(m_waiter.native_handle(), SIGTERM);  // wakes sigwait
  m_waiter.join();
  pthread_sigmask(SIG_SETMASK, &m_old_mask, nullptr);
}

DeployMode deploy_mode(const std::string& name) {
  return name == "single" ? DeployMode::Single : DeployMode::Full;
}

std::string record_error_text(const parser::RecordError& e, bool has_encoding_option) {
  std::string text = e.format();
  if (e.undecodable)
    text += has_encoding_option
                ? "  name its encoding with --encoding: utf-8, utf-8-bom, utf-16le, utf-16be, windows-1258, "
                  "tcvn3 or vni\n"
                : "  convert it to UTF-8 naming its encoding: saban convert --encoding NAME -o copy.ctr " +
                      e.file + "\n";
  return text;
}

std::vector<std::string> record_paths(const std::vector<std::string>& given) {
  std::vector<std::string> files;
  for (const std::string& path : given) {
    if (!std::filesystem::is_directory(path)) {
      files.push_back(path);
      continue;
    }
    const std::vector<std::filesystem::path> found = parser::record_files_in(path);
    if (found.empty()) std::cerr << path << ": no record file (*.ctr, *.pgn, *.txt) below this folder\n";
    for (const auto& f : found) files.push_back(f.string());
  }
  return files;
}

}  // namespace saban::cli
