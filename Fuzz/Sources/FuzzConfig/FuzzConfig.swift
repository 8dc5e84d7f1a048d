import CFuzzDriver
import NavlintProject

/// libFuzzer entry point: the input is a `.navlint.yml`. Parsing must return a configuration or throw a
/// `ConfigError`, within the YAML limits, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let configuration = try? Configuration.parse(text, path: "/fuzz/project/.navlint.yml") {
    _ = configuration.allowsLinting("/fuzz/project/Sources/App.swift")
    _ = configuration.isExcluded("/fuzz/project/Pods/A.swift")
  }
  return 0
}

/// The executable's entry point (SwiftPM names it `FuzzConfig_main`): runs libFuzzer's driver on `fuzzConfig`.
@_cdecl("FuzzConfig_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzConfig(data, size) }
}
