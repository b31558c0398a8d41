import Foundation
import Reel
import ReelLog

/// The part all snapshot assertions share: locate the file, compare, record if allowed, report.
enum SnapshotCheck {
    static func run(_ actual: String, name: String, folder: String?, settings: SnapshotSettings, site: SourceSite) {
        let fail = { (message: String) in settings.reporter.fail(message, at: site) }
        let location: SnapshotLocation
        let mode: SnapshotRecordMode
        do {
            guard let root = settings.packageRoot ?? SnapshotLocation.packageRoot(above: "\(site.filePath)") else {
                return fail("Snapshot \"\(name)\": no Package.swift found above \(site.filePath)")
            }
            location = try SnapshotLocation(root: root, folder: folder ?? SnapshotLocation.defaultFolder(fileID: site.fileID), name: name)
            mode = try settings.recordMode()
        } catch {
            return fail(error.message)
        }
        let stored: String?
        do {
            stored = try read(location.path)
        } catch {
            return fail(error.message)
        }
        // Bytes, not String's canonical equivalence: a snapshot pins the exact UTF-8.
        let matches = stored.map { $0.utf8.elementsEqual(actual.utf8) } ?? false
        let mayWrite = settings.mayWrite(mode, exists: stored != nil, matches: matches)
        if matches, !mayWrite { return }

        let diff = stored.map { LineDiff(expected: trimmed($0), actual: trimmed(actual)).rendered() } ?? ""
        guard mayWrite else {
            // Said only of what is set: advice to unset a variable that is not set misleads.
            let variable = SnapshotSettings.modeVariable
            let never = mode == .never ? "\(variable)=never" : nil
            let elsewhere = settings.isCI ? " where CI is not set" : ""
            if stored == nil {
                let reason = settings.isCI ? "CI is set\(never.map { " and \($0)" } ?? ""), so nothing is written" : never ?? ""
                let unset = never == nil ? "" : "\(settings.isCI ? "," : "") with \(variable) unset (or =missing)"
                return fail("No snapshot \"\(name)\" at \(location.path) (\(reason)); record it by running the tests\(elsewhere)\(unset), review and commit it. Actual:\n\(trimmed(actual))")
            }
            return fail("Snapshot \"\(name)\" does not match \(location.path)\n\(diff)\nIf the new output is right, re-record it\(elsewhere): \(variable)=failed swift test")
        }
        do {
            try write(actual, to: location.path)
        } catch {
            return fail(error.message)
        }
        if stored == nil {
            fail("Recorded new snapshot \"\(name)\": wrote \(location.path). Review it, commit it and run the tests again.")
        } else if matches {
            fail("Recorded snapshot \"\(name)\" again, unchanged: wrote \(location.path) (\(SnapshotSettings.modeVariable)=all fails every snapshot it writes).")
        } else {
            fail("Re-recorded snapshot \"\(name)\": wrote \(location.path). What changed:\n\(diff)")
        }
    }

    /// Checks a frame's style layer under `<name>.styles`: against the file when there is one, else
    /// that no such file is left.
    static func runStyles(_ layer: String?, name: String, folder: String?, settings: SnapshotSettings, site: SourceSite) {
        let layerName = name + SnapshotStyleLayer.nameSuffix
        if let layer {
            run(layer, name: layerName, folder: folder, settings: settings, site: site)
        } else {
            runAbsent(name: layerName, folder: folder, settings: settings, site: site)
        }
    }

    /// Checks that the snapshot `name` does not exist: a frame without styles has no style layer,
    /// so a layer left from when it had some fails (and is removed when recording may write).
    static func runAbsent(name: String, folder: String?, settings: SnapshotSettings, site: SourceSite) {
        let fail = { (message: String) in settings.reporter.fail(message, at: site) }
        guard let root = settings.packageRoot ?? SnapshotLocation.packageRoot(above: "\(site.filePath)"),
              let location = try? SnapshotLocation(root: root, folder: folder ?? SnapshotLocation.defaultFolder(fileID: site.fileID), name: name),
              FileManager.default.fileExists(atPath: location.path)
        else { return }
        let mode = (try? settings.recordMode()) ?? .never
        guard settings.mayWrite(mode, exists: true, matches: false) else {
            return fail("Snapshot \"\(name)\" at \(location.path) expects styles, but the frame has none; if that is right, delete the file or re-record: \(SnapshotSettings.modeVariable)=failed swift test")
        }
        do {
            try FileManager.default.removeItem(atPath: location.path)
        } catch {
            return fail("Cannot remove snapshot \(location.path): \(error.localizedDescription)")
        }
        fail("Removed snapshot \"\(name)\": the frame has no styles any more (\(location.path)).")
    }

    /// Normalised text without its final line break, so a diff does not show an empty last line.
    private static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The normalised contents of the file, or nil when there is none.
    private static func read(_ path: String) throws(SnapshotError) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SnapshotError("Cannot read snapshot \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotError("Snapshot \(path) is not valid UTF-8")
        }
        return SnapshotFormat.normalized(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    }

    /// Writes the file atomically, creating its folder.
    private static func write(_ text: String, to path: String) throws(SnapshotError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw SnapshotError("Cannot write snapshot \(path): \(error.localizedDescription)")
        }
    }
}
