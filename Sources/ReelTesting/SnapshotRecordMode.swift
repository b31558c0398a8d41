/// When snapshot assertions write reference files, chosen with `REEL_SNAPSHOTS`.
///
/// Whatever the mode, a run that writes a file fails the assertion that wrote it, so a recording
/// run is never mistaken for a passing one; and when `CI` is set nothing is written at all.
public enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Write snapshots that do not exist yet; compare the others (the default).
    case missing
    /// Rewrite every snapshot.
    case all
    /// Write snapshots that are missing or differ; matching ones pass untouched.
    case failed
    /// Never write: a missing or different snapshot fails.
    case never
}
