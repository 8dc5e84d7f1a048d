#!/usr/bin/env python3
"""Differential test of `navlint dump-tokens` against swift-syntax's lexer (token-oracle).

Called by compare.sh, which builds the oracle first. Prints a summary (files and tokens that
agree, differences grouped by kind) and writes every per-file difference to a report file.
Exits 0 whenever it produced a report: differences are findings, not failures.
"""

import argparse
import collections
import hashlib
import os
import re
import shutil
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CHECKOUT = os.path.join(HERE, ".build", "checkouts", "swift-syntax")
SNIPPETS = os.path.join(HERE, ".build", "snippets-v1")
DEFAULT_CORPUS = [
    os.path.join(CHECKOUT, "Sources"),
    os.path.join(CHECKOUT, "Tests"),
    os.path.join(CHECKOUT, "CodeGeneration"),
    os.path.join(CHECKOUT, "Examples"),
    SNIPPETS,
    os.path.join(ROOT, "Examples"),
    os.path.join(ROOT, "Tests", "NavlintSyntaxTests", "Fixtures"),
    os.path.join(HERE, "selftest"),
]
# `--wide`: more real Swift, taken from this machine's package mirror (git archive, .swift files only).
MIRROR = "/opt/swift-packages"
WIDE_PACKAGES = [
    "apple/swift-nio", "apple/swift-collections", "apple/swift-algorithms", "apple/swift-argument-parser",
    "apple/swift-openapi-generator", "apple/swift-protobuf", "vapor/vapor", "hummingbird-project/hummingbird",
    "pointfreeco/swift-parsing", "pointfreeco/swift-snapshot-testing", "groue/GRDB.swift", "Quick/Nimble",
    "swiftlang/swift-subprocess", "swiftwasm/WasmKit",
]
MAX_HUNK_LINES = 200  # per side, in the report file


def wide_corpus():
    """Extracts the .swift files of WIDE_PACKAGES (newest tag in the mirror) once; returns their folders."""
    folders = []
    for package in WIDE_PACKAGES:
        mirror = os.path.join(MIRROR, package + ".git")
        if not os.path.isdir(mirror):
            print("compare: --wide: %s is not in %s, skipped" % (package, MIRROR), file=sys.stderr)
            continue
        tags = subprocess.run(["git", "-C", mirror, "tag", "--sort=-v:refname"], capture_output=True, text=True)
        tag = (tags.stdout.split() or [""])[0]
        if not tag:
            continue
        folder = os.path.join(HERE, ".build", "wide-corpus", "%s-%s" % (package.replace("/", "-"), tag))
        if not os.path.isdir(folder):
            partial = folder + ".partial"
            shutil.rmtree(partial, ignore_errors=True)
            os.makedirs(partial)
            archive = subprocess.Popen(["git", "-C", mirror, "archive", tag], stdout=subprocess.PIPE)
            subprocess.run(["tar", "-x", "-C", partial, "--wildcards", "*.swift"], stdin=archive.stdout,
                           capture_output=True)
            archive.wait()
            os.rename(partial, folder)
        folders.append(folder)
    return folders


ASSERT_NAMES = {b"assertParse", b"assertLexemes", b"assertParseWithAllNewlineEndings", b"assertIncrementalParse"}
MARKERS = re.compile("[0-9]\ufe0f\u20e3|\U0001f51f|\u2139\ufe0f")


