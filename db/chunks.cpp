#include "db/chunks.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <mutex>

#include "db/internal/parallel.h"

namespace saban::db {

namespace {

// Writers into a buffer with room enough (kMaxFixed bytes plus the move's).
constexpr std::size_t kMaxVarint = 10, kMaxFixed = 8 + 7 * kMaxVarint;

char* varint_to(char* p, std::uint64_t v) {
  for (; v >= 0x80; v >>= 7) *p++ = static_cast<char>((v & 0x7F) | 0x80);
  *p++ = static_cast<char>(v);
  return p;
}

char* key_to(char* p, std::uint64_t key) {
  const std::uint64_t be = __builtin_bswap64(key);  // a little-endian host (static_assert in db/pq.cpp)
  std::memcpy(p, &be, 8);
  return p + 8;
}

std::uint64_t date_code(std::int32_t days);

char* encode_to(char* p, const PositionEntry& e) {
  p = key_to(p, e.key);
  p = varint_to(p, static_cast<std::uint64_t>(e.game));
  return varint_to(p, static_cast<std::uint64_t>(e.ply));
}

char* encode_to(char* p, const TreeEdge& e) {
  p = key_to(p, e.key);
  for (std::int64_t v : {e.games, e.red_wins, e.draws, e.blue_wins, e.last_game})
    p = varint_to(p, static_cast<std::uint64_t>(v));
  p = varint_to(p, date_code(e.last_date));
  p = varint_to(p, e.move.size());
  if (!e.move.empty()) std::memcpy(p, e.move.data(), e.move.size());  // an empty view may have no data at all
  return p + e.move.size();
}

std::size_t room(const PositionEntry&) { return kMaxFixed; }
std::size_t room(const TreeEdge& e) { return kMaxFixed + e.move.size(); }

template <typename Entry>
void append(std::string& out, const Entry& e) {
  const std::size_t at = out.size();
  out.resize(at + room(e));
  out.resize(static_cast<std::size_t>(encode_to(out.data() + at, e) - out.data()));
}

constexpr std::chrono::sys_days kEpoch{std::chrono::year{2000} / 1 / 1};

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}
int number(std::string_view s) {
  int v = 0;
  for (char c : s) v = v * 10 + (c - '0');
  return v;
}

[[noreturn]] void corrupt(const char* table, const std::string& why) {
  throw DbError("", std::string("corrupt ") + table + " row: " + why +
                        " (the row was not written by Saban; restore the database from a backup)");
}

// One bucket's rows from a chunk table, as binary bytea.
Rows bucket_rows(Connection& c, const char* table, int bucket) {
  return c.exec_binary(std::string("SELECT entries FROM ") + table + " WHERE bucket = $1::int",
                       {std::to_string(bucket)});
}

// Sums tree edges or entries with the same (key, move); the input is sorted by (key, move).
template <typename Edge>
void sum_sorted(std::vector<Edge>& entries) {
  std::size_t out = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (out > 0 && entries[out - 1].key == entries[i].key && entries[out - 1].move == entries[i].move) {
      Edge& t = entries[out - 1];
      t.games += entries[i].games;
      t.red_wins += entries[i].red_wins;
      t.draws += entries[i].draws;
      t.blue_wins += entries[i].blue_wins;
      t.last_game = std::max(t.last_game, entries[i].last_game);
      t.last_date = std::max(t.last_date, entries[i].last_date);
    } else {
      if (out != i) entries[out] = std::move(entries[i]);
      ++out;
    }
  }
  entries.resize(out);
}

// Sorts entries whose order begins with the key: spread by bucket (a counting sort), then each bucket sorted.
template <typename Entry, typename Less>
void sort_entries(std::vector<Entry>& entries, Less less) {
  std::vector<std::uint32_t> start(kBuckets + 1, 0);
  for (const Entry& e : entries) ++start[static_cast<std::size_t>(bucket_of(e.key)) + 1];
  for (int b = 0; b < kBuckets; ++b) start[b + 1] += start[b];
  std::vector<Entry> sorted(entries.size());
  std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
  for (Entry& e : entries) sorted[next[static_cast<std::size_t>(bucket_of(e.key))]++] = std::move(e);
  for (int b = 0; b < kBuckets; ++b)
    std::sort(sorted.begin() + start[b], sorted.begin() + start[b + 1], less);
  entries.swap(sorted);
}

