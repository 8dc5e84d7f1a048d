/* NumbersAndOperators.swift
 * Numeric literals, custom operators and the punctuation around them.
 * /* A nested block comment, closed twice. */ still inside the outer one.
 */

import Foundation

/** Layout constants for the recipe grid, in points unless noted. */
enum Metrics {
  static let flags = 0b1010
  static let mask = 0b1111_0000
  static let permissions = 0o17
  static let color = 0xFF_FF
  static let wide = 0xDEAD_beef
  static let million = 1_000_000
  static let negative = -42
  static let big = 1e10
  static let small = 1.5e-3
  static let upper = 2.5E+4
  static let quarter = 0x1p-2
  static let twelve = 0x1.8p3
  static let ratio = 0.618_033
  static let separated = 1_0.0_1
  static let label = 1.description
  static let magnitude = (-7).magnitude
  static let padding: Double = 16; static let spacing: Double = 8
}

infix operator <~>: AdditionPrecedence
prefix operator √
postfix operator ^^

precedencegroup PipePrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}

infix operator |>: PipePrecedence

/// Swaps two values in place.
func <~> <T>(lhs: inout T, rhs: inout T) {
  swap(&lhs, &rhs)
}

prefix func √ (value: Double) -> Double {
  value.squareRoot()
}

postfix func ^^ (value: Int) -> Int {
  value * value
}

func |> <A, B>(value: A, transform: (A) -> B) -> B {
  transform(value)
}

struct Vector: Equatable {
  var x: Double
  var y: Double

  static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  static prefix func - (vector: Vector) -> Vector {
    Vector(x: -vector.x, y: -vector.y)
  }

  static func += (lhs: inout Vector, rhs: Vector) {
    lhs = lhs + rhs
  }
}

func exercise(numbers: [Int], optional: Int?, any: Any) -> Int {
  var a = 10
  var b = 20
  a <~> b
  let root = √16.0
  let square = 7^^
  let piped = 3 |> { $0 * 2 }
  let half = a / b
  let compact = a/b
  let remainder = a % 3
  var total = a + b - 1 * 2
  total += 1; total -= 1; total *= 2; total /= 2
  let isSmall = total < 100 && !numbers.isEmpty || a >= b
  let bits = (a & 0xF) | (b ^ 0b1) << 1 >> 2
  let inverted = ~a
  let range = 0..<numbers.count
  let closed = 1...5
  let prefixRange = ..<3
  let forced = optional!
  let fallback = optional ?? 0
  let chained = numbers.first?.description.count
  let cast = any as? Int
  let sure = any as! Int
  let check = any is String
  let choice = isSmall ? a : b
  let identity = a === b as AnyObject
  var copy = numbers
  copy.sort(by: >)
  let tuple = (first: a, second: b)
  let labels = tuple.0 + tuple.first
  let vector = -Vector(x: 1, y: 2) + Vector(x: 0.5, y: .pi)
  _ = (root, square, piped, half, compact, remainder, bits, inverted, range, closed, prefixRange)
  _ = (forced, fallback, chained, cast, sure, check, choice, identity, labels, vector)
  return total
}

/// Keyword coverage: the statements a parser sees less often.
protocol Scaling {
  associatedtype Unit
  static func scaled(_ value: Self, by factor: Double) -> Self
}

enum ParseError: Error { case empty, invalid(String) }

final class Counter {
  private var value = 0
  deinit { print("released at \(value)") }

  func run(_ steps: [Int]) throws -> Int {
    defer { value = 0 }
    let pattern = try! NSRegularExpression(pattern: "[0-9]+")
    _ = pattern
    repeat {
      value += 1
    } while value < 3
    for step in steps {
      switch step {
      case 0: fallthrough
      case 1: continue
      case 2...9: break
      default: throw ParseError.invalid(String(step))
      }
    }
    guard !steps.isEmpty else { throw ParseError.empty }
    do {
      try validate(steps)
    } catch ParseError.invalid(let text) {
      print(text)
    } catch {
      throw error
    }
    return value
  }

  private func validate(_ steps: [Int]) throws {
    if steps.contains(where: { $0 < 0 }) { throw ParseError.invalid("negative") }
  }
}
