#include "gui/export/exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include "gui/core/appsetup.h"
#include "render/fonts.h"

namespace saban::gui {

namespace {
constexpr int kPreviewWidth = 560;       // pixels of a page in the preview
constexpr int kNotationOfLanguage = -1;  // m_notation's item: the rulebook's in the language's letters

void addItems(QComboBox* box, std::initializer_list<std::pair<QString, int>> items) {
  for (const auto& [text, value] : items) box->addItem(text, value);
}

int value(const QComboBox* box) { return box->currentData().toInt(); }

void choose(QComboBox* box, int v) {
  const int i = box->findData(v);
  if (i >= 0) box->setCurrentIndex(i);
}
}  // namespace

ExportDialog::ExportDialog(render::Publisher game, QWidget* parent)
    : QDialog(parent), m_game(std::move(game)) {
  setWindowTitle(tr("Export the game"));
  resize(900, 680);
  auto* layout = new QHBoxLayout(this);
  auto* left = new QVBoxLayout;
  auto* form = new QFormLayout;
  m_paper = new QComboBox(this);
  addItems(m_paper, {{QStringLiteral("A4"), static_cast<int>(render::Paper::A4)},
                     {QStringLiteral("A5"), static_cast<int>(render::Paper::A5)},
                     {tr("Letter"), static_cast<int>(render::Paper::Letter)}});
  form->addRow(tr("Paper:"), m_paper);
  m_columns = new QComboBox(this);
  addItems(m_columns, {{tr("One column"), 1}, {tr("Two columns"), 2}});
  form->addRow(tr("Columns:"), m_columns);
  m_diagrams = new QComboBox(this);
  addItems(m_diagrams, {{tr("At the markers [#]"), static_cast<int>(render::DiagramChoice::Markers)},
                        {tr("After every judged move"), static_cast<int>(render::DiagramChoice::Judged)},
                        {tr("Every N moves"), static_cast<int>(render::DiagramChoice::Every)},
                        {tr("At the N largest swings"), static_cast<int>(render::DiagramChoice::Swings)}});
  m_diagrams->setToolTip(
      tr("Diagrams always stand at the annotator's markers [#]; the other choices add more"));
  form->addRow(tr("Diagrams:"), m_diagrams);
  m_every = new QSpinBox(this);
  m_every->setRange(1, 200);
  m_every->setValue(10);
  form->addRow(tr("N:"), m_every);
  m_language = new QComboBox(this);
  addItems(m_language, {{QStringLiteral("Tiếng Việt"), static_cast<int>(render::Language::Vi)},
                        {QStringLiteral("English"), static_cast<int>(render::Language::En)}});
  m_language->setToolTip(tr("The language of the headings, captions and summaries"));
  form->addRow(tr("Language:"), m_language);
  m_notation = new QComboBox(this);
  addItems(m_notation, {{tr("Rulebook (the language's letters)"), kNotationOfLanguage},
                        {tr("Rulebook (Vietnamese letters)"), static_cast<int>(render::Notation::Vi)},
                        {tr("Rulebook (English letters)"), static_cast<int>(render::Notation::En)},
                        {tr("SAN (a–k, 1–12)"), static_cast<int>(render::Notation::San)}});
  m_notation->setToolTip(tr("One notation for the whole book, whatever the record was written in"));
  form->addRow(tr("Notation:"), m_notation);
  m_engineComments = new QCheckBox(tr("Engine commentary"), this);
  m_engineComments->setToolTip(
      tr("After each move the engine judged, the better line it found, in the book's language and "
         "notation; the annotator's comments are printed either way"));
  form->addRow(QString(), m_engineComments);
  m_key = new QCheckBox(tr("A key to the signs at the front"), this);
  m_key->setToolTip(tr("A page saying how to read the game: pieces, signs, points and terrain"));
  form->addRow(QString(), m_key);
  m_author = new QLineEdit(this);
  m_author->setPlaceholderText(tr("None"));
  m_author->setToolTip(tr("The editor or compiler, written into the PDF as its author"));
  form->addRow(tr("Author:"), m_author);
  m_style = new QComboBox(this);
  addItems(m_style, {{tr("Print (black on white)"), 0}, {tr("Colour"), 1}});
  form->addRow(tr("Diagram style:"), m_style);
  m_flip = new QCheckBox(tr("Flip the boards"), this);
  m_flip->setToolTip(
      tr("Every board turned: Blue (in Cờ Đông Sơn, Sơn) at the bottom, as saban export --flip"));
  form->addRow(QString(), m_flip);
  m_airDefence = new QCheckBox(tr("Air-defence zones"), this);
  m_airDefence->setToolTip(
      tr("The points each side's air defence covers, shaded in the Commander Chess diagrams, as saban "
         "export --air-defence both"));
  form->addRow(QString(), m_airDefence);
  left->addLayout(form);
  m_pageCount = new QLabel(this);
  left->addWidget(m_pageCount);
  auto* note =
      new QLabel(tr("HTML pages draw their diagrams in colour and place them as the PDF does."), this);
  note->setWordWrap(true);
  left->addWidget(note);
  left->addStretch();
  auto* buttons = new QDialogButtonBox(this);
  QPushButton* pdf = buttons->addButton(tr("Export PDF…"), QDialogButtonBox::AcceptRole);
  QPushButton* html = buttons->addButton(tr("Export HTML…"), QDialogButtonBox::ActionRole);
  buttons->addButton(QDialogButtonBox::Close);
  buttons->setOrientation(Qt::Vertical);
  connect(pdf, &QPushButton::clicked, this,
          [this] { exportAs(tr("PDF document (*.pdf)"), QStringLiteral(".pdf")); });
  connect(html, &QPushButton::clicked, this,
          [this] { exportAs(tr("Web page (*.html)"), QStringLiteral(".html")); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  left->addWidget(buttons);
  layout->addLayout(left);

  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setBackgroundRole(QPalette::Dark);
  auto* pages = new QWidget(scroll);
  m_pagesLayout = new QVBoxLayout(pages);
  m_pagesLayout->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
  m_pagesLayout->setSpacing(12);
  scroll->setWidget(pages);
  layout->addWidget(scroll, 1);

  // The last export's options, else the interface's language and the print style.
  QSettings settings;
  render::PublicationOptions o;
  o.language = currentLanguage() == QLatin1String("vi") ? render::Language::Vi : render::Language::En;
  o.paper = static_cast<render::Paper>(settings.value(QStringLiteral("export/paper"), 0).toInt());
  o.columns = settings.value(QStringLiteral("export/columns"), 1).toInt();
  o.diagrams =
      static_cast<render::DiagramChoice>(settings.value(QStringLiteral("export/diagrams"), 0).toInt());
  o.every = settings.value(QStringLiteral("export/every"), 10).toInt();
  o.language = static_cast<render::Language>(
      settings.value(QStringLiteral("export/language"), static_cast<int>(o.language)).toInt());
  if (settings.value(QStringLiteral("export/colour"), false).toBool())
    o.style = render::DiagramStyle::colour();
  if (const int n = settings.value(QStringLiteral("export/notation"), kNotationOfLanguage).toInt();
      n != kNotationOfLanguage)
    o.notation = static_cast<render::Notation>(n);
  o.key = settings.value(QStringLiteral("export/key"), false).toBool();
  o.engine_comments = settings.value(QStringLiteral("export/engineComments"), true).toBool();
  o.author = settings.value(QStringLiteral("export/author")).toString();
  o.flipped = settings.value(QStringLiteral("export/flip"), false).toBool();
  o.air_defence[0] = o.air_defence[1] = settings.value(QStringLiteral("export/airDefence"), false).toBool();
  setOptions(o);

  render::load_fonts();  // here, on the GUI thread, before the preview's thread paints with them
  m_delay = new QTimer(this);
  m_delay->setSingleShot(true);
  m_delay->setInterval(150);
  connect(m_delay, &QTimer::timeout, this, &ExportDialog::startPreview);
  for (QComboBox* box : {m_paper, m_columns, m_diagrams, m_language, m_notation, m_style})
    connect(box, &QComboBox::currentIndexChanged, this, &ExportDialog::schedulePreview);
  for (QCheckBox* box : {m_key, m_engineComments, m_flip, m_airDefence})
    connect(box, &QCheckBox::toggled, this, &ExportDialog::schedulePreview);
  connect(m_every, &QSpinBox::valueChanged, this, &ExportDialog::schedulePreview);
  startPreview();
}

ExportDialog::~ExportDialog() {
  if (m_worker.joinable()) m_worker.join();
}

render::PublicationOptions ExportDialog::options() const {
  render::PublicationOptions o;
  o.paper = static_cast<render::Paper>(value(m_paper));
  o.columns = value(m_columns);
  o.diagrams = static_cast<render::DiagramChoice>(value(m_diagrams));
  o.every = m_every->value();
  o.language = static_cast<render::Language>(value(m_language));
  o.style = value(m_style) == 1 ? render::DiagramStyle::colour() : render::DiagramStyle::print();
  if (value(m_notation) != kNotationOfLanguage) o.notation = static_cast<render::Notation>(value(m_notation));
  o.key = m_key->isChecked();
  o.engine_comments = m_engineComments->isChecked();
  o.author = m_author->text().trimmed();
  o.flipped = m_flip->isChecked();
  o.air_defence[0] = o.air_defence[1] = m_airDefence->isChecked();
  return o;
}

void ExportDialog::setOptions(const render::PublicationOptions& o) {
  choose(m_paper, static_cast<int>(o.paper));
  choose(m_columns, o.columns);
  choose(m_diagrams, static_cast<int>(o.diagrams));
  m_every->setValue(o.every);
  choose(m_language, static_cast<int>(o.language));
  choose(m_style, o.style.kind == render::DiagramStyle::Kind::Colour ? 1 : 0);
  choose(m_notation, o.notation ? static_cast<int>(*o.notation) : kNotationOfLanguage);
  m_key->setChecked(o.key);
  m_engineComments->setChecked(o.engine_comments);
  m_author->setText(o.author);
  m_flip->setChecked(o.flipped);
  m_airDefence->setChecked(o.air_defence[0] || o.air_defence[1]);
  m_every->setEnabled(o.diagrams == render::DiagramChoice::Every ||
                      o.diagrams == render::DiagramChoice::Swings);
}

void ExportDialog::schedulePreview() {
  const auto d = static_cast<render::DiagramChoice>(value(m_diagrams));
  m_every->setEnabled(d == render::DiagramChoice::Every || d == render::DiagramChoice::Swings);
  m_delay->start();
}

// Paints the pages on a thread of their own (a long game takes a moment); the newest request wins.
void ExportDialog::startPreview() {
  if (m_worker.joinable()) m_worker.join();
  const int generation = ++m_generation;
  m_pageCount->setText(tr("Laying out the pages…"));
  m_worker = std::thread([this, generation, game = m_game, o = options()] {
    std::vector<QImage> pages = render::published_pdf_page_images({game(o)}, o, kPreviewWidth);
    QMetaObject::invokeMethod(
        this, [this, generation, pages = std::move(pages)] { showPreview(generation, pages); });
  });
}

void ExportDialog::showPreview(int generation, const std::vector<QImage>& pages) {
  if (generation != m_generation) return;
  while (QLayoutItem* item = m_pagesLayout->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  for (const QImage& page : pages) {
    auto* label = new QLabel(m_pagesLayout->parentWidget());
    label->setPixmap(QPixmap::fromImage(page));
    label->setFrameShape(QFrame::Box);
    m_pagesLayout->addWidget(label);
  }
  m_previewPages = static_cast<int>(pages.size());
  m_pageCount->setText(tr("%n page(s)", nullptr, m_previewPages));
  Q_EMIT previewReady(m_previewPages);
}

bool ExportDialog::exportTo(const QString& path, QString* error) const {
  const render::PublicationOptions o = options();
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, f.errorString());
    return false;
  }
  if (path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
      path.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive)) {
    const QByteArray html = render::published_html({m_game(o)}, o).toUtf8();
    if (f.write(html) != html.size()) {
      if (error) *error = tr("Cannot write %1: %2").arg(path, f.errorString());
      return false;
    }
    return true;
  }
  QString why;
  if (!render::write_published_pdf({m_game(o)}, o, f, &why)) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, why);
    return false;
  }
  return true;
}

