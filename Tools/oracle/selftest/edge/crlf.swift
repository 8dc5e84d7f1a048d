struct A {
  let s = """
    a\
    b
    """
}
