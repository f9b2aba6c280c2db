#!/usr/bin/env python3
"""Counts calls to the C allocator recorded in a callgrind output file.

Usage: callgrind-allocs.py CALLGRIND.OUT [--callers]
Prints `malloc-calls N` (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign):
with `--toggle-collect=FUNC` only the calls made while FUNC runs are in the file. Swift's
swift_allocObject and swift_slowAlloc end in malloc, so counting the C entry points counts
every heap allocation once. With --callers, also lists who calls swift_allocObject,
swift_slowAlloc and malloc, most calls first.
"""
import collections
import re
import sys

ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
ENTRY_POINTS = ALLOCATORS | {"swift_allocObject", "swift_slowAlloc"}

names = {"fn": {}, "cfn": {}}
total = 0
callers = collections.Counter()
current = ""
pending = None


def resolve(kind, text):
    match = re.match(r"\((\d+)\)(?: (.*))?", text)
    if not match:
        return text
    table = names["fn"]  # fn and cfn share one id space
    if match.group(2):
        table[match.group(1)] = match.group(2)
    return table.get(match.group(1), "")


with open(sys.argv[1], errors="replace") as handle:
    for line in handle:
        line = line.rstrip("\n")
        if line.startswith("fn="):
            current = resolve("fn", line[3:])
        elif line.startswith("cfn="):
            pending = resolve("cfn", line[4:])
        elif line.startswith("calls=") and pending is not None:
            callee = pending.split("'")[0]
            count = int(line.split("=")[1].split()[0])
            if callee in ALLOCATORS:
                total += count
            if callee in ENTRY_POINTS:
                callers[(callee, current)] += count
            pending = None
print(f"malloc-calls {total}")
if "--callers" in sys.argv:
    for (callee, caller), count in callers.most_common(40):
        print(f"{count:>10}  {callee:<18} <- {caller[:160]}")
