// saban-gui: the Commander Chess database, board and engine on the desktop.
//   saban-gui [--db CONNINFO] [--lang vi|en|ar] [FILE]        opens the database (default: the private
//   cluster) saban-gui --screenshots DIR [--db CONNINFO]            grabs each main view in every language
//   (headless)
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <memory>

#include "gui/core/appsetup.h"
#include "gui/core/database.h"
#include "gui/game/gamedocument.h"
#include "gui/shell/mainwindow.h"
#include "gui/shell/screenshots.h"
#include "gui/shell/windowstate.h"

int main(int argc, char** argv) {
  using namespace saban::gui;
  bool screenshots = false;
  // --help and --version print and exit: they need no display (help2man at build time, a terminal over ssh).
  bool textOnly = false;
  for (int i = 1; i < argc; ++i) {
    const QByteArray arg(argv[i]);
    screenshots |= arg == "--screenshots";
    textOnly |= arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "-?" || arg == "--version" ||
                arg == "-v";
  }
  if (screenshots) {  // the same pixels on every machine
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    qputenv("QT_SCALE_FACTOR", "1");
  }
  if (textOnly && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Saban"));
  QApplication::setApplicationName(QStringLiteral("saban-gui"));
  QApplication::setApplicationDisplayName(QStringLiteral("Saban"));
  QApplication::setApplicationVersion(QStringLiteral(SABAN_VERSION));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/saban.svg")));
  if (screenshots)
    useBundledFont(app);
  else
    loadBundledFont(app);

  QCommandLineParser args;
  args.setApplicationDescription(QStringLiteral("Commander Chess database, board and engine"));
  args.addHelpOption();
  args.addVersionOption();
  QCommandLineOption dbOption(QStringLiteral("db"),
                              QStringLiteral("libpq connection string (default: $SABAN_DB, "
                                             "else Saban's private cluster)"),
                              QStringLiteral("conninfo"));
  QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("interface language: vi, en or ar"),
                                QStringLiteral("language"));
  QCommandLineOption shotsOption(QStringLiteral("screenshots"),
                                 QStringLiteral("grab each view into DIR and exit"), QStringLiteral("dir"));
  args.addOptions({dbOption, langOption, shotsOption});
  args.addPositionalArgument(QStringLiteral("file"), QStringLiteral("a record file to open"));
  args.process(app);

  installLanguage(args.value(langOption));
  Database db;
  GameDocument doc;
  db.open(args.value(dbOption));
  if (args.isSet(shotsOption)) return takeScreenshots(&db, &doc, args.value(shotsOption));

  std::unique_ptr<MainWindow> window;
  std::function<void()> build = [&] {
    auto next = std::make_unique<MainWindow>(&db, &doc);
    if (window) {  // a new language: the same place, docks and page
      next->takeOver(window.get());
    } else if (!restoreWindowState(next.get())) {
      next->resize(1280, 800);
    }
    QObject::connect(next.get(), &MainWindow::languageChosen, &app, [&](const QString& lang) {
      installLanguage(lang);
      QMetaObject::invokeMethod(
          &app, [&] { build(); }, Qt::QueuedConnection);
    });
    next->show();
    if (window) window->deleteLater(), window.release();
    window = std::move(next);
  };
  build();
  if (!args.positionalArguments().isEmpty()) {
    QString error;
    bool undecodable = false;
    const QString path = args.positionalArguments().first();
    if (!window->openFile(path, &error, std::nullopt, &undecodable)) {
      window->showOpenError(path, error, undecodable);  // the window stays usable (a new game on the board)
      qWarning("%s", qPrintable(error));
    }
  }
  return app.exec();
}
