#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension termios {
    /// Sets the control character at `index` (`VMIN`, `VTIME`, …) of the terminal settings.
    ///
    /// Unsafe (the settings' bytes reached in place) because C's `c_cc` array comes into Swift as a
    /// tuple of 20 or 32 elements, which cannot be indexed by a number; this is how it is written.
    mutating func setControlCharacter(_ index: Int32, to value: cc_t) {
        withUnsafeMutableBytes(of: &c_cc) { characters in
            let offset = Int(index) * MemoryLayout<cc_t>.stride
            precondition(index >= 0 && offset < characters.count, "no control character \(index) in a termios")
            characters.storeBytes(of: value, toByteOffset: offset, as: cc_t.self)
        }
    }
}
