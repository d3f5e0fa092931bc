// MainWindow: File → Open a record file, and in a named encoding (EncodingDialog) when its bytes could not be
// decoded. Apart from mainwindow.cpp, which places and connects the panes.
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <filesystem>
#include <variant>

#include "app/load_game.h"
#include "gui/core/dialogturn.h"
#include "gui/core/encodings.h"
#include "gui/core/problemtext.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/encodingdialog.h"
#include "gui/shell/mainwindow.h"

namespace saban::gui {

void MainWindow::openRecordFile() {
  settleEdits([this] { chooseRecordFile(); });
}

void MainWindow::chooseRecordFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open a record file"), {},
                                                    tr("Game records (*.ctr *.pgn *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  QString error;
  bool undecodable = false;
  if (!openFile(path, &error, std::nullopt, &undecodable)) showOpenError(path, error, undecodable);
}

// In a dialog over the window, which stays usable (modeless: the window may be opening, as with a file named
// on the command line).
void MainWindow::showOpenError(const QString& path, const QString& error, bool undecodable) {
  auto* box = new QMessageBox(QMessageBox::Warning, tr("Open a record file"), quotingHtml(error),
                              QMessageBox::Ok, this);
  box->setTextFormat(Qt::RichText);
  box->setObjectName(QStringLiteral("fileFailed"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  if (undecodable) {
    box->setStandardButtons(QMessageBox::Cancel);
    box->setInformativeText(
        tr("Its encoding may be one that detection did not recognise: name it, seeing the "
           "file's first lines as each encoding reads them."));
    QPushButton* choose = box->addButton(tr("Choose the &encoding…"), QMessageBox::AcceptRole);
    box->setDefaultButton(choose);
    // Once the box has closed: the encoding dialog takes its place.
    connect(
        choose, &QPushButton::clicked, this, [this, path, error] { openInEncoding(path, error); },
        Qt::QueuedConnection);
  }
  openInTurn(box);  // after the dialog the user is reading, if any (the database's failure at startup)
}

void MainWindow::openInEncoding(QString path, QString problem) {
  if (path.isEmpty()) {
    path = QFileDialog::getOpenFileName(this, tr("Open a record file in an encoding"), {},
                                        tr("Game records (*.ctr *.pgn *.txt);;All files (*)"));
    if (path.isEmpty()) return;
  }
  EncodingDialog dialog(path, problem, this);
  if (dialog.exec() != QDialog::Accepted) return;
  QString error;
  bool undecodable = false;
  if (!openFile(path, &error, dialog.encoding(), &undecodable)) showOpenError(path, error, undecodable);
}

// The file is read once (app::load_game_file) and opens as the game it holds.
bool MainWindow::openFile(const QString& path, QString* error, std::optional<parser::Encoding> encoding,
                          bool* undecodable) {
  auto g = app::load_game_file(std::filesystem::path(path.toStdString()), encoding);
  if (!g) {
    if (undecodable) *undecodable = g.error().kind == app::LoadError::Kind::Undecodable;
    if (error) {
      switch (g.error().kind) {
        case app::LoadError::Kind::CannotOpen:
          *error = tr("Cannot read %1").arg(path);
          break;
        case app::LoadError::Kind::NoGame:
          *error = tr("%1 holds no game").arg(path);
          break;
        case app::LoadError::Kind::Unreadable:
          *error = tr("%1 cannot be read as a game record: %2").arg(path, loadErrorText(g.error()));
          break;
        case app::LoadError::Kind::Undecodable: {
          // Said in the interface's words: where, and in which encoding (the parser's message is English).
          const app::LoadError& e = g.error();
          const auto line = static_cast<qulonglong>(e.line);
          if (e.encoding == parser::Encoding::Undetected)
            *error =
                tr("%1 cannot be decoded: from line %2 its text is not UTF-8 and reads as no Vietnamese in "
                   "Windows-1258, TCVN3 or VNI.")
                    .arg(path, QString::number(line));  // one arg(): a '%1' in the path stays text
          else
            *error =
                (encoding
                     ? tr("%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding named.")
                     : tr("%1 cannot be decoded: line %2 holds a byte that is not %3, the encoding "
                          "detected."))
                    .arg(path, QString::number(line), encodingLabel(e.encoding));
          break;
        }
      }
    }
    return false;
  }
  std::visit([this](auto& record) { m_doc->setRecord(std::move(record)); }, *g);
  m_pages->setCurrentWidget(m_game);
  m_game->currentBoard()->setFocus();
  return true;
}

}  // namespace saban::gui
