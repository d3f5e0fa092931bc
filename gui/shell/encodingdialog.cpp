#include "gui/shell/encodingdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/core/contrast.h"
#include "gui/core/encodings.h"

namespace saban::gui {

namespace {

constexpr qint64 kPreviewBytes = 16 << 10;  // the first lines: a record's tags and its first moves
constexpr qint64 kDetectBytes = 64 << 10;   // what the reader judges the encoding by (detect_file_encoding)

// The line (from 1) of byte `offset` of `bytes`, in an 8-bit or UTF-8 text (for UTF-16 the count of 0x0A
// bytes before it, which is the line too: no other UTF-16 unit of these files holds one).
long long lineOf(const std::string& bytes, std::size_t offset) {
  offset = std::min(offset, bytes.size());
  return 1 + std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(offset), '\n');
}

}  // namespace

EncodingDialog::EncodingDialog(const QString& path, const QString& problem, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("The file's encoding"));
  resize(720, 520);
  QFile file(path);
  if (file.open(QIODevice::ReadOnly)) m_start = file.read(kDetectBytes).toStdString();
  const parser::Encoding detected = parser::detect_file_encoding(m_start);

  auto* layout = new QVBoxLayout(this);
  if (!problem.isEmpty()) {
    auto* why = new QLabel(problem, this);
    why->setTextFormat(Qt::PlainText);  // a path is not markup
    why->setWordWrap(true);
    why->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(why);
  }
  auto* form = new QFormLayout;
  auto* name = new QLabel(QFileInfo(path).fileName(), this);
  name->setToolTip(path);
  form->addRow(tr("File:"), name);
  m_encodings = new QComboBox(this);
  addEncodings(m_encodings);
  const parser::Encoding first = detected == parser::Encoding::Undetected ? parser::Encoding::Windows1258
                                 : detected == parser::Encoding::Utf8Bom  ? parser::Encoding::Utf8
                                                                          : detected;
  m_encodings->setCurrentIndex(m_encodings->findData(QString::fromLatin1(parser::encoding_name(first))));
  if (detected != parser::Encoding::Undetected)
    m_encodings->setItemText(m_encodings->currentIndex(),
                             tr("%1 (detected)").arg(m_encodings->currentText()));
  form->addRow(tr("&Read it as:"), m_encodings);
  layout->addLayout(form);
  m_verdict = new QLabel(this);
  m_verdict->setWordWrap(true);
  layout->addWidget(m_verdict);
  m_preview = new QPlainTextEdit(this);
  m_preview->setReadOnly(true);
  m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
  m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  m_preview->setFocusPolicy(Qt::ClickFocus);  // the keys stay on the choice: arrows try each encoding
  layout->addWidget(m_preview, 1);
  auto* box = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  m_open = box->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
  m_open->setDefault(true);
  connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(box);
  connect(m_encodings, &QComboBox::currentIndexChanged, this, &EncodingDialog::showPreview);
  showPreview();
  m_encodings->setFocus();
}

parser::Encoding EncodingDialog::encoding() const {
  return chosenEncoding(m_encodings).value_or(parser::Encoding::Utf8);
}

// The start of the file as the encoding chosen reads it, or where it cannot: Open only for what reads.
void EncodingDialog::showPreview() {
  const parser::Encoding e = encoding();
  auto text = parser::utf8_preview(m_start, e, static_cast<std::size_t>(kPreviewBytes));
  const QColor bad = readable(QColor(160, 0, 0), palette());
  if (!text) {
    const std::size_t at = text.error().offset;
    const QString why =
        at < m_start.size()
            ? tr("Byte %1 on line %2 is not %3: the file cannot be read in this encoding.")
                  .arg(QStringLiteral("0x") + QString::number(static_cast<unsigned char>(m_start[at]), 16)
                                                  .rightJustified(2, u'0')
                                                  .toUpper())
                  .arg(lineOf(m_start, at))
                  .arg(encodingLabel(e))
            : tr("The file ends inside a character of %1: it cannot be read in this encoding.")
                  .arg(encodingLabel(e));
    m_verdict->setText(
        QStringLiteral("<span style=\"color:%1\">%2</span>").arg(bad.name(), why.toHtmlEscaped()));
    m_preview->clear();
    m_open->setEnabled(false);
    return;
  }
  m_verdict->setText(
      m_start.empty() ? tr("The file is empty.")
                      : tr("The file's first lines read as %1: are the names right?").arg(encodingLabel(e)));
  m_preview->setPlainText(QString::fromStdString(*text));
  m_open->setEnabled(true);
}

}  // namespace saban::gui
