#!/usr/bin/env python3
"""Generates mutants mechanically from the rule sources (issue 37), for scripts/mutate --generate.

Writes one mutant a line in the format of scripts/mutants (ID | FILE | PATTERN | REPLACEMENT |
MEANING) to standard output: every sample of the list when --sample is 0, else a reproducible
random sample of N (the same seed and sources give the same sample). With --count it prints only
how many mutants the sources give, by kind of slip.

Slips, each applied to one place of one line of code (comments, string literals, and lines that
are imports, attributes, compiler directives or `case` labels are skipped):
  - a relational operator swapped with its neighbour: < and <=, > and >=, == and !=;
  - && and || swapped;
  - a prefix ! dropped;
  - a numeric literal nudged by 10% (an integer by at least 1, so it changes).
Operators are taken only with a blank on both sides (swift-format writes binary operators so),
which leaves generics, ranges and arrows alone.

A pattern must occur exactly once in its file: it is the mutated line itself when that line is
unique, else the line with as many lines before it as make it unique.
"""

import argparse
import os
import random
import re
import sys

ROOTS = [
    "Sources/SheetLabCore/Kinds",
    "Sources/SheetLabCore/Gesture",
    "Sources/SheetLabCore/Motion",
    "Sources/SheetLabScript/Audit",
    "Sources/SheetLabScript/Sweep",
    "Sources/SheetLabScript/Interpreter",
    "Sources/SheetLabScript/Exploration",
]

RELATIONAL = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
LOGICAL = {"&&": "||", "||": "&&"}
SLUG = {"<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq", "!=": "ne", "&&": "and", "||": "or"}

OPERATOR = re.compile(r"(?<= )(<=|>=|==|!=|&&|\|\||<|>)(?= )")
NOT = re.compile(r"(?<=[\s(\[,!])!(?=[A-Za-z_(.$])")
NUMBER = re.compile(r"(?<![\w.])(\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?)(?![\w.])")