template <typename Edge>
void sort_by_key_and_move(std::vector<Edge>& entries) {
  sort_entries(entries,
               [](const Edge& a, const Edge& b) { return a.key != b.key ? a.key < b.key : a.move < b.move; });
}

TreeEdge edge_of(const TreeEntry& e) {
  return {e.key, e.move, e.games, e.red_wins, e.draws, e.blue_wins, e.last_game, e.last_date};
}

// Writes sorted entries as one row a bucket: (bucket, batch, entries).
template <typename Entry>
void write_chunks(Connection& c, const char* table, long long batch, const std::vector<Entry>& entries) {
  if (entries.empty()) return;
  BinaryCopyWriter copy(c, std::string(table) + " (bucket, batch_id, entries)");
  std::vector<char> buffer;  // grown when needed, never cleared: no zeroing per chunk
  for (std::size_t i = 0; i < entries.size();) {
    const int bucket = bucket_of(entries[i].key);
    std::size_t end = i, need = 0;
    for (; end < entries.size() && bucket_of(entries[end].key) == bucket; ++end) need += room(entries[end]);
    if (buffer.size() < need) buffer.resize(need);
    char* p = buffer.data();
    for (; i < end; ++i) p = encode_to(p, entries[i]);
    copy.row(3);
    copy.int4(bucket);
    copy.int8(batch);
    copy.bytes({buffer.data(), static_cast<std::size_t>(p - buffer.data())});
  }
  copy.complete();
}

}  // namespace

std::int32_t date_days(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-' || !digits(s.substr(0, 4)) || !digits(s.substr(5, 2)) ||
      !digits(s.substr(8, 2)))
    return TreeEntry::kNoDate;
  using namespace std::chrono;
  const year_month_day ymd{year{number(s.substr(0, 4))}, month{static_cast<unsigned>(number(s.substr(5, 2)))},
                           day{static_cast<unsigned>(number(s.substr(8, 2)))}};
  if (!ymd.ok()) return TreeEntry::kNoDate;
  return static_cast<std::int32_t>((sys_days(ymd) - kEpoch).count());
}

std::string date_text(std::int32_t days) {
  if (days == TreeEntry::kNoDate) return "";
  using namespace std::chrono;
  const year_month_day ymd{kEpoch + std::chrono::days{days}};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

namespace {

// Reads a chunk's entries in order; a malformed entry throws, saying where.
class Cursor {
 public:
  Cursor(std::string_view chunk, const char* table)
      : m_p(chunk.data()), m_begin(m_p), m_end(m_p + chunk.size()), m_table(table) {}
  bool done() const { return m_p == m_end; }
  std::uint64_t key() {
    need(8);
    const std::uint64_t k = get_be(m_p, 8);
    m_p += 8;
    return k;
  }
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      need(1);
      const auto b = static_cast<unsigned char>(*m_p++);
      v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) return v;
    }
    bad("a number runs over ten bytes");
  }
  std::string_view bytes(std::size_t n) {
    need(n);
    const std::string_view v(m_p, n);
    m_p += n;
    return v;
  }

 private:
  void need(std::size_t n) {
    if (static_cast<std::size_t>(m_end - m_p) < n) bad("an entry is cut short");
  }
  [[noreturn]] void bad(const std::string& why) {
    corrupt(m_table, why + " at byte " + std::to_string(m_p - m_begin));
  }
  const char *m_p, *m_begin, *m_end;
  const char* m_table;
};

