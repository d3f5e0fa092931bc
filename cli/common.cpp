#include "cli/common.h"

#include <pthread.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "rules/fen.h"

namespace saban::cli {

void PositionOptions::add_to(CLI::App& cmd) {
  cmd.add_option("--profile", profile, "Rules profile")
      ->check(CLI::IsMember(profile_names()))
      ->capture_default_str();
  cmd.add_option("--fen", fen, "Position in FEN (default: the start position)");
  cmd.add_option("--start", start, "Named start position when no --fen is given")
      ->check(CLI::IsMember({"standard", "no-engineers"}))
      ->capture_default_str();
}

Position PositionOptions::load() const {
  auto p = profile_by_name(profile);
  if (!p) {
    std::cerr << "saban: unknown profile '" << profile << "'\n";
    std::exit(2);
  }
  if (fen.empty()) return *Position::named_start(start, *p);
  auto pos = parse_fen(fen, *p);
  if (!pos) {
    std::cerr << "saban: invalid FEN: " << pos.error().message << " (at character " << pos.error().offset + 1
              << ")\n  " << fen << "\n  " << std::string(pos.error().offset, ' ') << "^\n";
    std::exit(2);
  }
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

}  // namespace saban::cli
