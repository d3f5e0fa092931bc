// Compiled by the test DbInternalHeadersArePrivate (tests/CMakeLists.txt), which passes when the compiler
// finds db/pq.h and then cannot find db/internal/hash.h: app/, cli/ and gui/ see db/'s public headers only.
#include "db/pq.h"

#include "db/internal/hash.h"
