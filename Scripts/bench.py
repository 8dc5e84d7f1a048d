#!/usr/bin/env python3
"""`make bench`: every speed and memory figure of SPEC's "Speed and memory", each beside its reference
measured in the same run, printed as one Markdown table (release builds; see README.md, "Performance").

  1. tokenizer MB/s, one thread, vs a newline-counting scan of the same bytes (navlint-bench);
  2. `navlint lint` (the per-file rules) on the generated 1,000,000-line corpus vs `grep -rc NavigationView`
     on the same tree, with --jobs 1 and with all cores, plus max RSS of the lint run;
  3. the language server (the real `navlint lsp` binary over pipes): median and p99 ms from an incremental
     didChange of a 5,000-line file to its publishDiagnostics;
  4. the server's resident memory with 500 documents of 500 lines open in a workspace of their own, and the
     same with the server rooted at this repository (which it indexes, the corpus included);
  5. the navigation model: `navlint lint` with and without the rules that read it vs grep, the index build of
     the corpus (the server's background indexing) vs a lint of the same files, and in a generated
     workspace of 2,000 files (bench-workspace/, gitignored) the cross-file republish after a change in a
     5,000-line file and the server's memory with that workspace indexed.
Wall-clock figures are best of several runs (the machine may be shared); CPU seconds are shown beside.

Usage: Scripts/bench.py [--navlint PATH] [--bench PATH] [--corpus DIR] [--changes N] [--skip-library]
                       [--lsp-only | --model-only]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_timed(argv, runs, cwd=ROOT):
    """Best wall seconds, that run's CPU seconds (user + sys) and the largest max RSS (KB) over `runs`."""
    best = None
    peak = 0
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        cpu = usage.ru_utime + usage.ru_stime
        peak = max(peak, usage.ru_maxrss)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit("bench: %s failed with status %d" % (" ".join(argv), os.waitstatus_to_exitcode(status)))
        if best is None or wall < best[0]:
            best = (wall, cpu)
    return best[0], best[1], peak


def count_lines(corpus):
    total = 0
    for folder, _, names in os.walk(corpus):
        for name in names:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), "rb") as handle:
                    total += handle.read().count(b"\n")
    return total


# MARK: - LSP client

class Client:
    """A minimal LSP client over the pipes of a spawned `navlint lsp`."""

    def __init__(self, argv):
        self.process = subprocess.Popen(argv, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, bufsize=0)
        self.buffer = b""
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == ident and "method" not in message:
                return message

    def read(self):
        return json.loads(self.read_raw())

    def read_raw(self):
        """The next message body, unparsed."""
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = int(re.search(rb"(?i)content-length:\s*(\d+)", self.buffer[:header_end]).group(1))
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4:header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    return body
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                raise SystemExit("bench: navlint lsp closed its output")
            self.buffer += chunk

    def wait_for_diagnostics(self, uri, timed=None, version=None):
        """The diagnostics of the next publishDiagnostics for `uri` (of document `version`, when given: a
        server may publish an earlier version again once its cross-file findings are in). With `timed`,
        appends the ms from `timed` (a perf_counter start) to the arrival of the whole frame, before the
        client parses it."""
        marker = b'"textDocument/publishDiagnostics"'
        quoted = json.dumps(uri).encode()

        def wanted(message):
            return (message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri
                    and (version is None or message["params"].get("version") == version))
        while True:
            raw = self.read_raw()
            if timed is not None and marker in raw and quoted in raw:
                timed_ms = (time.perf_counter() - timed[0]) * 1000
                message = json.loads(raw)
                if wanted(message):
                    timed.append(timed_ms)
                    return message["params"]["diagnostics"]
            message = json.loads(raw)
            if wanted(message):
                return message["params"]["diagnostics"]
            if "id" in message and "method" in message:  # a server request: answer it
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})

    def initialize(self, root=ROOT, wait_for_index=True):
        """Initializes with `root` as the workspace; with `wait_for_index`, returns once the server has
        built the workspace's navigation model (its work-done progress ends), so figures measure typing,
        not the background indexing. Returns the seconds indexing took (or None)."""
        self.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + root, "capabilities": {
            "window": {"workDoneProgress": True},
            "textDocument": {"publishDiagnostics": {"versionSupport": True}}}})
        start = time.perf_counter()
        self.notify("initialized", {})
        if not wait_for_index:
            return None
        while True:
            message = self.read()
            if "id" in message and "method" in message:
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif message.get("method") == "$/progress" and message["params"]["value"].get("kind") == "end":
                return time.perf_counter() - start

    def cpu_seconds(self):
        """User + system CPU seconds the server has used so far."""
        with open("/proc/%d/stat" % self.process.pid) as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def rss_kb(self):
        with open("/proc/%d/status" % self.process.pid) as status:
            fields = dict(line.split(":", 1) for line in status)
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.stdin.close()
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def swift_lines(corpus, count, offset=0):
    """`count` lines of real SwiftUI from the corpus, whole files, starting at the `offset`-th file."""
    files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(corpus)
                   for name in names if name.endswith(".swift"))
    lines = []
    index = offset
    while len(lines) < count:
        with open(files[index % len(files)], encoding="utf-8", errors="replace") as handle:
            lines += handle.read().splitlines()
        index += 1
    return lines[:count]


