# Homebrew formula for navlint, kept in the repository so it can be used as a tap:
#   brew tap navlint/navlint https://github.com/navlint/navlint && brew install navlint
# When tagging a release: bump the tag in `url` and replace the sha256 placeholder with the archive's
# checksum (`curl -sL <url> | shasum -a 256`).
class Navlint < Formula
  desc "Linter and language server for SwiftUI navigation anti-patterns"
  homepage "https://github.com/navlint/navlint"
  url "https://github.com/navlint/navlint/archive/refs/tags/v0.1.0.tar.gz"
  # PLACEHOLDER sha256: replace with the checksum of the tagged archive above before publishing.
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/navlint/navlint.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "json-c"
  depends_on macos: :ventura

  uses_from_macos "swift" => :build

  def install
    # A source archive has no .git: tell the build-info plugin what `navlint --version` should name.
    ENV["NAVLINT_COMMIT"] = "v#{version}" unless build.head?
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "navlint"
    bin.install ".build/release/navlint"
  end

  test do
    assert_match "NAV001", shell_output("#{bin}/navlint rules")
    assert_match(/^\d+\.\d+\.\d+ \(commit \S+\)$/, shell_output("#{bin}/navlint --version"))

    (testpath/"Root.swift").write <<~SWIFT
      import SwiftUI

      struct Root: View {
        var body: some View {
          NavigationView {
            Text("Inbox")
          }
        }
      }
    SWIFT
    # A warning: reported, exit status 0.
    output = shell_output("#{bin}/navlint lint Root.swift")
    assert_match "Root.swift:5:5: warning:", output
    assert_match "[NAV001 deprecated-navigation-view]", output

    # The same finding made an error by the configuration: exit status 1.
    (testpath/".navlint.yml").write "rules:\n  NAV001: error\n"
    assert_match "Root.swift:5:5: error:", shell_output("#{bin}/navlint lint Root.swift", 1)
  end
end
