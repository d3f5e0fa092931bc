// Compiled by the test ParserInternalHeadersArePrivate (tests/CMakeLists.txt), which passes when the compiler
// finds parser/reader.h and then cannot find parser/internal/replay.h: the layers above parser/ see its
// public headers only (the grammars' internals are parser/'s own).
#include "parser/reader.h"

#include "parser/internal/replay.h"
