// The database pane's date filter, typed as a user does: a month in To keeps the games of its last days (the
// 29th, 30th and 31st were lost when To meant the 28th), read by app::game_filter as `saban search --date`.
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <set>

#include "gui/database/databasepane.h"
#include "gui_fixture.h"
#include "tests/app/dated_games.h"

namespace saban::gui::test {
namespace {

class DatabasePaneDates : public GuiDatabase {
 protected:
  DatabasePaneDates() : GuiDatabase(false) {}

  void SetUp() override {
    GuiDatabase::SetUp();
    if (HasFatalFailure()) return;
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("saban-month-ends-" + std::to_string(::getpid()) + ".pgn");
    saban::test::write_dated_games(file, saban::test::kMonthEnds);
    db::Importer importer(*conn);
    importer.import_paths({file});
    std::filesystem::remove(file);
    ASSERT_EQ(importer.progress().inserted, saban::test::kMonthEnds.size());
  }

  QLineEdit* field(DatabasePane& pane, const QString& placeholder) {
    for (QLineEdit* e : pane.findChildren<QLineEdit*>())
      if (e->placeholderText() == placeholder) return e;
    return nullptr;
  }

  // Types the dates into From and To (cleared first), then Enter in To or a click on Search; the dates of
  // the games listed.
  std::multiset<std::string> typed(DatabasePane& pane, const QString& from, const QString& to, bool click) {
    QLineEdit* fromEdit = field(pane, QStringLiteral("From YYYY-MM-DD"));
    QLineEdit* toEdit = field(pane, QStringLiteral("To YYYY-MM-DD"));
    EXPECT_TRUE(fromEdit && toEdit);
    if (!fromEdit || !toEdit) return {};
    for (auto [edit, text] : {std::pair{fromEdit, from}, std::pair{toEdit, to}}) {
      edit->clear();
      QTest::keyClicks(edit, text);
    }
    bool loaded = false;
    auto c = QObject::connect(pane.model(), &GameListModel::pageLoaded, [&] { loaded = true; });
    if (click) {
      QPushButton* search = nullptr;
      for (QPushButton* b : pane.findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Search")) search = b;
      EXPECT_TRUE(search);
      if (search) QTest::mouseClick(search, Qt::LeftButton);
    } else {
      QTest::keyClick(toEdit, Qt::Key_Return);
    }
    EXPECT_TRUE(waitUntil([&] { return loaded && !pane.model()->isLoading(); }));
    QObject::disconnect(c);
    std::multiset<std::string> dates;
    for (int r = 0; r < pane.model()->rowCount(); ++r) dates.insert(pane.model()->game(r).date);
    return dates;
  }
};

TEST_F(DatabasePaneDates, AMonthTypedInToKeepsItsLastDays) {
  DatabasePane pane(database.get());
  pane.show();
  using Dates = std::multiset<std::string>;
  EXPECT_EQ(typed(pane, QStringLiteral("2016-02"), QStringLiteral("2016-02"), false),
            (Dates{"2016.02.28", "2016.02.29"}));
  EXPECT_EQ(typed(pane, QStringLiteral("2015-04-29"), QStringLiteral("2015-04"), true),
            (Dates{"2015.04.29", "2015.04.30"}));
  EXPECT_EQ(typed(pane, QStringLiteral("2015-03-29"), QStringLiteral("2015-03"), false),
            (Dates{"2015.03.29", "2015.03.30", "2015.03.31"}));
  EXPECT_EQ(typed(pane, QStringLiteral("2015-02"), QStringLiteral("2015-02"), true),
            (Dates{"2015.02.27", "2015.02.28"}));
  EXPECT_EQ(typed(pane, QStringLiteral("2015-12"), QStringLiteral("2016"), false).size(), 5u);
  EXPECT_EQ(typed(pane, QString(), QStringLiteral("2015"), true).size(), 11u);
}

TEST_F(DatabasePaneDates, ADateThatIsNoDateIsRefusedWithAMessage) {
  DatabasePane pane(database.get());
  pane.show();
  QString message;
  QObject::connect(&pane, &DatabasePane::statusMessage, [&](const QString& m) { message = m; });
  QLineEdit* to = field(pane, QStringLiteral("To YYYY-MM-DD"));
  ASSERT_TRUE(to);
  QTest::keyClicks(to, QStringLiteral("2015-02-29"));
  QTest::keyClick(to, Qt::Key_Return);
  EXPECT_TRUE(message.contains(QStringLiteral("2015-02-29"))) << message.toStdString();
}

}  // namespace
}  // namespace saban::gui::test
