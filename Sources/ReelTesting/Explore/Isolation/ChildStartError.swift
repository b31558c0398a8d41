/// Why a child process could not be started, in one line.
struct ChildStartError: Error {
    let reason: String
}
