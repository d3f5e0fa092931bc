#include "render/book_key.h"

#include <QStringList>
#include <algorithm>

#include "parser/match.h"
#include "render/diagram.h"
#include "render/dongson_diagram.h"
#include "render/game_text.h"
#include "rules/games.h"
#include "rules/position.h"
#include "rules/stack.h"

namespace saban::render {

namespace {

const QColor kGrey(90, 90, 90);

std::vector<FlowWord> words(const QString& text, const TextStyle& style) {
  std::vector<FlowWord> out;
  for (const QString& w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) out.push_back({Run{w, style}});
  return out;
}

// Whether a sign reads as punctuation at a line's start (the move sign `_`, the judgements `-` and `--`).
bool reads_as_punctuation(const QString& sign) {
  return std::all_of(sign.begin(), sign.end(),
                     [](QChar c) { return c == QLatin1Char('_') || c == QLatin1Char('-'); });
}

// Signs in bold, each followed by what it means: "++ brilliant move; + good move", after `lead` ("In a
// move:"). A sign and the first word of its meaning are never parted by a line's end, and a sign that reads
// as punctuation stays on the line of the word before it: no line starts with `_`.
std::vector<FlowWord> sign_line(const QStringList& entries, const TextStyle& st, const QString& lead = {}) {
  std::vector<FlowWord> out = words(lead, st);
  TextStyle bold = st;
  bold.bold = true;
  const Run space{QStringLiteral(" "), st};
  for (int i = 0; i < entries.size(); i += 2) {
    std::vector<FlowWord> meaning =
        words(entries[i + 1] + (i + 2 < entries.size() ? QStringLiteral(";") : QString()), st);
    FlowWord sign{Run{entries[i], bold}};
    if (!meaning.empty()) {
      sign.push_back(space);
      sign.insert(sign.end(), meaning.front().begin(), meaning.front().end());
      meaning.erase(meaning.begin());
    }
    if (reads_as_punctuation(entries[i]) && !out.empty()) {
      out.back().push_back(space);
      out.back().insert(out.back().end(), sign.begin(), sign.end());
    } else {
      out.push_back(std::move(sign));
    }
    out.insert(out.end(), meaning.begin(), meaning.end());
  }
  return out;
}

const char* const kNamesVi[kPieceTypes] = {"Tư lệnh",    "Bộ binh",  "Công binh", "Dân quân",
                                           "Cao xạ",     "Xe tăng",  "Pháo binh", "Tên lửa",
                                           "Không quân", "Hải quân", "Sở chỉ huy"};

QString piece_letters(PieceType t, Notation n) {
  if (n == Notation::San) return QString(QLatin1Char(kFenLetters[index(t)]));
  return QString::fromLatin1(
      parser::rulebook_letters(t, n == Notation::En ? parser::Letters::En : parser::Letters::Vi));
}

// The name of the i-th side (0: the first to move) in the games the book holds, as each game registers it:
// "Đỏ", "Thủy", "Đỏ / Thủy" in a book of both.
QString side_names(int i, bool vi, bool commander, bool dongson) {
  QStringList names;
  auto add = [&](auto game) {
    using Game = decltype(game);
    names << QString::fromUtf8(Game::side_name(Game::side_at(i), vi));
  };
  if (commander || !dongson) add(games::CommanderChess{});
  if (dongson) add(games::DongSon{});
  return names.join(QStringLiteral(" / "));
}

const char* const kDsNames[dongson::kPieceTypes] = {"Thần", "Lạc", "Bộ", "Đinh", "Ngựa", "Voi", "Gà"};

}  // namespace

void book_key(TextFlow& flow, const PublicationOptions& o, const KeySizes& s, bool commander, bool dongson) {
  const bool vi = o.language == Language::Vi;
  const Notation n = book_notation(o);
  const TextStyle body{s.body, false};
  const TextStyle head{s.body * 1.1, true};
  auto section = [&](const QString& title) {
    flow.space(4);
    flow.need(head.size * 1.4 + body.size * 1.4 * 3);
    flow.paragraph(words(title, head), 0, 3);
  };
  flow.paragraph(words(vi ? QStringLiteral("Cách đọc ván cờ") : QStringLiteral("How to read the games"),
                       {s.heading, true}),
                 0, 6);

  if (commander) {
    section(vi ? QStringLiteral("Quân cờ Tư lệnh") : QStringLiteral("Commander Chess pieces"));
    // Each piece as the diagrams draw it (Red's), its letter in the book's notation and its name
    const double row = body.size * 2.2, cell = row * 0.95;
    const double col = flow.frame().column_width() / 2;
    for (int t = 0; t < kPieceTypes; t += 2) {
      flow.block(row, [&](QPainter& p, const QRectF& r) {
        for (int k = 0; k < 2 && t + k < kPieceTypes; ++k) {
          const auto type = static_cast<PieceType>(t + k);
          const double x = r.left() + k * col;
          paint_unit(p, QPointF(x + cell / 2, r.center().y()), cell,
                     Stack::single(Piece(type, Side::Red, false)), o.style);
          TextStyle bold = body;
          bold.bold = true;
          const QString letter = piece_letters(type, n);
          const double base = r.center().y() + TextFlow::ascent(body) / 2.6;
          draw_text(p, letter, bold, QPointF(x + cell + 6, base));
          QString name = vi ? QString::fromUtf8(kNamesVi[t + k]) : QString::fromLatin1(piece_name(type));
          if (!vi) name[0] = name[0].toUpper();
          draw_text(p, name, body,
                    QPointF(x + cell + 6 + TextFlow::width(QStringLiteral("Ms "), bold), base));
        }
      });
    }
    // A hero and a stack in the book's letters: +T (a heroic tank), (NF) (a navy carrying an air force)
    const QString hero = QStringLiteral("+") + piece_letters(PieceType::Tank, n);
    const QString stack = QStringLiteral("(") + piece_letters(PieceType::Navy, n) +
                          piece_letters(PieceType::AirForce, n) + QStringLiteral(")");
    // How a hero is marked: in print a black star badge (no ring: rings are the annotator's), on screen a
    // double ring and a star (render/diagram.cpp)
    const bool print = o.style.kind == DiagramStyle::Kind::Print;
    const QString hero_mark = vi ? (print ? QStringLiteral("mang ngôi sao đen ở góc dưới bên phải")
                                          : QStringLiteral("có hai vòng và ngôi sao"))
                                 : (print ? QStringLiteral("wears a black star at its lower right")
                                          : QStringLiteral("has a double ring and a star"));
    flow.paragraph(
        words(vi ? QStringLiteral(
                       "Quân anh hùng %1, ghi dấu + trước chữ của quân (%2). Quân cõng quân khác: "
                       "quân mang vẽ lớn, quân được mang vẽ nhỏ ở hai góc trên, ghi trong ngoặc: %3.")
                       .arg(hero_mark, hero, stack)
                 : QStringLiteral("A hero %1, written with + before its letter (%2). A stack: its carrier "
                                  "drawn large, the pieces it carries small on its upper corners, written in "
                                  "brackets: %3.")
                       .arg(hero_mark, hero, stack),
              body),
        0, 4);
  }
  if (dongson) {
    section(vi ? QStringLiteral("Quân Cờ Đông Sơn") : QStringLiteral("Cờ Đông Sơn pieces"));
    // Each piece as the diagrams draw it (Thủy's), its letter in the moves and its name
    const double row = body.size * 2.2, cell = row * 0.95;
    const double col = flow.frame().column_width() / 2;
    for (int t = 0; t < dongson::kPieceTypes; t += 2) {
      flow.block(row, [&](QPainter& p, const QRectF& r) {
        for (int k = 0; k < 2 && t + k < dongson::kPieceTypes; ++k) {
          const auto type = static_cast<dongson::PieceType>(t + k);
          const double x = r.left() + k * col;
          Scene one(0, 0);
          define_ds_pieces(one, o.style);
          const QString symbol = QStringLiteral("ds-thuy-") + QLatin1Char(dongson::letter(type));
          QTransform at;
          at.translate(x + cell / 2, r.center().y());
          at.scale(cell * 0.42, cell * 0.42);
          one.use(symbol, at);
          paint_scene(p, one);
          TextStyle bold = body;
          bold.bold = true;
          const double base = r.center().y() + TextFlow::ascent(body) / 2.6;
          draw_text(p, QString(QLatin1Char(dongson::letter(type))), bold, QPointF(x + cell + 6, base));
          draw_text(p, QString::fromUtf8(kDsNames[t + k]), body,
                    QPointF(x + cell + 6 + TextFlow::width(QStringLiteral("Ms "), bold), base));
        }
      });
    }
    flow.paragraph(words(vi ? QStringLiteral("Quân ghi chữ đầu tên: Đinh ghi D trong nước đi, Đ trên quân.")
                            : QStringLiteral("Each piece is written with its initial: the Đinh as D in the "
                                             "moves, Đ on the piece."),
                         body),
                   0, 4);
  }

  section(vi ? QStringLiteral("Ký hiệu") : QStringLiteral("Signs"));
  if (n == Notation::San || !commander) {
    flow.paragraph(
        sign_line(vi ? QStringList{"!!", "nước đi xuất sắc", "!", "nước đi hay", "?!", "thiếu chính xác", "?",
                                   "sai", "??", "sai nghiêm trọng", "+", "chiếu", "#", "chiếu hết"}
                     : QStringList{"!!", "brilliant move", "!", "good move", "?!", "inaccuracy", "?",
                                   "mistake", "??", "blunder", "+", "check", "#", "checkmate"},
                  body),
        0, 3);
  }
  if (commander && n != Notation::San) {
    const QString c = piece_letters(PieceType::Commander, n);
    flow.paragraph(sign_line(vi ? QStringList{"++", "nước đi xuất sắc", "+",
                                              "nước đi hay (không phải chiếu: chiếu ghi >" + c + ")", "?",
                                              "thiếu chính xác", "-", "sai", "--", "sai nghiêm trọng"}
                                : QStringList{"++", "brilliant move", "+",
                                              "good move (not check: check is written >" + c + ")", "?",
                                              "inaccuracy", "-", "mistake", "--", "blunder"},
                             body),
                   0, 3);
    flow.paragraph(sign_line(vi ? QStringList{"_", "đi", "@", "ăn quân, thay vào chỗ", "@@",
                                              "ăn quân, đứng tại chỗ", "><", "đổi một lấy một", ">" + c,
                                              "chiếu Tư lệnh", "^" + c, "chiếu hết, hoặc kết thúc trận"}
                                : QStringList{"_", "move", "@", "capture, taking the point", "@@",
                                              "capture standing still", "><", "one for one", ">" + c, "check",
                                              "^" + c, "mate, or the battle's end"},
                             body, vi ? QStringLiteral("Trong nước đi:") : QStringLiteral("In a move:")),
                   0, 3);
  }
  // The sides as the games the book holds name them (Cờ Đông Sơn alone: Thủy and Sơn, never Red)
  const QString first = side_names(0, vi, commander, dongson);
  const QString second = side_names(1, vi, commander, dongson);
  flow.paragraph(sign_line(vi ? QStringList{"!?", "nước đi đáng chú ý", "◻",  "nước đi duy nhất",
                                            "=",  "cân bằng",           "∞",  "chưa rõ",
                                            "⩲",  first + " hơi ưu",    "⩱",  second + " hơi ưu",
                                            "±",  first + " ưu thế",    "∓",  second + " ưu thế",
                                            "+−", first + " thắng thế", "−+", second + " thắng thế"}
                              : QStringList{"!?", "interesting move",
                                            "◻",  "only move",
                                            "=",  "equal",
                                            "∞",  "unclear",
                                            "⩲",  first + " is slightly better",
                                            "⩱",  second + " is slightly better",
                                            "±",  first + " is better",
                                            "∓",  second + " is better",
                                            "+−", first + " is winning",
                                            "−+", second + " is winning"},
                           body),
                 0, 3);
  flow.paragraph(
      words((vi ? QStringLiteral("+0.35 nhỏ và xám sau nước đi: đánh giá của máy, luôn theo phía %1 (bên đi "
                                 "trước), dương là %1 hơn; #3: %1 chiếu hết sau 3 nước, #-2: %2 chiếu hết "
                                 "sau 2 nước, #0 và #-0: nước vừa đi đã chiếu hết. Lời của máy in nghiêng "
                                 "trong ngoặc vuông.")
                : QStringLiteral("+0.35 small and grey after a move: the engine's evaluation, always from "
                                 "%1's side (the first to move), positive when %1 is better; #3: %1 mates "
                                 "in 3, #-2: %2 mates in 2, #0 and #-0: the move has mated. The engine's "
                                 "words are in italics, in square brackets."))
                .arg(first, second),
            {s.small, false, false, kGrey}),
      0, 4);

  if (commander) {
    section(vi ? QStringLiteral("Tọa độ và địa hình") : QStringLiteral("Coordinates and terrain"));
    const QString points =
        n == Notation::San
            ? (vi ? QStringLiteral(
                        "Điểm ghi a1–k12: cột a–k từ phía biển, hàng 1–12 từ phía Đỏ, như ghi quanh sơ đồ.")
                  : QStringLiteral(
                        "Points are named a1–k12: files a–k from the sea side, ranks 1–12 from Red's "
                        "side, as labelled around the diagrams."))
            : (vi ? QStringLiteral(
                        "Điểm ghi hàng,cột (4,4; tiếng Anh 4.4), đếm từ 0 từ góc của Đỏ phía biển: hàng "
                        "0–11 ghi ở cạnh trái sơ đồ, cột 0–10 ở cạnh dưới.")
                  : QStringLiteral(
                        "Points are named row,column (4,4; in English letters 4.4), counted from 0 from "
                        "Red's corner on the sea side: rows 0–11 up the diagram's left edge, columns "
                        "0–10 along its bottom."));
    flow.paragraph(words(points, body), 0, 3);
    flow.paragraph(
        words(vi ? QStringLiteral(
                       "Biển: hai cột bên trái, đến bờ ở cột thứ ba (hải quân đi trên biển). Sông: giữa "
                       "hàng 5 và 6, rộng hơn ở cửa sông; hai bến đá ở cột 5 và 7 cho quân nặng qua "
                       "sông. Sơ đồ in: Đỏ là quân sáng, Xanh là quân tối; khung đậm là nước vừa đi; "
                       "điểm khoanh và mũi tên là của người chú thích.")
                 : QStringLiteral(
                       "Sea: the two left files, up to the coast on the third (the navy sails there). "
                       "River: between rows 5 and 6, wider at its mouth; two stone fords on columns 5 "
                       "and 7 where heavy pieces cross. In print Red's pieces are light and Blue's dark; "
                       "the last move is framed; ringed points and arrows are the annotator's."),
              body),
        0, 4);
    // The board at the start: the terrain as every diagram draws it
    DiagramStyle style = o.style;
    style.coordinates = book_coordinates(o);
    Diagram d;
    d.position = Position::start();
    const double dw = std::min(flow.frame().column_width() * 0.6, 200.0);
    const double dh = dw / diagram_aspect(style);
    flow.block(dh + 4, [&](QPainter& p, const QRectF& r) {
      paint_diagram(p, QRectF(r.left() + (r.width() - dw) / 2, r.top(), dw, dh), d, style);
    });
  }
  if (dongson) {
    if (!commander)
      section(vi ? QStringLiteral("Tọa độ và bàn cờ") : QStringLiteral("Coordinates and board"));
    flow.paragraph(
        words(vi ? QStringLiteral(
                       "Cờ Đông Sơn: ô ghi a1–k9 (cột a–h và k, hàng 1–9 từ phía Thủy); Cung d4–f6 tô "
                       "xám, Tâm e5 là ô tròn. Sơ đồ in: Thủy là quân sáng, Sơn là quân tối; khung đậm là "
                       "nước vừa đi.")
                 : QStringLiteral(
                       "Cờ Đông Sơn: squares a1–k9 (files a–h and k, ranks 1–9 from Thủy's side); the "
                       "Cung d4–f6 shaded, the Tâm e5 the round square. In print Thủy's pieces are light "
                       "and Sơn's dark; the last move is framed."),
              body),
        0, 4);
    // The board at the start, as every diagram draws it
    DiagramStyle style = o.style;
    style.coordinates = board::CoordinateStyle::Algebraic;
    DsDiagram d;
    const double dw = std::min(flow.frame().column_width() * 0.5, 170.0);
    const double dh = dw / ds_diagram_aspect(style);
    flow.block(dh + 4, [&](QPainter& p, const QRectF& r) {
      paint_ds_diagram(p, QRectF(r.left() + (r.width() - dw) / 2, r.top(), dw, dh), d, style);
    });
  }
}

}  // namespace saban::render
