// PostgreSQL through libpq: RAII connection, transaction and COPY writer; errors keyed on SQLSTATE.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct pg_conn;
struct pg_result;
struct pg_cancel;

namespace saban::db {

/// Every database error: the server's SQLSTATE (empty for client-side failures) and its message.
class DbError : public std::runtime_error {
 public:
  DbError(std::string sqlstate, const std::string& message)
      : std::runtime_error(message), m_sqlstate(std::move(sqlstate)) {}
  const std::string& sqlstate() const { return m_sqlstate; }
  /// Serialization failure or deadlock: the transaction may be retried.
  bool retryable() const { return m_sqlstate == "40001" || m_sqlstate == "40P01"; }

 private:
  std::string m_sqlstate;
};

/// `text` without passwords, for every message and display of a connection (the one place that hides them).
/// A connection string libpq reads (PQconninfoParse) comes back as libpq read it, keyword=value in libpq's
/// order with password=*** — so no quoting or escaping can let part of a password through; a URI comes back
/// as written, with the password of its user information (up to the last '@': an unencoded '@' or '/' in a
/// password is still hidden) and its `password` parameters as ***. Any other text (a message) loses the
/// passwords of URIs in it, `password` when given, and the password of every connection this process made or
/// tried.
std::string redact_conninfo(std::string_view text, std::string_view password = {});

/// A query result; columns are read as text.
class Rows {
 public:
  explicit Rows(pg_result* r);
  int size() const;
  int columns() const;
  bool null(int row, int col) const;
  std::string text(int row, int col) const;
  long long integer(int row, int col) const;
  double real(int row, int col) const;
  /// The value's bytes as sent: for results asked in binary (Connection::exec_binary), the raw bytes of a
  /// bytea.
  std::string_view bytes(int row, int col) const;

 private:
  std::shared_ptr<pg_result> m_result;
};

/// A query parameter: text, or SQL NULL.
using Param = std::optional<std::string>;

/// A connection (libpq connection string: "host=/path dbname=saban", a URI, or empty for the environment).
/// Stops the statement a connection is running, from any thread (libpq's PQcancel): a window closing while a
/// long query runs. Copyable; harmless once the connection is gone (the request then finds nothing to stop).
class Canceller {
 public:
  Canceller() = default;
  /// Asks the server to stop the running statement; false, with the reason in `error`, if the request could
  /// not be sent. The statement then fails with SQLSTATE 57014 in its own thread.
  bool cancel(std::string* error = nullptr) const;
  explicit operator bool() const { return m_cancel != nullptr; }

 private:
  friend class Connection;
  std::shared_ptr<pg_cancel> m_cancel;
};

class Connection {
 public:
  explicit Connection(const std::string& conninfo);
  /// `conninfo` (a connection string or URI, expanded as by psql) with `application_name` unless it names one
  /// itself, and `password` when given. A server asking for a password not given throws a DbError with
  /// SQLSTATE 28000 (db::connect then asks on the terminal).
  Connection(const std::string& conninfo, const std::string& application_name,
             const std::optional<std::string>& password = std::nullopt);
  Connection(Connection&&) noexcept = default;
  Connection& operator=(Connection&&) noexcept = default;

  /// Runs SQL with $1.. parameters and returns its rows.
  Rows exec(const std::string& sql, const std::vector<Param>& params = {});
  /// exec() with every result column in PostgreSQL's binary format (read with Rows::bytes): bytea without
  /// hex.
  Rows exec_binary(const std::string& sql, const std::vector<Param>& params = {});
  /// Runs one or more statements without parameters.
  void run(const std::string& sql);
  /// Expects exactly one row.
  Rows one_row(const std::string& sql, const std::vector<Param>& params = {});

  /// A new connection to the same database with the same settings (libpq's PQconninfo of this one).
  Connection another();

  /// What stops this connection's running statement from another thread.
  Canceller canceller();

