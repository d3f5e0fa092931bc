#include "gui/shell/windowtitle.h"

#include <QCoreApplication>
#include <QWidget>

#include "gui/core/database.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

namespace {

// A tag's value from the record (a player's name, the event), "" when it says none.
QString tagText(const GameDocument& doc, const char* tag) {
  const auto v = doc.tag(tag);
  if (!v || v->empty() || *v == "?" || *v == "-") return {};
  return QString::fromStdString(*v);
}

}  // namespace

QString windowTitle(const QString& first, const QString& second, const QString& database,
                    const QString& event) {
  QString game;
  if (first.isEmpty() && second.isEmpty())
    game = event.isEmpty() ? QCoreApplication::translate("WindowTitle", "New game") : event;
  else
    game = QCoreApplication::translate("WindowTitle", "%1 – %2")
               .arg(first.isEmpty() ? QStringLiteral("?") : first,
                    second.isEmpty() ? QStringLiteral("?") : second);
  return database.isEmpty() ? game + QStringLiteral("[*]") : QStringLiteral("%1[*] — %2").arg(game, database);
}

void followWindowTitle(QWidget* window, GameDocument* doc, Database* db) {
  // The database named only while one is open: none given, or its open failed, the title names none (an
  // empty conninfo is then no database, not "the PG* environment").
  const auto update = [window, doc, db] {
    const auto tags = doc->sideTags();
    window->setWindowTitle(windowTitle(tagText(*doc, tags[0]), tagText(*doc, tags[1]),
                                       db && db->isOpen() ? Database::shownName(db->conninfo()) : QString(),
                                       tagText(*doc, "Event")));
    window->setWindowModified(doc->isModified());
  };
  QObject::connect(doc, &GameDocument::treeChanged, window, update);
  QObject::connect(doc, &GameDocument::gameReplaced, window, update);
  QObject::connect(doc, &GameDocument::modifiedChanged, window, update);
  if (db) QObject::connect(db, &Database::opened, window, update);
  update();
}

}  // namespace saban::gui
