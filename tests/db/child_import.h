// An import in a child process (fork) that stops once it has committed its first batch, tells the test, and
// waits there: for the tests of an import whose process dies half-way (SIGKILL), at a point the test chooses.
#pragma once

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "db/importer.h"

namespace saban::db {

class ChildImport {
 public:
  /// Forks; the child imports `files` into `conninfo` with `o` (its on_progress replaced) and, after the
  /// report of its first committed batch, waits for let_go() or a kill. The parent's connections must be
  /// open before (the child makes its own).
  ChildImport(const std::string& conninfo, ImportOptions o, std::vector<std::filesystem::path> files) {
    if (pipe(m_to_parent) != 0 || pipe(m_to_child) != 0) return;
    m_pid = fork();
    if (m_pid != 0) return;
    try {
      Connection c(conninfo);
      bool told = false;
      o.on_progress = [&](const ImportProgress& p) {
        if (told || p.inserted == 0) return;
        told = true;
        char go = 0;
        if (write(m_to_parent[1], "c", 1) != 1 || read(m_to_child[0], &go, 1) != 1) _exit(3);
      };
      Importer(c, o).import_paths(files);
    } catch (...) {
      _exit(2);
    }
    _exit(0);  // the import ended before the kill: the test fails on the exit status
  }
  ~ChildImport() {
    if (m_pid > 0 && !m_reaped) {
      ::kill(m_pid, SIGKILL);
      waitpid(m_pid, nullptr, 0);
    }
    for (int fd : {m_to_parent[0], m_to_parent[1], m_to_child[0], m_to_child[1]})
      if (fd >= 0) close(fd);
  }
  ChildImport(const ChildImport&) = delete;
  ChildImport& operator=(const ChildImport&) = delete;

  /// Whether the child started and has committed a batch (it waits now).
  bool committed_a_batch() {
    char c = 0;
    return m_pid > 0 && read(m_to_parent[0], &c, 1) == 1;
  }
  /// The child goes on importing.
  bool let_go() { return write(m_to_child[1], "g", 1) == 1; }
  /// SIGKILL, and the child reaped: whether it died of that signal (not ended before it).
  bool kill() {
    ::kill(m_pid, SIGKILL);
    int status = 0;
    waitpid(m_pid, &status, 0);
    m_reaped = true;
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
  }

 private:
  int m_to_parent[2] = {-1, -1}, m_to_child[2] = {-1, -1};
  pid_t m_pid = -1;
  bool m_reaped = false;
};

/// Waits (up to 30 s) until the server has ended this database's sessions other than `watcher`'s that match
/// `condition` (SQL on pg_stat_activity): a killed client's session ends only once the server notices it is
/// gone. Whether they ended.
inline bool wait_for_sessions_to_end(Connection& watcher, const std::string& condition = "TRUE") {
  const std::string sql =
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
      "AND (" +
      condition + ")";
  for (int i = 0; i < 3000; ++i) {
    if (watcher.one_row(sql).integer(0, 0) == 0) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

}  // namespace saban::db
