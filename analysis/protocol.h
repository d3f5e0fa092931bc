// The engine's text protocol (docs/protocol.md): a UCI-like dialogue over lines of text, and the pieces of it
// that the engine side (run_protocol) and the client side (external_engine.h) share.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/position.h"
#include "rules/result.h"

namespace saban::analysis {

// The text of moves and scores

/// The turn a move token names in `pos`: the LAN of rules/san.h (`(NF)b2>c3,T>c4`), or any SAN the record
/// parser reads. The error says why no legal turn fits.
Result<Turn, std::string> read_move(Position& pos, std::string_view token);
/// The protocol's score text for a search score: `cp X`, or `mate N` (N > 0: the mover mates in N of its
/// moves; N < 0: the mover is mated in -N; 0: the mover is mated now).
std::string score_text(int score);
/// The search score of a `cp X` / `mate N` pair; nullopt if `kind` is neither or `value` is not a number.
std::optional<int> read_score(std::string_view kind, std::string_view value);
/// The line split at spaces and tabs.
std::vector<std::string_view> split_words(std::string_view line);

// The engine side

struct ProtocolOptions {
  std::string game =
      "commander";  ///< which game the dialogue is about: "commander" or "dongson" (Cờ Đông Sơn)
  std::string profile = "official";  ///< Commander Chess: the rules profile until `setoption name Profile`
  std::string rules =
      {};  ///< Cờ Đông Sơn: the rule options (dongson::Options text) until `setoption name Rules`
};

/// Answers the commands read from `in` on `out` until `quit` or the end of `in` (which lets a running search
/// finish, stopping an infinite one). The search runs on a worker thread, so `isready` is answered while it
/// runs; `stop` ends it when its current iteration completes; other commands wait for a finite search to end.
/// Bad commands get an `info string error: ...` line; nothing in the input ends the loop early. A reply that
/// cannot be written (`out` closed or full) ends the answering: no later reply is attempted, a running search
/// stops at the next line read, the rest of the input is read and ignored. The result is that write's errno
/// (EIO when it left none), 0 when every reply went out.
int run_protocol(std::istream& in, std::ostream& out, const ProtocolOptions& options = {});

}  // namespace saban::analysis
