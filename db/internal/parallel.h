// A small pool of threads running the iterations of a loop: the importer replays the games of a batch with
// it.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace saban::db {

class ParallelFor {
 public:
  /// `threads` in all, the caller included (0: std::thread::hardware_concurrency()).
  explicit ParallelFor(unsigned threads);
  ~ParallelFor();
  ParallelFor(const ParallelFor&) = delete;
  ParallelFor& operator=(const ParallelFor&) = delete;

  unsigned threads() const { return static_cast<unsigned>(m_workers.size()) + 1; }

  /// Calls f(i) for every i in [0, n), spread over the threads; returns when all are done. The first
  /// exception thrown by f is rethrown here (the other iterations still run).
  void run(std::size_t n, const std::function<void(std::size_t)>& f);

 private:
  void work();                // a helper thread's loop
  void drain(std::size_t n);  // takes iterations of the current job until none is left

  std::vector<std::thread> m_workers;
  std::mutex m_mutex;
  std::condition_variable m_wake, m_done;
  const std::function<void(std::size_t)>* m_job = nullptr;
  std::size_t m_n = 0, m_next = 0, m_finished = 0;
  unsigned m_generation = 0, m_busy = 0;
  bool m_stop = false;
  std::exception_ptr m_error;
};

}  // namespace saban::db
