// A database of its own for each test, on the real PostgreSQL server named by $SABAN_TEST_DB (started by
// scripts/test-db.sh); migrated, with a scratch folder. Without the server a test fails under CI, else is
// skipped.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "db/pq.h"
#include "db/schema.h"

namespace saban::db {

class ScratchDatabase : public ::testing::Test {
 protected:
  /// `prefix` starts the database's and the folder's names; the schema is migrated to `schema` (-1: newest).
  explicit ScratchDatabase(std::string prefix, int schema = -1)
      : m_prefix(std::move(prefix)), m_schema(schema) {}

  void SetUp() override {
    const char* base = std::getenv("SABAN_TEST_DB");
    if (!base) {
      if (std::getenv("CI"))
        FAIL() << "SABAN_TEST_DB is not set: CI must start PostgreSQL (scripts/test-db.sh)";
      GTEST_SKIP() << "SABAN_TEST_DB is not set (eval \"$(scripts/test-db.sh)\" starts a server)";
    }
    m_base = base;
    std::random_device rd;
    m_name = m_prefix + std::to_string(rd()) + std::to_string(::getpid());
    Connection(m_base).run("CREATE DATABASE " + m_name);
    m_dir = std::filesystem::temp_directory_path() / m_name;
    std::filesystem::create_directories(m_dir);
    conn = std::make_unique<Connection>(conninfo());
    migrate(*conn, m_schema);
  }
  void TearDown() override {
    conn.reset();
    m_others.clear();
    for (const std::string& name : m_other_names)
      Connection(m_base).run("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
    if (!m_name.empty()) Connection(m_base).run("DROP DATABASE IF EXISTS " + m_name + " WITH (FORCE)");
    if (!m_dir.empty()) std::filesystem::remove_all(m_dir);
  }

  std::string conninfo() const { return m_base + " dbname=" + m_name; }
  /// A second database of the test's own, migrated to the newest schema, dropped with the test's.
  Connection& another_database() {
    m_other_names.push_back(m_name + "_" + std::to_string(m_other_names.size() + 1));
    Connection(m_base).run("CREATE DATABASE " + m_other_names.back());
    m_others.push_back(std::make_unique<Connection>(m_base + " dbname=" + m_other_names.back()));
    migrate(*m_others.back());
    return *m_others.back();
  }
  /// The test's scratch folder (removed afterwards).
  const std::filesystem::path& dir() const { return m_dir; }
  long long count(const std::string& sql) { return conn->one_row(sql).integer(0, 0); }

  std::unique_ptr<Connection> conn;

 private:
  std::string m_prefix, m_base, m_name;
  int m_schema = -1;
  std::filesystem::path m_dir;
  std::vector<std::string> m_other_names;
  std::vector<std::unique_ptr<Connection>> m_others;
};

}  // namespace saban::db