def snippet_corpus(oracle):
    """Writes the source snippets of swift-syntax's parser tests (the first string argument of each
    `assertParse(` / `assertLexemes(` call, location markers removed) as files under SNIPPETS, once.
    They are the lexer's hardest cases: regexes, raw strings, odd operators, broken code."""
    if os.path.isdir(SNIPPETS):
        return
    tests = os.path.join(CHECKOUT, "Tests", "SwiftParserTest")
    files, _, _ = collect([tests])
    if not files:
        return
    done = subprocess.run([oracle, "--raw"] + files, capture_output=True)
    raw = parse_dump(done.stdout.decode("utf-8", "replace"), files, raw=True)
    partial = SNIPPETS + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    count = 0
    for f in files:
        with open(f, "rb") as handle:
            data = handle.read()
        lexemes = raw.get(f, [])
        name = os.path.relpath(f, tests)[:-len(".swift")].replace(os.sep, "-")
        for i in range(len(lexemes) - 3):
            offset, length, kind = lexemes[i]
            if kind != "identifier" or data[offset:offset + length] not in ASSERT_NAMES:
                continue
            if lexemes[i + 1][2] != "leftParen":
                continue
            j, pounds = i + 2, 0
            if lexemes[j][2] == "rawStringPoundDelimiter":
                pounds, j = lexemes[j][1], j + 1
            quote = lexemes[j][2]
            if quote not in ("stringQuote", "multilineStringQuote"):
                continue
            k = j + 1
            while k < len(lexemes) and lexemes[k][2] == "stringSegment":
                k += 1
            if k >= len(lexemes) or lexemes[k][2] != quote:
                continue  # interpolated or unterminated
            content = data[lexemes[j][0] + lexemes[j][1]:lexemes[k][0]]
            text = decode_literal(content, pounds, quote == "multilineStringQuote")
            if text is None:
                continue
            line = data.count(b"\n", 0, offset) + 1
            with open(os.path.join(partial, "%s-L%d.swift" % (name, line)), "wb") as out:
                out.write(MARKERS.sub("", text).encode("utf-8", "surrogatepass"))
            count += 1
    os.rename(partial, SNIPPETS)
    print("compare: extracted %d snippets from swift-syntax's parser tests" % count, file=sys.stderr)


def decode_literal(content, pounds, multiline):
    """The value of a Swift string literal's source text between its quotes, or None if unsure."""
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if multiline:
        text = text.replace("\r\n", "\n")
        if not text.startswith("\n"):
            return None
        text = text[1:]
        last = text.rfind("\n")
        indent = text[last + 1:]
        if indent.strip(" \t"):
            return None
        body = text[:last] if last >= 0 else ""
        text = "\n".join(l[len(indent):] if l.startswith(indent) else l.lstrip(" \t") for l in body.split("\n"))
    escape = "\\" + "#" * pounds
    out, i = [], 0
    simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
    while True:
        j = text.find(escape, i)
        if j < 0:
            out.append(text[i:])
            break
        out.append(text[i:j])
        i = j + len(escape)
        c = text[i:i + 1]
        if c in simple:
            out.append(simple[c])
            i += 1
        elif c == "u" and text[i + 1:i + 2] == "{":
            end = text.find("}", i)
            try:
                out.append(chr(int(text[i + 2:end], 16)))
            except ValueError:
                return None
            i = end + 1
        elif multiline and (c in "\n " or c == "\t"):
            rest = text[i:]
            stripped = rest.lstrip(" \t")
            if not stripped.startswith("\n"):
                return None
            i += len(rest) - len(stripped) + 1  # line continuation: drop the newline
        else:
            return None
    return "".join(out)


FUZZ_INSERTS = [
    b'"', b'"""', b'"""\n', b"#", b'#"', b'##"', b'"#', b"/", b"#/", b"/#", b"\\(", b"\\#(", b"\\", b"/*", b"*/",
    b"//", b"'", b"`", b"\r", b"\n", b"\r\n", b"<#", b"#>", b"$", b"0x", b"0b", b"1e", b"._", b"\\u{", b"\x00",
    b"\xff", b"\xe2\x80\x99", b"\xc2\xa0", b"\xef\xbb\xbf", b"<<<<<<< ", b">>>>>>> ", b"=======\n", b"?", b"!",
    b"&", b"->", b"...", b"..<", b"#if ", b"#endif", b"@", b"(", b")", b"{", b"}", b"[", b"]", b" ", b"\t",
]


