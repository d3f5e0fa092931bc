// File → Open a record file in an encoding: the user names the encoding of a file that detection could not
// read (or read wrongly), seeing its first lines as each encoding reads them before opening it.
#pragma once

#include <QDialog>
#include <optional>
#include <string>

#include "parser/encoding.h"

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace saban::gui {

class EncodingDialog : public QDialog {
  Q_OBJECT
 public:
  /// For the file at `path`: its first bytes read, the encoding detected chosen (Windows-1258 when none is);
  /// `problem`, when not empty, says above why the file could not be opened as it was.
  EncodingDialog(const QString& path, const QString& problem, QWidget* parent = nullptr);

  /// The encoding chosen.
  parser::Encoding encoding() const;

 private:
  void showPreview();

  std::string m_start;  // the file's first bytes
  QComboBox* m_encodings;
  QPlainTextEdit* m_preview;
  QLabel* m_verdict;
  QPushButton* m_open;
};

}  // namespace saban::gui
