/// One call of a file (`List { … }`, `.navigationDestination(for:)`, `#Preview { … }`), for rule authors: its
/// name, arguments, closures and modifier chain.
public struct CallRef: Sendable {
  public let file: FileStructure
  public let id: CallID

  @inlinable
  public init(_ file: FileStructure, _ index: Int) {
    self.file = file
    self.id = CallID(index)
  }

  /// The position in `file.calls`.
  @inlinable public var index: Int { id.index }
  /// The flat table entry.
  @inlinable public var value: Call { file.storage.calls[id.index] }

  /// The called name's token (`List`, `navigationDestination`).
  @inlinable
  public var name: TokenRef { TokenRef(file, value.nameToken) }
  /// The called name's text.
  @inlinable
  public var nameText: String { file.text(value.nameToken) }
  /// First token: the `.` of a member call, the `#` of a macro, else the name.
  @inlinable
  public var firstToken: TokenRef { TokenRef(file, value.firstToken) }
  /// Last token: the last `)` or `}`.
  @inlinable
  public var lastToken: TokenRef { TokenRef(file, value.lastToken) }
  /// `.name(…)`: applied to a receiver or an implicit member.
  @inlinable
  public var isMember: Bool { value.isMember }
  /// `#name(…)`.
  @inlinable
  public var isMacro: Bool { value.isMacro }
  @inlinable
  public var hasTrailingClosure: Bool { value.hasTrailingClosure }
  /// The parenthesised argument list, if any.
  @inlinable
  public var argumentList: ArgumentList? { value.arguments }

  @inlinable
  public func isNamed(_ name: StaticString) -> Bool { file.token(value.nameToken, is: name) }
  @inlinable
  public func isNamed(any names: [StaticString]) -> Bool { file.call(index, isNamedAny: names) }

  // MARK: - Arguments and closures

  /// The arguments of the parenthesised list, in order.
  @inlinable
  public var arguments: TableSlice<CallArgument> { file.arguments(of: index) }
  /// The argument labelled `label`.
  @inlinable
  public func argument(labelled label: StaticString) -> CallArgument? { file.argument(labelled: label, of: index) }
  /// Whether some argument is labelled `label`.
  @inlinable
  public func hasArgument(labelled label: StaticString) -> Bool { argument(labelled: label) != nil }
  /// The `{` of the argument labelled `label` when that argument is exactly one closure.
  @inlinable
  public func closureArgument(labelled label: StaticString) -> TokenRef? {
    argument(labelled: label)?.closure.map { TokenRef(file, $0.lowerBound) }
  }
  /// The trailing closures, in order; the first has no label.
  @inlinable
  public var trailingClosures: TableSlice<TrailingClosure> { file.trailingClosures(of: index) }
  /// Closures passed to the call as `{`…`}` token pairs: closure arguments, then trailing closures.
  @inlinable
  public var closures: [ClosedRange<Int>] { file.closures(of: index) }

  // MARK: - Modifier chains

  /// The call this member call is applied to (`Text("a")` for `.padding()` in `Text("a").padding()`).
  @inlinable
  public var receiver: CallRef? { file.receiver(of: index).map { CallRef(file, $0) } }
  /// The last token of the expression a member call is applied to (`main` in `DispatchQueue.main.async`), nil
  /// for an implicit member (`.stack`) or a call that is not a member.
  @inlinable
  public var receiverEnd: TokenRef? { file.receiverEnd(of: index).map { TokenRef(file, $0) } }
  /// Whether the call is applied to exactly the plain name `type` (`Task.detached`, not `Custom.Task.detached`).
  @inlinable
  public func isApplied(to type: StaticString) -> Bool {
    guard let receiverEnd else { return false }
    return receiverEnd.isPlainIdentifier(type)
  }
  /// The first call of the chain the call belongs to.
  @inlinable
  public var chainRoot: CallRef { CallRef(file, file.chainRoot(of: index)) }
  /// The member calls applied after this one, in order.
  @inlinable
  public var modifiers: [CallRef] { file.modifiers(appliedTo: index).map { CallRef(file, $0) } }

  /// The brackets around the call's name, innermost first.
  @inlinable
  public var ancestors: Ancestors { name.ancestors }
}

extension CallRef {
  /// Whether this call's arguments fit `function`'s parameters by Swift's rules, so that it may call it: the
  /// labels in order (an unlabelled argument for `_`), a parameter with a default value skipped, a variadic
  /// one taking the unlabelled arguments after it, and the trailing closures for the parameters left (the
  /// first by position, the others by label). `context.send(viewAction: a)` cannot call `send(_:)`.
  public func fits(_ function: DeclarationRef) -> Bool {
    let file = self.file
    let parameters = function.parameters
    func isVariadic(_ parameter: Parameter) -> Bool {
      parameter.type.last.map { file.token($0, is: "...") } ?? false
    }
    func matches(_ parameter: Parameter, _ label: Int?) -> Bool {
      let name = parameter.firstName.flatMap { file.token($0, is: "_") ? nil : $0 }
      guard let name, let label else { return name == nil && label == nil }
      return file.source.bytes[file.tokens[name].range].elementsEqual(file.source.bytes[file.tokens[label].range])
    }
    var next = 0
    // After a variadic parameter, unlabelled arguments still go to it.
    var inVariadic = false
    func take(_ label: Int?) -> Bool {
      if label == nil && inVariadic { return true }
      while next < parameters.count {
        let parameter = parameters[next]
        next += 1
        if matches(parameter, label) {
          inVariadic = isVariadic(parameter)
          return true
        }
        guard parameter.defaultValue != nil || isVariadic(parameter) else { return false }
      }
      return false
    }
    for argument in arguments where !take(argument.label) { return false }
    for (position, closure) in trailingClosures.enumerated() {
      inVariadic = false
      if position > 0 || closure.label != nil {
        guard take(closure.label) else { return false }
        continue
      }
      // The first trailing closure goes to the next parameter that takes a function or has no default value.
      while next < parameters.count, parameters[next].defaultValue != nil,
        !parameters[next].type.contains(where: { file.tokens[$0].kind == .arrow })
      {
        next += 1
      }
      guard next < parameters.count else { return false }
      next += 1
    }
    return parameters[next...].allSatisfy { $0.defaultValue != nil || isVariadic($0) }
  }
}

extension CallRef: Equatable, Hashable, Comparable {
  @inlinable
  public static func == (lhs: CallRef, rhs: CallRef) -> Bool { lhs.id == rhs.id }
  @inlinable
  public static func < (lhs: CallRef, rhs: CallRef) -> Bool { lhs.id < rhs.id }
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