def fuzz_corpus(sources, count, seed):
    """Writes `count` mutants of windows of `sources` (truncations, splices, deletions, and insertions
    of lexically special bytes) under .build/fuzz-SEED-COUNT/, once. Deterministic for a seed."""
    import random
    folder = os.path.join(HERE, ".build", "fuzz-%d-%d" % (seed, count))
    if os.path.isdir(folder) or not sources:
        return folder
    rng = random.Random(seed)
    partial = folder + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)

    def window(data):
        start = rng.randrange(len(data) + 1)
        start = data.rfind(b"\n", 0, start) + 1
        return data[start:start + rng.randrange(200, 3000)]

    datas = {}
    for n in range(count):
        def pick():
            path = rng.choice(sources)
            if path not in datas:
                with open(path, "rb") as handle:
                    datas[path] = handle.read()
            return window(datas[path])
        text = pick()
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(text) + 1)
            mutation = rng.randrange(4)
            if mutation == 0:
                text = text[:at]
            elif mutation == 1:
                other = pick()
                text = text[:at] + other[rng.randrange(len(other) + 1):]
            elif mutation == 2:
                text = text[:at] + text[at + rng.randrange(1, 20):]
            else:
                text = text[:at] + rng.choice(FUZZ_INSERTS) + text[at:]
        with open(os.path.join(partial, "m%05d.swift" % n), "wb") as handle:
            handle.write(text)
    os.rename(partial, folder)
    return folder


def display(path):
    """A path relative to the current directory when under it (as navlint prints them)."""
    rel = os.path.relpath(path)
    return path if rel.startswith("..") else rel


def short(path):
    """`path` with the swift-syntax checkout's location abbreviated, for the summary."""
    for prefix, name in ((display(CHECKOUT), "swift-syntax"),
                         (display(os.path.join(HERE, ".build", "wide-corpus")), "wide"),
                         (display(SNIPPETS), "snippets"),
                         (display(os.path.join(HERE, ".build")) + os.sep, "")):
        if path.startswith(prefix):
            return name + path[len(prefix):]
    return path


class Tally:
    """Files and tokens compared, and how many agree."""

    def __init__(self):
        self.files = self.agreeing = self.bytes = 0
        self.oracle_tokens = self.navlint_tokens = self.matched = 0

    def add(self, size, oracle, navlint, matched):
        self.files += 1
        self.bytes += size
        self.oracle_tokens += len(oracle)
        self.navlint_tokens += len(navlint or [])
        self.matched += matched
        self.agreeing += oracle == navlint

    def line(self):
        return "%5d/%-5d files, %8d/%-8d tokens agree" % (self.agreeing, self.files, self.matched, self.oracle_tokens)


def collect(paths):
    """Every .swift file under `paths`, sorted within each directory, without duplicates.
    Returns (files, {file: the path it was found under}, missing paths)."""
    files, roots, seen, missing = [], {}, set(), []
    for path in paths:
        if os.path.isdir(path):
            found = []
            for directory, subdirs, names in os.walk(path):
                subdirs[:] = sorted(d for d in subdirs if d not in (".build", ".git"))
                found += [os.path.join(directory, n) for n in sorted(names) if n.endswith(".swift")]
        elif os.path.isfile(path):
            found = [path]
        else:
            missing.append(path)
            continue
        for f in found:
            key = os.path.realpath(f)
            if key not in seen:
                seen.add(key)
                files.append(display(f))
                roots[display(f)] = display(path)
    return files, roots, missing


def parse_dump(text, files, raw=False):
    """Splits a dump of `files` into {file: [(offset, length, kind)]}; a malformed line is kept as a
    (-1, -1, line) token so that it shows up as a difference."""
    result = {}
    current = files[0] if len(files) == 1 else None
    for line in text.splitlines():
        if line.startswith("# ") and len(files) > 1:
            current = line[2:]
            result.setdefault(current, [])
            continue
        if current is None:
            continue
        parts = line.split(" ")
        try:
            token = (int(parts[0]), int(parts[1]), parts[2]) if len(parts) == (5 if raw else 3) else None
        except ValueError:
            token = None
        result.setdefault(current, []).append(token or (-1, -1, line))
    return result


