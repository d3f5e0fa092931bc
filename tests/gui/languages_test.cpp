// The interface's languages: every view of the Vietnamese and Arabic interfaces shows no English word of the
// messages (the modes and endings of the statistics and the game list included), Qt's own dialogs speak the
// language, Arabic lays the window out right to left while the board stays as the rulebook draws it, and the
// window's geometry and docks are kept between runs.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QXmlStreamReader>

#include "gui/board/boardwidget.h"
#include "gui/core/appsetup.h"
#include "gui/database/databasepane.h"
#include "gui/database/gamelistmodel.h"
#include "gui/explorer/explorermodel.h"
#include "gui/explorer/explorerpane.h"
#include "gui/export/exportdialog.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui/shell/visibletexts.h"
#include "gui/shell/windowstate.h"
#include "gui/stats/statshtml.h"
#include "gui/stats/statspane.h"
#include "gui_fixture.h"

namespace saban::gui::test {
namespace {

// The texts of a .ts file: its sources, or its translations (numerus forms included).
QStringList tsTexts(const QString& language, bool sources) {
  QFile file(QStringLiteral(SABAN_TRANSLATIONS "/saban_%1.ts").arg(language));
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
  QStringList out;
  QXmlStreamReader xml(&file);
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    const auto name = xml.name();
    if (sources ? name == QLatin1String("source")
                : name == QLatin1String("translation") || name == QLatin1String("numerusform"))
      out << xml.readElementText(QXmlStreamReader::IncludeChildElements);
  }
  return out;
}

// The English words of the messages that the translation into `language` does not keep (names and notation
// it keeps, such as FEN, PDF or Thần, are not English to it).
QSet<QString> englishVocabulary(const QString& language) {
  QSet<QString> english;
  for (const QString& s : tsTexts(QStringLiteral("en"), true)) english.unite(asciiWords(s));
  for (const QString& t : tsTexts(language, false)) english.subtract(asciiWords(t));
  return english;
}

class Languages : public GuiDatabase {
 protected:
  // The views' texts without what the database holds (players', events' and sites' names: the records' own
  // words, "machine-made game" in a sample's event), the connection's settings and the languages' own names
  // in the Language menu.
  QStringList interfaceTexts(QStringList texts) {
    const QStringList data =
        QString::fromStdString(
            conn->one_row(
                    "SELECT string_agg(name, E'\\n' ORDER BY length(name) DESC) FROM "
                    "(SELECT name FROM player UNION SELECT name FROM event UNION SELECT name FROM site) n")
                .text(0, 0))
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_FALSE(data.isEmpty());
    QStringList out;
    for (QString t : texts) {
      for (const QString& d : data) t.replace(d, QStringLiteral(" "));
      // The connection string the status bar names the database by (its paths are the machine's words).
      static const QRegularExpression setting(QStringLiteral("\\S+=\\S+"));
      t.replace(setting, QStringLiteral(" "));
      bool language = false;
      for (const QString& l : availableLanguages()) language |= t == languageName(l);
      if (!language) out << t;
    }
    return out;
  }

  void TearDown() override {
    installLanguage(QStringLiteral("en"));
    GuiDatabase::TearDown();
  }

