#include "db/pq.h"

#include <libpq-fe.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "db/connect.h"  // conninfo_parts, make_conninfo, conninfo_without_password: defined here

namespace saban::db {

namespace {

// Throws the error of a failed result (SQLSTATE and message), or of the connection.
[[noreturn]] void fail(PGconn* conn, PGresult* r) {
  std::string state, message;
  if (r) {
    if (const char* s = PQresultErrorField(r, PG_DIAG_SQLSTATE)) state = s;
    message = PQresultErrorMessage(r);
  }
  if (message.empty() && conn) message = PQerrorMessage(conn);
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  throw DbError(state, message);
}

PGresult* checked(PGconn* conn, PGresult* r) {
  const auto status = PQresultStatus(r);
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_COPY_IN) return r;
  std::unique_ptr<PGresult, void (*)(PGresult*)> guard(r, PQclear);
  fail(conn, r);
}

}  // namespace

Rows::Rows(pg_result* r) : m_result(r, PQclear) {}
int Rows::size() const { return PQntuples(m_result.get()); }
int Rows::columns() const { return PQnfields(m_result.get()); }
bool Rows::null(int row, int col) const { return PQgetisnull(m_result.get(), row, col); }
std::string Rows::text(int row, int col) const { return PQgetvalue(m_result.get(), row, col); }
long long Rows::integer(int row, int col) const {
  return std::strtoll(PQgetvalue(m_result.get(), row, col), nullptr, 10);
}
double Rows::real(int row, int col) const {
  return std::strtod(PQgetvalue(m_result.get(), row, col), nullptr);
}
std::string_view Rows::bytes(int row, int col) const {
  return {PQgetvalue(m_result.get(), row, col),
          static_cast<std::size_t>(PQgetlength(m_result.get(), row, col))};
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// The password a connection string gives (keyword/value or URI), as libpq reads it; empty if none or
// unreadable.
std::string password_of(const std::string& conninfo) {
  char* error = nullptr;
  std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)> options(
      PQconninfoParse(conninfo.c_str(), &error), PQconninfoFree);
  PQfreemem(error);
  if (!options) return {};
  for (const PQconninfoOption* o = options.get(); o->keyword; ++o)
    if (std::string_view(o->keyword) == "password" && o->val) return o->val;
  return {};
}

bool readable_conninfo(const std::string& conninfo) {
  char* error = nullptr;
  PQconninfoOption* options = PQconninfoParse(conninfo.c_str(), &error);
  PQfreemem(error);
  if (options) PQconninfoFree(options);
  return options != nullptr;
}

// A message of libpq about a connection string it could not read, without the parts of that string it
// quotes (they may be a password's): "missing "=" after "…" in connection info string".
std::string without_quotes(std::string_view message) {
  std::string out;
  for (std::size_t i = 0; i < message.size(); ++i) {
    const std::size_t close = message[i] == '"' ? message.find('"', i + 1) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += message[i];
      continue;
    }
    const std::string_view inside = message.substr(i + 1, close - i - 1);
    out += inside == "=" ? "\"=\"" : "\"…\"";
    i = close;
  }
  return out;
}

// libpq's message on one line: its lines joined by "; ", tabs and trailing blanks dropped.
std::string one_line(std::string_view message) {
  std::string out;
  for (std::size_t i = 0; i < message.size(); ++i) {
    const char c = message[i];
    if (c == '\n') {
      while (!out.empty() && is_space(out.back())) out.pop_back();
      std::size_t j = i + 1;
      while (j < message.size() && is_space(message[j])) ++j;
      if (j < message.size() && !out.empty()) out += "; ";
      i = j - 1;
    } else {
      out += c == '\t' ? ' ' : c;
    }
  }
  while (!out.empty() && is_space(out.back())) out.pop_back();
  return out;
}

}  // namespace

