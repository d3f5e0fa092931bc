// The reader's key speaks of the games the book holds: a book of Cờ Đông Sơn games alone names Thủy and Sơn
// (never Red or Blue, Đỏ or Xanh), draws that game's pieces and board; a book of both games explains both
// and names both games' sides.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <fstream>

#include "parser/reader.h"
#include "pdf_tools.h"
#include "render/published_game.h"

using namespace saban;
using namespace saban::render;
using namespace saban::render::test;

namespace {

const std::string kDongSon = std::string(SABAN_SAMPLES) + "/dong-son/selfplay-depth3-annotated.pgn";
const std::string kCommander = std::string(SABAN_FIXTURES) + "/annotated-game-2.ctr";

parser::ReadGame first_game(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  EXPECT_TRUE(reader.next(g)) << path;
  for (const auto& e : g.errors) ADD_FAILURE() << e.format();
  return g;
}

PublicationOptions keyed(Language lang) {
  PublicationOptions o;
  o.language = lang;
  o.key = true;
  o.contents = false;
  return o;
}

// The key's pages: the book's text up to the first game's heading (the players, on a page of their own).
QString key_pages(const QString& book, const QString& heading) {
  const qsizetype at = book.indexOf(heading);
  EXPECT_GT(at, 0) << heading.toStdString();
  return book.left(at);
}

bool has_word(const QString& text, const char* word) {
  return text.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromUtf8(word)),
                                          QRegularExpression::UseUnicodePropertiesOption));
}

}  // namespace

TEST(BookKey, ACoDongSonBookNamesThuyAndSonAndItsPiecesNeverRed) {
  const parser::ReadGame g = first_game(kDongSon);
  ASSERT_TRUE(g.dongson);
  for (Language lang : {Language::Vi, Language::En}) {
    const PublicationOptions o = keyed(lang);
    const PublishedGame game = publish(*g.dongson, o);
    const QString book = text_of(pdf_of(std::vector<PublishedGame>{game}, o));
    const QString key = key_pages(book, game.players[0]).simplified();
    for (const char* other : {"Đỏ", "Xanh", "Red", "Blue", "Tư lệnh", "Commander"})
      EXPECT_FALSE(has_word(key, other)) << other << "\n" << key.toStdString();
    for (const char* own : {"Thủy", "Sơn", "Thần", "Lạc", "Đinh", "Ngựa", "Voi", "Gà", "Cung", "Tâm"})
      EXPECT_TRUE(has_word(key, own)) << own << "\n" << key.toStdString();
    // The assessments and the evaluations name the game's sides
    EXPECT_TRUE(key.contains(lang == Language::Vi ? QString::fromUtf8("Thủy hơi ưu")
                                                  : QString::fromUtf8("Thủy is slightly better")))
        << key.toStdString();
    EXPECT_TRUE(key.contains(lang == Language::Vi ? QString::fromUtf8("#-2: Sơn chiếu hết")
                                                  : QString::fromUtf8("#-2: Sơn mates in 2")))
        << key.toStdString();
  }
}

TEST(BookKey, ABookOfBothGamesExplainsBoth) {
  const parser::ReadGame ds = first_game(kDongSon);
  const parser::ReadGame cc = first_game(kCommander);
  ASSERT_TRUE(ds.dongson && cc.record);
  const PublicationOptions o = keyed(Language::Vi);
  const std::vector<PublishedGame> games{publish(*cc.record, o), publish(*ds.dongson, o)};
  const QString key = key_pages(text_of(pdf_of(games, o)), games[0].players[0]).simplified();
  for (const char* s : {"Quân cờ Tư lệnh", "Quân Cờ Đông Sơn", "Đỏ / Thủy hơi ưu", "Xanh / Sơn", "Sở chỉ huy",
                        "Thần", "Biển", "Cung"})
    EXPECT_TRUE(key.contains(QString::fromUtf8(s))) << s << "\n" << key.toStdString();
}

TEST(BookKey, ACommanderChessBookIsAsBefore) {
  const parser::ReadGame cc = first_game(kCommander);
  ASSERT_TRUE(cc.record);
  const PublicationOptions o = keyed(Language::En);
  const PublishedGame game = publish(*cc.record, o);
  const QString key =
      key_pages(text_of(pdf_of(std::vector<PublishedGame>{game}, o)), game.players[0]).simplified();
  EXPECT_TRUE(key.contains(QStringLiteral("Red is slightly better"))) << key.toStdString();
  EXPECT_FALSE(has_word(key, "Thủy")) << key.toStdString();
  EXPECT_FALSE(key.contains(QString::fromUtf8("Cờ Đông Sơn pieces")));
}

// The move sign `_` reads as a stray underscore at a line's start: no line of the key starts with it, and no
// sign ends a line apart from the words that explain it (on A4, A5 and in two columns, in both languages).
TEST(BookKey, NoLineOfTheKeyStartsWithTheMoveSignOrEndsWithASign) {
  const parser::ReadGame cc = first_game(kCommander);
  ASSERT_TRUE(cc.record);
  static const QRegularExpression lone_sign(
      QStringLiteral("(^|\\s)(_|@|@@|><|\\+\\+|\\+|-|--|\\?|\\?\\?|!|!!|\\?!)$"));
  for (const Language lang : {Language::Vi, Language::En})
    for (const Paper paper : {Paper::A4, Paper::A5})
      for (const int columns : {1, 2}) {
        PublicationOptions o = keyed(lang);
        o.paper = paper;
        o.columns = columns;
        const PublishedGame game = publish(*cc.record, o);
        const QString key = key_pages(text_of(pdf_of(std::vector<PublishedGame>{game}, o)), game.players[0]);
        ASSERT_TRUE(key.contains(QStringLiteral("_"))) << key.toStdString();  // the sign is explained
        for (const QString& line : key.split(QLatin1Char('\n'))) {
          const QString l = line.trimmed();
          EXPECT_FALSE(l.startsWith(QLatin1Char('_'))) << l.toStdString();
          EXPECT_FALSE(lone_sign.match(l).hasMatch()) << l.toStdString();
        }
      }
}
