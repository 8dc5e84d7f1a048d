import Foundation
import Testing

/// Paths inside this test folder.
enum TestFiles {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let expected = folder.appendingPathComponent("Expected")
  static let sarifSchema = folder.appendingPathComponent("sarif-schema-2.1.0.json")
}

/// Compares `actual` with the golden file `name`; with `NAVLINT_UPDATE=1` rewrites it instead.
func expectGolden(_ actual: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = TestFiles.expected.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["NAVLINT_UPDATE"] == "1" {
    try Data(actual).write(to: url)
    return
  }
  guard let expected = FileManager.default.contents(atPath: url.path) else {
    Issue.record("missing golden file \(name); run with NAVLINT_UPDATE=1", sourceLocation: sourceLocation)
    return
  }
  #expect(
    String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
    "\(name) differs from the golden file (NAVLINT_UPDATE=1 rewrites it; review the diff)",
    sourceLocation: sourceLocation)
}

/// Runs python3 with a script, its arguments and input on stdin; returns status and combined output.
func runPython(_ script: String, input: [UInt8] = [], arguments: [String] = []) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script] + arguments
  let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-py-\(UUID().uuidString)")
  try Data(input).write(to: inputFile)
  defer { try? FileManager.default.removeItem(at: inputFile) }
  process.standardInput = try FileHandle(forReadingFrom: inputFile)
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Validates a SARIF document against the official 2.1.0 schema with python's `jsonschema`.
func validateSARIF(_ bytes: [UInt8]) throws -> (status: Int32, output: String) {
  let script = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1]))
    document = json.load(sys.stdin)
    jsonschema.Draft4Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=lambda e: list(e.path))
    for error in errors:
        print("/".join(map(str, error.path)), error.message)
    sys.exit(1 if errors else 0)
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, TestFiles.sarifSchema.path]
  let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-sarif-\(UUID().uuidString)")
  try Data(bytes).write(to: inputFile)
  defer { try? FileManager.default.removeItem(at: inputFile) }
  process.standardInput = try FileHandle(forReadingFrom: inputFile)
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
