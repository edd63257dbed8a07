// The learner's companion command. See `swift run learn help`.
print("learn: not built yet")