namespace {

// The passwords of the connections made by this process: no message may show them (redact_conninfo).
std::mutex g_secrets_mutex;
std::vector<std::string> g_secrets;

void remember_password(const std::string& password) {
  if (password.size() < 4) return;  // shorter ones would blank out ordinary words in messages
  std::lock_guard lock(g_secrets_mutex);
  if (std::find(g_secrets.begin(), g_secrets.end(), password) == g_secrets.end())
    g_secrets.push_back(password);
}

bool is_uri(std::string_view s) { return s.starts_with("postgresql://") || s.starts_with("postgres://"); }

// A conninfo value, quoted when it must be.
std::string quoted_value(std::string_view v) {
  if (!v.empty() && v.find_first_of(" \t\n'\\") == std::string_view::npos) return std::string(v);
  std::string q = "'";
  for (char c : v) {
    if (c == '\'' || c == '\\') q += '\\';
    q += c;
  }
  return q + "'";
}

// A URI with the password of its user information (everything after the first ':' before the last '@') and
// the values of its `password` parameters replaced. The last '@', not the first: a password may hold an
// unencoded '@' or '/', which libpq would misread but which must not show.
std::string redact_uri(std::string_view uri) {
  std::string out(uri);
  const std::size_t start = out.find("://") + 3;
  const std::size_t at = out.rfind('@');
  if (at != std::string::npos && at >= start) {
    const std::size_t colon = out.find(':', start);
    if (colon < at) out.replace(colon + 1, at - colon - 1, "***");
  }
  const std::size_t query = out.find('?', start);
  if (query == std::string::npos) return out;
  std::string rebuilt = out.substr(0, query + 1);
  std::size_t i = query + 1;
  while (i <= out.size()) {
    std::size_t amp = out.find('&', i);
    if (amp == std::string::npos) amp = out.size();
    std::string_view param(out.data() + i, amp - i);
    const std::size_t eq = param.find('=');
    if (eq != std::string_view::npos && param.substr(0, eq) == "password")
      rebuilt += "password=***";
    else
      rebuilt += param;
    if (amp < out.size()) rebuilt += '&';
    i = amp + 1;
  }
  return rebuilt;
}

// The password of a URI's user information as written (between its first ':' and the last '@'), or empty.
std::string uri_password(std::string_view uri) {
  const std::size_t start = uri.find("://") + 3, at = uri.rfind('@');
  if (at == std::string_view::npos || at < start) return {};
  const std::size_t colon = uri.find(':', start);
  return colon < at ? std::string(uri.substr(colon + 1, at - colon - 1)) : std::string();
}

}  // namespace

std::optional<std::vector<std::pair<std::string, std::string>>> conninfo_parts(std::string_view conninfo) {
  const std::string whole(conninfo);
  if (whole.find('\0') != std::string::npos) return std::nullopt;
  char* error = nullptr;
  std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)> options(
      PQconninfoParse(whole.c_str(), &error), PQconninfoFree);
  PQfreemem(error);
  if (!options) return std::nullopt;
  std::vector<std::pair<std::string, std::string>> parts;
  for (const PQconninfoOption* o = options.get(); o->keyword; ++o)
    if (o->val) parts.emplace_back(o->keyword, o->val);
  return parts;
}

std::string make_conninfo(const std::vector<std::pair<std::string, std::string>>& parts) {
  std::string out;
  for (const auto& [key, value] : parts)
    if (!value.empty()) out += (out.empty() ? "" : " ") + key + "=" + quoted_value(value);
  return out;
}

std::string conninfo_without_password(std::string_view conninfo) {
  auto parts = conninfo_parts(conninfo);
  if (!parts) return redact_conninfo(conninfo);
  std::erase_if(*parts, [](const auto& p) { return p.first == "password"; });
  return make_conninfo(*parts);
}

std::string redact_conninfo(std::string_view text, std::string_view password) {
  const std::string whole(text);
  // A connection string libpq reads: shown as libpq read it (keyword=value), the password as ***; a URI as
  // written, without its password.
  char* error = nullptr;
  std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)> options(
      whole.find('\0') == std::string::npos ? PQconninfoParse(whole.c_str(), &error) : nullptr,
      PQconninfoFree);
  PQfreemem(error);
  if (options) {
    if (is_uri(text)) return redact_uri(text);
    std::string out;
    for (const PQconninfoOption* o = options.get(); o->keyword; ++o) {
      if (!o->val) continue;
      const std::string_view key(o->keyword);
      out += (out.empty() ? "" : " ") + std::string(key) + "=" +
             (key == "password" ? "***" : quoted_value(o->val));
    }
    return out;
  }
  // A message, or a string libpq cannot read: URIs in it lose their passwords, and so do the passwords of
  // this process's connections and `password` wherever they appear.
  std::string out = whole;
  for (std::size_t at = out.find("postgres"); at != std::string::npos; at = out.find("postgres", at + 1)) {
    if (!is_uri(std::string_view(out).substr(at))) continue;
    std::size_t end = at;
    while (end < out.size() && !is_space(out[end]) && out[end] != '"' && out[end] != ')') ++end;
    const std::string redacted = redact_uri(std::string_view(out).substr(at, end - at));
    out.replace(at, end - at, redacted);
  }
  std::vector<std::string> secrets;
  {
    std::lock_guard lock(g_secrets_mutex);
    secrets = g_secrets;
  }
  if (password.size() >= 4) secrets.emplace_back(password);
  for (const std::string& secret : secrets)
    for (std::size_t at = out.find(secret); at != std::string::npos; at = out.find(secret, at + 3))
      out.replace(at, secret.size(), "***");
  // `password = value` in text libpq could not read: its value (quoted, or up to white space) masked.
  for (std::size_t at = out.find("password"); at != std::string::npos; at = out.find("password", at + 1)) {
    std::size_t i = at + 8;
    while (i < out.size() && is_space(out[i])) ++i;
    if (i == out.size() || out[i] != '=') continue;
    ++i;
    while (i < out.size() && is_space(out[i])) ++i;
    if (out.compare(i, 3, "***") == 0) continue;  // masked already (a URI's)
    std::size_t end = i;
    if (end < out.size() && out[end] == '\'') {
      for (++end; end < out.size() && out[end] != '\''; ++end)
        if (out[end] == '\\') ++end;
      end = std::min(end + 1, out.size());
    } else {
      while (end < out.size() && !is_space(out[end])) ++end;
    }
    out.replace(i, end - i, "***");
  }
  return out;
}