def run_dumper(command, files, batch_size, cache_dir=None):
    """Runs `command files...` in batches. Returns ({file: tokens}, {file: error}). A batch that fails
    is re-run file by file, so one crash costs only its own file."""
    dumps, errors = {}, {}
    pending = []
    for f in files:
        cached = read_cache(cache_dir, f)
        if cached is not None:
            dumps[f] = cached
        else:
            pending.append(f)
    for start in range(0, len(pending), batch_size):
        batch = pending[start:start + batch_size]
        ok, out, err = invoke(command, batch)
        if ok:
            parsed = parse_dump(out, batch)
            if all(f in parsed for f in batch):
                for f in batch:
                    dumps[f] = parsed[f]
                    write_cache(cache_dir, f, parsed[f])
                continue
        if len(batch) == 1:
            errors[batch[0]] = last_lines(err)
            continue
        for f in batch:
            ok, out, err = invoke(command, [f])
            if ok:
                dumps[f] = parse_dump(out, [f]).get(f, [])
                write_cache(cache_dir, f, dumps[f])
            else:
                errors[f] = last_lines(err)
    return dumps, errors


def last_lines(err):
    """The last two non-blank lines of a failed run's stderr (its message and exit status)."""
    return [line for line in err.splitlines() if line.strip()][-2:] or ["failed with no message"]


