#!/usr/bin/env python3
"""Package what `make install DESTDIR=DIST/root PREFIX=` put in DIST/root (see `make release`).

Writes, in DIST:
- navlint-VERSION-OS-ARCH.tar.gz: bin/navlint, the man page and the shell completions;
- navlint.artifactbundle.zip: a SwiftPM artifact bundle (schema 1.0) holding the binary, for a
  `.binaryTarget(name: "navlint", url: ..., checksum: ...)` that a build-tool plugin runs, as
  SwiftLint's plugins do. The checksum is printed; it is the SHA-256 that `swift package
  compute-checksum` gives.
On Linux it ends with `ldd` of the binary, so a release log shows it needs no json-c.
"""

import hashlib
import json
import os
import platform
import subprocess
import sys
import tarfile
import zipfile

# Swift's target triples for the machines a release is built on.
TRIPLES = {
    ("Linux", "x86_64"): "x86_64-unknown-linux-gnu",
    ("Linux", "aarch64"): "aarch64-unknown-linux-gnu",
    ("Darwin", "arm64"): "arm64-apple-macosx",
    ("Darwin", "x86_64"): "x86_64-apple-macosx",
}


def main() -> int:
    dist = sys.argv[1] if len(sys.argv) > 1 else ".build/dist"
    root = os.path.join(dist, "root")
    binary = os.path.join(root, "bin", "navlint")
    if not os.access(binary, os.X_OK):
        print(f"make-release: {binary} is missing; run `make release`", file=sys.stderr)
        return 2
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.split()[0]
    system, machine = platform.system(), platform.machine()
    triple = TRIPLES.get((system, machine))
    if triple is None:
        print(f"make-release: no Swift triple known for {system} {machine}", file=sys.stderr)
        return 2
    name = f"navlint-{version}-{system.lower()}-{machine}"

    archive = os.path.join(dist, name + ".tar.gz")
    with tarfile.open(archive, "w:gz") as tar:
        for folder in ("bin", "share"):
            tar.add(os.path.join(root, folder), arcname=folder)
    print(archive)

    bundle = os.path.join(dist, "navlint.artifactbundle.zip")
    variant = f"{name}/bin/navlint"
    info = {
        "schemaVersion": "1.0",
        "artifacts": {
            "navlint": {
                "version": version,
                "type": "executable",
                "variants": [{"path": variant, "supportedTriples": [triple]}],
            }
        },
    }
    with zipfile.ZipFile(bundle, "w", zipfile.ZIP_DEFLATED) as zip_file:
        zip_file.writestr("navlint.artifactbundle/info.json", json.dumps(info, indent=2) + "\n")
        # ZipFile.write keeps the file mode, so the binary stays executable when SwiftPM unpacks it.
        zip_file.write(binary, f"navlint.artifactbundle/{variant}")
    with open(bundle, "rb") as handle:
        checksum = hashlib.sha256(handle.read()).hexdigest()
    print(bundle)
    print(f"checksum: {checksum}")

    if system == "Linux":
        print(f"ldd {binary}:")
        sys.stdout.flush()
        subprocess.run(["ldd", binary], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
