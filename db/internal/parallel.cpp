#include "db/internal/parallel.h"

#include <algorithm>
#include <exception>
#include <utility>

namespace saban::db {

ParallelFor::ParallelFor(unsigned threads) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  for (unsigned i = 1; i < threads; ++i) m_workers.emplace_back([this] { work(); });
}

ParallelFor::~ParallelFor() {
  {
    std::lock_guard lock(m_mutex);
    m_stop = true;
  }
  m_wake.notify_all();
  for (std::thread& t : m_workers) t.join();
}

void ParallelFor::drain(std::size_t n) {
  for (;;) {
    std::size_t i;
    const std::function<void(std::size_t)>* job;
    {
      std::lock_guard lock(m_mutex);
      if (m_next >= n) return;
      i = m_next++;
      job = m_job;
    }
    try {
      (*job)(i);
    } catch (...) {
      std::lock_guard lock(m_mutex);
      if (!m_error) m_error = std::current_exception();
    }
    std::lock_guard lock(m_mutex);
    if (++m_finished == n) m_done.notify_all();
  }
}

void ParallelFor::work() {
  unsigned seen = 0;
  for (;;) {
    std::size_t n;
    {
      std::unique_lock lock(m_mutex);
      m_wake.wait(lock, [&] { return m_stop || m_generation != seen; });
      if (m_stop) return;
      seen = m_generation;
      n = m_n;
      ++m_busy;
    }
    drain(n);
    std::lock_guard lock(m_mutex);
    if (--m_busy == 0) m_done.notify_all();
  }
}

void ParallelFor::run(std::size_t n, const std::function<void(std::size_t)>& f) {
  if (n == 0) return;
  {
    std::lock_guard lock(m_mutex);
    m_job = &f;
    m_n = n;
    m_next = 0;
    m_finished = 0;
    m_error = nullptr;
    ++m_generation;
  }
  m_wake.notify_all();
  drain(n);
  std::unique_lock lock(m_mutex);
  // Every iteration finished, and no helper still inside drain() (it would read the next job's counters).
  m_done.wait(lock, [&] { return m_finished == n && m_busy == 0; });
  m_job = nullptr;
  if (m_error) std::rethrow_exception(std::exchange(m_error, nullptr));
}

}  // namespace saban::db
