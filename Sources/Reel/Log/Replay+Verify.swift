import Foundation

extension Replay {
    /// Replays the log at `url` and compares every step's commands and frame hash with the recording.
    public static func verify(logAt url: URL, input: S.Input) -> Verification {
        do {
            return verify(try LogReader<S>(contentsOf: url), input: input)
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays a log held in memory and compares every step with the recording.
    public static func verify(logData data: Data, input: S.Input) -> Verification {
        do {
            return verify(try LogReader<S>(data: data), input: input)
        } catch {
            return .unreadable(error)
        }
    }

    /// Replays what `reader` has left and compares every step with the recording, stopping at the
    /// first step whose commands (as JSON) or frame hash differ.
    public static func verify(_ reader: LogReader<S>, input: S.Input) -> Verification {
        var replay = Replay(input: input, frameSize: reader.header.frameSize)
        let commands = CommandsEncoder<S.Msg>()
        var previousFrame = replay.frame
        do {
            while let logged = try reader.next() {
                let effect = replay.apply(logged.msg)
                let frame = replay.frame
                let hash = FrameHash(frame)
                let actual: [UInt8]
                do {
                    actual = try commands.encode(effect)
                } catch {
                    actual = Array("(cannot encode: \(error))".utf8)
                }
                // Bytes first: the recorder wrote them with the same encoder, so equal commands are
                // almost always equal bytes; the JSON comparison covers a log written differently.
                let sameCommands = logged.commandsBytes.elementsEqual(actual)
                    || Divergence.sameJSON(logged.commandsJSON, String(decoding: actual, as: UTF8.self))
                // Subscription starts and stops are part of the step: a change in them is a divergence.
                let actualSubscriptions = (try? commands.encode(replay.subscriptionChanges)) ?? nil
                let sameSubscriptions = logged.subscriptionsBytes.map { Array($0) } == actualSubscriptions
                    || Divergence.sameJSON(logged.subscriptionsJSON ?? "{}", actualSubscriptions.map { String(decoding: $0, as: UTF8.self) } ?? "{}")
                if hash != logged.frameHash || !sameCommands || !sameSubscriptions {
                    return .diverged(Divergence(
                        step: logged.index, message: logged.msgJSON,
                        expectedCommands: logged.commandsJSON + Self.subscriptionsSuffix(logged.subscriptionsJSON),
                        actualCommands: String(decoding: actual, as: UTF8.self)
                            + Self.subscriptionsSuffix(actualSubscriptions.map { String(decoding: $0, as: UTF8.self) }),
                        recordedFrameHash: logged.frameHash,
                        replayedFrameHash: hash,
                        recordedFrame: hash == logged.frameHash ? trimmed(frame) : logged.frameLines,
                        replayedFrame: trimmed(frame), previousFrame: trimmed(previousFrame)))
                }
                previousFrame = frame
            }
        } catch {
            return .unreadable(error)
        }
        return .identical(steps: replay.stepsApplied, warnings: reader.warnings)
    }

    /// The subscription changes shown after a step's commands when there are any.
    private static func subscriptionsSuffix(_ json: String?) -> String { json.map { " subscriptions \($0)" } ?? "" }

    /// A frame's lines as a divergence shows them: trailing spaces trimmed, as logs store them.
    private static func trimmed(_ frame: Frame) -> [String] { frame.lines.map(Frame.trimmingTrailingSpaces) }
}

extension Replay where S.Input == Void {
    /// Replays the log at `url` and compares every step's commands and frame hash with the recording.
    public static func verify(logAt url: URL) -> Verification { verify(logAt: url, input: ()) }

    /// Replays a log held in memory and compares every step with the recording.
    public static func verify(logData data: Data) -> Verification { verify(logData: data, input: ()) }
}
