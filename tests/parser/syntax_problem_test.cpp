// A record's syntax errors carry their kind and parts (rules/problem.h) beside the same English message.
#include <gtest/gtest.h>

#include <string>

#include "parser/limits.h"
#include "parser/reader.h"

namespace saban::parser {
namespace {

const std::string kHeader = "[Event \"e\"]\n[Notation \"san\"]\n\n";

RecordError first_error(const std::string& text) {
  const ReadGame g = read_game(text, "bad.pgn", 1);
  EXPECT_EQ(g.errors.size(), 1u) << text;
  return g.errors.empty() ? RecordError{} : g.errors.front();
}

TEST(SyntaxProblem, EachSyntaxErrorHasItsKindAndTheSameMessage) {
  const RecordError comment = first_error(kHeader + "1. Ge3 {never closed *\n");
  EXPECT_EQ(comment.problem.kind, ProblemKind::SyntaxUnclosedComment);
  EXPECT_EQ(comment.message, "this comment is never closed (no '}')");
  const RecordError variation = first_error(kHeader + "1. Ge3 (1. Ge3 *\n");
  EXPECT_EQ(variation.problem.kind, ProblemKind::SyntaxUnclosedVariation);
  const RecordError tag = first_error("[Event \"e\n\n1. Ge3 *\n");
  EXPECT_NE(tag.problem.kind, ProblemKind::None) << tag.message;
  EXPECT_EQ(tag.problem.english(), tag.message);
  std::string deep = kHeader + "1. Ge3";
  for (std::size_t i = 0; i <= kMaxVariationDepth; ++i) deep += " (1. Ge3";
  const RecordError too_deep = first_error(deep + std::string(kMaxVariationDepth + 1, ')') + " *\n");
  EXPECT_EQ(too_deep.problem.kind, ProblemKind::SyntaxTooDeep);
  EXPECT_EQ(too_deep.problem.english(), too_deep.message);
}

TEST(SyntaxProblem, WhatWasExpectedIsAGrammarTerm) {
  const RecordError e = first_error("[Event]\n\n1. Ge3 *\n");
  ASSERT_EQ(e.problem.kind, ProblemKind::SyntaxExpected) << e.message;
  ASSERT_EQ(e.problem.args.size(), 1u);
  const Term& t = std::get<Term>(e.problem.args[0]);
  EXPECT_STREQ(t.context, "Grammar");
  EXPECT_EQ(e.message, "expected " + t.text);
}

}  // namespace
}  // namespace saban::parser