  /// The connection's socket, to watch for notifications (QSocketNotifier, poll); -1 when there is none.
  int socket() const;
  /// The server process serving this connection: a notification's sender (db::Notification::sender).
  int backend_pid() const;

  pg_conn* raw() { return m_conn.get(); }

 private:
  Rows exec_as(const std::string& sql, const std::vector<Param>& params, int result_format);
  /// `name_is_dbname`: a string that is neither key=value pairs nor a URI was a database's name
  /// (PQconnectdbParams's expand_dbname), not a string libpq could not read.
  void check_connected(const std::string& conninfo, bool name_is_dbname = false);
  std::unique_ptr<pg_conn, void (*)(pg_conn*)> m_conn;
};

/// BEGIN on construction; ROLLBACK on destruction unless commit() was called.
class Transaction {
 public:
  explicit Transaction(Connection& c);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();
  Connection& connection() { return m_conn; }

 private:
  Connection& m_conn;
  bool m_done = false;
};

/// COPY ... FROM STDIN in text format: write_row(...) for each row, then complete().
class CopyWriter {
 public:
  CopyWriter(Connection& c, const std::string& table_and_columns);
  /// One row; fields are escaped for the text format; std::nullopt is NULL.
  void write_row(const std::vector<Param>& fields);
  /// The same, a field at a time: field()... then end_row().
  void field(std::string_view value);
  void field(const std::string& value) { field(std::string_view(value)); }
  void field(const char* value) { field(std::string_view(value)); }
  void field(const Param& value);
  void end_row();
  /// Ends the COPY and checks the server's answer.
  void complete();

 private:
  void flush();
  Connection& m_conn;
  std::string m_buffer;
  bool m_row_started = false;
};

/// Fields in the binary COPY format, appended to a string: a field is its length (int32, -1 for NULL) and its
/// bytes, integers big-endian. Rows can be encoded on any thread and written by BinaryCopyWriter::fields().
namespace binary {
void null(std::string& out);
void int2(std::string& out, std::int16_t v);
void int4(std::string& out, std::int32_t v);
void int8(std::string& out, std::int64_t v);
void bytes(std::string& out, std::string_view v);  ///< bytea, or text in the database's encoding
void jsonb(std::string& out,
           std::string_view json);               ///< a JSON text (jsonb's binary form: version 1, the text)
void date(std::string& out, std::int32_t days);  ///< days since 2000-01-01
void int2_array(std::string& out, const std::int16_t* v, std::size_t n);  ///< smallint[], one dimension
}  // namespace binary

/// COPY ... FROM STDIN in binary format: row(n), then n fields, for each row; then complete(). The caller
/// writes the columns' types in the table's order.
class BinaryCopyWriter {
 public:
  BinaryCopyWriter(Connection& c, const std::string& table_and_columns);
  void row(int fields);
  void null() { binary::null(m_buffer); }
  void int2(std::int16_t v) { binary::int2(m_buffer, v); }
  void int4(std::int32_t v) { binary::int4(m_buffer, v); }
  void int8(std::int64_t v) { binary::int8(m_buffer, v); }
  void bytes(std::string_view v) { binary::bytes(m_buffer, v); }
  /// Fields encoded beforehand with the binary:: functions.
  void fields(std::string_view encoded) { m_buffer.append(encoded); }
  void complete();

 private:
  void flush();
  Connection& m_conn;
  std::string m_buffer;
};

/// Big-endian integers, as in PostgreSQL's binary formats (int8send, COPY BINARY).
void put_be(std::string& out, std::uint64_t v, int bytes);
std::uint64_t get_be(const char* p, int bytes);

/// A Postgres array literal of texts, each quoted: {"a","b \"c\""}.
std::string text_array(const std::vector<std::string>& values);
std::string text_array(const std::vector<std::string_view>& values);
/// A Postgres array literal of 64-bit integers: {1,2,3}.
std::string int_array(const std::vector<long long>& values);

}  // namespace saban::db
