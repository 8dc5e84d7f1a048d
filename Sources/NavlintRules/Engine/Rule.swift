import NavlintNavigation
import NavlintSyntax

// Rule engine API (stable; NAV002–NAV016 are written against it).
//
//   struct MyRule: Rule {
//     static let id: RuleID = "NAV0nn"                 // stable id
//     static let name = "kebab-case-pattern"           // what is flagged
//     static let summary = "One sentence, equal to the doc's summary."
//     static let defaultSeverity: Severity = .warning
//     static let fixAvailability: FixAvailability = .none   // .safe / .unsafe when a Fix is offered
//     static let options: [RuleOption] = []            // optional; e.g. [.init(name: "threshold", …)]
//     static let triggers: [StaticString] = ["Name"]   // identifiers a finding needs (see `Rule.triggers`)
//     init() {}
//     func check(_ context: RuleContext) {
//       for call in context.file.calls(named: "Name") where call.isSwiftUIType {    // typed handles
//         guard let container = call.name.lazyContainer(context.navigation.helpers) else { continue }  // NavlintNavigation/SwiftUI.swift
//         context.report(call.name, message: "…", fix: nil)  // or report(from:through:…), report(bytes:…)
//       }
//     }
//   }
//
// RuleContext: file (SwiftFile: typed handles), structure (flat tables, for hot loops), settings, minimumIOS,
// option(_:), intOption(_:default:), report(…).
// Handles (NavlintSyntax/Structure/Handles): SwiftFile (calls(named:), declarations, identifiers(named:),
// token(_:)); TokenRef (kind, text, is(_:), previous/next, call, ancestors, enclosingDeclaration(where:));
// CallRef (name, isMember, arguments, argument(labelled:), closureArgument(labelled:), trailingClosures,
// receiver, receiverEnd, isApplied(to:), modifiers, chainRoot, ancestors); DeclarationRef (kind, name, body,
// members, attribute(named:), hasModifier(_:), inherits(_:), parameters); Ancestors: the one walk outwards,
// each Ancestor with its kind, call, declaration and part.
// SwiftUI questions live once in NavlintNavigation/SwiftUI.swift (isSwiftUIType, isLazyContainer, holdsLinkDestination,
// isContentClosure, isSameScreenModifier, isOnMainQueue(of:)…); path changes in NavlintNavigation/PathMutation.swift.
// Fix(title:isSafe:edits:) with Edit(range:replacement:) in byte offsets; EditBuilder has removal,
// indentation, line-break and disable:next helpers; Availability.isLegacyCode answers "iOS-old-only code".
//
// Register with one line in AllRules.swift (id order). `Linter(settings:).lint(bytes)` runs rules,
// applies `// navlint:` suppressions, emits NAV000 and returns findings sorted by position; it skips a file
// whose bytes hold no trigger of an enabled rule (nor `navlint:`) before tokenizing, and a rule none of whose
// triggers is an identifier of the file (`RuleTriggers`).
// `Linter.fix(_:includeUnsafe:)` applies fixes to a fixpoint. `RuleCatalog.all` gives every rule's
// metadata and its Rules/*.md text for `navlint rules` / `navlint explain`.

/// A lint rule: static facts plus a check over one file's shared structure.
///
/// Rules are stateless value types: `check` reads `context.structure` and reports through the context.
/// No I/O, no state kept between files. The facts (id, name, summary, severity, fix availability) are
/// the single source of truth; the rule's `Rules/` doc is tested against them.
public protocol Rule: Sendable {
  /// Stable id, `NAVnnn`.
  static var id: RuleID { get }
  /// Kebab-case name of the pattern flagged (reads as "allow <name>").
  static var name: String { get }
  /// One sentence, equal to the first paragraph of the rule's doc.
  static var summary: String { get }
  static var defaultSeverity: Severity { get }
  /// Whether findings carry a fix, and whether it is safe.
  static var fixAvailability: FixAvailability { get }
  /// The options the rule reads from configuration (names, kinds, defaults).
  static var options: [RuleOption] { get }
  /// The identifiers a finding needs, like semgrep's required literals: every finding the rule can report
  /// (in any configuration) requires at least one of these names to occur as an identifier token somewhere
  /// in the file (`NavigationView` for NAV001; `decode`, `encode`, `codable`… for NAV008). The linter does
  /// not run `check` on a file where none occurs, and does not even tokenize a file whose bytes contain no
  /// trigger of any enabled rule and no `navlint:`. Empty (the default) means the rule may fire without any
  /// particular identifier and always runs, which also turns the byte pre-check off while the rule is on.
  ///
  /// Triggers must over-approximate: list a name when any path of `check` to a report can depend on it, and
  /// when a finding needs several names, one of them is enough (the rarest). `TriggerTests` lints every doc
  /// example, case and corpus file with and without the gates and requires the same findings.
  static var triggers: [StaticString] { get }

