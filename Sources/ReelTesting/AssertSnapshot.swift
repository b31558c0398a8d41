import Reel

/// Checks that `frame` matches the snapshot file `Snapshots/<folder>/<name>.txt`, and its styles
/// the style layer `<name>.styles.txt` beside it (see ``SnapshotStyleLayer``): a frame with
/// styles needs that file to match, one without needs it to be absent.
///
/// The folder defaults to the test module's name without `Tests`; the file is found by walking up
/// from the test file to the directory holding `Package.swift`. What happens when the file is
/// missing or different depends on `REEL_SNAPSHOTS` and `CI` (see `SnapshotRecordMode`); any
/// failure shows a line diff and the file's path, at the line of this call.
public func assertSnapshot(
    of frame: Frame, named name: String, in folder: String? = nil, settings: SnapshotSettings = SnapshotSettings(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    SnapshotCheck.run(SnapshotFormat.frame(frame), name: name, folder: folder, settings: settings, site: site)
    SnapshotCheck.runStyles(SnapshotStyleLayer.frame(frame), name: name, folder: folder, settings: settings, site: site)
}

/// Checks that `text` matches the snapshot file `Snapshots/<folder>/<name>.txt`; trailing
/// whitespace on a line does not count (see `SnapshotFormat`).
public func assertSnapshot(
    of text: String, named name: String, in folder: String? = nil, settings: SnapshotSettings = SnapshotSettings(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    SnapshotCheck.run(SnapshotFormat.normalized(text), name: name, folder: folder, settings: settings,
                      site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks a sequence of frames (the steps of a session) against one snapshot file, each frame
/// under a header line such as `== 2 incrementTapped` naming its step and message; the frames'
/// styles, if any, against the style layer `<name>.styles.txt`.
public func assertSnapshot(
    of reel: [(header: String, frame: Frame)], named name: String, in folder: String? = nil,
    settings: SnapshotSettings = SnapshotSettings(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    SnapshotCheck.run(SnapshotFormat.reel(reel), name: name, folder: folder, settings: settings, site: site)
    SnapshotCheck.runStyles(SnapshotStyleLayer.reel(reel), name: name, folder: folder, settings: settings, site: site)
}
