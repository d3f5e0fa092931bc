#include "gui/core/headerwidths.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>

namespace saban::gui {

namespace {

// Keeps the titles of `header` whole: widens the sections of fixed width (Interactive: the user may drag
// them) to their titles; a stretching section stretches while the list has room for its title, and in a
// narrower one keeps its title's width (the list scrolling sideways) or, with NarrowStretch::Shrinks, goes
// on stretching (not followed here). Sections that fit their contents count their titles themselves.
class TitleWidths : public QObject {
 public:
  TitleWidths(QHeaderView* header, NarrowStretch narrow) : QObject(header), m_header(header) {
    for (int i = 0; i < header->count(); ++i)
      if (narrow == NarrowStretch::KeepsTitle && header->sectionResizeMode(i) == QHeaderView::Stretch)
        m_stretching << i;
    header->installEventFilter(this);
    if (QAbstractItemModel* model = header->model()) {
      connect(model, &QAbstractItemModel::headerDataChanged, this, [this](Qt::Orientation o) {
        if (o == m_header->orientation()) fit();
      });
      // New rows: the sections that fit their contents have their new widths once the view has them.
      connect(model, &QAbstractItemModel::modelReset, this, &TitleWidths::fit, Qt::QueuedConnection);
      connect(
          model, &QAbstractItemModel::layoutChanged, this, [this] { fit(); }, Qt::QueuedConnection);
    }
    fit();
  }

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == m_header && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) fit();
    return QObject::eventFilter(watched, event);
  }

 private:
  void fit() {
    int fixed = 0;  // the width of the sections that do not stretch
    for (int i = 0; i < m_header->count(); ++i) {
      if (m_stretching.contains(i) || m_header->isSectionHidden(i)) continue;
      const int needs = m_header->sectionSizeHint(i);
      if (m_header->sectionResizeMode(i) == QHeaderView::Interactive && m_header->sectionSize(i) < needs)
        m_header->resizeSection(i, needs);
      fixed += m_header->sectionSize(i);
    }
    int titles = 0;  // what the stretching ones need
    for (int i : m_stretching) titles += m_header->isSectionHidden(i) ? 0 : m_header->sectionSizeHint(i);
    const bool room = fixed + titles <= m_header->width();
    for (int i : m_stretching) {
      if (room) {
        m_header->setSectionResizeMode(i, QHeaderView::Stretch);
      } else {
        m_header->setSectionResizeMode(i, QHeaderView::Interactive);
        m_header->resizeSection(i, m_header->sectionSizeHint(i));
      }
    }
  }

  QHeaderView* m_header;
  QList<int> m_stretching;
};

}  // namespace

void fitHeaderTitles(QHeaderView* header, NarrowStretch narrow) { new TitleWidths(header, narrow); }

}  // namespace saban::gui
