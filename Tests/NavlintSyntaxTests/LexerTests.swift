import Testing

@testable import NavlintSyntax

/// Exact token streams (kind and text) for tricky snippets, one table per construct. Every expectation was
/// checked against swift-syntax 603.0.1's lexer (Tools/oracle), except where a case name says otherwise.
@Suite struct LexerTests {
  static let identifiersCases: [LexerCase] = [
    LexerCase(
      "ascii and unicode names", "let café = ünïcode + 日本語 + π",
      [
        "keyword let",
        "identifier café",
        "equal =",
        "identifier ünïcode",
        "operator +",
        "identifier 日本語",
        "operator +",
        "identifier π",
      ]),
    LexerCase(
      "emoji identifier", "let 🐶🐱 = 1",
      [
        "keyword let",
        "identifier 🐶🐱",
        "equal =",
        "integer 1",
      ]),
    LexerCase(
      "combining mark cannot start a name", "\u{301}abc x",
      [
        "identifier \u{301}abc",
        "identifier x",
      ]),
    LexerCase(
      "backticked keyword and raw identifier", "`class` `default value` `$`",
      [
        "identifier `class`",
        "identifier `default value`",
        "identifier `$`",
      ]),
    LexerCase(
      "empty backticks and lone backtick", "`` ` x",
      [
        "identifier ``",
        "backtick `",
        "identifier x",
      ]),
    LexerCase(
      "dollar identifiers", "$0 + $12 + $name + $ + a$b",
      [
        "identifier $0",
        "operator +",
        "identifier $12",
        "operator +",
        "identifier $name",
        "operator +",
        "identifier $",
        "operator +",
        "identifier a$b",
      ]),
    LexerCase(
      "placeholders", "f(<#T##Int#>, <#name#>)",
      [
        "identifier f",
        "l_paren (",
        "identifier <#T##Int#>",
        "comma ,",
        "identifier <#name#>",
        "r_paren )",
      ]),
    LexerCase(
      "placeholder broken by newline", "<#a\n#>",
      [
        "operator <",
        "pound #",
        "identifier a",
        "pound #",
        "operator >",
      ]),
    LexerCase(
      "contextual keywords are identifiers",
      "some any async await actor nonisolated get set willSet didSet override weak unowned lazy mutating consuming borrowing package macro",
      [
        "identifier some",
        "identifier any",
        "identifier async",
        "identifier await",
        "identifier actor",
        "identifier nonisolated",
        "identifier get",
        "identifier set",
        "identifier willSet",
        "identifier didSet",
        "identifier override",
        "identifier weak",
        "identifier unowned",
        "identifier lazy",
        "identifier mutating",
        "identifier consuming",
        "identifier borrowing",
        "identifier package",
        "identifier macro",
      ]),
  ]