  // Every view of the window in `language`, a game of the database open: the texts each shows.
  QStringList allViewsTexts(const QString& language) {
    installLanguage(language);
    GameDocument doc;
    MainWindow w(database.get(), &doc);
    w.resize(1280, 800);
    w.show();
    GameListModel* list = w.databasePane()->model();
    EXPECT_TRUE(waitUntil([&] { return !list->isLoading() && list->rowCount() > 0; }, 30000));
    QStringList texts;
    w.showView(QStringLiteral("database"));
    texts << visibleTexts(&w);
    w.showView(QStringLiteral("statistics"));
    EXPECT_TRUE(waitUntil([&] { return !w.statsPane()->text().isEmpty(); }, 30000));
    waitUntil([] { return false; }, 300);
    texts << visibleTexts(&w);
    long long loaded = 0;
    QObject::connect(&w, &MainWindow::gameLoaded, [&](long long id) { loaded = id; });
    // A game that ended by a rule, so that its header names the ending.
    const long long id =
        count("SELECT min(id) FROM game WHERE termination IS NOT NULL AND variant <> 'dongson'");
    w.openGame(id);
    EXPECT_TRUE(waitUntil([&] { return loaded == id; }, 20000));
    w.showView(QStringLiteral("game"));
    w.showView(QStringLiteral("engine"));
    texts << visibleTexts(&w);
    w.showView(QStringLiteral("explorer"));
    doc.toStart();
    EXPECT_TRUE(waitUntil([&] { return w.explorerPane()->model()->rowCount() > 0; }, 20000));
    texts << visibleTexts(&w);
    if (ExportDialog* dialog = w.exportGame()) {
      texts << visibleTexts(dialog);
      dialog->close();
    }
    if (QWidget* editor = w.openPositionEditor()) {
      texts << visibleTexts(editor);
      editor->close();
    }
    doc.markSaved();
    return texts;
  }
};

TEST_F(Languages, VietnameseViewsShowNoEnglish) {
  const QStringList texts = interfaceTexts(allViewsTexts(QStringLiteral("vi")));
  ASSERT_GT(texts.size(), 200);
  // The statistics' modes and endings are there, in Vietnamese.
  EXPECT_TRUE(texts.contains(QStringLiteral("hải chiến")) ||
              texts.contains(QStringLiteral("trận toàn diện")));
  const QStringList english = englishWords(texts, englishVocabulary(QStringLiteral("vi")));
  EXPECT_TRUE(english.isEmpty()) << english.join(QLatin1Char('\n')).toStdString();
}

TEST_F(Languages, ArabicViewsShowNoEnglish) {
  const QStringList texts = interfaceTexts(allViewsTexts(QStringLiteral("ar")));
  ASSERT_GT(texts.size(), 200);
  EXPECT_TRUE(texts.contains(QStringLiteral("الإحصاءات")));
  const QStringList english = englishWords(texts, englishVocabulary(QStringLiteral("ar")));
  EXPECT_TRUE(english.isEmpty()) << english.join(QLatin1Char('\n')).toStdString();
}

// The check finds what it is for: the English interface's own words are English to the Vietnamese one.
TEST_F(Languages, TheCheckFindsEnglishInTheEnglishViews) {
  const QStringList texts = interfaceTexts(allViewsTexts(QStringLiteral("en")));
  const QStringList english = englishWords(texts, englishVocabulary(QStringLiteral("vi")));
  EXPECT_GT(english.size(), 50);
  EXPECT_TRUE(english.contains(QStringLiteral("statistics: Statistics")));
}

// Qt's own buttons and dialogs: Debian's qt6-translations-l10n for Arabic, Saban's own file for Vietnamese
// (which Qt does not translate).
// The rules a game was played under, named in the interface's language where the filter offers them and the
// statistics count them: they read "official", "cotulenh" and (Cờ Đông Sơn's) "default" in every language.
TEST(RulesNames, TheFilterAndTheStatisticsNameTheRulesInTheInterfacesLanguage) {
  installLanguage(QStringLiteral("vi"));
  {
    Database db;
    GameDocument doc;
    MainWindow w(&db, &doc);
    auto* rules = w.databasePane()->findChild<QComboBox*>(QStringLiteral("rulesFilter"));
    ASSERT_NE(rules, nullptr);
    ASSERT_EQ(rules->count(), 3);
    EXPECT_EQ(rules->itemText(1).toStdString(), "luật chính thức");
    EXPECT_EQ(rules->itemData(1).toString(), QStringLiteral("official"))
        << "the filter's value stays the key";
    EXPECT_EQ(rules->itemText(2).toStdString(), "luật của nền tảng cotulenh");
    db::DatabaseStats stats;
    stats.variant = games::GameKind::DongSon;
    stats.total.games = 3;
    stats.by_profile = {{"default", {2, 1, 0, 1, 0}}, {"gift_safety=all", {1, 0, 1, 0, 0}}};
    const QString html = statisticsHtml(stats);
    EXPECT_TRUE(html.contains(QStringLiteral("luật mặc định"))) << html.toStdString();
    EXPECT_FALSE(html.contains(QStringLiteral(">default<"))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral(">gift_safety=all<"))) << "an option as it is written";
  }
  installLanguage(QStringLiteral("en"));
}