std::uint64_t date_code(std::int32_t days) {
  if (days == TreeEntry::kNoDate) return 0;
  return days >= 0 ? 2 * static_cast<std::uint64_t>(days) + 1
                   : static_cast<std::uint64_t>(-2 * static_cast<std::int64_t>(days));
}
std::int32_t date_of_code(std::uint64_t code) {
  if (code == 0) return TreeEntry::kNoDate;
  return code % 2 ? static_cast<std::int32_t>((code - 1) / 2) : -static_cast<std::int32_t>(code / 2);
}

PositionEntry read_position(Cursor& c, std::uint64_t key) {
  PositionEntry e;
  e.key = key;
  e.game = static_cast<std::int64_t>(c.varint());
  e.ply = static_cast<std::int32_t>(c.varint());
  return e;
}

}  // namespace

void encode(const PositionEntry& e, std::string& out) { append(out, e); }
void encode(const TreeEdge& e, std::string& out) { append(out, e); }

std::vector<PositionEntry> decode_positions(std::string_view chunk) {
  std::vector<PositionEntry> out;
  for (Cursor c(chunk, "position_chunk"); !c.done();) {
    const std::uint64_t key = c.key();
    out.push_back(read_position(c, key));
  }
  return out;
}

std::vector<TreeEntry> decode_tree(std::string_view chunk) {
  std::vector<TreeEntry> out;
  for (Cursor c(chunk, "tree_chunk"); !c.done();) {
    TreeEntry e;
    e.key = c.key();
    for (std::int64_t* v : {&e.games, &e.red_wins, &e.draws, &e.blue_wins, &e.last_game})
      *v = static_cast<std::int64_t>(c.varint());
    e.last_date = date_of_code(c.varint());
    e.move = c.bytes(c.varint());
    out.push_back(std::move(e));
  }
  return out;
}

void write_position_chunks(Connection& c, long long batch, std::vector<PositionEntry>& entries) {
  sort_entries(entries, [](const PositionEntry& a, const PositionEntry& b) {
    return a.key != b.key ? a.key < b.key : a.game != b.game ? a.game < b.game : a.ply < b.ply;
  });
  entries.erase(std::unique(entries.begin(), entries.end(),
                            [](const PositionEntry& a, const PositionEntry& b) {
                              return a.key == b.key && a.game == b.game;
                            }),
                entries.end());
  write_chunks(c, "position_chunk", batch, entries);
}

void write_tree_chunks(Connection& c, long long batch, std::vector<TreeEdge>& edges) {
  sort_by_key_and_move(edges);
  sum_sorted(edges);
  write_chunks(c, "tree_chunk", batch, edges);
}

namespace {

// Spreads the games' positions (or, with `tree`, their tree edges: the first tree_count positions) by bucket
// into scratch.entries, in the games' order within a bucket; bucket b's entries are start[b] to start[b + 1].
void spread(const std::vector<ChunkGame>& games, bool tree, ChunkScratch& s) {
  s.start.assign(kBuckets + 1, 0);
  std::size_t total = 0;
  for (const ChunkGame& g : games) {
    const std::size_t n = tree ? g.tree_count : g.key_count;
    total += n;
    for (std::size_t p = 0; p < n; ++p) ++s.start[static_cast<std::size_t>(bucket_of(g.keys[p])) + 1];
  }
  for (int b = 0; b < kBuckets; ++b) s.start[b + 1] += s.start[b];
  s.entries.resize(total);
  s.next.assign(s.start.begin(), s.start.end() - 1);
  for (std::size_t i = 0; i < games.size(); ++i) {
    const ChunkGame& g = games[i];
    const std::size_t n = tree ? g.tree_count : g.key_count;
    for (std::size_t p = 0; p < n; ++p) {
      const std::uint64_t key = g.keys[p];
      s.entries[s.next[static_cast<std::size_t>(bucket_of(key))]++] = {key, static_cast<std::uint32_t>(i),
                                                                       static_cast<std::uint32_t>(p)};
    }
  }
}

// One row a non-empty bucket, in bucket order, as write_chunks writes them: `room` bounds an entry's bytes,
// `encode(begin, end, p)` sorts and writes a bucket's entries at p and returns where they end.
template <typename Room, typename Encode>
void write_spread(Connection& c, const char* table, long long batch, ChunkScratch& s, Room room,
                  Encode encode) {
  if (s.entries.empty()) return;
  BinaryCopyWriter copy(c, std::string(table) + " (bucket, batch_id, entries)");
  for (int b = 0; b < kBuckets; ++b) {
    ChunkScratch::Entry* begin = s.entries.data() + s.start[static_cast<std::size_t>(b)];
    ChunkScratch::Entry* end = s.entries.data() + s.start[static_cast<std::size_t>(b) + 1];
    if (begin == end) continue;
    std::size_t need = 0;
    for (const ChunkScratch::Entry* e = begin; e != end; ++e) need += room(*e);
    if (s.encoded.size() < need) s.encoded.resize(need);
    char* p = encode(begin, end, s.encoded.data());
    copy.row(3);
    copy.int4(b);
    copy.int8(batch);
    copy.bytes({s.encoded.data(), static_cast<std::size_t>(p - s.encoded.data())});
  }
  copy.complete();
}

}  // namespace

