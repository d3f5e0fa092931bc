// The main window opens a record file by reading it once (app::load_game_file) and showing the game it holds:
// either game in the game page. A pipe can be read only once, so
// a game that comes through one is opened only when the file is not read a second time.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QTabWidget>
#include <QTemporaryDir>
#include <atomic>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "app/load_game.h"
#include "gui/core/appsetup.h"
#include "gui/core/database.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"

namespace saban::gui::test {
namespace {

std::string fileText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Serves `text` once through a named pipe. Should the pipe be opened for reading again, that reader gets an
// empty file (end of file at once) instead of waiting for a writer forever.
class OncePipe {
 public:
  OncePipe(const QString& path, std::string text) : m_path(path.toStdString()) {
    EXPECT_EQ(::mkfifo(m_path.c_str(), 0600), 0);
    m_writer = std::thread([this, text = std::move(text)] {
      const int fd = ::open(m_path.c_str(), O_WRONLY);  // waits for the first reader
      if (fd < 0) return;
      for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
      }
      ::close(fd);
      while (!m_done) {  // a second reader, if any, is let through with nothing
        const int again = ::open(m_path.c_str(), O_WRONLY | O_NONBLOCK);
        if (again >= 0) ::close(again);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
    });
  }
  ~OncePipe() {
    m_done = true;
    // A writer still waiting for its first reader (the file was never opened) is let go: the text (smaller
    // than the pipe's buffer) goes into the pipe, which is then closed unread.
    const int fd = ::open(m_path.c_str(), O_RDONLY | O_NONBLOCK);
    if (m_writer.joinable()) m_writer.join();
    if (fd >= 0) ::close(fd);
  }

 private:
  std::string m_path;
  std::atomic<bool> m_done{false};
  std::thread m_writer;
};

TEST(OpenFile, BothGamesOpenFromAFileReadOnce) {
  Database db;
  GameDocument doc;
  MainWindow w(&db, &doc);
  QTemporaryDir dir;
  QString error;

  // A Commander Chess game: the game page shows it.
  const std::string commander = SABAN_SAMPLES "/rulebook/selfplay-en.ctr";
  {
    const QString pipe = dir.filePath(QStringLiteral("commander.ctr"));
    OncePipe once(pipe, fileText(commander));
    ASSERT_TRUE(w.openFile(pipe, &error)) << error.toStdString();
  }
  auto direct = app::load_game_file(commander);  // the same file, not through a pipe
  ASSERT_TRUE(direct.ok() && std::holds_alternative<parser::GameRecord>(*direct));
  EXPECT_GT(doc.record().moves.size(), 10u);
  EXPECT_EQ(doc.record().moves.size(), std::get<parser::GameRecord>(*direct).moves.size());
  EXPECT_EQ(w.gamePane()->currentBoard(), w.gamePane()->board());

  // A Cờ Đông Sơn game: the same game page, with its board.
  {
    const QString pipe = dir.filePath(QStringLiteral("dongson.pgn"));
    OncePipe once(pipe, fileText(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn"));
    ASSERT_TRUE(w.openFile(pipe, &error)) << error.toStdString();
  }
  ASSERT_NE(doc.tree<games::DongSon>(), nullptr);
  EXPECT_GT(doc.tree<games::DongSon>()->record().moves.size(), 20u);
  EXPECT_EQ(w.gamePane()->currentBoard(), w.gamePane()->dsBoard());

  // What cannot be opened says why.
  EXPECT_FALSE(w.openFile(QStringLiteral("/nonexistent/game.pgn"), &error));
  EXPECT_TRUE(error.contains(QStringLiteral("/nonexistent/game.pgn"))) << error.toStdString();
  EXPECT_FALSE(w.openFile(QStringLiteral(SABAN_SAMPLES "/broken/illegal-move.ctr"), &error));
  EXPECT_TRUE(error.contains(QStringLiteral("illegal-move.ctr:"))) << error.toStdString();
}

// A record that cannot be read says why in the interface's language: the parser's reason too, not English.
TEST(OpenFile, ARecordsSyntaxErrorIsSaidInTheInterfaceLanguage) {
  installLanguage(QStringLiteral("vi"));
  struct English {
    ~English() { installLanguage(QStringLiteral("en")); }
  } english;
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("open.pgn"));
  std::ofstream(path.toStdString()) << "[Event \"e\"]\n[Notation \"san\"]\n\n1. Ge3 {never closed *\n";
  GameDocument doc;
  Database db;
  MainWindow w(&db, &doc);
  QString error;
  EXPECT_FALSE(w.openFile(path, &error));
  EXPECT_TRUE(error.contains(QStringLiteral("open.pgn:4:8: ván 1: lời bình này không được đóng (thiếu '}')")))
      << error.toStdString();
  EXPECT_FALSE(error.contains(QStringLiteral("never closed (no"))) << error.toStdString();
}

}  // namespace
}  // namespace saban::gui::test
