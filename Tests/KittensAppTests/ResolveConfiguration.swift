import KittensApp

/// The configuration `kittens ARGUMENTS` runs with in `environment`, as the app resolves it.
func resolve(_ arguments: [String], _ environment: [String: String] = [:]) throws -> KittensConfiguration {
    try KittensCommand.parse(arguments).resolve(environment: environment)
}