void write_batch_chunks(Connection& c, long long batch, const std::vector<ChunkGame>& games,
                        ChunkScratch& scratch) {
  using Entry = ChunkScratch::Entry;
  // Positions: sorted by key, game and ply (write_position_chunks's order), each game's first ply of a key.
  spread(games, false, scratch);
  // The games' ids come from a sequence in the games' order: then the game's index sorts as its id does,
  // without reading the game (a load from elsewhere a comparison).
  const bool ids_ascending =
      std::adjacent_find(games.begin(), games.end(),
                         [](const ChunkGame& a, const ChunkGame& b) { return a.id >= b.id; }) == games.end();
  write_spread(
      c, "position_chunk", batch, scratch, [](const Entry&) { return kMaxFixed; },
      [&games, ids_ascending](Entry* begin, Entry* end, char* p) {
        if (ids_ascending)
          std::sort(begin, end, [](const Entry& a, const Entry& b) {
            if (a.key != b.key) return a.key < b.key;
            return a.game != b.game ? a.game < b.game : a.ply < b.ply;
          });
        else
          std::sort(begin, end, [&games](const Entry& a, const Entry& b) {
            if (a.key != b.key) return a.key < b.key;
            const std::int64_t ga = games[a.game].id, gb = games[b.game].id;
            return ga != gb ? ga < gb : a.ply < b.ply;
          });
        for (const Entry* e = begin; e != end; ++e) {
          // A game's later plies of a key are left out (a game's index is its id's: the ids are distinct).
          if (e != begin && e[-1].key == e->key && e[-1].game == e->game) continue;
          const std::int64_t id = games[e->game].id;
          p = key_to(p, e->key);
          p = varint_to(p, static_cast<std::uint64_t>(id));
          p = varint_to(p, e->ply);
        }
        return p;
      });
  // Tree edges: sorted by key and move, each key and move's games summed (write_tree_chunks's).
  auto move = [&games](const Entry& e) {
    const ChunkGame& g = games[e.game];
    const std::uint32_t from = e.ply == 0 ? 0 : g.tree_ends[e.ply - 1];
    return g.tree_text.substr(from, g.tree_ends[e.ply] - from);
  };
  spread(games, true, scratch);
  write_spread(
      c, "tree_chunk", batch, scratch, [&move](const Entry& e) { return kMaxFixed + move(e).size(); },
      [&games, &move](Entry* begin, Entry* end, char* p) {
        std::sort(begin, end, [&move](const Entry& a, const Entry& b) {
          return a.key != b.key ? a.key < b.key : move(a) < move(b);
        });
        for (const Entry* e = begin; e != end;) {
          const std::string_view m = move(*e);
          std::int64_t count[4] = {0, 0, 0, 0};  // games, Red's wins, draws, Blue's wins
          const Entry* run = e;
          std::int64_t last_game = games[run->game].id;
          std::int32_t last_date = games[run->game].last_day;
          for (; e != end && e->key == run->key && (e == run || move(*e) == m); ++e) {
            const ChunkGame& g = games[e->game];
            ++count[0];
            if (g.winner == 1) ++count[1];
            if (g.winner == 0) ++count[2];
            if (g.winner == -1) ++count[3];
            last_game = std::max(last_game, g.id);
            last_date = std::max(last_date, g.last_day);
          }
          p = key_to(p, run->key);
          for (const std::int64_t v : {count[0], count[1], count[2], count[3], last_game})
            p = varint_to(p, static_cast<std::uint64_t>(v));
          p = varint_to(p, date_code(last_date));
          p = varint_to(p, m.size());
          if (!m.empty()) std::memcpy(p, m.data(), m.size());
          p += m.size();
        }
        return p;
      });
}