  init()

  /// Inspects one file and reports findings through `context`.
  func check(_ context: RuleContext)
}

extension Rule {
  public static var options: [RuleOption] { [] }
  public static var triggers: [StaticString] { [] }
}

/// Whether a rule offers fixes, and how trustworthy they are.
public enum FixAvailability: String, Sendable, CaseIterable {
  /// No fix.
  case none
  /// Every fix provably keeps meaning and comments; applied by `--fix`.
  case safe
  /// Fixes that may change behaviour; offered as quick fixes only.
  case unsafe
}

/// An option a rule reads from configuration (`rules: { NAV016: { threshold: 3 } }`).
///
/// The default value fixes the option's kind: configuration giving a value of another kind is an error
/// naming the file and line. `choices` limits a string option to those values; `minimum` and `maximum`
/// bound a numeric one.
public struct RuleOption: Sendable, Equatable {
  public var name: String
  public var summary: String
  public var defaultValue: RuleOptionValue
  /// The only values a string option accepts (nil: any string).
  public var choices: [String]?
  /// The smallest value a numeric option accepts (nil: no bound).
  public var minimum: Double?
  /// The largest value a numeric option accepts (nil: no bound).
  public var maximum: Double?

  public init(
    name: String, summary: String, defaultValue: RuleOptionValue, choices: [String]? = nil, minimum: Double? = nil,
    maximum: Double? = nil
  ) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
    self.choices = choices
    self.minimum = minimum
    self.maximum = maximum
  }
}

/// The value of a rule option.
public enum RuleOptionValue: Sendable, Equatable, Hashable {
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case strings([String])

  public var intValue: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value) where value.magnitude < 1e15 && Double(Int(value)) == value: Int(value)
    default: nil
    }
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var stringsValue: [String]? {
    switch self {
    case .strings(let value): value
    case .string(let value): [value]
    default: nil
    }
  }

  /// Whether `self` has the same kind as `other` (used to validate configuration).
  public func hasSameKind(as other: RuleOptionValue) -> Bool {
    switch (self, other) {
    case (.bool, .bool), (.integer, .integer), (.number, .number), (.string, .string), (.strings, .strings),
      (.integer, .number), (.number, .integer), (.string, .strings):
      true
    default:
      false
    }
  }
}

/// A rule over the app's navigation model rather than one file (NAV017–NAV019), or with a part that is (NAV003,
/// NAV004, NAV006, NAV009, NAV013, NAV014): its findings need other files of the project. The project pass
/// (`ProjectFindings`) calls `check(file:in:report:)` once the model of the project is built, and `Linter`
/// treats the findings like any other (severity, suppressions, NAV000); the per-file `check`, where there is
/// one, reports what the file alone shows.
public protocol ProjectRule: Rule {
  /// Reports the rule's findings in `model.files[file]` as byte ranges of that file, messages and fixes (edits
  /// of that file).
  static func check(file: Int, in model: NavigationModel, report: (Range<Int>, String, Fix?) -> Void)
  /// Whether a file's settings silence the project pass's findings in it (facts read no settings).
  static func isQuiet(under settings: RuleSettings) -> Bool
}

extension ProjectRule {
  public func check(_ context: RuleContext) {}
  public static func isQuiet(under settings: RuleSettings) -> Bool { false }
}
