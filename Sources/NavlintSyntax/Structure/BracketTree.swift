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

  /// Matches the brackets of `tokens`. `directives` lists the `#if`/`#elseif`/`#else`/`#endif` tokens in
  /// token order.
  init(tokens: [Token], directives: [DirectiveMark]) {
    let count = tokens.count
    var matching = [Int32](filling: -1, count: count)
    var parent = [Int32](filling: -1, count: count)
    var snapshots: [[Int32]] = []
    var nextDirective = 0
    let stack = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
    defer { stack.deallocate() }
    var matcher = BracketMatcher(stack: stack)
    parent.withUnsafeMutableBufferPointer { parent in
      matching.withUnsafeMutableBufferPointer { matching in
        tokens.withUnsafeBufferPointer { tokens in
          // Every index below is in 0 ..< count, the size of all three buffers.
          for index in 0..<count {
            let kind = tokens[index].kind
            matcher.visit(index, kind, tokens: tokens, matching: matching, parent: parent)
            guard kind == .pound, nextDirective < directives.count, Int(directives[nextDirective].token) == index
            else { continue }
            let directive = directives[nextDirective].directive
            nextDirective += 1
            switch directive {
            case .if:
              snapshots.append(matcher.snapshot())
            case .elseif, .else:
              if let snapshot = snapshots.last { matcher.restore(snapshot, tokens: tokens) }
            case .endif:
              _ = snapshots.popLast()
            }
          }
        }
      }
    }
    self.matching = matching
    self.parent = parent
  }

  /// A tree already matched (by the builder's token pass, for files without `#if`).
  init(matching: [Int32], parent: [Int32]) {
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

/// The bracket-matching state of one left-to-right pass over the tokens (see `BracketTree` for the rules),
/// shared by `BracketTree.init` and the builder's token pass. Its stack buffer belongs to the caller and
/// must have one slot per token (each token pushes at most once).
struct BracketMatcher {
  /// The open brackets, innermost last.
  let stack: UnsafeMutablePointer<Int32>
  var depth = 0
  // How many open brackets of each kind are on the stack: lets a mismatched close decide in O(1).
  var openParens = 0
  var openSquares = 0
  var openBraces = 0

  init(stack: UnsafeMutablePointer<Int32>) {
    self.stack = stack
  }

  /// Records the parent of token `index` and matches it if it is a bracket. `index` must be in the
  /// bounds of all three buffers, and tokens must be visited in order.
  @inline(__always)
  mutating func visit(
    _ index: Int, _ kind: TokenKind, tokens: UnsafeBufferPointer<Token>, matching: UnsafeMutableBufferPointer<Int32>,
    parent: UnsafeMutableBufferPointer<Int32>
  ) {
    parent[index] = depth > 0 ? stack[depth - 1] : -1
    switch kind {
    case .lParen:
      push(index)
      openParens += 1
    case .lSquare:
      push(index)
      openSquares += 1
    case .lBrace:
      push(index)
      openBraces += 1
    case .rParen, .rSquare, .rBrace:
      let open: TokenKind = kind == .rParen ? .lParen : kind == .rSquare ? .lSquare : .lBrace
      let available = open == .lParen ? openParens : open == .lSquare ? openSquares : openBraces
      guard available > 0 else { return }
      while depth > 0 {
        depth -= 1
        let top = Int(stack[depth])
        let topKind = tokens[top].kind
        switch topKind {
        case .lParen: openParens -= 1
        case .lSquare: openSquares -= 1
        default: openBraces -= 1
        }
        if topKind == open {
          matching[top] = Int32(truncatingIfNeeded: index)
          matching[index] = Int32(truncatingIfNeeded: top)
          parent[index] = parent[top]
          return
        }
      }
    default:
      break
    }
  }

  @inline(__always)
  private mutating func push(_ index: Int) {
    stack[depth] = Int32(truncatingIfNeeded: index)
    depth += 1
  }

  /// The open brackets now, outermost first.
  func snapshot() -> [Int32] { Array(UnsafeBufferPointer(start: stack, count: depth)) }

  /// Returns to the open brackets of `snapshot` (a `#elseif`/`#else` branch starts from its `#if`).
  mutating func restore(_ snapshot: [Int32], tokens: UnsafeBufferPointer<Token>) {
    depth = snapshot.count
    openParens = 0
    openSquares = 0
    openBraces = 0
    for (slot, open) in snapshot.enumerated() {
      stack[slot] = open
      switch tokens[Int(open)].kind {
      case .lParen: openParens += 1
      case .lSquare: openSquares += 1
      default: openBraces += 1
      }
    }
  }
}

/// A `#if`/`#elseif`/`#else`/`#endif` token and which directive it is.
struct DirectiveMark: Sendable {
  var token: Int32
  var directive: ConditionalDirective
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
