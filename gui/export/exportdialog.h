// File → Export the game: the options of `saban export` (paper, columns, diagrams, language, notation, style,
// key, author, engine commentary, the boards turned and their air-defence zones) with a
// live preview of the PDF's pages, and the export to PDF or HTML through render/publication.h, for a game of
// either game (what render/published_game.h publishes of it).
#pragma once

#include <QDialog>
#include <QImage>
#include <thread>
#include <vector>

#include "render/publication.h"
#include "render/published_game.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;
class QVBoxLayout;

namespace saban::gui {

class ExportDialog : public QDialog {
  Q_OBJECT
 public:
  /// The dialog over the game to export (render::publisher() of a copy of its record).
  explicit ExportDialog(render::Publisher game, QWidget* parent = nullptr);
  ~ExportDialog() override;

  /// The options as chosen in the dialog.
  render::PublicationOptions options() const;
  /// Sets the dialog's fields (tests, and the options kept from the last export).
  void setOptions(const render::PublicationOptions& o);
  /// Writes the game as PDF, or as HTML when the path ends in .html or .htm; false with `error` set on
  /// failure.
  bool exportTo(const QString& path, QString* error = nullptr) const;
  /// Pages in the preview shown (0 while the first preview is being made).
  int previewPages() const { return m_previewPages; }

 Q_SIGNALS:
  /// A preview has been painted (`pages` pages).
  void previewReady(int pages);

 private:
  void schedulePreview();
  void startPreview();
  void showPreview(int generation, const std::vector<QImage>& pages);
  void exportAs(const QString& filter, const QString& suffix);

  render::Publisher m_game;
  QComboBox *m_paper, *m_columns, *m_diagrams, *m_language, *m_notation, *m_style;
  QCheckBox *m_key, *m_engineComments, *m_flip, *m_airDefence;
  QLineEdit* m_author;
  QSpinBox* m_every;
  QLabel* m_pageCount;
  QVBoxLayout* m_pagesLayout;
  QTimer* m_delay;
  std::thread m_worker;  // paints the preview; joined before the next one and on close
  int m_generation = 0;
  int m_previewPages = 0;
};

}  // namespace saban::gui
