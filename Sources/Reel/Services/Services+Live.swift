import Foundation

extension Services {
    /// The services of a real app: a real clock, HTTP through `URLSession` (requests, and the
    /// lines of streaming responses for ``HTTPLines`` subscriptions), and a cache with a memory
    /// tier of `memoryLimit` bytes and a disk tier in `cacheDirectory`.
    public static func live(cacheDirectory: URL, memoryLimit: Int = 32 << 20) -> Services {
        var services = Services(
            timers: DispatchTimers(),
            http: URLSessionTransport(),
            cache: Cache(directory: cacheDirectory, memoryLimit: memoryLimit))
        URLSessionLineStream.register(in: &services)
        return services
    }
}
