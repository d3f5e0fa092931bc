#include "rules/dongson/fen.h"

#include <cctype>
#include <charconv>
#include <vector>

#include "rules/side_names.h"

namespace saban::dongson {

namespace {

struct Field {
  std::string_view text;
  std::size_t offset;
};

std::vector<Field> split_fields(std::string_view fen) {
  std::vector<Field> fields;
  std::size_t i = 0;
  while (i < fen.size()) {
    while (i < fen.size() && fen[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < fen.size() && fen[i] != ' ') ++i;
    if (i > start) fields.push_back({fen.substr(start, i - start), start});
  }
  return fields;
}

// The material limits of docs/rules-dong-son.md (F3): the first one broken, nullopt when they hold.
std::optional<Problem> check_material(const Position& pos) {
  for (Side s : {Side::Thuy, Side::Son}) {
    auto problem = [s](ProblemKind k) { return Problem{k, {std::string(side_name(s))}}; };
    if (pos.count(s, PieceType::Than) != 1) return problem(ProblemKind::DsFenThanCount);
    if (pos.count(s, PieceType::Lac) > 2) return problem(ProblemKind::DsFenTooManyLac);
    const int bo = pos.count(s, PieceType::Bo), dinh = pos.count(s, PieceType::Dinh);
    if (bo > 5) return problem(ProblemKind::DsFenTooManyBo);
    if (dinh > 4) return problem(ProblemKind::DsFenTooManyDinh);
    const int gifts =
        pos.count(s, PieceType::Ngua) + pos.count(s, PieceType::Voi) + pos.count(s, PieceType::Ga);
    if (gifts > 6 + (9 - bo - dinh)) return problem(ProblemKind::DsFenTooManyGifts);
  }
  return std::nullopt;
}

}  // namespace

Result<Position> parse_fen(std::string_view fen, const Options& options) {
  const auto fields = split_fields(fen);
  if (fields.size() < 3) return text_error(fen.size(), {ProblemKind::DsFenFewFields, {}});
  if (fields.size() > 6) return text_error(fields[6].offset, {ProblemKind::DsFenTooManyFields, {}});
  Position pos;
  pos.set_options(options);

  // Placement
  const Field& placement = fields[0];
  int rank = kRanks - 1, file = 0;
  for (std::size_t i = 0; i < placement.text.size(); ++i) {
    const char c = placement.text[i];
    const std::size_t at = placement.offset + i;
    if (c == '/') {
      if (file != kFiles)
        return text_error(at, {ProblemKind::DsFenRankSquares, {rank + 1LL, static_cast<long long>(file)}});
      if (--rank < 0) return text_error(at, {ProblemKind::DsFenTooManyRanks, {}});
      file = 0;
    } else if (c >= '1' && c <= '9') {
      file += c - '0';
      if (file > kFiles) return text_error(at, {ProblemKind::DsFenRankTooLong, {rank + 1LL}});
    } else {
      const auto type = piece_from_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
      if (!type) return text_error(at, {ProblemKind::DsFenBadLetter, {std::string(1, c)}});
      if (file >= kFiles) return text_error(at, {ProblemKind::DsFenRankTooLong, {rank + 1LL}});
      const Side side = std::isupper(static_cast<unsigned char>(c)) ? Side::Thuy : Side::Son;
      if ((*type == PieceType::Bo || *type == PieceType::Dinh) && (rank == 0 || rank == kRanks - 1))
        return text_error(at, {ProblemKind::DsFenBoDinhOnEdge, {}});
      pos.put(make_square(file, rank), Piece(*type, side));
      ++file;
    }
  }
  if (rank != 0 || file != kFiles)
    return text_error(placement.offset + placement.text.size(), {ProblemKind::DsFenPlacement, {}});
  if (auto problem = check_material(pos)) return text_error(placement.offset, std::move(*problem));

  // Side to move
  if (fields[1].text == "w")
    pos.set_side(Side::Thuy);
  else if (fields[1].text == "b")
    pos.set_side(Side::Son);
  else
    return text_error(fields[1].offset, {ProblemKind::DsFenBadSide, {}});

  // Swap rights
  unsigned rights = 0;
  if (fields[2].text != "-") {
    static constexpr std::string_view kLetters = "BHbh";
    std::size_t last = 0;
    for (std::size_t i = 0; i < fields[2].text.size(); ++i) {
      const std::size_t k = kLetters.find(fields[2].text[i]);
      const std::size_t at = fields[2].offset + i;
      if (k == std::string_view::npos) return text_error(at, {ProblemKind::DsFenSwapLetter, {}});
      if (i > 0 && k <= last) return text_error(at, {ProblemKind::DsFenSwapOrder, {}});
      last = k;
      const unsigned right = 1u << k;
      const Side side = swap_right_side(right);
      if (!swap_right_possible(pos, right))
        return text_error(at, {ProblemKind::DsFenSwapNeeds,
                               {std::string(1, fields[2].text[i]), square_name(than_home(side)),
                                square_name(swap_voi_square(right))}});
      rights |= right;
    }
  }
  pos.set_rights(rights);

  // The en-passant placeholder, then the clocks
  if (fields.size() > 3 && fields[3].text != "-")
    return text_error(fields[3].offset, {ProblemKind::DsFenFourthField, {}});
  int clocks[2] = {0, 1};
  for (std::size_t i = 4; i < fields.size(); ++i) {
    const std::string_view t = fields[i].text;
    int v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc{} || end != t.data() + t.size() || v < 0 || (i == 5 && v < 1))
      return text_error(fields[i].offset,
                        {i == 4 ? ProblemKind::DsFenHalfmove : ProblemKind::DsFenFullmove, {}});
    clocks[i - 4] = v;
  }
  pos.set_clocks(clocks[0], clocks[1]);

  if (pos.attacked(pos.than(~pos.side_to_move()), pos.side_to_move()))
    return text_error(fields[1].offset, {ProblemKind::DsFenOtherSideInCheck, {}});
  return pos;
}

std::string to_fen(const Position& pos) {
  std::string out;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kFiles; ++file) {
      const Piece p = pos.at(make_square(file, rank));
      if (p.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      out += p.fen_char();
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  out += pos.side_to_move() == Side::Thuy ? " w " : " b ";
  std::string rights;
  for (unsigned k = 0; k < 4; ++k)
    if (pos.swap_rights() & (1u << k)) rights += "BHbh"[k];
  out += rights.empty() ? "-" : rights;
  out += " - " + std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
  return out;
}

}  // namespace saban::dongson
