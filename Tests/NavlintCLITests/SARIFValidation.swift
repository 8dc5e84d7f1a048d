import Foundation

/// Validates SARIF against the official 2.1.0 schema (kept beside the reporter tests) with python's
/// `jsonschema`; returns the status and the validator's messages.
func validateSARIF(_ bytes: [UInt8]) throws -> (status: Int32, output: String) {
  let schema = Navlint.packageRoot + "/Tests/NavlintReportTests/sarif-schema-2.1.0.json"
  let script = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1]))
    document = json.loads(sys.stdin.read())
    errors = list(jsonschema.Draft4Validator(schema).iter_errors(document))
    for error in errors:
        print("/".join(map(str, error.path)), error.message)
    sys.exit(1 if errors else 0)
    """
  let result = try Navlint.runProgram(
    "python3", ["-c", script, schema], in: NSTemporaryDirectory(), stdin: String(decoding: bytes, as: UTF8.self))
  return (result.status, result.stdout + result.stderr)
}
