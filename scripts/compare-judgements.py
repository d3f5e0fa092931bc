#!/usr/bin/env python3
"""Compares the judgements of annotated games (saban analyze --to san) move by move.

    scripts/compare-judgements.py REFERENCE.pgn OTHER.pgn [OTHER2.pgn ...]

For each OTHER file: the plies whose judgement differs from the REFERENCE's (same games in the same order),
how many of them differ by more than one step of the scale (say a blunder against nothing), and a table of
the pairs. Used by docs/performance.md to tell whether a faster annotation judges as well.
"""
import re
import sys

GLYPHS = {"!!": "brilliant", "!": "good", "?!": "inaccuracy", "?": "mistake", "??": "blunder"}
SCALE = ["brilliant", "good", "none", "inaccuracy", "mistake", "blunder"]


def games(path):
    """Per game, the judgement of each ply of the main line ("none" when it has none)."""
    text = open(path, encoding="utf-8").read()
    out = []
    for chunk in re.split(r"\n(?=\[Event )", text):
        body = "\n".join(line for line in chunk.splitlines() if not line.startswith("["))
        body = re.sub(r"\{[^}]*\}", " ", body)  # comments (evaluations, better lines)
        plies = []
        for token in body.split():
            if re.fullmatch(r"\d+\.(\.\.)?", token) or token in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            token = re.sub(r"^\d+\.(\.\.)?", "", token)
            if not token:
                continue
            m = re.search(r"(!!|\?\?|\?!|!|\?)$", token)
            plies.append(GLYPHS[m.group(1)] if m else "none")
        if plies:
            out.append(plies)
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    ref = games(sys.argv[1])
    for path in sys.argv[2:]:
        other = games(path)
        if len(other) != len(ref) or any(len(a) != len(b) for a, b in zip(ref, other)):
            sys.exit(f"{path}: not the same games as {sys.argv[1]}")
        total = differ = far = 0
        pairs = {}
        for a_game, b_game in zip(ref, other):
            for a, b in zip(a_game, b_game):
                total += 1
                if a != b:
                    differ += 1
                    far += abs(SCALE.index(a) - SCALE.index(b)) > 1
                    pairs[(a, b)] = pairs.get((a, b), 0) + 1
        judged_ref = sum(j != "none" for g in ref for j in g)
        judged = sum(j != "none" for g in other for j in g)
        print(f"{path}: {differ} of {total} plies judged otherwise than the reference "
              f"({100.0 * (total - differ) / total:.1f} % agree), {far} by more than one step; "
              f"judged moves {judged} (reference {judged_ref})")
        for (a, b), n in sorted(pairs.items(), key=lambda kv: -kv[1]):
            print(f"  reference {a:>10}, this {b:>10}: {n}")


if __name__ == "__main__":
    main()