std::vector<PositionEntry> position_games(Connection& c, std::uint64_t key) {
  Rows rows = bucket_rows(c, "position_chunk", bucket_of(key));
  std::vector<PositionEntry> out;
  for (int r = 0; r < rows.size(); ++r) {
    // Entries are sorted by key: read up to the key, keep its entries, stop after them.
    for (Cursor cur(rows.bytes(r, 0), "position_chunk"); !cur.done();) {
      const std::uint64_t k = cur.key();
      if (k > key) break;
      const PositionEntry e = read_position(cur, k);
      if (k == key) out.push_back(e);
    }
  }
  std::sort(out.begin(), out.end(),
            [](const PositionEntry& a, const PositionEntry& b) { return a.game < b.game; });
  return out;
}

std::vector<TreeEntry> tree_moves(Connection& c, std::uint64_t key) {
  Rows rows = bucket_rows(c, "tree_chunk", bucket_of(key));
  std::vector<TreeEntry> out;
  for (int r = 0; r < rows.size(); ++r) {
    // Entries are sorted by key: the others are skipped without building their moves, and the scan stops
    // after the key's (a compacted bucket of a million games holds some 20,000 entries).
    for (Cursor cur(rows.bytes(r, 0), "tree_chunk"); !cur.done();) {
      const std::uint64_t k = cur.key();
      if (k > key) break;
      TreeEntry e;
      e.key = k;
      for (std::int64_t* v : {&e.games, &e.red_wins, &e.draws, &e.blue_wins, &e.last_game})
        *v = static_cast<std::int64_t>(cur.varint());
      e.last_date = date_of_code(cur.varint());
      const std::string_view move = cur.bytes(cur.varint());
      if (k == key) {
        e.move = move;
        out.push_back(std::move(e));
      }
    }
  }
  sort_by_key_and_move(out);
  sum_sorted(out);
  std::sort(out.begin(), out.end(), [](const TreeEntry& a, const TreeEntry& b) {
    return a.games != b.games ? a.games > b.games : a.move < b.move;
  });
  return out;
}

