#!/usr/bin/env python3
"""Check what `make release` produced in DIST (default .build/dist), as a user would use it.

- The installed binary runs, lints a SwiftUI file into valid JSON, and (on Linux) `ldd` lists neither
  json-c nor the Swift runtime: nothing to install beside it.
- The tarball holds the binary, the man page and the three completions; the man page is a manual
  page and the bash completion loads in bash.
- navlint.artifactbundle.zip is a SwiftPM artifact bundle whose binary is executable, and SwiftPM itself
  runs it from a `.binaryTarget` through a command plugin, the way SwiftLint's plugins use theirs.
Prints one line per check and a summary; exits 1 when a check fails.
"""

import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile

FAILURES = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"))
    if not condition:
        FAILURES.append(name)


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, **options)


SAMPLE = """import SwiftUI

struct Root: View {
  var body: some View {
    NavigationView { Text("Inbox") }
  }
}
"""

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "BundleUser",
  targets: [
    .binaryTarget(name: "navlint", path: "navlint.artifactbundle.zip"),
    .plugin(
      name: "RunNavlint",
      capability: .command(intent: .custom(verb: "run-navlint", description: "Runs the bundled navlint")),
      dependencies: ["navlint"]
    ),
  ]
)
"""

PLUGIN = """import Foundation
import PackagePlugin

@main
struct RunNavlint: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try context.tool(named: "navlint").url
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
  }
}
"""


def main() -> int:
    dist = sys.argv[1] if len(sys.argv) > 1 else ".build/dist"
    binary = os.path.join(dist, "root", "bin", "navlint")
    version = run([binary, "--version"])
    check("navlint --version runs", version.returncode == 0, version.stderr)

    with tempfile.TemporaryDirectory() as scratch:
        with open(os.path.join(scratch, "Root.swift"), "w") as handle:
            handle.write(SAMPLE)
        lint = run([os.path.abspath(binary), "lint", "--format", "json", "Root.swift"], cwd=scratch)
        try:
            report = json.loads(lint.stdout)
            rules = [item.get("rule") or item.get("code") for item in report.get("diagnostics", [])]
        except ValueError:
            report, rules = None, []
        check("lints into valid JSON (json-c linked in)", report is not None and "NAV001" in json.dumps(report),
              lint.stdout + lint.stderr)

    if platform.system() == "Linux":
        ldd = run(["ldd", binary]).stdout
        check("ldd lists no json-c", "json-c" not in ldd, ldd)
        check("ldd lists no Swift runtime", "libswiftCore" not in ldd and "libFoundation" not in ldd, ldd)

    archives = [name for name in os.listdir(dist) if name.endswith(".tar.gz")]
    check("one tarball", len(archives) == 1, str(archives))
    if archives:
        with tarfile.open(os.path.join(dist, archives[0])) as tar:
            names = set(tar.getnames())
        for member in ["bin/navlint", "share/man/man1/navlint.1", "share/bash-completion/completions/navlint",
                       "share/zsh/site-functions/_navlint", "share/fish/vendor_completions.d/navlint.fish"]:
            check(f"tarball holds {member}", member in names, str(sorted(names)))

    root = os.path.join(dist, "root")
    with open(os.path.join(root, "share/man/man1/navlint.1")) as handle:
        manual = handle.read()
    check("man page is a manual page naming lint", (".Dt NAVLINT" in manual or ".TH" in manual) and "lint" in manual,
          manual[:200])
    completion = os.path.join(root, "share/bash-completion/completions/navlint")
    loaded = run(["bash", "-c", f'source "{completion}" && complete -p navlint'])
    check("bash completion loads", loaded.returncode == 0 and "navlint" in loaded.stdout, loaded.stderr)

    bundle = os.path.join(dist, "navlint.artifactbundle.zip")
    with zipfile.ZipFile(bundle) as zip_file:
        info = json.loads(zip_file.read("navlint.artifactbundle/info.json"))
        artifact = info["artifacts"]["navlint"]
        variant = artifact["variants"][0]
        entry = zip_file.getinfo("navlint.artifactbundle/" + variant["path"])
        check("artifact bundle info.json", info["schemaVersion"] == "1.0" and artifact["type"] == "executable"
              and variant["supportedTriples"], json.dumps(info))
        check("bundled binary is executable", (entry.external_attr >> 16) & 0o111 != 0, oct(entry.external_attr >> 16))

    # SwiftPM uses the bundle: a package with the binary target and a command plugin that runs it.
    with tempfile.TemporaryDirectory() as package:
        os.makedirs(os.path.join(package, "Plugins", "RunNavlint"))
        with open(os.path.join(package, "Package.swift"), "w") as handle:
            handle.write(PACKAGE)
        with open(os.path.join(package, "Plugins", "RunNavlint", "plugin.swift"), "w") as handle:
            handle.write(PLUGIN)
        shutil.copy(bundle, package)
        used = run(["swift", "package", "--disable-sandbox", "run-navlint", "--version"], cwd=package)
        expected = version.stdout.strip()
        check("SwiftPM runs the bundled binary from a .binaryTarget", used.returncode == 0 and expected in used.stdout,
              used.stdout + used.stderr)

    print(f"release checks: {len(FAILURES)} failed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