Connection::Connection(const std::string& conninfo) : m_conn(PQconnectdb(conninfo.c_str()), PQfinish) {
  check_connected(conninfo);
}

Connection::Connection(const std::string& conninfo, const std::string& application_name,
                       const std::optional<std::string>& password)
    : m_conn(nullptr, PQfinish) {
  // Later parameters override what the expanded string says; fallback_application_name yields to the
  // string's own application_name.
  std::vector<const char*> keys{"dbname", "fallback_application_name"};
  std::vector<const char*> values{conninfo.c_str(), application_name.c_str()};
  if (password) keys.push_back("password"), values.push_back(password->c_str());
  keys.push_back(nullptr);
  values.push_back(nullptr);
  m_conn.reset(PQconnectdbParams(keys.data(), values.data(), 1));
  if (m_conn && PQstatus(m_conn.get()) != CONNECTION_OK && PQconnectionNeedsPassword(m_conn.get()))
    throw DbError("28000", "the database server asks for a password (" + redact_conninfo(conninfo) + ")");
  if (password) remember_password(*password);
  check_connected(conninfo, true);
}

void Connection::check_connected(const std::string& conninfo, bool name_is_dbname) {
  if (!m_conn || PQstatus(m_conn.get()) != CONNECTION_OK) {
    // Neither the connection string nor libpq's message may show the password.
    const std::string password = password_of(conninfo);
    remember_password(password);
    std::string message = m_conn ? one_line(PQerrorMessage(m_conn.get())) : "out of memory";
    if (name_is_dbname && !is_uri(conninfo) && conninfo.find('=') == std::string::npos)  // `--db saban`
      throw DbError("08001",
                    "cannot connect to the database (dbname=" + quoted_value(conninfo) + "): " + message);
    if (!readable_conninfo(conninfo))  // libpq quotes the string's parts, which may be a password's
      throw DbError("08001", "cannot connect to the database: the connection string cannot be read: " +
                                 without_quotes(message));
    // A URI whose password libpq misread (an unencoded '/' or '@' in it): libpq's message may quote parts of
    // it as other values (`invalid integer value "se" for connection option "port"`).
    if (is_uri(conninfo) && uri_password(conninfo) != password) message = without_quotes(message);
    throw DbError("08001", "cannot connect to the database (" + redact_conninfo(conninfo, password) +
                               "): " + redact_conninfo(message, password));
  }
  remember_password(password_of(conninfo));
  PQsetClientEncoding(m_conn.get(), "UTF8");
  run("SET client_min_messages = warning");
}

// Text parameters; results in text (format 0) or PostgreSQL's binary format (1).
Rows Connection::exec_as(const std::string& sql, const std::vector<Param>& params, int result_format) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const Param& p : params) values.push_back(p ? p->c_str() : nullptr);
  PGresult* r = PQexecParams(m_conn.get(), sql.c_str(), static_cast<int>(values.size()), nullptr,
                             values.data(), nullptr, nullptr, result_format);
  return Rows(checked(m_conn.get(), r));
}

Rows Connection::exec(const std::string& sql, const std::vector<Param>& params) {
  return exec_as(sql, params, 0);
}

Rows Connection::exec_binary(const std::string& sql, const std::vector<Param>& params) {
  return exec_as(sql, params, 1);
}

int Connection::socket() const { return PQsocket(m_conn.get()); }

int Connection::backend_pid() const { return PQbackendPID(m_conn.get()); }

