print("kittens")
