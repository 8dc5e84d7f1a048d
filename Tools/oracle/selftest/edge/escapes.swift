let s = "a\nb\r\nc\t" + #"raw\n\#n"# + "\(f("\(g("x"))"))"
let k = \Foo.bar?.baz!
