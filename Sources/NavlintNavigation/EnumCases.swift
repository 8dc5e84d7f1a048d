import NavlintSyntax

/// The cases an enum declares in its own member block (`DeclarationRef.enumCases`).
public struct EnumCases: Sendable, Equatable {
  /// The case names (`case a, b(Int)`: `a` and `b`).
  public var names: [String] = []
  /// Whether some case carries values (`b(Int)`). Swift makes an enum `Hashable` by itself only when none
  /// does; one whose cases carry values is `Hashable` only when it says so, as a struct is.
  public var carryValues = false
}

extension DeclarationRef {
  /// The cases written directly in this enum's member block (`case a, b(Int)`), read once for the type facts
  /// and for the file's own reading of its types (`SwiftFile.declaresUnhashableType(named:)`).
  public var enumCases: EnumCases {
    var cases = EnumCases()
    guard let body else { return cases }
    let file = self.file.file
    var index = body.lowerBound + 1
    while index < body.upperBound {
      let token = file.token(index)
      if let partner = token.partner, token.kind == .lBrace || token.kind == .lParen || token.kind == .lSquare {
        index = partner.index + 1
        continue
      }
      if token.isKeyword("case") {
        // `case a, b(Int) = …`: names after `case` and after each top-level comma.
        var cursor = index + 1
        var expectsName = true
        while cursor < body.upperBound {
          let next = file.token(cursor)
          if expectsName, next.kind == .identifier { cases.names.append(next.text) }
          if next.kind == .lParen, let partner = next.partner {
            cases.carryValues = true
            cursor = partner.index + 1
            expectsName = false
            continue
          }
          if next.kind == .comma {
            expectsName = true
          } else if next.startsLine && cursor > index + 1 && !expectsName {
            break
          } else if next.kind != .identifier {
            expectsName = false
          } else {
            expectsName = false
          }
          cursor += 1
        }
        index = cursor
        continue
      }
      index += 1
    }
    return cases
  }
}
