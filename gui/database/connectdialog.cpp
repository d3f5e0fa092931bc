#include "gui/database/connectdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <algorithm>

#include "db/connect.h"
#include "gui/core/database.h"

namespace saban::gui {

namespace {

const QString kRecentKey = QStringLiteral("recentDatabases");
constexpr int kRecentMax = 10;
// The fields of the form; every other keyword goes to the options line.
const char* const kFields[] = {"host", "port", "dbname", "user"};

bool isField(const std::string& key) {
  return std::any_of(std::begin(kFields), std::end(kFields), [&](const char* f) { return key == f; });
}

}  // namespace

ConnectDialog::ConnectDialog(Database* db, QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("connectDialog"));
  setWindowTitle(tr("Open a database"));

  auto* privateButton = new QPushButton(tr("&Saban's private database"), this);
  privateButton->setObjectName(QStringLiteral("privateDatabase"));
  privateButton->setAutoDefault(false);
  privateButton->setToolTip(
      tr("The database Saban keeps for you on this computer (or the one $SABAN_DB names, when set)"));
  connect(privateButton, &QPushButton::clicked, this, &ConnectDialog::openPrivate);

  m_recent = new QListWidget(this);
  m_recent->setObjectName(QStringLiteral("recentDatabases"));
  for (const QString& c : recentDatabases()) {
    auto* item = new QListWidgetItem(Database::shownConninfo(c), m_recent);
    item->setData(Qt::UserRole, c);
  }
  m_recent->setMaximumHeight(120);
  auto* recentLabel = new QLabel(tr("&Recent databases:"), this);
  recentLabel->setBuddy(m_recent);
  // A recent database fills the fields (its password is asked again: none is kept); a double click or Enter
  // opens it.
  connect(m_recent, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
    if (item) fill(item->data(Qt::UserRole).toString());
  });
  connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    fill(item->data(Qt::UserRole).toString());
    accept();
  });

  auto line = [this](const char* name) {
    auto* e = new QLineEdit(this);
    e->setObjectName(QLatin1String(name));
    return e;
  };
  m_host = line("host");
  m_host->setPlaceholderText(tr("this computer"));
  m_port = line("port");
  m_port->setValidator(new QIntValidator(1, 65535, m_port));
  m_port->setPlaceholderText(QStringLiteral("5432"));
  m_dbname = line("dbname");
  m_user = line("user");
  m_user->setPlaceholderText(tr("your login name"));
  m_passwordField = line("password");
  m_passwordField->setEchoMode(QLineEdit::Password);
  m_passwordField->setPlaceholderText(tr("when the server asks for one"));
  m_options = line("options");
  m_options->setPlaceholderText(QStringLiteral("sslmode=require connect_timeout=10"));
  m_options->setToolTip(
      tr("More libpq settings as keyword=value pairs, or a whole connection string or URI"));

  auto* form = new QFormLayout;
  form->addRow(tr("&Host:"), m_host);
  form->addRow(tr("&Port:"), m_port);
  form->addRow(tr("&Database:"), m_dbname);
  form->addRow(tr("&User:"), m_user);
  form->addRow(tr("Pass&word:"), m_passwordField);
  form->addRow(tr("Op&tions:"), m_options);

  m_problem = new QLabel(this);
  m_problem->setObjectName(QStringLiteral("problem"));
  m_problem->setWordWrap(true);
  m_problem->setStyleSheet(QStringLiteral("color: #c0392b"));
  m_problem->hide();

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Open)->setDefault(true);
  connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(privateButton);
  layout->addWidget(recentLabel);
  layout->addWidget(m_recent);
  layout->addWidget(new QLabel(tr("Or a PostgreSQL server:"), this));
  layout->addLayout(form);
  layout->addWidget(m_problem);
  layout->addWidget(buttons);

  if (db && db->isOpen() && !db->isPrivateCluster()) fill(db->conninfo());
  m_dbname->setFocus();
  resize(520, sizeHint().height());
}

void ConnectDialog::fill(const QString& conninfo) {
  const auto parts = db::conninfo_parts(db::conninfo_without_password(conninfo.toStdString()));
  if (!parts) return;
  for (QLineEdit* e : {m_host, m_port, m_dbname, m_user, m_options}) e->clear();
  std::vector<std::pair<std::string, std::string>> others;
  for (const auto& [key, value] : *parts) {
    const QString v = QString::fromStdString(value);
    if (key == "host")
      m_host->setText(v);
    else if (key == "port")
      m_port->setText(v);
    else if (key == "dbname")
      m_dbname->setText(v);
    else if (key == "user")
      m_user->setText(v);
    else if (key != "password")
      others.emplace_back(key, value);
  }
  m_options->setText(QString::fromStdString(db::make_conninfo(others)));
  m_passwordField->clear();
  m_problem->hide();
}

void ConnectDialog::openPrivate() {
  m_conninfo.clear();
  m_password.clear();
  QDialog::accept();
}

void ConnectDialog::accept() {
  auto parts = db::conninfo_parts(m_options->text().trimmed().toStdString());
  if (!parts) {
    m_problem->setText(
        tr("The options cannot be read: write keyword=value pairs as libpq takes them "
           "(sslmode=require), or a connection string or URI."));
    m_problem->show();
    m_options->setFocus();
    return;
  }
  QString password = m_passwordField->text();
  std::vector<std::pair<std::string, std::string>> built;
  const std::pair<const char*, QLineEdit*> fields[] = {
      {"host", m_host}, {"port", m_port}, {"dbname", m_dbname}, {"user", m_user}};
  for (const auto& [key, edit] : fields) {
    std::string value = edit->text().trimmed().toStdString();
    if (value.empty())  // else the options' own
      for (const auto& [k, v] : *parts)
        if (k == key) value = v;
    if (!value.empty()) built.emplace_back(key, value);
  }
  for (const auto& [key, value] : *parts) {
    if (key == "password") {
      if (password.isEmpty()) password = QString::fromStdString(value);  // moved to the password
    } else if (!isField(key)) {
      built.emplace_back(key, value);
    }
  }
  if (built.empty()) {
    m_problem->setText(tr("Name a database or a server, or choose Saban's private database."));
    m_problem->show();
    m_dbname->setFocus();
    return;
  }
  m_conninfo = QString::fromStdString(db::make_conninfo(built));
  m_password = password;
  QDialog::accept();
}

QStringList ConnectDialog::recentDatabases() {
  QStringList list;
  // Also what an older settings file may hold: never shown or used with a password.
  for (const QString& c : QSettings().value(kRecentKey).toStringList()) {
    const QString clean = QString::fromStdString(db::conninfo_without_password(c.toStdString()));
    if (!clean.isEmpty() && !list.contains(clean)) list << clean;
  }
  return list;
}

void ConnectDialog::rememberDatabase(const QString& conninfo) {
  const QString clean = QString::fromStdString(db::conninfo_without_password(conninfo.toStdString()));
  if (clean.isEmpty()) return;
  QStringList list = recentDatabases();
  list.removeAll(clean);
  list.prepend(clean);
  while (list.size() > kRecentMax) list.removeLast();
  QSettings().setValue(kRecentKey, list);
}

}  // namespace saban::gui
