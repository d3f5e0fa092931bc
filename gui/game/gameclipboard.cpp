#include "gui/game/gameclipboard.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QGuiApplication>

#include "gui/core/problemtext.h"
#include "gui/game/gamedocument.h"
#include "rules/dongson/fen.h"
#include "rules/fen.h"

namespace saban::gui {

namespace {
// A line that can only be meant as a FEN: one line of ranks split by '/', no tag, no move number.
bool looksLikeFen(const QString& text) {
  return !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('[')) &&
         text.count(QLatin1Char('/')) >= 8 && !text.contains(QLatin1Char('.'));
}
}  // namespace

void copyGame(const GameDocument& doc) {
  QGuiApplication::clipboard()->setText(QString::fromStdString(doc.fileText()));
}

void copyPosition(const GameDocument& doc) {
  QGuiApplication::clipboard()->setText(QString::fromStdString(doc.fen()));
}

PastedGame readPastedText(const QString& pasted) {
  const QString text = pasted.trimmed();
  if (text.isEmpty()) return QCoreApplication::translate("GameClipboard", "The clipboard holds no text");
  if (looksLikeFen(text)) {
    const std::string fen = text.toStdString();
    auto commander = saban::parse_fen(fen);
    if (commander) {
      parser::GameRecord r;
      r.start = *commander;
      return app::LoadedGame(std::move(r));
    }
    auto dongson = saban::dongson::parse_fen(fen);
    if (dongson) {
      parser::dongson::DsRecord r;
      r.start = *dongson;
      return app::LoadedGame(std::move(r));
    }
    // Said for the game whose board it has the size of: 12 ranks Commander Chess, 9 Cờ Đông Sơn.
    const bool nine = text.section(QLatin1Char(' '), 0, 0).count(QLatin1Char('/')) == 8;
    const TextError& e = nine ? dongson.error() : commander.error();
    return QCoreApplication::translate("GameClipboard", "Not a position in FEN (%1), at character %2: %3")
        .arg(nine ? QStringLiteral("Cờ Đông Sơn")
                  : QCoreApplication::translate("GameClipboard", "Commander Chess"))
        .arg(e.offset + 1)
        .arg(problemText(e));
  }
  auto game = app::load_game_text(text.toStdString() + "\n", "clipboard");
  if (!game) {
    if (game.error().kind == app::LoadError::Kind::NoGame)
      return QCoreApplication::translate("GameClipboard", "The clipboard holds no game");
    return loadErrorText(game.error());
  }
  return std::move(*game);
}

}  // namespace saban::gui
