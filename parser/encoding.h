// Text encodings of game records: detection and conversion to UTF-8.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/result.h"

namespace saban::parser {

/// The encodings met in Vietnamese record files. `Undetected`: bytes that are not UTF-8 and read as no
/// Vietnamese text in any 8-bit encoding (ISO-8859-1 names, say); converting them fails.
enum class Encoding { Utf8, Utf8Bom, Utf16LE, Utf16BE, Windows1258, Tcvn3, Vni, Undetected };

/// Name as printed and accepted by `--encoding`: utf-8, utf-8-bom, utf-16le, utf-16be, windows-1258, tcvn3,
/// vni.
const char* encoding_name(Encoding e);
std::optional<Encoding> encoding_by_name(std::string_view name);

/// Guesses the encoding of raw bytes: BOMs first, then valid UTF-8, then the 8-bit encoding whose
/// decoding yields the most plausible Vietnamese text; Undetected when even that one reads as no Vietnamese.
Encoding detect_encoding(std::string_view bytes);
/// The encoding of a file guessed from its first bytes (as many as given: detect_encoding judges at most the
/// first 64 KB, cut after an ASCII byte so that no UTF-8 character is split). The record reader's detection.
Encoding detect_file_encoding(std::string_view start);

/// Where to cut raw bytes in `encoding` so that no character is split: at most `raw.size()`, before a
/// UTF-8 character or UTF-16 surrogate pair that does not end in `raw`.
std::size_t whole_characters(std::string_view raw, Encoding encoding);

/// How the start of a file reads in `from`: its first `max_bytes` bytes (fewer, cut between characters)
/// decoded as to_utf8 does, failing as it fails. What a front end shows the user choosing an encoding.
Result<std::string> utf8_preview(std::string_view bytes, Encoding from, std::size_t max_bytes);

/// Whether `text` is well-formed UTF-8 (Unicode's table 3-7: no overlong forms, surrogates, code points past
/// U+10FFFF or sequences cut short), as to_utf8 from Encoding::Utf8 checks it.
bool is_utf8(std::string_view text);

/// Converts bytes in `from` to UTF-8 (the BOM removed), Vietnamese letters precomposed (NFC). Fails with the
/// byte offset of the first byte that is not valid in that encoding. TCVN3 has no capital toned letters
/// (capitals fonts show lowercase codes as capitals): their case is restored from context, see encoding.cpp.
Result<std::string> to_utf8(std::string_view bytes, Encoding from);

/// As to_utf8, appending to `out` (UTF-8 input is checked and appended without an intermediate copy).
std::optional<TextError> append_utf8(std::string_view bytes, Encoding from, std::string& out);

/// Converts UTF-8 text to an 8-bit Vietnamese encoding or UTF-16 (used to write test files and
/// `--to-encoding`). UTF-16 and utf-8-bom get a BOM. Fails at the offset of the first character the encoding
/// cannot write; TCVN3 writes capital toned letters with the lowercase code, as its capitals fonts expect.
Result<std::string> from_utf8(std::string_view utf8, Encoding to);

}  // namespace saban::parser
