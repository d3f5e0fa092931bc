// The statistics and a player's page as HTML (tables with result bars), from db/'s statistics structs.
#pragma once

#include <QString>
#include <QUrl>
#include <array>
#include <optional>
#include <vector>

#include "db/stats.h"

namespace saban::gui {

/// The statistics of one game's games (`s.variant`, its sides named as that game names them): totals, results
/// by mode (Commander Chess), ending, rules and year, game lengths, players, openings, captures; and how
/// many games of the other game are not counted.
QString statisticsHtml(const db::DatabaseStats& s);

/// The pieces each side lost, of the game counted: the piece's name and the first and second side's losses.
struct CaptureRow {
  QString piece;
  std::array<long long, 2> lost{0, 0};
};
std::vector<CaptureRow> captureRows(const db::DatabaseStats& s);
/// The link of a stored game in these pages (a player's recent games), and the game a link opens (none for
/// another link).
QUrl gameLink(long long id);
std::optional<long long> linkedGame(const QUrl& url);
/// The pages of the players found, their games of `game` (its sides named and coloured as that game does).
QString playersHtml(const std::vector<db::PlayerReport>& players, db::Variant game);

}  // namespace saban::gui
