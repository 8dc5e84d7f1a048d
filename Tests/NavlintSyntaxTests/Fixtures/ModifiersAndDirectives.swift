// ModifiersAndDirectives.swift — declaration modifiers and compiler directives that the
// other fixtures do not use.

import SwiftUI

#if DEBUG && !targetEnvironment(simulator)
let buildFlavor = "device-debug"
#elseif canImport(AppKit) || swift(>=6.0)
let buildFlavor = "mac-or-modern"
#else
let buildFlavor = "release"
#endif

/// A recursive route tree used by the sitemap screen.
indirect enum RouteTree: Sendable {
  case leaf(String)
  case node(String, [RouteTree])

  var count: Int {
    switch self {
    case .leaf: 1
    case .node(_, let children): 1 + children.reduce(0) { $0 + $1.count }
    }
  }
}

/// Counts pushes per route; a value type with a mutating API.
struct PushCounter {
  private(set) var counts: [String: Int] = [:]

  mutating func record(_ name: String) {
    counts[name, default: 0] += 1
  }

  nonmutating func peek() -> Int { 0 }
}

open class ScreenTracker {
  public let name: String
  package var visits = 0
  @objc dynamic var lastVisit: Double = 0

  required public init(name: String) {
    self.name = name
  }

  open func visit() {
    visits += 1
  }

  public static func == (lhs: ScreenTracker, rhs: ScreenTracker) -> Bool {
    lhs.name == rhs.name
  }
}

enum LoadState {
  case idle, loading, failed(any Error)
}

func describe(_ state: LoadState) -> String {
  switch state {
  case .idle: return "idle"
  case .loading: return "loading"
  case .failed(let error as DecodingError): return "decoding: \(error)"
  case .failed: return "failed"
  @unknown default: return "unknown"
  }
}

func describe(_ scheme: ColorScheme) -> String {
  switch scheme {
  case .light: "light"
  case .dark: "dark"
  @unknown default: "other"
  }
}

#sourceLocation(file: "Generated/Routes.swift", line: 100)
let generatedRouteCount = 12
#sourceLocation()

#warning("Remove the legacy tracker once analytics moves to the router")

@freestanding(expression)
macro routeName(_ value: String) -> String = #externalMacro(module: "RouteMacros", type: "RouteNameMacro")

let withTuple: (Int, label: String)? = (1, label: "one")
let index = withTuple?.0 ?? -1
let isEven = index % 2 == 0 ? true : false
let unused: Void = ()
_ = (isEven, unused)
