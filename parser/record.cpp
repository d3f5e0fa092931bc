// The record grammar's one instantiation (keeps Spirit's compile cost in this translation unit).
#include "parser/internal/config.hpp"
#include "parser/internal/record_def.hpp"

namespace saban::parser::grammar {
BOOST_SPIRIT_INSTANTIATE(game_type, iterator_type, context_type)
}  // namespace saban::parser::grammar

namespace saban::parser {
grammar::game_type const& game_grammar() { return grammar::game; }
}  // namespace saban::parser
