/// Matched `()`, `[]` and `{}` of one file as a tree over token indices.
///
/// Built in one linear pass. Unbalanced input is tolerated: a closing bracket that does not match the
/// innermost open one closes the nearest open bracket of its kind (the ones skipped stay unmatched), and
/// a closing bracket with no open bracket of its kind is left unmatched. In `#if` blocks every branch
/// starts from the bracket state at `#if`, so both branches are seen and a branch that opens a bracket
/// closed after `#endif` still gets a partner.
public struct BracketTree: Sendable {
  /// For each token, the index of its partner bracket, or -1 (not a bracket, or unmatched).
  public let matching: [Int32]
  /// For each token, the index of the innermost open bracket enclosing it, or -1 at top level.
  /// A bracket's parent is the bracket enclosing the pair, not the bracket itself.
  public let parent: [Int32]

  init(tokens: [Token], directives: [Int: ConditionalDirective]) {
    var matching = [Int32](repeating: -1, count: tokens.count)
    var parent = [Int32](repeating: -1, count: tokens.count)
    var stack: [Int32] = []
    // How many open brackets of each kind are on the stack: lets a mismatched close decide in O(1).
    var openCounts = (paren: 0, square: 0, brace: 0)
    var snapshots: [[Int32]] = []

    func recount(_ stack: [Int32]) -> (paren: Int, square: Int, brace: Int) {
      var counts = (paren: 0, square: 0, brace: 0)
      for index in stack {
        switch tokens[Int(index)].kind {
        case .lParen: counts.paren += 1
        case .lSquare: counts.square += 1
        default: counts.brace += 1
        }
      }
      return counts
    }

    for index in tokens.indices {
      let kind = tokens[index].kind
      parent[index] = stack.last ?? -1
      switch kind {
      case .lParen, .lSquare, .lBrace:
        stack.append(Int32(index))
        switch kind {
        case .lParen: openCounts.paren += 1
        case .lSquare: openCounts.square += 1
        default: openCounts.brace += 1
        }
      case .rParen, .rSquare, .rBrace:
        let open: TokenKind = kind == .rParen ? .lParen : kind == .rSquare ? .lSquare : .lBrace
        let available =
          open == .lParen ? openCounts.paren : open == .lSquare ? openCounts.square : openCounts.brace
        guard available > 0 else { continue }
        while let top = stack.popLast() {
          let topKind = tokens[Int(top)].kind
          switch topKind {
          case .lParen: openCounts.paren -= 1
          case .lSquare: openCounts.square -= 1
          default: openCounts.brace -= 1
          }
          if topKind == open {
            matching[Int(top)] = Int32(index)
            matching[index] = top
            parent[index] = parent[Int(top)]
            break
          }
        }
      case .pound:
        switch directives[index] {
        case .if:
          snapshots.append(stack)
        case .elseif, .else:
          if let snapshot = snapshots.last {
            stack = snapshot
            openCounts = recount(stack)
          }
        case .endif:
          _ = snapshots.popLast()
        case nil:
          break
        }
      default:
        break
      }
    }
    self.matching = matching
    self.parent = parent
  }

  /// The partner of the bracket at `index`, if it has one.
  public func partner(of index: Int) -> Int? {
    guard index >= 0, index < matching.count else { return nil }
    let value = matching[index]
    return value < 0 ? nil : Int(value)
  }

  /// The innermost open bracket enclosing the token at `index`.
  public func enclosingBracket(of index: Int) -> Int? {
    guard index >= 0, index < parent.count else { return nil }
    let value = parent[index]
    return value < 0 ? nil : Int(value)
  }

  /// The open brackets enclosing the token at `index`, innermost first.
  public func enclosingBrackets(of index: Int) -> EnclosingBrackets {
    EnclosingBrackets(parent: parent, start: index)
  }
}

/// The chain of open brackets around a token, innermost first.
public struct EnclosingBrackets: Sequence, IteratorProtocol, Sendable {
  let parent: [Int32]
  var current: Int

  init(parent: [Int32], start: Int) {
    self.parent = parent
    self.current = start
  }

  public mutating func next() -> Int? {
    guard current >= 0, current < parent.count else { return nil }
    let value = Int(parent[current])
    current = value
    return value < 0 ? nil : value
  }
}
