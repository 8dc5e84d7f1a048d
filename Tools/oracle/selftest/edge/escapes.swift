let s = "a\nb\r\nc\t" + #"raw\n\#n"# + "\(f("\(g("x"))"))"
let k = \Foo.bar?.baz!
let s = "a\u{a}b\u{D}c\u{0A}d"
let r = #"x\#ny\nz"#
