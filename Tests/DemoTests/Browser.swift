import Foundation
import Testing

/// Headless Chromium driven by `browser_page.py`, for the inspector's page: what the page showed
/// after its slider was moved by keys, the console errors seen, and the screenshot read back by
/// tesseract when it is installed. `.ci/run` installs both from Debian's packages; with `CI` set,
/// a missing Chromium fails the test rather than skipping it.
struct Browser: Decodable {
    let errors: [String]
    let step: String?
    let frame: String
    let title: String
    let ocr: String?
    let screenshotBytes: Int

    /// Whether a Chromium is on the PATH.
    static let installed = ["chromium", "chromium-browser", "google-chrome"].contains { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// Whether the browser test runs: when Chromium is installed, and always in CI (where a missing one fails it).
    static let usable = installed || ProcessInfo.processInfo.environment["CI"] != nil

    /// Why the test is skipped here.
    static let missingReason: Comment = "Chromium is not installed (apt-get install -y chromium tesseract-ocr); CI installs it"

    /// Opens `page`, moves its slider to `step` by keys and takes a screenshot of the frame to `screenshot`.
    static func show(page: String, step: Int, screenshot: String) throws -> Browser {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("browser_page.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, page, "\(step)", screenshot]
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BrowserError(
                "browser_page.py exited \(process.terminationStatus) (is Chromium installed? apt-get install -y chromium): "
                    + String(decoding: data, as: UTF8.self))
        }
        return try JSONDecoder().decode(Browser.self, from: data)
    }
}

/// Why the browser could not show the page.
struct BrowserError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