def lsp_latency(navlint, corpus, changes, extra=()):
    """Median and p99 ms from sending an incremental didChange to receiving its publishDiagnostics."""
    client = Client([navlint, "lsp"] + list(extra))
    client.initialize()
    lines = swift_lines(corpus, 5000)
    uri = "file://%s/bench-corpus/Latency.swift" % ROOT
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": "\n".join(lines) + "\n"}})
    initial = client.wait_for_diagnostics(uri)
    # Edit one line in the middle: a typed character, then its deletion, alternately.
    target = 2500
    column = len(lines[target])
    samples = []
    cpu_before = client.cpu_seconds()
    for version in range(2, changes + 2):
        typed = version % 2 == 0
        change = {"range": {"start": {"line": target, "character": column},
                            "end": {"line": target, "character": column + (0 if typed else 1)}},
                  "text": " " if typed else ""}
        timed = [time.perf_counter()]
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [change]})
        client.wait_for_diagnostics(uri, timed, version)
        samples.append(timed[1])
    cpu_ms = (client.cpu_seconds() - cpu_before) * 1000 / changes
    client.close()
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(round(0.99 * (len(samples) - 1))))]
    return statistics.median(samples), p99, len(initial), cpu_ms


def lsp_memory(navlint, corpus, documents=500, lines_each=500, root=None):
    """Resident memory (idle, then current and peak, KB) of the server with `documents` documents open and
    linted. The documents lie in the workspace `root`: by default an empty folder of their own, so they are
    the whole app the server models; `ROOT` roots the server at this repository, whose files (the corpus
    among them) it indexes as well."""
    folder = root or tempfile.mkdtemp(prefix="navlint-bench-memory-")
    try:
        client = Client([navlint, "lsp"])
        client.initialize(root=folder)
        idle_rss, _ = client.rss_kb()
        for index in range(documents):
            text = "\n".join(swift_lines(corpus, lines_each, offset=index * 3)) + "\n"
            uri = "file://%s/Open%03d.swift" % (folder, index)
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "swift", "version": 1, "text": text}})
        published = set()
        while len(published) < documents:
            message = client.read()
            if message.get("method") == "textDocument/publishDiagnostics":
                published.add(message["params"]["uri"])
        time.sleep(0.2)
        rss, peak = client.rss_kb()
        client.close()
    finally:
        if root is None:
            shutil.rmtree(folder, ignore_errors=True)
    return idle_rss, rss, peak


