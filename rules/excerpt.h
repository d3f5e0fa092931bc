// Text read from a record or typed by a user, quoted in an error message.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace saban {

/// How many bytes of a token an error message quotes.
inline constexpr std::size_t kExcerptBytes = 40;

/// `text` as an error message quotes it: whole when it is short, else its first characters (at most
/// kExcerptBytes bytes, cut between UTF-8 characters) and "...". A hostile token of 100 KB makes a message of
/// one line, not of 100 KB; the message's position still points at the token.
std::string excerpt(std::string_view text);

/// How many characters a caret line shows on either side of its caret.
inline constexpr std::size_t kCaretAround = 60;

/// The two lines under an error message: `line` indented by two spaces, and a caret under its character
/// number `at` (counted from 0 in UTF-8 characters; tabs kept so that the caret lines up). A long line (a
/// whole game or FEN on one line, say) is shown as the kCaretAround characters on either side, "..." marking
/// what is left out. Each line ends in '\n'.
std::string caret_lines(std::string_view line, std::size_t at);

/// The character number (from 0) of the byte at `offset` of UTF-8 `text`.
std::size_t character_at(std::string_view text, std::size_t offset);

}  // namespace saban
