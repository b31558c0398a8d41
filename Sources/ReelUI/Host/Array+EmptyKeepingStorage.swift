extension Array {
    /// Removes every element and keeps the storage, as `removeAll(keepingCapacity: true)` does,
    /// more cheaply for the short lists a store keeps between updates (a change or two): that call
    /// replaces a range (about 150 instructions, however short the list), this removes from the end.
    @inlinable
    mutating func emptyKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
