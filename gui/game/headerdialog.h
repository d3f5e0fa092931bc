// Game → Edit header…: the record's tags as a form (the players under their sides' names, event, site, date,
// round, result, annotator); the other tags are kept as they are. OK replaces the document's header as one
// step of the undo history (GameDocument::setHeader).
#pragma once

#include <QDialog>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace saban::gui {

class GameDocument;

class HeaderDialog : public QDialog {
  Q_OBJECT
 public:
  explicit HeaderDialog(GameDocument* doc, QWidget* parent = nullptr);

  /// The field of a tag ("Red", "Thuy", "Event", "Date", …; nullptr for another tag).
  QLineEdit* field(const QString& tag) const;
  QComboBox* resultBox() const { return m_result; }

  /// A date as records write it: YYYY.MM.DD, where an unknown year, month or day is "????" or "??"
  /// (2026.??.??). Empty: no date. Returns the normalised date (2026-03-05 and 2026/3/5 are accepted as
  /// 2026.03.05), or nothing with the reason in `error`.
  static std::optional<QString> normaliseDate(const QString& text, QString* error);

  void accept() override;

 private:
  GameDocument* m_doc;
  std::vector<std::pair<std::string, QLineEdit*>> m_fields;
  QComboBox* m_result;
  QLabel* m_error;
};

}  // namespace saban::gui
