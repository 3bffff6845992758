print("cassowary-bench: not built yet")