TEST(QtTranslations, DialogButtonsSpeakTheInterfacesLanguage) {
  QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Save);
  installLanguage(QStringLiteral("vi"));
  QDialogButtonBox vi(QDialogButtonBox::Cancel | QDialogButtonBox::Save);
  EXPECT_EQ(vi.button(QDialogButtonBox::Cancel)->text().toStdString(), "Hủy");
  EXPECT_EQ(vi.button(QDialogButtonBox::Save)->text().toStdString(), "Lưu");
  installLanguage(QStringLiteral("ar"));
  QDialogButtonBox ar(QDialogButtonBox::Cancel);
  EXPECT_EQ(ar.button(QDialogButtonBox::Cancel)->text().toStdString(), "ألغِ");  // Qt's word
  installLanguage(QStringLiteral("en"));
  QDialogButtonBox en(QDialogButtonBox::Cancel);
  EXPECT_EQ(en.button(QDialogButtonBox::Cancel)->text().toStdString(), "Cancel");
}

// Arabic: widgets right to left; the board is a map and is not mirrored: its leftmost point is on the
// rulebook's first file, the rightmost on the last.
TEST(Direction, ArabicMirrorsTheWidgetsButNotTheBoard) {
  installLanguage(QStringLiteral("ar"));
  QWidget window;
  auto* board = new BoardWidget(&window);
  board->setEditorMode(true);
  board->resize(440, 480);
  window.resize(440, 480);
  window.show();
  EXPECT_EQ(window.layoutDirection(), Qt::RightToLeft);
  EXPECT_EQ(board->layoutDirection(), Qt::RightToLeft);
  Square first, last;
  QObject::connect(board, &BoardWidget::squareClicked, [&](Square s, Qt::MouseButton, Qt::KeyboardModifiers) {
    if (!first.valid()) first = s;
    last = s;
  });
  const int y = board->height() / 4;
  for (int x = 0; x < board->width(); x += 3) QTest::mouseClick(board, Qt::LeftButton, {}, QPoint(x, y));
  installLanguage(QStringLiteral("en"));
  EXPECT_EQ(QApplication::layoutDirection(), Qt::LeftToRight);
  ASSERT_TRUE(first.valid());
  EXPECT_EQ(first.file(), 0);
  EXPECT_EQ(last.file(), 10);
}

// The window's size and docks as the user left them, at the next start.
TEST(WindowState, GeometryAndDocksAreKept) {
  QSettings().remove(QStringLiteral("window"));
  GameDocument doc;
  Database db;
  {
    MainWindow w(&db, &doc);
    EXPECT_FALSE(restoreWindowState(&w));  // nothing saved yet
    w.resize(1100, 700);
    w.show();
    auto* explorer = w.findChild<QDockWidget*>(QStringLiteral("explorer"));
    ASSERT_TRUE(explorer);
    w.addDockWidget(Qt::LeftDockWidgetArea, explorer);
    waitUntil([] { return false; }, 100);
    w.close();  // saves
  }
  MainWindow again(&db, &doc);
  ASSERT_TRUE(restoreWindowState(&again));
  again.show();
  waitUntil([] { return false; }, 100);
  EXPECT_EQ(again.size(), QSize(1100, 700));
  auto* explorer = again.findChild<QDockWidget*>(QStringLiteral("explorer"));
  EXPECT_EQ(again.dockWidgetArea(explorer), Qt::LeftDockWidgetArea);
  QSettings().remove(QStringLiteral("window"));
}

}  // namespace
}  // namespace saban::gui::test