def code_mask(line, in_block):
    """The columns of `line` that are code (not a comment or a string literal), and whether a
    /* comment is still open at its end."""
    mask = [False] * len(line)
    i = 0
    in_string = False
    while i < len(line):
        if in_block:
            end = line.find("*/", i)
            if end < 0:
                return mask, True
            i = end + 2
            in_block = False
            continue
        c = line[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            in_block = True
            i += 2
            continue
        if c == '"':
            in_string = True
            i += 1
            continue
        mask[i] = True
        i += 1
    return mask, in_block


def nudged(text):
    """The literal 10% larger, as Swift source; None when that changes nothing."""
    plain = text.replace("_", "")
    if re.fullmatch(r"\d+", plain):
        value = int(plain)
        if value == 0:
            return None
        bigger = round(value * 1.1)
        return str(bigger if bigger != value else value + 1)
    value = float(plain)
    if value == 0:
        return None
    result = "%.6g" % (value * 1.1)
    if "e" not in result and "." not in result:
        result += ".0"
    return result if float(result) != value else None


def slips(line, mask):
    """(column, old, new, slug, words) for every slip of one line."""
    found = []
    for match in OPERATOR.finditer(line):
        start, old = match.start(), match.group(1)
        if not all(mask[start : match.end()]):
            continue
        table = RELATIONAL if old in RELATIONAL else LOGICAL
        new = table[old]
        found.append((start, old, new, SLUG[old] + "-" + SLUG[new], "`%s` made `%s`" % (old, new)))
    for match in NOT.finditer(line):
        start = match.start()
        if not mask[start]:
            continue
        found.append((start, "!", "", "not-dropped", "a `!` dropped"))
    for match in NUMBER.finditer(line):
        start, old = match.start(), match.group(1)
        if not all(mask[start : match.end()]):
            continue
        new = nudged(old)
        if new is None:
            continue
        found.append((start, old, new, "num", "%s nudged to %s" % (old, new)))
    return found


def skip_line(stripped):
    """Lines no slip should touch: declarations of imports and attributes, and lines the list
    format cannot carry (a literal backslash-n, or the field separator)."""
    return (
        not stripped
        or stripped.startswith(("import ", "@", "#", "case "))
        or "\\n" in stripped
        or " | " in stripped
    )


def unique_pattern(lines, index, text):
    """The shortest run of lines ending at `index` whose text occurs once in `text`, with the
    first line's indentation left off; None when even the whole file before it repeats."""
    for first in range(index, -1, -1):
        pattern = "\n".join([lines[first].lstrip()] + lines[first + 1 : index + 1])
        if not pattern.strip():
            continue
        if text.count(pattern) == 1:
            return pattern, first
        if index - first >= 6:
            return None
    return None


def mutants_of(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    lines = text.split("\n")
    stem = os.path.splitext(os.path.basename(path))[0]
    in_block = False
    in_multiline = False
    result = []
    for index, line in enumerate(lines):
        if line.count('"""') % 2 == 1:
            in_multiline = not in_multiline
            continue
        if in_multiline:
            continue
        mask, in_block_after = code_mask(line, in_block)
        in_block = in_block_after
        stripped = line.strip()
        if skip_line(stripped) or stripped.startswith(("///", "//")):
            continue
        for column, old, new, slug, words in slips(line, mask):
            unique = unique_pattern(lines, index, text)
            if unique is None:
                continue
            pattern, first = unique
            if " | " in pattern or "\\n" in pattern:
                continue
            offset = sum(len(lines[k]) + 1 for k in range(first, index)) - (
                len(lines[first]) - len(lines[first].lstrip())
            )
            at = offset + column
            replacement = pattern[:at] + new + pattern[at + len(old) :]
            if replacement.strip() == pattern.strip():
                continue
            # The list trims blanks around a field: a pattern or replacement must not end in one.
            if pattern != pattern.rstrip() or replacement != replacement.rstrip() or not replacement.strip():
                continue
            identifier = "g-%s-%d-%d-%s" % (stem, index + 1, column + 1, slug)
            meaning = "%s:%d: %s" % (path, index + 1, words)
            result.append((identifier, path, pattern, replacement, meaning))
    return result


def encode(text):
    return text.replace("\n", "\\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=0, help="a random sample of N (0: all)")
    parser.add_argument("--seed", type=int, default=1, help="the sample's seed")
    parser.add_argument("--count", action="store_true", help="print how many mutants there are, by slip")
    arguments = parser.parse_args()
    if arguments.sample < 0:
        print("scripts/mutate-generate.py: error: --sample must be 0 or more", file=sys.stderr)
        return 2
    paths = []
    for root in ROOTS:
        for directory, _, names in os.walk(root):
            paths += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
    mutants = []
    for path in sorted(paths):
        mutants += mutants_of(path)
    if arguments.count:
        kinds = {}
        for mutant in mutants:
            key = "number" if mutant[0].endswith("-num") else "not" if mutant[0].endswith("-not-dropped") else "operator"
            kinds[key] = kinds.get(key, 0) + 1
        print("%d mutants in %d files: %s" % (
            len(mutants), len(paths), ", ".join("%d %s" % (n, k) for k, n in sorted(kinds.items()))))
        return 0
    if arguments.sample:
        chosen = random.Random(arguments.seed).sample(mutants, min(arguments.sample, len(mutants)))
        chosen.sort(key=lambda mutant: (mutant[1], mutant[0]))
    else:
        chosen = mutants
    print("# Generated by scripts/mutate-generate.py --sample %d --seed %d: %d of %d mutants." % (
        arguments.sample, arguments.seed, len(chosen), len(mutants)))
    for identifier, path, pattern, replacement, meaning in chosen:
        print(" | ".join([identifier, path, encode(pattern), encode(replacement), meaning]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
