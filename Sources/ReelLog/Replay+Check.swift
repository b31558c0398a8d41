import Reel

// Not nested in the generic Replay: its fields are then read directly even where the verify
// loop runs unspecialized (called from another module).
/// What today's code made of a logged step, beside what the log recorded.
package struct CheckedStep {
    /// Today's frame after the step.
    package let frame: Frame
    /// Its hash.
    package let frameHash: FrameHash
    /// Today's commands, encoded as the recorder encodes them.
    package let commands: [UInt8]
    /// Today's subscription changes, encoded; nil for no change.
    package let subscriptions: [UInt8]?
    /// Whether the commands and subscription changes are the recorded ones.
    package let sameCommands: Bool
    /// Whether the frame hashes as the recorded one.
    package let sameFrame: Bool

    /// Whether the step replays as it was recorded.
    package var matches: Bool { sameCommands && sameFrame }
}

extension Replay {
    /// Applies a logged step's message and compares today's commands, subscription changes and
    /// frame hash with the recorded ones.
    package mutating func check(_ logged: LoggedStep<S>, encoder: CommandsEncoder<S.Msg>) -> CheckedStep {
        let effect = apply(logged.msg)
        let frame = self.frame
        let hash = FrameHash(frame)
        let actual: [UInt8]
        do {
            actual = try encoder.encode(effect)
        } catch {
            actual = Array("(cannot encode: \(error))".utf8)
        }
        // Bytes first: the recorder wrote them with the same encoder, so equal commands are almost
        // always equal bytes; the JSON comparison covers a log written differently.
        let sameCommands = logged.commandsBytes.elementsEqual(actual)
            || Divergence.sameJSON(logged.commandsJSON, String(decoding: actual, as: UTF8.self))
        // Subscription starts and stops are part of the step: a change in them is a divergence.
        let subscriptions = (try? encoder.encode(subscriptionChanges)) ?? nil
        let sameSubscriptions = logged.subscriptionsBytes.map { Array($0) } == subscriptions
            || Divergence.sameJSON(logged.subscriptionsJSON ?? "{}", subscriptions.map { String(decoding: $0, as: UTF8.self) } ?? "{}")
        return CheckedStep(
            frame: frame, frameHash: hash, commands: actual, subscriptions: subscriptions,
            sameCommands: sameCommands && sameSubscriptions, sameFrame: hash == logged.frameHash)
    }
}

extension Divergence {
    /// How a logged step differs from what today's code made of it (`checked`), the frame before
    /// it being `previousFrame`.
    init<S: LoggableScene>(_ logged: LoggedStep<S>, _ checked: CheckedStep, previousFrame: Frame) {
        self.init(
            step: logged.index, message: logged.msgJSON,
            expectedCommands: logged.commandsJSON, actualCommands: String(decoding: checked.commands, as: UTF8.self),
            expectedSubscriptions: logged.subscriptionsJSON,
            actualSubscriptions: checked.subscriptions.map { String(decoding: $0, as: UTF8.self) },
            recordedFrameHash: logged.frameHash, replayedFrameHash: checked.frameHash,
            recordedFrame: checked.sameFrame ? checked.frame.trimmedLines : logged.frameLines,
            replayedFrame: checked.frame.trimmedLines, previousFrame: previousFrame.trimmedLines)
    }
}