Canceller Connection::canceller() {
  Canceller c;
  if (pg_cancel* raw = PQgetCancel(m_conn.get())) c.m_cancel = std::shared_ptr<pg_cancel>(raw, PQfreeCancel);
  return c;
}

bool Canceller::cancel(std::string* error) const {
  if (!m_cancel) {
    if (error) *error = "no connection";
    return false;
  }
  char buffer[256] = {};
  if (PQcancel(m_cancel.get(), buffer, sizeof buffer)) return true;
  if (error) *error = buffer;
  return false;
}

Connection Connection::another() {
  std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption*)> options(PQconninfo(m_conn.get()),
                                                                         PQconninfoFree);
  if (!options) throw DbError("", "cannot read the connection's settings (out of memory)");
  std::string conninfo;
  for (const PQconninfoOption* o = options.get(); o->keyword; ++o) {
    if (!o->val || !*o->val) continue;
    conninfo += std::string(o->keyword) + "='";
    for (const char* c = o->val; *c; ++c) {
      if (*c == '\'' || *c == '\\') conninfo += '\\';
      conninfo += *c;
    }
    conninfo += "' ";
  }
  return Connection(conninfo);
}

void Connection::run(const std::string& sql) {
  Rows(checked(m_conn.get(), PQexec(m_conn.get(), sql.c_str())));
}

Rows Connection::one_row(const std::string& sql, const std::vector<Param>& params) {
  Rows r = exec(sql, params);
  if (r.size() != 1) throw DbError("", "expected one row, got " + std::to_string(r.size()) + ": " + sql);
  return r;
}

Transaction::Transaction(Connection& c) : m_conn(c) { m_conn.run("BEGIN"); }

Transaction::~Transaction() {
  if (m_done) return;
  try {
    m_conn.run("ROLLBACK");
  } catch (...) {
    // The connection is gone: the server rolls the transaction back itself.
  }
}

void Transaction::commit() {
  m_conn.run("COMMIT");
  m_done = true;
}

CopyWriter::CopyWriter(Connection& c, const std::string& table_and_columns) : m_conn(c) {
  Rows(checked(c.raw(), PQexec(c.raw(), ("COPY " + table_and_columns + " FROM STDIN").c_str())));
  m_buffer.reserve(1 << 16);
}

void CopyWriter::write_row(const std::vector<Param>& fields) {
  for (const Param& f : fields) field(f);
  end_row();
}

void CopyWriter::field(const Param& value) {
  if (value) return field(std::string_view(*value));
  if (m_row_started) m_buffer += '\t';
  m_row_started = true;
  m_buffer += "\\N";
}

// Text format: backslash, tab, newline and carriage return are escaped; runs of other bytes are copied whole.
void CopyWriter::field(std::string_view value) {
  if (m_row_started) m_buffer += '\t';
  m_row_started = true;
  std::size_t run = 0, i = 0;
  // Eight bytes at a time while none of them is a backslash or below 0x0E (tab, newline, carriage return and
  // a few other control bytes, which the byte loop below then looks at).
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  const std::size_t n = value.size();
  while (i < n) {
    for (; i + 8 <= n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, value.data() + i, 8);
      const std::uint64_t backslash = w ^ (kOnes * '\\');
      if ((((backslash - kOnes) & ~backslash) | ((w - kOnes * 0x0E) & ~w)) & kHighs) break;
    }
    for (const std::size_t stop = std::min(n, i + 8); i < stop; ++i) {
      const char c = value[i];
      if (c != '\\' && c != '\t' && c != '\n' && c != '\r') continue;
      m_buffer.append(value.data() + run, i - run);
      m_buffer += '\\';
      m_buffer += c == '\t' ? 't' : c == '\n' ? 'n' : c == '\r' ? 'r' : '\\';
      run = i + 1;
    }
  }
  m_buffer.append(value.data() + run, value.size() - run);
}

void CopyWriter::end_row() {
  m_buffer += '\n';
  m_row_started = false;
  if (m_buffer.size() > (1 << 16)) flush();
}

namespace {

// Sends a COPY's buffered data; ends a COPY and checks the server's answer (both COPY writers).
void send_copy_data(Connection& c, std::string& buffer) {
  if (buffer.empty()) return;
  if (PQputCopyData(c.raw(), buffer.data(), static_cast<int>(buffer.size())) != 1) fail(c.raw(), nullptr);
  buffer.clear();
}

void end_copy(Connection& c, std::string& buffer) {
  send_copy_data(c, buffer);
  if (PQputCopyEnd(c.raw(), nullptr) != 1) fail(c.raw(), nullptr);
  while (PGresult* r = PQgetResult(c.raw())) Rows(checked(c.raw(), r));
}

}  // namespace

