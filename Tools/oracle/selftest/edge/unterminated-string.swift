let s = "never closed
let t = """
  open
