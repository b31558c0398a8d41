#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bind` and `getsockname` for an IPv4 address, which the system takes as a generic `sockaddr`.
///
/// Unsafe only to pass a `sockaddr_in` where C wants a pointer to a `sockaddr` (the same memory
/// seen as the general type, as every C caller does): Swift has no safe spelling for that.
enum SocketAddress {
    /// Binds `socket` to `address`: 0, or -1 with `errno` set.
    static func bind(_ socket: Int32, to address: sockaddr_in) -> Int32 {
        var address = address
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemBind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// The IPv4 address `socket` is bound to (with the port the system chose when 0 was asked),
    /// or nil if it cannot say.
    static func bound(_ socket: Int32) -> sockaddr_in? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return result == 0 ? address : nil
    }
}

#if canImport(Glibc)
private let systemBind = Glibc.bind
#elseif canImport(Darwin)
private let systemBind = Darwin.bind
#endif
