#include "db/schema.h"

#include <string>
#include <vector>

namespace saban::db {

namespace {

// Migration n brings the schema from version n-1 to n. Never edit a published migration: add one.
const std::vector<std::string> kMigrations = {
    // 1: games, players, events, sites, moves and positions, the opening tree, imports and rejected games.
    R"sql(
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE player (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  search_key text NOT NULL
);
CREATE INDEX player_search ON player USING gin (search_key gin_trgm_ops);

CREATE TABLE event (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  search_key text NOT NULL
);
CREATE INDEX event_search ON event USING gin (search_key gin_trgm_ops);

CREATE TABLE site (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  search_key text NOT NULL
);
CREATE INDEX site_search ON site USING gin (search_key gin_trgm_ops);

CREATE TABLE import_batch (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  games integer NOT NULL DEFAULT 0,
  duplicates integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0
);

CREATE TABLE game (
  id bigserial PRIMARY KEY,
  signature bytea NOT NULL UNIQUE,
  red_id bigint NOT NULL REFERENCES player,
  blue_id bigint NOT NULL REFERENCES player,
  event_id bigint REFERENCES event,
  site_id bigint REFERENCES site,
  date_text text,
  date_from date,
  date_to date,
  round text,
  result text NOT NULL,
  winner smallint,
  profile text NOT NULL,
  mode text NOT NULL,
  dialect text NOT NULL,
  termination text,
  ply_count integer NOT NULL,
  start_fen text,
  material smallint[] NOT NULL,
  captures smallint[] NOT NULL,
  tags jsonb NOT NULL,
  source_path text,
  source_game integer,
  source_line integer,
  raw text NOT NULL,
  batch_id bigint REFERENCES import_batch
);
CREATE INDEX game_red ON game (red_id);
CREATE INDEX game_blue ON game (blue_id);
CREATE INDEX game_event ON game (event_id);
CREATE INDEX game_date ON game (date_from);

CREATE TABLE game_move (
  game_id bigint PRIMARY KEY REFERENCES game ON DELETE CASCADE,
  san text[] NOT NULL,
  keys bigint[] NOT NULL
);
CREATE INDEX game_move_keys ON game_move USING gin (keys);

CREATE TABLE opening_tree (
  key bigint NOT NULL,
  move text NOT NULL,
  games integer NOT NULL,
  red_wins integer NOT NULL,
  draws integer NOT NULL,
  blue_wins integer NOT NULL,
  last_date date,
  last_game bigint,
  PRIMARY KEY (key, move)
);

CREATE TABLE source_file (
  content_hash bytea PRIMARY KEY,
  path text NOT NULL,
  bytes bigint NOT NULL,
  games integer NOT NULL,
  encoding text NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rejected_game (
  id bigserial PRIMARY KEY,
  raw_hash bytea NOT NULL UNIQUE,
  path text,
  game_number integer,
  line integer,
  col integer,
  reason text NOT NULL,
  raw text NOT NULL,
  batch_id bigint REFERENCES import_batch,
  rejected_at timestamptz NOT NULL DEFAULT now()
);
)sql",
};

}  // namespace

int schema_version() { return static_cast<int>(kMigrations.size()); }

int migrate(Connection& c) {
  Transaction tx(c);
  c.run("SELECT pg_advisory_xact_lock(7305731)");  // one migrator at a time, across processes
  c.run("CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL "
        "DEFAULT now())");
  int current = static_cast<int>(c.one_row("SELECT coalesce(max(version), 0) FROM schema_version").integer(0, 0));
  for (; current < schema_version(); ++current) {
    c.run(kMigrations[static_cast<std::size_t>(current)]);
    c.exec("INSERT INTO schema_version (version) VALUES ($1)", {std::to_string(current + 1)});
  }
  tx.commit();
  return current;
}

}  // namespace saban::db
