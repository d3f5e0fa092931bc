// In-memory streams for the engine protocol's tests: input fed while the engine runs, output waited for.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <istream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "analysis/protocol.h"

namespace saban::analysis::protocol_testing {

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

inline std::vector<std::string> starting(const std::vector<std::string>& lines, const std::string& prefix) {
  std::vector<std::string> found;
  for (const auto& l : lines)
    if (l.rfind(prefix, 0) == 0) found.push_back(l);
  return found;
}

// Input that arrives while the engine runs, and output that can be waited for.
class Feed : public std::streambuf {
 public:
  void push(const std::string& s) {
    std::lock_guard lock(m_mutex);
    m_pending += s;
    m_cv.notify_all();
  }
  void close() {
    std::lock_guard lock(m_mutex);
    m_closed = true;
    m_cv.notify_all();
  }

 protected:
  int_type underflow() override {
    std::unique_lock lock(m_mutex);
    m_cv.wait(lock, [&] { return !m_pending.empty() || m_closed; });
    if (m_pending.empty()) return traits_type::eof();
    m_current = std::move(m_pending);
    m_pending.clear();
    setg(m_current.data(), m_current.data(), m_current.data() + m_current.size());
    return traits_type::to_int_type(m_current[0]);
  }

 private:
  std::mutex m_mutex;
  std::condition_variable m_cv;
  std::string m_pending, m_current;
  bool m_closed = false;
};

class Sink : public std::streambuf {
 public:
  /// Waits (at most a minute, against hangs) until some output line satisfies `pred`.
  bool wait_for(const std::function<bool(const std::string&)>& pred) {
    return wait_for_lines(
        [&](const std::vector<std::string>& lines) { return std::any_of(lines.begin(), lines.end(), pred); });
  }
  bool wait_for_lines(const std::function<bool(const std::vector<std::string>&)>& pred) {
    std::unique_lock lock(m_mutex);
    return m_cv.wait_for(lock, std::chrono::minutes(1), [&] { return pred(lines_of(m_text)); });
  }
  std::vector<std::string> lines() {
    std::lock_guard lock(m_mutex);
    return lines_of(m_text);
  }

 protected:
  int_type overflow(int_type c) override {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1), c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::lock_guard lock(m_mutex);
    m_text.append(s, static_cast<std::size_t>(n));
    m_cv.notify_all();
    return n;
  }

 private:
  std::mutex m_mutex;
  std::condition_variable m_cv;
  std::string m_text;
};

// The protocol running on its own thread, fed line by line while it searches.
struct LiveEngine {
  explicit LiveEngine(ProtocolOptions o = {}) : options(std::move(o)) {}

  ProtocolOptions options;
  Feed feed;
  Sink sink;
  std::istream in{&feed};
  std::ostream out{&sink};
  std::atomic<bool> ended{false};
  std::thread engine{[this] {
    run_protocol(in, out, options);
    ended = true;
  }};

  /// Has run_protocol returned within `seconds`?
  bool ends_within(double seconds) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!ended && std::chrono::steady_clock::now() < until)
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return ended;
  }
};

inline auto begins(const std::string& prefix) {
  return [prefix](const std::string& l) { return l.rfind(prefix, 0) == 0; };
}

}  // namespace saban::analysis::protocol_testing
