// Writes SampleData/ (skeleton).
print("not implemented")
