#include "gui/game/headerdialog.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/game/gamedocument.h"

namespace saban::gui {

namespace {
// A tag's value for its field: the "unknown" placeholders of records ("?", "????.??.??") show as empty.
QString shown(const std::optional<std::string>& v) {
  if (!v || *v == "?" || *v == "????.??.??") return {};
  return QString::fromStdString(*v);
}
}  // namespace

std::optional<QString> HeaderDialog::normaliseDate(const QString& text, QString* error) {
  const QString t = text.trimmed();
  if (t.isEmpty()) return QString();
  static const QRegularExpression form(
      QStringLiteral(R"(^(\d{4}|\?{4})[.\-/](\d{1,2}|\?\?)[.\-/](\d{1,2}|\?\?)$)"));
  static const QRegularExpression year(QStringLiteral(R"(^(\d{4}|\?{4})$)"));
  QString y, m, d;
  if (const auto full = form.match(t); full.hasMatch()) {
    y = full.captured(1), m = full.captured(2), d = full.captured(3);
  } else if (year.match(t).hasMatch()) {
    y = t, m = d = QStringLiteral("??");
  } else {
    if (error) *error = tr("A date is written YYYY.MM.DD, with ?? for what is not known: 2026.??.??");
    return std::nullopt;
  }
  auto pad = [](const QString& s) { return s.size() == 1 ? QLatin1Char('0') + s : s; };
  m = pad(m), d = pad(d);
  const bool knownY = !y.startsWith(QLatin1Char('?')), knownM = !m.startsWith(QLatin1Char('?')),
             knownD = !d.startsWith(QLatin1Char('?'));
  if ((knownD && !knownM) || (knownM && !knownY)) {
    if (error) *error = tr("A day needs its month, and a month its year: \"%1\"").arg(t);
    return std::nullopt;
  }
  if (knownM && (m.toInt() < 1 || m.toInt() > 12)) {
    if (error) *error = tr("There is no month %1").arg(m);
    return std::nullopt;
  }
  if (knownD && !QDate(y.toInt(), m.toInt(), d.toInt()).isValid()) {
    if (error) *error = tr("There is no such day: \"%1\"").arg(t);
    return std::nullopt;
  }
  return y + QLatin1Char('.') + m + QLatin1Char('.') + d;
}

HeaderDialog::HeaderDialog(GameDocument* doc, QWidget* parent) : QDialog(parent), m_doc(doc) {
  setObjectName(QStringLiteral("headerDialog"));
  setWindowTitle(tr("Edit the game's header"));
  auto* layout = new QVBoxLayout(this);
  auto* form = new QFormLayout;
  const auto sides = doc->sideNames();
  const auto sideTags = doc->sideTags();
  auto add = [&](const char* tag, const QString& label, const QString& placeholder = {}) {
    auto* e = new QLineEdit(shown(doc->tag(tag)), this);
    e->setObjectName(QString::fromLatin1(tag));
    e->setPlaceholderText(placeholder);
    form->addRow(label, e);
    m_fields.emplace_back(tag, e);
    return e;
  };
  add(sideTags[0], tr("%1 (player):").arg(sides[0]));
  add(sideTags[1], tr("%1 (player):").arg(sides[1]));
  add("Event", tr("Event:"));
  add("Site", tr("Site:"));
  add("Date", tr("Date:"), tr("YYYY.MM.DD, ?? where not known"));
  add("Round", tr("Round:"));
  m_result = new QComboBox(this);
  m_result->setObjectName(QStringLiteral("Result"));
  m_result->addItem(tr("1-0 (%1 won)").arg(sides[0]), QStringLiteral("1-0"));
  m_result->addItem(tr("0-1 (%1 won)").arg(sides[1]), QStringLiteral("0-1"));
  m_result->addItem(tr("½-½ (draw)"), QStringLiteral("1/2-1/2"));
  m_result->addItem(tr("* (unfinished, or not known)"), QStringLiteral("*"));
  const int current = m_result->findData(QString::fromStdString(doc->result()));
  if (current < 0)  // a result of the record's own (kept as it is)
    m_result->addItem(QString::fromStdString(doc->result()), QString::fromStdString(doc->result()));
  m_result->setCurrentIndex(current < 0 ? m_result->count() - 1 : current);
  form->addRow(tr("Result:"), m_result);
  add("Annotator", tr("Annotator:"));
  layout->addLayout(form);
  // The other tags are kept: say which.
  QStringList others;
  for (const auto& [name, value] : doc->tags()) {
    bool edited = name == "Result";
    for (const auto& [tag, e] : m_fields) edited = edited || tag == name;
    if (!edited) others << QString::fromStdString(name);
  }
  if (!others.isEmpty()) {
    auto* kept = new QLabel(tr("Kept as they are: %1").arg(others.join(QStringLiteral(", "))), this);
    kept->setWordWrap(true);
    layout->addWidget(kept);
  }
  m_error = new QLabel(this);
  m_error->setObjectName(QStringLiteral("headerError"));
  m_error->setStyleSheet(QStringLiteral("color: #c62828"));
  m_error->setWordWrap(true);
  m_error->hide();
  layout->addWidget(m_error);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &HeaderDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &HeaderDialog::reject);
  layout->addWidget(buttons);
  resize(440, sizeHint().height());
  m_fields.front().second->setFocus();  // the first side's player
}

QLineEdit* HeaderDialog::field(const QString& tag) const {
  for (const auto& [name, e] : m_fields)
    if (QString::fromStdString(name) == tag) return e;
  return nullptr;
}

// The fields into the record's tags: a tag keeps its place, a new one goes after the others, an emptied one
// is dropped (the seven tags of the roster, which records always carry, stay with "?").
void HeaderDialog::accept() {
  QString error;
  const auto date = normaliseDate(field(QStringLiteral("Date"))->text(), &error);
  if (!date) {
    m_error->setText(error);
    m_error->show();
    field(QStringLiteral("Date"))->setFocus();
    field(QStringLiteral("Date"))->selectAll();
    return;
  }
  field(QStringLiteral("Date"))->setText(*date);
  std::vector<std::pair<std::string, std::string>> tags = m_doc->tags();
  const auto sideTags = m_doc->sideTags();
  for (const auto& [name, e] : m_fields) {
    const std::string value = e->text().trimmed().toStdString();
    const bool roster = name == sideTags[0] || name == sideTags[1] || name == "Event" || name == "Site" ||
                        name == "Date" || name == "Round";
    const std::string stored = !value.empty() ? value : !roster ? "" : name == "Date" ? "????.??.??" : "?";
    auto it = std::find_if(tags.begin(), tags.end(), [&](const auto& t) { return t.first == name; });
    if (it != tags.end()) {
      if (stored.empty())
        tags.erase(it);
      else if (shown(it->second) != QString::fromStdString(value))  // "?" left as it was when still empty
        it->second = stored;
    } else if (!value.empty()) {
      tags.emplace_back(name, stored);
    }
  }
  m_doc->setHeader(std::move(tags), m_result->currentData().toString().toStdString());
  QDialog::accept();
}

}  // namespace saban::gui
