// Running the `saban` program of the build (SABAN_BINARY) in a child process, as a user would, and what it
// printed.
#pragma once

#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace saban::db {

struct Outcome {
  int status = -1;
  std::string out, err;
};

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Runs `saban args...` with the environment changed by `env` (nullopt: unset), and waits for it; its standard
// output goes to `stdout_to` when given (e.g. /dev/full), else into the Outcome; its standard input is
// `input` when given (else the test's own).
inline Outcome saban(const std::vector<std::string>& args,
                     const std::map<std::string, std::optional<std::string>>& env = {},
                     const std::string& stdout_to = "", const std::optional<std::string>& input = {}) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("saban_cli_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const std::filesystem::path out = dir / "out", err = dir / "err", in = dir / "in";
  if (input) std::ofstream(in, std::ios::binary) << *input;
  const pid_t pid = fork();
  if (pid == 0) {
    for (const auto& [k, v] : env) v ? setenv(k.c_str(), v->c_str(), 1) : unsetenv(k.c_str());
    if (!std::freopen(stdout_to.empty() ? out.c_str() : stdout_to.c_str(), "w", stdout) ||
        !std::freopen(err.c_str(), "w", stderr) || (input && !std::freopen(in.c_str(), "r", stdin)))
      _exit(127);
    std::vector<char*> argv{const_cast<char*>(SABAN_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(SABAN_BINARY, argv.data());
    _exit(127);
  }
  Outcome r;
  int status = 0;
  waitpid(pid, &status, 0);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  if (stdout_to.empty()) r.out = slurp(out);
  r.err = slurp(err);
  std::filesystem::remove_all(dir);
  return r;
}

// `saban args...` with its stderr on a terminal (a pseudo-terminal read here), stdout thrown away: what it
// wrote on the terminal.
inline std::string stderr_on_a_tty(const std::vector<std::string>& args) {
  const int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) return "no pseudo-terminal";
  const std::string slave = ptsname(master);
  const pid_t pid = fork();
  if (pid == 0) {
    close(master);
    const int tty = open(slave.c_str(), O_RDWR | O_NOCTTY);
    const int null = open("/dev/null", O_WRONLY);
    if (tty < 0 || null < 0 || dup2(tty, STDERR_FILENO) < 0 || dup2(null, STDOUT_FILENO) < 0) _exit(127);
    std::vector<char*> argv{const_cast<char*>(SABAN_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(SABAN_BINARY, argv.data());
    _exit(127);
  }
  std::string text;
  char buf[4096];
  for (ssize_t n; (n = read(master, buf, sizeof buf)) > 0;) text.append(buf, static_cast<std::size_t>(n));
  close(master);  // read() ends with EIO once the child has closed the terminal
  waitpid(pid, nullptr, 0);
  return text;
}

}  // namespace saban::db