void ExportDialog::exportAs(const QString& filter, const QString& suffix) {
  QString path = QFileDialog::getSaveFileName(this, tr("Export the game"), {}, filter);
  if (path.isEmpty()) return;
  if (!path.contains(QLatin1Char('.'))) path += suffix;
  QString error;
  if (!exportTo(path, &error)) {
    QMessageBox::warning(this, tr("Export the game"), error);
    return;
  }
  const render::PublicationOptions o = options();
  QSettings settings;
  settings.setValue(QStringLiteral("export/paper"), static_cast<int>(o.paper));
  settings.setValue(QStringLiteral("export/columns"), o.columns);
  settings.setValue(QStringLiteral("export/diagrams"), static_cast<int>(o.diagrams));
  settings.setValue(QStringLiteral("export/every"), o.every);
  settings.setValue(QStringLiteral("export/language"), static_cast<int>(o.language));
  settings.setValue(QStringLiteral("export/colour"), value(m_style) == 1);
  settings.setValue(QStringLiteral("export/notation"), value(m_notation));
  settings.setValue(QStringLiteral("export/key"), o.key);
  settings.setValue(QStringLiteral("export/engineComments"), o.engine_comments);
  settings.setValue(QStringLiteral("export/author"), o.author);
  settings.setValue(QStringLiteral("export/flip"), o.flipped);
  settings.setValue(QStringLiteral("export/airDefence"), o.air_defence[0]);
  accept();
}

}  // namespace saban::gui
