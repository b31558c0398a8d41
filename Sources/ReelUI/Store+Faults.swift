import Reel

extension Store {
    /// The commands of this store's scene that could not start (a request with no handler in the
    /// store's `Services`, say), in the order they failed: the program's `faults`, observed like
    /// any other value, so a view reading it is invalidated when a fault is added.
    ///
    /// The program also tells the services' `faultReporter` of each distinct fault, once: by
    /// default, in a debug build, one line on standard error at the first command that hits it.
    /// A preview's store (see ``init(previewing:model:)``) runs no command and has no faults.
    public var faults: [RequestFault] {
        let host = self.host
        let watch = watch(key: .faults) { _ in host.faults }
        readWatch(watch)
        return watch.value(as: [RequestFault].self)
    }
}
