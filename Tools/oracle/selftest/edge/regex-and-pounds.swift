_ = { /abc	/ }
_ = { /abc /}
let c = #'x'#
let q = x / y / z
let r = f(/a/, /b c/)
let s = a.split(separator: / /)
let t = try? /x+/.wholeMatch(in: s)
let u = #/
  (?<name> \w+) # comment
/#
prefix operator /