WORKSPACE_FILES = {
    "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n"
                     "let package = Package(name: \"BenchApp\", targets: [.executableTarget(name: \"App\")])\n",
    "Sources/App/BenchApp.swift": "import SwiftUI\n\n@main\nstruct BenchApp: App {\n"
                                  "  var body: some Scene {\n    WindowGroup { BenchHost() }\n  }\n}\n",
    "Sources/App/BenchPusher.swift": "import SwiftUI\n\nstruct BenchPusher: View {\n"
                                     "  var body: some View {\n"
                                     "    NavigationLink(\"Next\") { Text(\"Next\") }\n  }\n}\n",
}
HOST = ["", "struct BenchHost: View {", "  var body: some View {", "    NavigationStack {", "      BenchPusher()",
        "    }", "  }", "}"]


def make_workspace(corpus, folder, count=2000, large_lines=5000):
    """A generated app of `count` Swift files (its own `Package.swift`, so it is one project): corpus files,
    the app, `BenchPusher` (a link) and a 5,000-line file of corpus code ending in `BenchHost`, which puts
    `BenchPusher` in a `NavigationStack`. Replacing that `NavigationStack` with a `VStack` leaves the link
    outside any stack (NAV019 in BenchPusher.swift); putting it back clears it. Returns the large file's
    path, its text and the (line, column) of `NavigationStack`."""
    shutil.rmtree(folder, ignore_errors=True)
    for name, text in WORKSPACE_FILES.items():
        os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
        with open(os.path.join(folder, name), "w") as handle:
            handle.write(text)
    files = sorted(os.path.join(f, n) for f, _, ns in os.walk(corpus) for n in ns if n.endswith(".swift"))
    for index, source in enumerate(files[:count - 3]):
        target = os.path.join(folder, "Sources/App/Module%02d" % (index // 100), os.path.basename(source))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(source, target)
    # The large file's corpus code comes from files the workspace does not hold, as a file of its own would.
    lines = swift_lines(corpus, large_lines - len(HOST), offset=count)
    lines += HOST
    large = os.path.join(folder, "Sources/App/Large.swift")
    with open(large, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    line = len(lines) - len(HOST) + 3
    return large, "\n".join(lines) + "\n", (line, lines[line].index("NavigationStack"))


def lsp_republish(navlint, corpus, changes):
    """In the generated workspace: seconds the background index took, the median and p99 ms from a didChange
    of the 5,000-line file to the republished diagnostics of the other open document it changes, and the
    server's memory (KB) once indexed with both documents open, and at the end."""
    folder = os.path.join(ROOT, "bench-workspace")
    large, text, (line, column) = make_workspace(corpus, folder)
    pusher = os.path.join(folder, "Sources/App/BenchPusher.swift")
    client = Client([navlint, "lsp"])
    index_seconds = client.initialize(root=folder)
    large_uri, pusher_uri = "file://" + large, "file://" + pusher
    with open(pusher) as handle:
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": pusher_uri, "languageId": "swift", "version": 1, "text": handle.read()}})
    client.wait_for_diagnostics(pusher_uri)
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": large_uri, "languageId": "swift", "version": 1, "text": text}})
    client.wait_for_diagnostics(large_uri)
    time.sleep(0.2)
    indexed_rss, _ = client.rss_kb()
    words = ["NavigationStack", "VStack"]
    samples = []
    for version in range(2, changes + 2):
        old, new = words[version % 2], words[(version + 1) % 2]
        change = {"range": {"start": {"line": line, "character": column},
                            "end": {"line": line, "character": column + len(old)}}, "text": new}
        timed = [time.perf_counter()]
        client.notify("textDocument/didChange", {"textDocument": {"uri": large_uri, "version": version},
                                                 "contentChanges": [change]})
        diagnostics = client.wait_for_diagnostics(pusher_uri, timed)
        outside = any(d.get("code") == "NAV019" for d in diagnostics)
        if outside != (new == "VStack"):
            sys.exit("bench: BenchPusher.swift's NAV019 did not follow the edit (version %d)" % version)
        samples.append(timed[1])
    rss, peak = client.rss_kb()
    client.close()
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(round(0.99 * (len(samples) - 1))))]
    # The workspace lies inside this repository: removed, so that later servers rooted here do not index it.
    shutil.rmtree(folder, ignore_errors=True)
    return index_seconds, statistics.median(samples), p99, indexed_rss, rss, peak


def index_seconds(navlint):
    """Seconds the server takes to index this repository, the corpus included (its background build, from
    `initialized` to the end of its work-done progress)."""
    client = Client([navlint, "lsp"])
    seconds = client.initialize(root=ROOT)
    client.close()
    return seconds


# Every rule that reads the navigation model (a `ProjectRule`): with all of them off, no model is built.
WITHOUT_MODEL = [word for rule in ("NAV003", "NAV004", "NAV006", "NAV009", "NAV013", "NAV014", "NAV017", "NAV018", "NAV019") for word in ("--disable", rule)]


def model_rows(args, lines, grep_wall):
    """The navigation model's figures (SPEC, "Speed and memory", "With the navigation model")."""
    rows = []
    without = WITHOUT_MODEL
    plain_wall, plain_cpu, plain_rss = run_timed([args.navlint, "lint", "--format", "text"] + without
                                                 + [args.corpus], 3)
    wall, cpu, rss = run_timed([args.navlint, "lint", "--format", "text", args.corpus], 3)
    rows.append(("`navlint lint` with the model on %d lines (s)" % lines, "%.2f (CPU %.2f, %d MB)" % (
        wall, cpu, rss / 1024), "grep -rc %.2f; without the model %.2f (CPU %.2f, %d MB)" % (
        grep_wall, plain_wall, plain_cpu, plain_rss / 1024), "%.1fx" % (wall / grep_wall), "<= 4x",
        "yes" if wall <= 4 * grep_wall else "NO"))
    seconds = min(index_seconds(args.navlint) for _ in range(3))
    rows.append(("Index build of the repository with the corpus, server background (s)", "%.2f" % seconds,
                 "lint of the corpus without the model %.2f" % plain_wall, "%.1fx" % (seconds / plain_wall), "",
                 ""))
    indexing, median, p99, indexed, rss, peak = lsp_republish(args.navlint, args.corpus, args.changes)
    rows.append(("LSP cross-file republish, 2,000-file workspace, change in 5,000 lines (ms)",
                 "median %.2f, p99 %.2f" % (median, p99), "index built in %.2f s; %d changes" % (
                     indexing, args.changes), "", "median <= 5 ms", "yes" if median <= 5 else "NO"))
    rows.append(("LSP RSS, 2,000-file workspace indexed (MB)", "%.1f (after the changes %.1f, peak %.1f)" % (
        indexed / 1024, rss / 1024, peak / 1024), "", "", "< 100 MB", "yes" if max(indexed, rss) < 100 * 1024
        else "NO"))
    return rows


def lsp_rows(args):
    """The table rows of the language server: latency with the default server and with a fixed 2 ms
    debounce, then memory."""
    rows = []
    median, p99, initial, cpu = lsp_latency(args.navlint, args.corpus, args.changes)
    rows.append(("LSP didChange -> publishDiagnostics, 5,000 lines (ms)",
                 "median %.2f, p99 %.2f (server CPU %.2f per change)" % (median, p99, cpu),
                 "%d changes, %d diagnostics" % (args.changes, initial), "", "median <= 5 ms",
                 "yes" if median <= 5 else "NO"))
    median, p99, _, cpu = lsp_latency(args.navlint, args.corpus, args.changes, ["--debounce", "2"])
    rows.append(("  same, `navlint lsp --debounce 2` (ms)",
                 "median %.2f, p99 %.2f (server CPU %.2f per change)" % (median, p99, cpu),
                 "default: no debounce, queued input coalesced", "", "", ""))
    idle, rss, peak = lsp_memory(args.navlint, args.corpus)
    rows.append(("LSP RSS, 500 documents x 500 lines open, their own workspace (MB)",
                 "%.1f (peak %.1f)" % (rss / 1024, peak / 1024), "idle server %.1f" % (idle / 1024), "",
                 "< 60 MB", "yes" if rss < 60 * 1024 else "NO"))
    idle, rss, peak = lsp_memory(args.navlint, args.corpus, root=ROOT)
    rows.append(("  same, the server rooted at this repository, corpus included (MB)",
                 "%.1f (peak %.1f)" % (rss / 1024, peak / 1024), "idle server %.1f (this repository indexed)" % (
                     idle / 1024), "", "", ""))
    return rows


# MARK: - Main

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build/release/navlint"))
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/release/navlint-bench"))
    parser.add_argument("--corpus", default=os.path.join(ROOT, "bench-corpus"))
    parser.add_argument("--changes", type=int, default=300)
    parser.add_argument("--skip-library", action="store_true", help="skip the in-process phase table")
    parser.add_argument("--lsp-only", action="store_true",
                        help="only the language-server figures (needs no navlint-bench)")
    parser.add_argument("--model-only", action="store_true", help="only the navigation model's figures")
    args = parser.parse_args()

    if args.lsp_only:
        print("| Figure | navlint | Reference (same run) | Ratio | Target | Met |")
        print("|---|---|---|---|---|---|")
        for row in lsp_rows(args):
            print("| " + " | ".join(row) + " |")
        return

    if args.model_only:
        grep_wall = run_timed(["grep", "-rc", "NavigationView", args.corpus], 5)[0]
        print("| Figure | navlint | Reference (same run) | Ratio | Target | Met |")
        print("|---|---|---|---|---|---|")
        for row in model_rows(args, count_lines(args.corpus), grep_wall):
            print("| " + " | ".join(row) + " |")
        return

    if not os.path.isdir(args.corpus):
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts/make-bench-corpus.py"), "--out", args.corpus],
                       check=True)
    lines = count_lines(args.corpus)
    megabytes = sum(os.path.getsize(os.path.join(f, n)) for f, _, ns in os.walk(args.corpus) for n in ns) / 1e6
    cores = os.cpu_count()
    rows = []

    # 1. Tokenizer.
    output = subprocess.run([args.bench], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    print(output, end="")
    scan_rate = float(re.search(r"newline scan:\s+(\d+)", output).group(1))
    lexer_rate = float(re.search(r"tokenizer, per file:\s+(\d+)", output).group(1))
    rows.append(("Tokenizer, 1 thread (MB/s, CPU)", "%.0f" % lexer_rate, "newline scan %.0f" % scan_rate,
                 "%.1fx" % (scan_rate / lexer_rate), ">= 300 MB/s, <= 4x",
                 "yes" if lexer_rate >= 300 and scan_rate / lexer_rate <= 4 else "NO"))

    # 2. navlint lint vs grep.
    subprocess.run(["sync"])
    run_timed(["grep", "-rc", "NavigationView", args.corpus], 1)  # warm the page cache
    grep_wall, grep_cpu, _ = run_timed(["grep", "-rc", "NavigationView", args.corpus], 5)
    # The per-file rules (the cross-file rules' figure is in part 5).
    report = ["--format", "text"] + WITHOUT_MODEL
    for label, jobs in (("--jobs 1", ["--jobs", "1"]), ("all %d cores" % cores, [])):
        wall, cpu, rss = run_timed([args.navlint, "lint"] + jobs + report + [args.corpus], 3)
        rows.append(("`navlint lint %s`, per-file rules, %d lines (s)" % (label, lines), "%.2f (CPU %.2f)" % (wall, cpu),
                     "grep -rc %.2f (CPU %.2f)" % (grep_wall, grep_cpu), "%.1fx" % (wall / grep_wall), "<= 3x",
                     "yes" if wall <= 3 * grep_wall else "NO"))
        rows.append(("  max RSS, `navlint lint %s` (MB)" % label, "%.0f" % (rss / 1024), "", "", "", ""))

    # 3. and 4. Language server.
    rows += lsp_rows(args)

    # 5. The navigation model.
    rows += model_rows(args, lines, grep_wall)

    if not args.skip_library:
        for phase in ("lint", "model"):
            print(subprocess.run([args.bench, phase, args.corpus], cwd=ROOT, capture_output=True, text=True,
                                 check=True).stdout, end="")

    print()
    print("corpus: %d lines, %.1f MB; %d cores" % (lines, megabytes, cores))
    print("| Figure | navlint | Reference (same run) | Ratio | Target | Met |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
