import Foundation
import NavlintJSON
import Testing

/// `--format`, `FORMAT=PATH`, colours and the summary line.
@Suite struct FormatTests {
  @Test func jsonOnStdoutAndNothingElse() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Bad.swift", Sample.bad)
      try folder.write("Good.swift", Sample.good)
      let result = try folder.navlint(["lint", "--format", "json"])
      #expect(result.status == 1)
      #expect(result.stderr.isEmpty, "machine formats print no summary: \(result.stderr)")
      let json = try JSON.parse(result.stdoutBytes)
      #expect(json["version"]?.intValue == 1)
      #expect(json["files"]?.intValue == 2)
      let diagnostics = try #require(json["diagnostics"]?.arrayValue)
      try #require(diagnostics.count == 2)
      #expect(diagnostics[0]["file"]?.stringValue == "Bad.swift")
      #expect(diagnostics[0]["rule"]?.stringValue == "NAV001")
      #expect(diagnostics[0]["fix"]?["safe"]?.boolValue == true)
      #expect(diagnostics[1]["line"]?.intValue == 16)
      #expect(diagnostics[1]["column"]?.intValue == 26)
      #expect(diagnostics[1]["endColumn"]?.intValue == 30)
      #expect(diagnostics[1]["fix"]?.isNull == true)
    }
  }

  @Test func sarifFromTheBinaryIsSchemaValid() throws {
    try TemporaryFolder.with { folder in
      try folder.write("My Views/Bad.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--format", "sarif"])
      #expect(result.status == 1)
      let validation = try validateSARIF(result.stdoutBytes)
      #expect(validation.status == 0, "\(validation.output)")
      let json = try JSON.parse(result.stdoutBytes)
      let run = try #require(json["runs"]?[0])
      let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
      #expect(rules.contains { $0["id"]?.stringValue == "NAV001" })
      for rule in rules {
        let help = try #require(rule["helpUri"]?.stringValue)
        #expect(help.hasPrefix("https://github.com/navlint/navlint/blob/main/Rules/NAV"))
      }
      let uri = run["results"]?[0]?["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]
      #expect(uri?.stringValue == "My%20Views/Bad.swift")
    }
  }

  /// No deployment target found: the run says so once (stderr after a text report, `notes` in json, a tool
  /// execution notification in SARIF), with what was assumed and how to set it. A known target says nothing.
  @Test func aMissingDeploymentTargetIsSaidOnce() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      try folder.write("Good.swift", Sample.good)
      let text = try folder.navlint(["lint"])
      let said = text.stderr.components(separatedBy: "\n").filter { $0.contains("no deployment target found") }
      #expect(said.count == 1, "\(text.stderr)")
      #expect(said.first?.hasPrefix("navlint: no deployment target found for any file") == true)
      #expect(said.first?.contains("assumed a current iOS") == true)
      #expect(said.first?.contains("minimum_ios: \"16.0\"") == true)
      #expect(!text.stdout.contains("deployment target"), "the note is not a finding")

      let json = try JSON.parse(try folder.navlint(["lint", "--format", "json"]).stdoutBytes)
      let notes = try #require(json["notes"]?.arrayValue)
      try #require(notes.count == 1)
      #expect(notes[0]["id"]?.stringValue == "no-deployment-target")
      #expect(notes[0]["files"]?.intValue == 2)
      #expect(notes[0]["message"]?.stringValue?.contains("minimum_ios") == true)

      let sarifResult = try folder.navlint(["lint", "--format", "sarif"])
      #expect(try validateSARIF(sarifResult.stdoutBytes).status == 0)
      let sarif = try JSON.parse(sarifResult.stdoutBytes)
      let notification = sarif["runs"]?[0]?["invocations"]?[0]?["toolExecutionNotifications"]?[0]
      #expect(notification?["descriptor"]?["id"]?.stringValue == "no-deployment-target")
      #expect(notification?["message"]?["text"]?.stringValue?.contains("assumed a current iOS") == true)

      // One folder with a target, one without: the count says which.
      try folder.write("Known/.navlint.yml", "minimum_ios: 17\n")
      try folder.write("Known/Bad.swift", Sample.bad)
      let mixed = try folder.navlint(["lint"])
      #expect(mixed.stderr.contains("no deployment target found for 2 of 3 files"), "\(mixed.stderr)")

      // Every file with a target: nothing said, and json's notes are empty.
      try folder.targetIOS17()
      let known = try folder.navlint(["lint"])
      #expect(!known.stderr.contains("deployment target"), "\(known.stderr)")
      let knownJSON = try JSON.parse(try folder.navlint(["lint", "--format", "json"]).stdoutBytes)
      #expect(knownJSON["notes"]?.arrayValue?.isEmpty == true)
      let knownSARIF = try JSON.parse(try folder.navlint(["lint", "--format", "sarif"]).stdoutBytes)
      #expect(knownSARIF["runs"]?[0]?["invocations"]?[0]?["toolExecutionNotifications"]?.arrayValue?.isEmpty == true)
    }
  }

  @Test func severalReportsInOneRun() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let result = try folder.navlint([
        "lint", "--format", "sarif=reports/navlint.sarif", "--format", "github", "--format", "json=out.json",
        "--format", "checkstyle=checkstyle.xml", "--format", "text=lint.txt",
      ])
      #expect(result.status == 1, "\(result)")
      #expect(result.stdoutLines.count == 2)
      #expect(result.line(0).hasPrefix("::warning file=Bad.swift,line=5,col=5,endLine=5,endColumn=19,title=NAV001"))
      #expect(result.line(1).hasPrefix("::error file=Bad.swift,line=16,col=26,"))
      #expect(try validateSARIF(Array(try folder.read("reports/navlint.sarif").utf8)).status == 0)
      #expect(try JSON.parse(try folder.read("out.json"))["files"]?.intValue == 1)
      #expect(try folder.read("checkstyle.xml").contains("<error line=\"16\" column=\"26\" severity=\"error\""))
      #expect(try folder.read("lint.txt").hasPrefix("Bad.swift:5:5: warning: "))
    }
  }

  @Test func ciReportsInOneRun() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      try folder.write("Good.swift", Sample.good)
      let result = try folder.navlint([
        "lint", "--format", "junit=reports/junit.xml", "--format", "gitlab=gl-code-quality-report.json",
        "--format", "markdown",
      ])
      #expect(result.status == 1, "\(result)")
      #expect(result.stdout.hasPrefix("## navlint\n\n2 files checked: 1 error, 1 warning, 0 infos.\n"))
      #expect(result.stdout.contains("\n- 16:26 **error**: "))
      let junit = try folder.read("reports/junit.xml")
      #expect(junit.contains("<testsuite name=\"navlint\" tests=\"2\" failures=\"1\" errors=\"0\""))
      #expect(junit.contains("<testcase name=\"Good.swift\" classname=\"navlint\" file=\"Good.swift\" time=\"0\"/>"))
      #expect(junit.components(separatedBy: "<failure ").count == 3)
      let issues = try #require(try JSON.parse(try folder.read("gl-code-quality-report.json")).arrayValue)
      #expect(issues.map { $0["location"]?["lines"]?["begin"]?.intValue } == [5, 16])
      #expect(issues.map { $0["severity"]?.stringValue } == ["minor", "major"])

      // The fingerprints are those of the same findings after lines are inserted above them.
      try folder.write("Bad.swift", "// a new first line\n\n" + Sample.bad)
      _ = try folder.navlint(["lint", "--format", "gitlab=moved.json"])
      let moved = try #require(try JSON.parse(try folder.read("moved.json")).arrayValue)
      #expect(moved.map { $0["location"]?["lines"]?["begin"]?.intValue } == [7, 18])
      #expect(moved.map { $0["fingerprint"] } == issues.map { $0["fingerprint"] })
    }
  }

  @Test func onlyFileReportsLeaveStdoutEmptyButPrintTheSummary() throws {
    try TemporaryFolder.with { folder in
      try folder.targetIOS17()
      try folder.write("Bad.swift", Sample.bad)
      let result = try folder.navlint(["lint", "--format", "sarif=out.sarif"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("1 file checked: 1 error, 1 warning"))
      #expect(folder.exists("out.sarif"))
    }
  }

  @Test func unwritableReportIsAnErrorWithNothingOnStdout() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      try folder.write("blocker", "a file where a folder should be")
      let result = try folder.navlint(["lint", "--format", "json", "--format", "sarif=blocker/out.sarif"])
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("navlint: error: blocker/out.sarif: cannot write"))
    }
  }

  @Test func checkstyleAndGithubOnStdout() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.errorOnly)
      let xml = try folder.navlint(["lint", "--format", "checkstyle"])
      #expect(xml.status == 1)
      #expect(
        xml.stdout == """
          <?xml version="1.0" encoding="UTF-8"?>
          <checkstyle version="4.3">
            <file name="Bad.swift">
              <error line="4" column="15" severity="error" message="`try!` crashes the app when navigation state cannot be decoded" source="navlint.NAV008"/>
            </file>
          </checkstyle>

          """)
      let github = try folder.navlint(["lint", "--format", "github"])
      #expect(
        github.stdout
          == "::error file=Bad.swift,line=4,col=15,endLine=4,endColumn=19,title=NAV008 force-unwrapped-path-decoding::"
          + "`try!` crashes the app when navigation state cannot be decoded\n")
    }
  }

  @Test func colorOnlyWhenAskedOrOnATerminal() throws {
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let piped = try folder.navlint(["lint"])
      #expect(!piped.stdout.contains("\u{1B}["), "auto never colours a pipe")
      let always = try folder.navlint(["lint", "--color", "always"])
      #expect(always.stdout.contains("\u{1B}[1;31merror:"))
      let alwaysDespiteNoColor = try folder.navlint(["lint", "--color", "always"], environment: ["NO_COLOR": "1"])
      #expect(alwaysDespiteNoColor.stdout.contains("\u{1B}["))
      let never = try folder.navlint(["lint", "--color", "never"])
      #expect(never.stdout == piped.stdout)
      // A text report written to a file is never coloured.
      _ = try folder.navlint(["lint", "--color", "always", "--format", "text=out.txt"])
      #expect(try !folder.read("out.txt").contains("\u{1B}["))
    }
  }

  @Test func autoColorOnATerminalHonoursNoColor() throws {
    // `script` gives navlint a pseudo-terminal, the only way to test `auto` on a terminal.
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    try TemporaryFolder.with { folder in
      try folder.write("Bad.swift", Sample.bad)
      let command = "\(Navlint.binary) lint --color auto"
      let terminal = try Navlint.runProgram("script", ["-qec", command, "/dev/null"], in: folder.path)
      #expect(terminal.stdout.contains("\u{1B}[1;31merror:"), "\(terminal)")
      let noColor = try Navlint.runProgram(
        "script", ["-qec", command, "/dev/null"], in: folder.path, environment: ["NO_COLOR": "1"])
      #expect(noColor.stdout.contains("error:"))
      #expect(!noColor.stdout.contains("\u{1B}[1;31m"), "\(noColor)")
    }
  }
}