namespace {

// Merges every row of the given buckets of one table into one row a bucket, in one transaction: one read, one
// delete and one COPY for the group instead of three statements and a commit a bucket.
void compact_group(Connection& c, const char* table, const std::vector<long long>& buckets,
                   CompactStats& stats) {
  Transaction tx(c);
  // One compactor a bucket (locks taken in bucket order); importers only add rows of new batches and go on.
  c.exec("SELECT pg_advisory_xact_lock(7305732, b::int) FROM (SELECT unnest($1::bigint[]) AS b ORDER BY 1) s",
         {int_array(buckets)});
  Rows rows = c.exec_binary(std::string("SELECT bucket, batch_id, entries FROM ") + table +
                                " WHERE bucket = ANY($1::int[]) ORDER BY bucket, batch_id FOR UPDATE",
                            {int_array(buckets)});
  const bool is_positions = table == std::string_view("position_chunk");
  long long last_batch = 0;
  // Exactly the rows read are replaced (a batch committed meanwhile is left alone), and only in buckets that
  // had two rows or more.
  std::vector<long long> del_buckets, del_batches;
  std::vector<PositionEntry> positions;
  std::vector<TreeEdge> edges;
  std::vector<TreeEntry> tree;  // owns the moves the edges view
  for (int r = 0; r < rows.size();) {
    const long long bucket = static_cast<long long>(get_be(rows.bytes(r, 0).data(), 4));
    int end = r;
    while (end < rows.size() && static_cast<long long>(get_be(rows.bytes(end, 0).data(), 4)) == bucket) ++end;
    if (end - r >= 2) {
      for (int i = r; i < end; ++i) {
        const long long batch = static_cast<long long>(get_be(rows.bytes(i, 1).data(), 8));
        del_buckets.push_back(bucket);
        del_batches.push_back(batch);
        last_batch = std::max(last_batch, batch);
        if (is_positions) {
          auto d = decode_positions(rows.bytes(i, 2));
          positions.insert(positions.end(), d.begin(), d.end());
        } else {
          auto d = decode_tree(rows.bytes(i, 2));
          tree.insert(tree.end(), std::make_move_iterator(d.begin()), std::make_move_iterator(d.end()));
        }
      }
      ++stats.buckets;
      stats.rows_before += end - r;
      ++stats.rows_after;
    }
    r = end;
  }
  if (del_buckets.empty()) return;
  c.exec(std::string("DELETE FROM ") + table +
             " WHERE (bucket, batch_id) IN (SELECT unnest($1::int[]), unnest($2::bigint[]))",
         {int_array(del_buckets), int_array(del_batches)});
  if (is_positions)
    write_position_chunks(c, last_batch, positions);
  else {
    edges.reserve(tree.size());
    for (const TreeEntry& e : tree) edges.push_back(edge_of(e));
    write_tree_chunks(c, last_batch, edges);
  }
  tx.commit();
}

}  // namespace

CompactStats compact(Connection& c, int max_chunks, std::stop_token stop, unsigned connections) {
  // Buckets are merged 64 at a time: 128 transactions for the whole key space of both tables, each a few MB.
  constexpr std::size_t kGroup = 64;
  struct Group {
    const char* table;
    std::vector<long long> buckets;
  };
  std::vector<Group> groups;
  for (const char* table : {"position_chunk", "tree_chunk"}) {
    Rows crowded = c.exec(std::string("SELECT bucket FROM ") + table +
                              " GROUP BY bucket HAVING count(*) > $1::int ORDER BY bucket",
                          {std::to_string(std::max(1, max_chunks))});
    for (int i = 0; i < crowded.size(); ++i) {
      if (i % kGroup == 0) groups.push_back({table, {}});
      groups.back().buckets.push_back(crowded.integer(i, 0));
    }
  }
  CompactStats stats;
  if (groups.empty()) return stats;
  // Each group is a transaction of its own, on whichever connection is free: with two, one group's decoding
  // and sorting here overlaps another's reading and writing in the server. Two groups never share a bucket
  // of one table; a position group and a tree group with the same bucket numbers take the same advisory
  // locks (in bucket order, so one waits for the other and neither deadlocks).
  connections = std::clamp<unsigned>(connections, 1, static_cast<unsigned>(groups.size()));
  std::vector<Connection> own;
  for (unsigned i = 1; i < connections; ++i) own.push_back(c.another());
  std::vector<Connection*> free{&c};
  for (Connection& o : own) free.push_back(&o);
  std::mutex mutex;
  ParallelFor pool(connections);
  pool.run(groups.size(), [&](std::size_t i) {
    Connection* conn;
    {
      std::lock_guard lock(mutex);
      if (stop.stop_requested()) {
        stats.stopped = true;  // what was merged stays merged; the next call does the rest
        return;
      }
      conn = free.back();
      free.pop_back();
    }
    CompactStats mine;
    try {
      compact_group(*conn, groups[i].table, groups[i].buckets, mine);
    } catch (...) {
      std::lock_guard lock(mutex);
      free.push_back(conn);
      throw;
    }
    std::lock_guard lock(mutex);
    free.push_back(conn);
    stats.buckets += mine.buckets;
    stats.rows_before += mine.rows_before;
    stats.rows_after += mine.rows_after;
  });
  return stats;
}

}  // namespace saban::db
