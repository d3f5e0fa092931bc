#!/bin/sh
# help2man's view of a program: runs PROGRAM ARGS... and passes its output on, with CLI11's --help-all laid out as
# help2man reads it: each subcommand a section of the man page ("saban perft:" becomes the heading SABAN PERFT,
# its options below it), the "Options:" lines inside them dropped, and the program's path in "Usage:" cut to its
# name. Output that is not CLI11's (--version, Qt's --help) passes through unchanged.
program=$1
shift
"$program" "$@" | awk -v name="$(basename "$program")" '
  /^Usage: / { sub(/^Usage: [^ ]*/, "Usage: " name) }
  /^Subcommands:$/ { subcommands = 1; next }
  subcommands && /^[a-z][a-z0-9-]*$/ { print name " " $0 ":"; next }
  subcommands && /^  (Options|Positionals):$/ { next }
  { print }'