def invoke(command, files):
    try:
        done = subprocess.run(command + files, capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        return False, "", "timed out after 600 s"
    except OSError as error:
        return False, "", str(error)
    err = done.stderr.decode("utf-8", "replace")
    if done.returncode != 0:
        err += "\nexit status %d" % done.returncode
    return done.returncode == 0, done.stdout.decode("utf-8", "replace"), err


def cache_path(cache_dir, f):
    with open(f, "rb") as handle:
        digest = hashlib.sha1(handle.read()).hexdigest()
    return os.path.join(cache_dir, digest)


def read_cache(cache_dir, f):
    if not cache_dir:
        return None
    try:
        with open(cache_path(cache_dir, f)) as handle:
            return parse_dump(handle.read(), [f])[f]
    except (OSError, KeyError):
        return None


def write_cache(cache_dir, f, tokens):
    if not cache_dir:
        return
    os.makedirs(cache_dir, exist_ok=True)
    with open(cache_path(cache_dir, f), "w") as handle:
        handle.write("".join("%d %d %s\n" % t for t in tokens))


def consistency_problems(tokens, size):
    """SPEC's invariants: source order, no overlaps, nothing empty but the final `<size> 0 eof`."""
    problems, previous_end = [], 0
    for i, (offset, length, kind) in enumerate(tokens):
        last = i == len(tokens) - 1
        if offset < 0:
            problems.append("malformed line %r" % kind)
            continue
        if offset < previous_end:
            problems.append("token %d `%d %d %s` overlaps the previous one" % (i, offset, length, kind))
        if length <= 0 and not last:
            problems.append("token %d `%d %d %s` is empty" % (i, offset, length, kind))
        previous_end = max(previous_end, offset + length)
    if not tokens or tokens[-1] != (size, 0, "eof"):
        problems.append("last token is %s, expected `%d 0 eof`" % (
            "`%d %d %s`" % tokens[-1] if tokens else "missing", size))
    if previous_end > size:
        problems.append("tokens end at %d, after the file size %d" % (previous_end, size))
    return problems


def hunks(oracle, navlint):
    """Groups the tokens not matched exactly into hunks: maximal runs, in source order, of unmatched
    tokens of either side with no matched token between them.
    Returns (matched count, [(start, end, oracle_tokens, navlint_tokens)])."""
    common = collections.Counter(oracle) & collections.Counter(navlint)
    events = []
    for side, tokens in ((0, oracle), (1, navlint)):
        left = collections.Counter(common)
        for t in tokens:
            if left[t]:
                left[t] -= 1
                if side == 0:
                    events.append((t[0], 0, t, True))
            else:
                events.append((t[0], 1 + side, t, False))
    events.sort()
    groups, current = [], None
    for offset, order, token, matched in events:
        if matched:
            current = None
            continue
        if current is None:
            current = [offset, offset, [], []]
            groups.append(current)
        current[1] = max(current[1], offset + token[1])
        current[1 + order].append(token)
    return sum(common.values()), groups


def kinds_label(tokens):
    """The kinds of a hunk's tokens on one side; a run of two or more of one kind is `kind+`."""
    runs = []
    for t in tokens:
        if runs and runs[-1][0] == t[2]:
            runs[-1][1] += 1
        else:
            runs.append([t[2], 1])
    if not runs:
        return "-"
    words = [kind + ("+" if count > 1 else "") for kind, count in runs]
    if len(words) > 5:
        return " ".join(words[:2]) + " ..."
    return " ".join(words)


class Source:
    """A file's bytes with offset -> line:column (column in Unicode scalars, 1-based)."""

    def __init__(self, path):
        with open(path, "rb") as handle:
            self.data = handle.read()

    def location(self, offset):
        offset = max(0, min(offset, len(self.data)))
        line_start = self.data.rfind(b"\n", 0, offset) + 1
        line = self.data.count(b"\n", 0, offset) + 1
        column = len(self.data[line_start:offset].decode("utf-8", "replace")) + 1
        return "%d:%d" % (line, column)

    def snippet(self, start, end, limit=70):
        text = self.data[max(0, start):max(start, min(end, start + limit))]
        more = "..." if end - start > limit else ""
        return repr(text.decode("utf-8", "replace")) + more


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*", help="Swift files or directories (default: the corpus in README.md)")
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "debug", "navlint"))
    parser.add_argument("--oracle", default=os.path.join(HERE, ".build", "debug", "token-oracle"))
    parser.add_argument("--report", default=os.path.join(ROOT, ".build", "oracle-report.txt"))
    parser.add_argument("--batch", type=int, default=200, help="files per dumper invocation")
    parser.add_argument("--examples", type=int, default=40, help="difference categories to print")
    parser.add_argument("--no-cache", action="store_true", help="re-run the oracle on every file")
    parser.add_argument("--fuzz", type=int, default=0, metavar="N",
                        help="also compare N mutants (truncated, spliced, with special bytes) of the corpus")
    parser.add_argument("--seed", type=int, default=1, help="seed of --fuzz")
    parser.add_argument("--wide", action="store_true",
                        help="also compare ~14 packages from %s (swift-nio, vapor, GRDB...)" % MIRROR)
    args = parser.parse_args()

    for name, tool in (("navlint", args.navlint), ("token-oracle", args.oracle)):
        if not os.access(tool, os.X_OK):
            print("compare: %s not found at %s" % (name, tool), file=sys.stderr)
            return 2
    if not args.paths:
        snippet_corpus(args.oracle)
    corpus = list(args.paths or DEFAULT_CORPUS)
    if args.wide:
        corpus += wide_corpus()
    if args.fuzz > 0:
        sources, _, _ = collect(corpus)
        corpus.append(fuzz_corpus(sources, args.fuzz, args.seed))
    files, roots, missing = collect(corpus)
    for path in missing:
        print("compare: skipping %s (not found)" % display(path), file=sys.stderr)
    if not files:
        print("compare: no .swift files", file=sys.stderr)
        return 2

    # The oracle's dumps depend only on the file bytes and the oracle binary: cache them.
    cache_dir = None
    if not args.no_cache:
        stat = os.stat(args.oracle)
        cache_root = os.path.join(HERE, ".build", "oracle-cache")
        cache_dir = os.path.join(cache_root, "%d-%d" % (stat.st_mtime_ns, stat.st_size))
        if os.path.isdir(cache_root):  # dumps of older oracle binaries are stale
            for old in os.listdir(cache_root):
                if os.path.join(cache_root, old) != cache_dir:
                    shutil.rmtree(os.path.join(cache_root, old), ignore_errors=True)

    results = {}

    def worker(name, tool, cache):
        results[name] = run_dumper(tool, files, args.batch, cache)

    threads = [
        threading.Thread(target=worker, args=("oracle", [args.oracle], cache_dir)),
        threading.Thread(target=worker, args=("navlint", [args.navlint, "dump-tokens"], None)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    oracle_dumps, oracle_errors = results["oracle"]
    navlint_dumps, navlint_errors = results["navlint"]

    totals = Tally()
    by_root = collections.OrderedDict((display(p), Tally()) for p in corpus)
    categories = {}  # (oracle label, navlint label) -> [hunks, oracle tokens, navlint tokens, files, example]
    oracle_inconsistent, navlint_inconsistent = [], []
    report = []
    for f in files:
        if f not in oracle_dumps:
            report.append("## %s\noracle failed: %s\n" % (f, " ".join(oracle_errors.get(f, ["?"]))))
            continue
        source = Source(f)
        oracle = oracle_dumps[f]
        problems = consistency_problems(oracle, len(source.data))
        if problems:
            oracle_inconsistent.append((f, problems))
        navlint = navlint_dumps.get(f)
        if navlint is None:
            report.append("## %s\nnavlint failed: %s\n" % (f, " ".join(navlint_errors.get(f, ["?"]))))
            key = ("(whole file)", "navlint failed")
            example = "%s: %s" % (short(f), " ".join(navlint_errors.get(f, [])))
            entry = categories.setdefault(key, [0, 0, 0, set(), example])
            entry[0] += 1
            entry[1] += len(oracle)
            entry[3].add(f)
            matched = 0
        elif oracle == navlint:
            matched = len(oracle)
        else:
            problems = consistency_problems(navlint, len(source.data))
            if problems:
                navlint_inconsistent.append((f, problems))
            matched, groups = hunks(oracle, navlint)
            report.append("## %s: %d of %d oracle tokens matched, %d navlint tokens, %d hunks" % (
                f, matched, len(oracle), len(navlint), len(groups)))
            for start, end, only_oracle, only_navlint in groups:
                where = "%s:%s" % (f, source.location(start))
                report.append("@@ %s bytes %d..%d %s" % (where, start, end, source.snippet(start, end)))
                for side, tokens in (("-", only_oracle), ("+", only_navlint)):
                    for t in tokens[:MAX_HUNK_LINES]:
                        report.append("%s %d %d %s  %s" % (
                            side, t[0], t[1], t[2], source.snippet(t[0], t[0] + t[1], 40)))
                    if len(tokens) > MAX_HUNK_LINES:
                        report.append("%s ... %d more" % (side, len(tokens) - MAX_HUNK_LINES))
                key = (kinds_label(only_oracle), kinds_label(only_navlint))
                example = "%s:%s %s" % (short(f), source.location(start), source.snippet(start, end, 50))
                entry = categories.setdefault(key, [0, 0, 0, set(), example])
                entry[0] += 1
                entry[1] += len(only_oracle)
                entry[2] += len(only_navlint)
                entry[3].add(f)
            report.append("")
        for tally in (totals, by_root[roots[f]]):
            tally.add(len(source.data), oracle, navlint, matched)

    def percent(part, whole):
        return "%.2f%%" % (100.0 * part / whole) if whole else "n/a"

    out = []
    out.append("token oracle: swift-syntax 603.0.1 Lexer vs %s" % display(args.navlint))
    out.append("corpus: %d .swift files, %.1f MB" % (totals.files, totals.bytes / 1e6))
    if len(by_root) > 1:
        for root, tally in by_root.items():
            if tally.files:
                out.append("  %-58s %s" % (short(root), tally.line()))
    out.append("files agreeing:  %d / %d (%s)" % (
        totals.agreeing, totals.files, percent(totals.agreeing, totals.files)))
    out.append("tokens agreeing: %d / %d oracle tokens (%s); navlint printed %d, %d of them not the oracle's" % (
        totals.matched, totals.oracle_tokens, percent(totals.matched, totals.oracle_tokens), totals.navlint_tokens,
        totals.navlint_tokens - totals.matched))
    if navlint_errors:
        out.append("navlint failed on %d files (first: %s: %s)" % (
            len(navlint_errors), short(next(iter(navlint_errors))), " ".join(next(iter(navlint_errors.values())))))
    if oracle_errors:
        out.append("ORACLE failed on %d files (first: %s)" % (len(oracle_errors), next(iter(oracle_errors))))
    out.append("oracle dumps consistent (sorted, no overlaps, eof at file size): %s" % (
        "yes, all %d" % totals.files if not oracle_inconsistent else "NO, %d files, first %s: %s" % (
            len(oracle_inconsistent), oracle_inconsistent[0][0], oracle_inconsistent[0][1][0])))
    out.append("navlint dumps consistent: %s" % (
        "yes" if not navlint_inconsistent else "NO, %d files, first %s: %s" % (
            len(navlint_inconsistent), navlint_inconsistent[0][0], navlint_inconsistent[0][1][0])))
    if categories:
        total_hunks = sum(c[0] for c in categories.values())
        out.append("")
        out.append("differences: %d hunks in %d categories (oracle kinds -> navlint kinds; '-' = no token)" % (
            total_hunks, len(categories)))
        out.append("%7s %15s %6s  %s" % ("hunks", "tokens o/n", "files", "oracle -> navlint / first example"))
        ranked = sorted(categories.items(), key=lambda item: (-item[1][0], item[0]))
        for (left, right), (count, left_tokens, right_tokens, in_files, example) in ranked[:args.examples]:
            out.append("%7d %15s %6d  [%s] -> [%s]" % (
                count, "%d/%d" % (left_tokens, right_tokens), len(in_files), left, right))
            out.append("%30s  e.g. %s" % ("", example))
        if len(ranked) > args.examples:
            rest = ranked[args.examples:]
            out.append("%7d %15s %6s  ... %d more categories (see the report)" % (
                sum(c[0] for _, c in rest), "%d/%d" % (sum(c[1] for _, c in rest), sum(c[2] for _, c in rest)), "",
                len(rest)))
    summary = "\n".join(out)
    print(summary)

    os.makedirs(os.path.dirname(os.path.abspath(args.report)), exist_ok=True)
    with open(args.report, "w") as handle:
        handle.write(summary + "\n\n")
        if categories:
            handle.write("# all categories\n")
            for (left, right), (count, lt, rt, in_files, example) in sorted(
                    categories.items(), key=lambda item: (-item[1][0], item[0])):
                handle.write("%7d %15s %6d  [%s] -> [%s]  e.g. %s\n" % (
                    count, "%d/%d" % (lt, rt), len(in_files), left, right, example))
            handle.write("\n")
        for f, problems in oracle_inconsistent:
            handle.write("## %s: oracle dump inconsistent\n%s\n\n" % (f, "\n".join(problems[:20])))
        for f, problems in navlint_inconsistent:
            handle.write("## %s: navlint dump inconsistent\n%s\n\n" % (f, "\n".join(problems[:20])))
        handle.write("# per-file differences: '-' oracle only, '+' navlint only\n\n")
        handle.write("\n".join(report) + "\n")
    print("full per-file differences: %s" % display(args.report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
