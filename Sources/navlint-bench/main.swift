// STUB: the benchmark driver (`make bench`).
print("no benchmarks yet")