  @Test(arguments: identifiersCases) func identifiers(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let keywordsCases: [LexerCase] = [
    LexerCase(
      "every reserved word",
      "Any as associatedtype break case catch class continue default defer deinit do else enum extension fallthrough false fileprivate for func guard if import in init inout internal is let nil operator precedencegroup private protocol public repeat rethrows return self Self static struct subscript super switch throw throws true try typealias var where while _",
      [
        "keyword Any",
        "keyword as",
        "keyword associatedtype",
        "keyword break",
        "keyword case",
        "keyword catch",
        "keyword class",
        "keyword continue",
        "keyword default",
        "keyword defer",
        "keyword deinit",
        "keyword do",
        "keyword else",
        "keyword enum",
        "keyword extension",
        "keyword fallthrough",
        "keyword false",
        "keyword fileprivate",
        "keyword for",
        "keyword func",
        "keyword guard",
        "keyword if",
        "keyword import",
        "keyword in",
        "keyword init",
        "keyword inout",
        "keyword internal",
        "keyword is",
        "keyword let",
        "keyword nil",
        "keyword operator",
        "keyword precedencegroup",
        "keyword private",
        "keyword protocol",
        "keyword public",
        "keyword repeat",
        "keyword rethrows",
        "keyword return",
        "keyword self",
        "keyword Self",
        "keyword static",
        "keyword struct",
        "keyword subscript",
        "keyword super",
        "keyword switch",
        "keyword throw",
        "keyword throws",
        "keyword true",
        "keyword try",
        "keyword typealias",
        "keyword var",
        "keyword where",
        "keyword while",
        "keyword _",
      ]),
    LexerCase(
      "near misses", "selfish Self_ _x __ `self` inits",
      [
        "identifier selfish",
        "identifier Self_",
        "identifier _x",
        "identifier __",
        "identifier `self`",
        "identifier inits",
      ]),
  ]

  @Test(arguments: keywordsCases) func keywords(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let numbersCases: [LexerCase] = [
    LexerCase(
      "decimal integers and separators", "0 42 1_000_000 007 1__",
      [
        "integer 0",
        "integer 42",
        "integer 1_000_000",
        "integer 007",
        "integer 1__",
      ]),
    LexerCase(
      "binary octal hex", "0b1010 0o755 0xFF_EC 0x_1",
      [
        "integer 0b1010",
        "integer 0o755",
        "integer 0xFF_EC",
        "integer 0x_1",
      ]),
    LexerCase(
      "floats", "1.5 0.25e10 1e-3 2E+4 1_0.0_1 6.02e23",
      [
        "float 1.5",
        "float 0.25e10",
        "float 1e-3",
        "float 2E+4",
        "float 1_0.0_1",
        "float 6.02e23",
      ]),
    LexerCase(
      "hex floats", "0x1p3 0x1.8p-2 0xA.Bp+1 0xFFp0",
      [
        "float 0x1p3",
        "float 0x1.8p-2",
        "float 0xA.Bp+1",
        "float 0xFFp0",
      ]),
    LexerCase(
      "member access is not a float", "1.foo 1.description 0xff.description 0xff.fp t.0.1 x.1.2",
      [
        "integer 1",
        "period .",
        "identifier foo",
        "integer 1",
        "period .",
        "identifier description",
        "integer 0xff",
        "period .",
        "identifier description",
        "integer 0xff",
        "period .",
        "identifier fp",
        "identifier t",
        "period .",
        "integer 0",
        "period .",
        "integer 1",
        "identifier x",
        "period .",
        "integer 1",
        "period .",
        "integer 2",
      ]),
    LexerCase(
      "malformed numbers", "1abc 0b102 0o9 0x 0xg 1e 1e+ 1.5e_3 0x1.8",
      [
        "integer 1abc",
        "integer 0b102",
        "integer 0o9",
        "integer 0x",
        "integer 0xg",
        "float 1e",
        "float 1e+",
        "float 1.5e_3",
        "integer 0x1.8",
      ]),
    LexerCase(
      "float then identifier", "1.5abc",
      [
        "float 1.5",
        "identifier abc",
      ]),
    LexerCase(
      "negative number is an operator and an integer", "-1 - 2 a-1",
      [
        "operator -",
        "integer 1",
        "operator -",
        "integer 2",
        "identifier a",
        "operator -",
        "integer 1",
      ]),
  ]

  @Test(arguments: numbersCases) func numbers(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let stringsCases: [LexerCase] = [
    LexerCase(
      "empty and simple strings", "\"\" \"a\" \"a b\"",
      [
        "string-quote \"",
        "string-quote \"",
        "string-quote \"",
        "string-segment a",
        "string-quote \"",
        "string-quote \"",
        "string-segment a b",
        "string-quote \"",
      ]),
    LexerCase(
      "escapes", "\"\\\" \\\\ \\t \\0 \\u{1F600} \\' \\q\"",
      [
        "string-quote \"",
        "string-segment \\\" \\\\ \\t \\0 \\u{1F600} \\' \\q",
        "string-quote \"",
      ]),
    LexerCase(
      "newline escapes end a segment", "\"a\\nb\\rc\\u{a}d\"",
      [
        "string-quote \"",
        "string-segment a\\n",
        "string-segment b\\r",
        "string-segment c\\u{a}",
        "string-segment d",
        "string-quote \"",
      ]),
    LexerCase(
      "interpolation", "\"x = \\(x) and \\(y + 1)\"",
      [
        "string-quote \"",
        "string-segment x = ",
        "backslash \\",
        "l_paren (",
        "identifier x",
        "r_paren )",
        "string-segment  and ",
        "backslash \\",
        "l_paren (",
        "identifier y",
        "operator +",
        "integer 1",
        "r_paren )",
        "string-quote \"",
      ]),
    LexerCase(
      "nested interpolation with strings", "\"a\\(\"b\\(\"c\\(d)\")\")e\"",
      [
        "string-quote \"",
        "string-segment a",
        "backslash \\",
        "l_paren (",
        "string-quote \"",
        "string-segment b",
        "backslash \\",
        "l_paren (",
        "string-quote \"",
        "string-segment c",
        "backslash \\",
        "l_paren (",
        "identifier d",
        "r_paren )",
        "string-quote \"",
        "r_paren )",
        "string-quote \"",
        "r_paren )",
        "string-segment e",
        "string-quote \"",
      ]),
    LexerCase(
      "parentheses inside interpolation", "\"\\(f((1), (2)))\"",
      [
        "string-quote \"",
        "backslash \\",
        "l_paren (",
        "identifier f",
        "l_paren (",
        "l_paren (",
        "integer 1",
        "r_paren )",
        "comma ,",
        "l_paren (",
        "integer 2",
        "r_paren )",
        "r_paren )",
        "r_paren )",
        "string-quote \"",
      ]),
    LexerCase(
      "unterminated at line end", "let s = \"abc\nnext",
      [
        "keyword let",
        "identifier s",
        "equal =",
        "string-quote \"",
        "string-segment abc",
        "identifier next",
      ]),
    LexerCase(
      "unterminated interpolation at line end", "\"a\\(b\nc",
      [
        "string-quote \"",
        "string-segment a",
        "backslash \\",
        "l_paren (",
        "identifier b",
        "identifier c",
      ]),
    LexerCase(
      "unterminated at end of file", "\"abc",
      [
        "string-quote \"",
        "string-segment abc",
      ]),
    LexerCase(
      "single-quoted literal", "'a' 'ab\\'c'",
      [
        "string-quote '",
        "string-segment a",
        "string-quote '",
        "string-quote '",
        "string-segment ab\\'c",
        "string-quote '",
      ]),
  ]

  @Test(arguments: stringsCases) func strings(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let rawStringsCases: [LexerCase] = [
    LexerCase(
      "raw string", "#\"a\\n\"b\"#",
      [
        "string-quote #",
        "string-quote \"",
        "string-segment a\\n\"b",
        "string-quote \"",
        "string-quote #",
      ]),
    LexerCase(
      "raw interpolation", "#\"a\\#(x)b\\(y)\"#",
      [
        "string-quote #",
        "string-quote \"",
        "string-segment a",
        "backslash \\",
        "string-quote #",
        "l_paren (",
        "identifier x",
        "r_paren )",
        "string-segment b\\(y)",
        "string-quote \"",
        "string-quote #",
      ]),
    LexerCase(
      "two pounds", "##\"a\"#b\"##",
      [
        "string-quote ##",
        "string-quote \"",
        "string-segment a\"#b",
        "string-quote \"",
        "string-quote ##",
      ]),
    LexerCase(
      "one extra pound is taken", "#\"a\\##(x)\"##",
      [
        "string-quote #",
        "string-quote \"",
        "string-segment a",
        "backslash \\",
        "string-quote ##",
        "l_paren (",
        "identifier x",
        "r_paren )",
        "string-quote \"",
        "string-quote ##",
      ]),
    LexerCase(
      "raw quote-quote-quote on one line", "#\"\"\"#",
      [
        "string-quote #",
        "string-quote \"",
        "string-segment \"",
        "string-quote \"",
        "string-quote #",
      ]),
    LexerCase(
      "only a double quote makes a raw string", "#'a'# #\"b\"#",
      [
        "pound #",
        "string-quote '",
        "string-segment a",
        "string-quote '",
        "pound #",
        "string-quote #",
        "string-quote \"",
        "string-segment b",
        "string-quote \"",
        "string-quote #",
      ]),
  ]

  @Test(arguments: rawStringsCases) func rawStrings(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let multiLineStringsCases: [LexerCase] = [
    LexerCase(
      "lines and indentation", "let s = \"\"\"\n  one\n    two \\(x)\n  \"\"\"\n",
      [
        "keyword let",
        "identifier s",
        "equal =",
        "string-quote \"\"\"",
        "string-segment   one\n",
        "string-segment     two ",
        "backslash \\",
        "l_paren (",
        "identifier x",
        "r_paren )",
        "string-segment \n",
        "string-segment   ",
        "string-quote \"\"\"",
      ]),
    LexerCase(
      "escaped line break is trivia", "\"\"\"\n  a \\\n  b\n  \"\"\"",
      [
        "string-quote \"\"\"",
        "string-segment   a ",
        "string-segment   b\n",
        "string-segment   ",
        "string-quote \"\"\"",
      ]),
    LexerCase(
      "raw multi-line", "#\"\"\"\n  a\\#(b)\"\"\"\n  \"\"\"#",
      [
        "string-quote #",
        "string-quote \"\"\"",
        "string-segment   a",
        "backslash \\",
        "string-quote #",
        "l_paren (",
        "identifier b",
        "r_paren )",
        "string-segment \"\"\"\n",
        "string-segment   ",
        "string-quote \"\"\"",
        "string-quote #",
      ]),
    LexerCase(
      "quotes inside", "\"\"\"\n  say \"\"hi\"\" \\\"\"\"\n  \"\"\"",
      [
        "string-quote \"\"\"",
        "string-segment   say \"\"hi\"\" \\\"\"\"\n",
        "string-segment   ",
        "string-quote \"\"\"",
      ]),
    LexerCase(
      "crlf", "\"\"\"\r\n  a\r\n  \"\"\"\r\n",
      [
        "string-quote \"\"\"",
        "string-segment   a\r\n",
        "string-segment   ",
        "string-quote \"\"\"",
      ]),
    LexerCase(
      "opening followed by text", "\"\"\"abc\n\"\"\"",
      [
        "string-quote \"\"\"",
        "string-segment abc\n",
        "string-quote \"\"\"",
      ]),
  ]

  @Test(arguments: multiLineStringsCases) func multiLineStrings(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let regexCases: [LexerCase] = [
    LexerCase(
      "regex after equal", "let r = /ab+c/",
      [
        "keyword let",
        "identifier r",
        "equal =",
        "regex /ab+c/",
      ]),
    LexerCase(
      "division between operands", "a / b / c",
      [
        "identifier a",
        "operator /",
        "identifier b",
        "operator /",
        "identifier c",
      ]),
    LexerCase(
      "no spaces is division", "a/b/c",
      [
        "identifier a",
        "operator /",
        "identifier b",
        "operator /",
        "identifier c",
      ]),
    LexerCase(
      "regex in argument", "f(/x/, /y/)",
      [
        "identifier f",
        "l_paren (",
        "regex /x/",
        "comma ,",
        "regex /y/",
        "r_paren )",
      ]),
    LexerCase(
      "prefix operator before regex", "let m = !/x/",
      [
        "keyword let",
        "identifier m",
        "equal =",
        "operator !",
        "regex /x/",
      ]),
    LexerCase(
      "regex cannot start with space", "x = / a/",
      [
        "identifier x",
        "equal =",
        "regex / a/",
      ]),
    LexerCase(
      "regex followed by comment is a comment", "x = /a//b",
      [
        "identifier x",
        "equal =",
        "operator /",
        "identifier a",
      ]),
    LexerCase(
      "extended regex", "#/a/b/# ##/x/#/##",
      [
        "regex #/a/b/#",
        "regex ##/x/#/##",
      ]),
    LexerCase(
      "multi-line extended regex", "let r = #/\n  a b\n  /#",
      [
        "keyword let",
        "identifier r",
        "equal =",
        "regex #/\n  a b\n  /#",
      ]),
    LexerCase(
      "unterminated extended regex", "#/abc\nx",
      [
        "regex #/abc",
        "identifier x",
      ]),
    LexerCase(
      "regex after try?", "let m = try? /x/.wholeMatch(s)",
      [
        "keyword let",
        "identifier m",
        "equal =",
        "keyword try",
        "postfix_question ?",
        "regex /x/",
        "period .",
        "identifier wholeMatch",
        "l_paren (",
        "identifier s",
        "r_paren )",
      ]),
    LexerCase(
      "operator declarations", "infix operator /^/\nfunc /(a: A, b: B) {}",
      [
        "identifier infix",
        "keyword operator",
        "operator /^/",
        "keyword func",
        "operator /",
        "l_paren (",
        "identifier a",
        "colon :",
        "identifier A",
        "comma ,",
        "identifier b",
        "colon :",
        "identifier B",
        "r_paren )",
        "l_brace {",
        "r_brace }",
      ]),
    LexerCase(
      "unbalanced paren is division", "(a / b) / (c)",
      [
        "l_paren (",
        "identifier a",
        "operator /",
        "identifier b",
        "r_paren )",
        "operator /",
        "l_paren (",
        "identifier c",
        "r_paren )",
      ]),
    LexerCase(
      "regex after return and keyword", "return /x/",
      [
        "keyword return",
        "regex /x/",
      ]),
    LexerCase(
      "after self is division", "self / 2 / 3",
      [
        "keyword self",
        "operator /",
        "integer 2",
        "operator /",
        "integer 3",
      ]),
    LexerCase(
      "a tab before the closing slash does not stop a regex, a space does", "_ = { /abc\t/ }\n_ = { /abc /}",
      [
        "keyword _",
        "equal =",
        "l_brace {",
        "regex /abc\t/",
        "r_brace }",
        "keyword _",
        "equal =",
        "l_brace {",
        "operator /",
        "identifier abc",
        "operator /",
        "r_brace }",
      ]),
    LexerCase(
      "after a string cut off inside its interpolation, a slash is division", "x = \"a\\(b /\n/ c/",
      [
        "identifier x",
        "equal =",
        "string-quote \"",
        "string-segment a",
        "backslash \\",
        "l_paren (",
        "identifier b",
        "operator /",
        "operator /",
        "identifier c",
        "operator /",
      ]),
  ]

  @Test(arguments: regexCases) func regex(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let commentsCases: [LexerCase] = [
    LexerCase(
      "line and doc comments", "a // c\n/// doc\n//// not doc\nb",
      [
        "identifier a",
        "identifier b",
      ]),
    LexerCase(
      "nested block comments", "a /* x /* y */ z */ b /** doc */ c",
      [
        "identifier a",
        "identifier b",
        "identifier c",
      ]),
    LexerCase(
      "unterminated block comment", "a /* b /* c */",
      [
        "identifier a"
      ]),
    LexerCase(
      "comment right after operator", "a+/*x*/b; c-//y\nd",
      [
        "identifier a",
        "operator +",
        "identifier b",
        "semicolon ;",
        "identifier c",
        "operator -",
        "identifier d",
      ]),
  ]

  @Test(arguments: commentsCases) func comments(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let directivesCases: [LexerCase] = [
    LexerCase(
      "conditional compilation", "#if DEBUG && os(iOS)\n#elseif canImport(UIKit)\n#else\n#endif",
      [
        "pound #if",
        "identifier DEBUG",
        "operator &&",
        "identifier os",
        "l_paren (",
        "identifier iOS",
        "r_paren )",
        "pound #elseif",
        "identifier canImport",
        "l_paren (",
        "identifier UIKit",
        "r_paren )",
        "pound #else",
        "pound #endif",
      ]),
    LexerCase(
      "availability", "if #available(iOS 16, *) {} else if #unavailable(macOS 13) {}",
      [
        "keyword if",
        "pound #available",
        "l_paren (",
        "identifier iOS",
        "integer 16",
        "comma ,",
        "operator *",
        "r_paren )",
        "l_brace {",
        "r_brace }",
        "keyword else",
        "keyword if",
        "pound #unavailable",
        "l_paren (",
        "identifier macOS",
        "integer 13",
        "r_paren )",
        "l_brace {",
        "r_brace }",
      ]),
    LexerCase(
      "macros and other pound names",
      "#Preview { V() } #selector(f) #warning(\"x\") #file #sourceLocation(file: \"a\", line: 1)",
      [
        "pound #",
        "identifier Preview",
        "l_brace {",
        "identifier V",
        "l_paren (",
        "r_paren )",
        "r_brace }",
        "pound #",
        "identifier selector",
        "l_paren (",
        "identifier f",
        "r_paren )",
        "pound #",
        "identifier warning",
        "l_paren (",
        "string-quote \"",
        "string-segment x",
        "string-quote \"",
        "r_paren )",
        "pound #",
        "identifier file",
        "pound #sourceLocation",
        "l_paren (",
        "identifier file",
        "colon :",
        "string-quote \"",
        "string-segment a",
        "string-quote \"",
        "comma ,",
        "identifier line",
        "colon :",
        "integer 1",
        "r_paren )",
      ]),
    LexerCase(
      "pound keyword needs the whole word", "#iffy #if1 #else_",
      [
        "pound #",
        "identifier iffy",
        "pound #if",
        "integer 1",
        "pound #",
        "identifier else_",
      ]),
    LexerCase(
      "shebang", "#!/usr/bin/swift\nprint(1)",
      [
        "shebang #!/usr/bin/swift",
        "identifier print",
        "l_paren (",
        "integer 1",
        "r_paren )",
      ]),
  ]

  @Test(arguments: directivesCases) func directives(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let attributesCases: [LexerCase] = [
    LexerCase(
      "attributes with arguments",
      "@MainActor @Observable final class M { @Published var x = 0 }\n@available(iOS, deprecated: 16, message: \"use NavigationStack\")",
      [
        "at_sign @",
        "identifier MainActor",
        "at_sign @",
        "identifier Observable",
        "identifier final",
        "keyword class",
        "identifier M",
        "l_brace {",
        "at_sign @",
        "identifier Published",
        "keyword var",
        "identifier x",
        "equal =",
        "integer 0",
        "r_brace }",
        "at_sign @",
        "identifier available",
        "l_paren (",
        "identifier iOS",
        "comma ,",
        "identifier deprecated",
        "colon :",
        "integer 16",
        "comma ,",
        "identifier message",
        "colon :",
        "string-quote \"",
        "string-segment use NavigationStack",
        "string-quote \"",
        "r_paren )",
      ]),
    LexerCase(
      "property wrappers", "@State private var path = NavigationPath() @Environment(\\.dismiss) var dismiss",
      [
        "at_sign @",
        "identifier State",
        "keyword private",
        "keyword var",
        "identifier path",
        "equal =",
        "identifier NavigationPath",
        "l_paren (",
        "r_paren )",
        "at_sign @",
        "identifier Environment",
        "l_paren (",
        "backslash \\",
        "period .",
        "identifier dismiss",
        "r_paren )",
        "keyword var",
        "identifier dismiss",
      ]),
  ]

  @Test(arguments: attributesCases) func attributes(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let operatorsCases: [LexerCase] = [
    LexerCase(
      "postfix question and exclaim", "a?.b!.c x! y? try? try!",
      [
        "identifier a",
        "postfix_question ?",
        "period .",
        "identifier b",
        "exclaim !",
        "period .",
        "identifier c",
        "identifier x",
        "exclaim !",
        "identifier y",
        "postfix_question ?",
        "keyword try",
        "postfix_question ?",
        "keyword try",
        "exclaim !",
      ]),
    LexerCase(
      "infix question", "a ? b : c",
      [
        "identifier a",
        "infix_question ?",
        "identifier b",
        "colon :",
        "identifier c",
      ]),
    LexerCase(
      "exclaim binds left", "a!=b a != b !c",
      [
        "identifier a",
        "exclaim !",
        "equal =",
        "identifier b",
        "identifier a",
        "operator !=",
        "identifier b",
        "operator !",
        "identifier c",
      ]),
    LexerCase(
      "prefix amp", "f(&x) a & b a&b",
      [
        "identifier f",
        "l_paren (",
        "prefix_amp &",
        "identifier x",
        "r_paren )",
        "identifier a",
        "operator &",
        "identifier b",
        "identifier a",
        "operator &",
        "identifier b",
      ]),
    LexerCase(
      "arrow and colon colon", "func f() -> Int; Swift::print",
      [
        "keyword func",
        "identifier f",
        "l_paren (",
        "r_paren )",
        "arrow ->",
        "identifier Int",
        "semicolon ;",
        "identifier Swift",
        "colon_colon ::",
        "identifier print",
      ]),
    LexerCase(
      "equal must be consistent", "a = b a=b a =b",
      [
        "identifier a",
        "equal =",
        "identifier b",
        "identifier a",
        "equal =",
        "identifier b",
        "identifier a",
        "equal =",
        "identifier b",
      ]),
    LexerCase(
      "generic angles are operators", "Array<Dictionary<String, Int>>()",
      [
        "identifier Array",
        "operator <",
        "identifier Dictionary",
        "operator <",
        "identifier String",
        "comma ,",
        "identifier Int",
        "operator >>",
        "l_paren (",
        "r_paren )",
      ]),
    LexerCase(
      "custom and unicode operators", "a <*> b ∪ c ≥ d ..< e ... f .+. g",
      [
        "identifier a",
        "operator <*>",
        "identifier b",
        "operator ∪",
        "identifier c",
        "operator ≥",
        "identifier d",
        "operator ..<",
        "identifier e",
        "operator ...",
        "identifier f",
        "operator .+.",
        "identifier g",
      ]),
    LexerCase(
      "period rules", "a.b .c x.+y a. b",
      [
        "identifier a",
        "period .",
        "identifier b",
        "period .",
        "identifier c",
        "identifier x",
        "operator .+",
        "identifier y",
        "identifier a",
        "period .",
        "identifier b",
      ]),
    LexerCase(
      "stray block comment end", "a */ b a+*/b",
      [
        "identifier a",
        "unknown */",
        "identifier b",
        "identifier a",
        "unknown +*/",
        "identifier b",
      ]),
    LexerCase(
      "placeholder inside operator", "a+<#x#>",
      [
        "identifier a",
        "operator +",
        "identifier <#x#>",
      ]),
  ]

  @Test(arguments: operatorsCases) func operators(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let punctuationCases: [LexerCase] = [
    LexerCase(
      "all punctuation", "( ) { } [ ] , ; : . @ \\ `",
      [
        "l_paren (",
        "r_paren )",
        "l_brace {",
        "r_brace }",
        "l_square [",
        "r_square ]",
        "comma ,",
        "semicolon ;",
        "colon :",
        "period .",
        "at_sign @",
        "backslash \\",
        "backtick `",
      ]),
    LexerCase(
      "key path", "\\Model.name \\.count",
      [
        "backslash \\",
        "identifier Model",
        "period .",
        "identifier name",
        "backslash \\",
        "period .",
        "identifier count",
      ]),
  ]

  @Test(arguments: punctuationCases) func punctuation(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }

  static let triviaAndMalformedCases: [LexerCase] = [
    LexerCase(
      "byte order mark", "\u{FEFF}let x = 1",
      [
        "keyword let",
        "identifier x",
        "equal =",
        "integer 1",
      ]),
    LexerCase(
      "non-breaking space", "a\u{A0}+ b",
      [
        "identifier a",
        "operator +",
        "identifier b",
      ]),
    LexerCase(
      "crlf line endings", "let a = 1\r\nlet b = 2\r\n",
      [
        "keyword let",
        "identifier a",
        "equal =",
        "integer 1",
        "keyword let",
        "identifier b",
        "equal =",
        "integer 2",
      ]),
    LexerCase(
      "lone carriage returns", "a\rb\r\rc",
      [
        "identifier a",
        "identifier b",
        "identifier c",
      ]),
    LexerCase(
      "curly quotes", "print(“hello”) ”",
      [
        "identifier print",
        "l_paren (",
        "identifier “hello”",
        "r_paren )",
        "unknown ”",
      ]),
    LexerCase(
      "control characters are unknown (trivia to swift-syntax)", "a \u{1} b \u{7F} c",
      [
        "identifier a",
        "unknown \u{1}",
        "identifier b",
        "unknown \u{7F}",
        "identifier c",
      ]),
    LexerCase(
      "conflict markers are trivia", "a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> branch\nd",
      [
        "identifier a",
        "identifier d",
      ]),
    LexerCase(
      "unterminated conflict marker is code", "<<<<<<< HEAD\nx",
      [
        "operator <<<<<<<",
        "identifier HEAD",
        "identifier x",
      ]),
    LexerCase(
      "bytes swift-syntax skips do not count as the previous token (unknown: trivia to swift-syntax)",
      "[]\u{1} /!^ x/\nb = t.\u{1} 0.1",
      [
        "l_square [",
        "r_square ]",
        "unknown \u{1}",
        "operator /!^",
        "identifier x",
        "operator /",
        "identifier b",
        "equal =",
        "identifier t",
        "period .",
        "unknown \u{1}",
        "integer 0",
        "period .",
        "integer 1",
      ]),
    LexerCase(
      "curly-quoted text ends at a tab, an invalid escape or a line end",
      "a “curly stri\tng” b\nc “x\\u{41}y” d “q\\u{110000}”\ne “ab\"c",
      [
        "identifier a",
        "identifier “",
        "identifier curly",
        "identifier stri",
        "identifier ng",
        "unknown ”",
        "identifier b",
        "identifier c",
        "identifier “x\\u{41}y”",
        "identifier d",
        "identifier “",
        "identifier q",
        "backslash \\",
        "identifier u",
        "l_brace {",
        "integer 110000",
        "r_brace }",
        "unknown ”",
        "identifier e",
        "identifier “ab\"",
        "identifier c",
      ]),
  ]

  @Test(arguments: triviaAndMalformedCases) func triviaAndMalformed(_ testCase: LexerCase) {
    #expect(renderedTokens(testCase.source) == testCase.expected)
  }
}
