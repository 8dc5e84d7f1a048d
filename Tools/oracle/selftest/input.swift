#!/usr/bin/env swift
let x = a ? b : c; let r = /ab+c/
let y = #/a/b/#, z = try? f(&v)!
let s = #"raw \#(x) "# + "a\(b)c" + """
  hello \(1)
  world\
  end
  """
#if DEBUG
#Preview { _ = $0; <#ph#> }
#endif
x?.y ?? z! ; async some Int
/* outer /* nested */ still comment */ let n = -1 + 0x1.8p3 + 1_000 + 0b1010 + 1e-9
func f<T: P>(_ a: [T]) -> Array<Array<Int>> { a.map(\.x) }
@MainActor @available(iOS, deprecated: 16) var `class` = 'c' // trailing
let café = "emoji 🎉 \u{1F600}" ; x >>= 2; y = !flag; Foo::bar
let q = a/b/c, w = x.count / 2
