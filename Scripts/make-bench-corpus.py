#!/usr/bin/env python3
"""Generates the benchmark corpus for `make bench`: realistic SwiftUI code, at least 1,000,000 lines.

Sources: the rules corpus (Tests/NavlintRulesTests/Corpus), the demo app (Examples) and the tokenizer
fixtures (Tests/NavlintSyntaxTests/Fixtures). Each variant of a file renames the types, functions and
properties it declares (whole-word, with a per-variant suffix, so no two files declare the same names),
and the variants are shuffled into module folders of about 100 files each, the shape of a large app.
Deterministic (fixed seed). The corpus is never committed: bench-corpus/ is gitignored.

Usage: Scripts/make-bench-corpus.py [--lines N] [--out DIR]   (defaults: 1000000, bench-corpus)
"""
import argparse
import os
import random
import re
import shutil
import sys

ROOTS = ["Tests/NavlintRulesTests/Corpus", "Examples", "Tests/NavlintSyntaxTests/Fixtures"]
DECLARATION = re.compile(
    rb"\b(?:struct|class|enum|protocol|actor|func|var|let|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")
# Names a variant must not rename: SwiftUI / Swift API the rules look for, and common short names.
KEEP = {b"body", b"id", b"path", b"value", b"self", b"Self", b"init", b"main", b"_", b"description",
        b"hash", b"rawValue", b"destination", b"isPresented", b"item", b"content", b"label", b"action",
        b"View", b"App", b"Scene", b"some", b"in", b"try", b"get", b"set", b"title", b"message",
        b"buttons", b"dismissButton", b"primaryButton", b"secondaryButton"}


def sources(root_dir):
    files = []
    for root in ROOTS:
        for folder, _, names in os.walk(os.path.join(root_dir, root)):
            for name in sorted(names):
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name), "rb") as handle:
                        files.append((name[:-6], handle.read()))
    return files


def variant(text, names, suffix):
    """Renames every declared name, whole-word, by appending `suffix`."""
    if not names:
        return text
    pattern = re.compile(rb"\b(" + b"|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + rb")\b")
    return pattern.sub(lambda m: m.group(1) + suffix, text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--out", default="bench-corpus")
    args = parser.parse_args()
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    originals = sources(package)
    if not originals:
        sys.exit("make-bench-corpus: no Swift sources found")
    declared = [{m for m in DECLARATION.findall(text) if m not in KEEP and len(m) > 2} for _, text in originals]
    rng = random.Random(7)
    outputs = []
    lines = 0
    copy = 0
    while lines < args.lines:
        for (name, text), names in zip(originals, declared):
            suffix = b"V%d" % copy
            body = variant(text, names, suffix) if copy else text
            outputs.append(("%s%s.swift" % (name.replace("-", ""), suffix.decode()), body))
            lines += body.count(b"\n")
        copy += 1
    rng.shuffle(outputs)
    out = os.path.join(package, args.out) if not os.path.isabs(args.out) else args.out
    if os.path.exists(out):
        shutil.rmtree(out)
    total_bytes = 0
    for index, (name, body) in enumerate(outputs):
        folder = os.path.join(out, "Module%03d" % (index // 100))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(body)
        total_bytes += len(body)
    print("bench corpus: %d files, %d lines, %.1f MB in %s" % (len(outputs), lines, total_bytes / 1e6, out))


if __name__ == "__main__":
    main()