void CopyWriter::flush() { send_copy_data(m_conn, m_buffer); }

void CopyWriter::complete() { end_copy(m_conn, m_buffer); }

static_assert(std::endian::native == std::endian::little, "put_be swaps bytes: a little-endian host");

void put_be(std::string& out, std::uint64_t v, int bytes) {
  char b[8];
  const std::uint64_t be = __builtin_bswap64(v);  // the low `bytes` bytes of v, most significant first, end b
  std::memcpy(b, &be, 8);
  out.append(b + 8 - bytes, static_cast<std::size_t>(bytes));
}

std::uint64_t get_be(const char* p, int bytes) {
  std::uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v = v << 8 | static_cast<unsigned char>(p[i]);
  return v;
}

// The binary COPY stream: an 11-byte signature, flags and header extension (both 0), then tuples; -1 ends it.
BinaryCopyWriter::BinaryCopyWriter(Connection& c, const std::string& table_and_columns) : m_conn(c) {
  Rows(checked(c.raw(),
               PQexec(c.raw(), ("COPY " + table_and_columns + " FROM STDIN (FORMAT binary)").c_str())));
  m_buffer.reserve(1 << 18);
  m_buffer.append("PGCOPY\n\377\r\n\0", 11);
  put_be(m_buffer, 0, 4);
  put_be(m_buffer, 0, 4);
}

namespace binary {
namespace {
template <typename T>
void put(std::string& out, T v) {
  put_be(out, sizeof(T), 4);
  put_be(out, static_cast<std::uint64_t>(v), sizeof(T));
}
}  // namespace
void null(std::string& out) { put_be(out, 0xFFFFFFFFu, 4); }
void int2(std::string& out, std::int16_t v) { put(out, v); }
void int4(std::string& out, std::int32_t v) { put(out, v); }
void int8(std::string& out, std::int64_t v) { put(out, v); }
void bytes(std::string& out, std::string_view v) {
  put_be(out, v.size(), 4);
  out.append(v);
}
void jsonb(std::string& out, std::string_view json) {
  put_be(out, json.size() + 1, 4);
  out += '\1';
  out.append(json);
}
void date(std::string& out, std::int32_t days) { put(out, days); }
// One dimension, no NULLs, element type int2 (OID 21), lower bound 1.
// Written in place: the length, the header's five words, then each element's length and value.
void int2_array(std::string& out, const std::int16_t* v, std::size_t n) {
  const std::size_t at = out.size();
  out.resize(at + 24 + 6 * n);
  char* p = out.data() + at;
  auto be4 = [&p](std::uint32_t x) {
    const std::uint32_t b = __builtin_bswap32(x);
    std::memcpy(p, &b, 4);
    p += 4;
  };
  for (const std::size_t word :
       {20 + 6 * n, std::size_t{1}, std::size_t{0}, std::size_t{21}, n, std::size_t{1}})
    be4(static_cast<std::uint32_t>(word));
  for (std::size_t i = 0; i < n; ++i) {
    be4(2);
    const std::uint16_t b = __builtin_bswap16(static_cast<std::uint16_t>(v[i]));
    std::memcpy(p, &b, 2);
    p += 2;
  }
}
}  // namespace binary

void BinaryCopyWriter::row(int fields) {
  if (m_buffer.size() > (1 << 18)) flush();
  put_be(m_buffer, static_cast<std::uint16_t>(fields), 2);
}

void BinaryCopyWriter::flush() { send_copy_data(m_conn, m_buffer); }

void BinaryCopyWriter::complete() {
  put_be(m_buffer, 0xFFFF, 2);
  end_copy(m_conn, m_buffer);
}

namespace {
template <typename Text>
std::string text_array_of(const std::vector<Text>& values) {
  std::size_t bytes = 2;
  for (const Text& v : values) bytes += v.size() + 3;
  std::string out;
  out.reserve(bytes + bytes / 16);
  out += '{';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    out += '"';
    const std::string_view v = values[i];
    std::size_t run = 0;
    for (std::size_t k = 0; k < v.size(); ++k)
      if (v[k] == '"' || v[k] == '\\') {
        out.append(v.data() + run, k - run);
        out += '\\';
        run = k;
      }
    out.append(v.data() + run, v.size() - run);
    out += '"';
  }
  return out + "}";
}
}  // namespace

std::string text_array(const std::vector<std::string>& values) { return text_array_of(values); }
std::string text_array(const std::vector<std::string_view>& values) { return text_array_of(values); }

std::string int_array(const std::vector<long long>& values) {
  std::string out = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(values[i]);
  }
  return out + "}";
}

}  // namespace saban::db
