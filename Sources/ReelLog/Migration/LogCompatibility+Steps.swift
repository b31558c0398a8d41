import Reel

extension LogCompatibility {
    /// What reading makes of one step line.
    enum StepOutcome {
        /// The line is read as it was recorded.
        case asRecorded
        /// The line with its message (and the messages its commands send) in today's shape.
        case rewritten([UInt8])
        /// A migration dropped the step; the warning that says so.
        case dropped(String)
    }

    /// Checks and migrates one step: its message goes through the migrations, or is refused when
    /// its case changed shape or is gone and none handled it; the messages its recorded commands
    /// send are migrated too, so that a verification compares like with like; and a request or
    /// source type its commands or subscription changes use is refused if it changed, unless
    /// `outcomesRederived` (an upgrade records today's commands instead of comparing them).
    func prepare(_ line: [UInt8], _ fields: StepLine, lineNumber: Int, outcomesRederived: Bool) throws(LogError) -> StepOutcome {
        let checksTypes = !changedTypes.isEmpty && !outcomesRederived
        // Most steps of most old logs concern no change: they are read as recorded, unparsed. (A
        // case name written with escapes, as no encoder writes it, passes unseen; decoding the
        // message as today's still checks it.)
        guard checksTypes || concernedKeys.areHeld(in: line) else { return .asRecorded }
        let step = fields.index
        let message = try Self.parse(line, fields.msg, lineNumber: lineNumber)
        let path = EncodedCase.path(of: message)
        let outcome: MigrationChain.Outcome
        do {
            outcome = try chain.apply(to: message)
        } catch {
            throw .badLine(lineNumber, "step \(step), case \"\(path.joined(separator: "."))\": \(error.reason)")
        }
        var newMessage: JSONValue?
        switch outcome {
        case .dropped(let summary):
            return .dropped("line \(lineNumber): step \(step) dropped: its case \"\(path.joined(separator: "."))\" was removed by \(summary)")
        case .rewritten(let migrated):
            newMessage = migrated
        case .unchanged:
            switch hasChangedCases ? standing(of: path) : .same {
            case .same, .unknown: break
            case .changed(let name): throw .badLine(lineNumber, "case \"\(name)\" changed shape at step \(step) (no migration handles it)")
            case .removed(let name):
                throw .badLine(lineNumber, "case \"\(name)\", used at step \(step), no longer exists (no migration handles it)")
            }
        }
        var newCommands: JSONValue?
        if !chain.isEmpty || checksTypes, line[fields.commands].count > 2 {
            let commands = try Self.parse(line, fields.commands, lineNumber: lineNumber)
            let migrated = try migrateCommands(commands, checkingTypes: checksTypes, step: step, lineNumber: lineNumber)
            if migrated != commands { newCommands = migrated }
        }
        if checksTypes, let range = fields.subscriptions {
            try checkSources(in: Self.parse(line, range, lineNumber: lineNumber), step: step, lineNumber: lineNumber)
        }
        guard newMessage != nil || newCommands != nil else { return .asRecorded }
        // Replaced from the end of the line back, so the earlier range stays where it was.
        var replacements: [(Range<Int>, [UInt8])] = []
        if let newMessage { replacements.append((fields.msg, newMessage.jsonBytes)) }
        if let newCommands { replacements.append((fields.commands, newCommands.jsonBytes)) }
        var rewritten = line
        for (range, bytes) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            rewritten.replaceSubrange(range, with: bytes)
        }
        return .rewritten(rewritten)
    }

    /// The commands with the messages they send (`send`, `timer.send`, under `scoped`) migrated;
    /// a message a migration drops or refuses stays as recorded. Refuses a changed request type.
    private func migrateCommands(_ value: JSONValue, checkingTypes: Bool, step: Int, lineNumber: Int) throws(LogError) -> JSONValue {
        switch value {
        case .array(let commands):
            var migrated: [JSONValue] = []
            for command in commands {
                migrated.append(try migrateCommands(command, checkingTypes: checkingTypes, step: step, lineNumber: lineNumber))
            }
            return .array(migrated)
        case .object(var command):
            if let message = command["send"] {
                command["send"] = migrated(message)
            } else if case .object(var timer)? = command["timer"], let message = timer["send"] {
                timer["send"] = migrated(message)
                command["timer"] = .object(timer)
            } else if case .object(var scoped)? = command["scoped"], let inner = scoped["command"] {
                scoped["command"] = try migrateCommands(inner, checkingTypes: checkingTypes, step: step, lineNumber: lineNumber)
                command["scoped"] = .object(scoped)
            } else if checkingTypes, case .string(let tag)? = command["request"]?["request"]?["type"] {
                try checkType("request " + tag, step: step, lineNumber: lineNumber)
            }
            return .object(command)
        default:
            return value
        }
    }

    private func migrated(_ message: JSONValue) -> JSONValue {
        if case .rewritten(let migrated)? = try? chain.apply(to: message) { return migrated }
        return message
    }

    /// Refuses a changed source type among the subscriptions a step started or restarted.
    private func checkSources(in changes: JSONValue, step: Int, lineNumber: Int) throws(LogError) {
        for key in ["start", "restart"] {
            guard case .array(let subscriptions)? = changes[key] else { continue }
            for subscription in subscriptions {
                if case .string(let tag)? = subscription["source"]?["type"] {
                    try checkType("source " + tag, step: step, lineNumber: lineNumber)
                }
            }
        }
    }

    private func checkType(_ name: String, step: Int, lineNumber: Int) throws(LogError) {
        switch changedTypes[name] {
        case .changed?: throw .badLine(lineNumber, "\(name) changed shape at step \(step) (its commands would not compare)")
        case .removed?: throw .badLine(lineNumber, "\(name), used at step \(step), no longer exists")
        default: return
        }
    }

    /// The JSON at `range` of a step line (already checked by ``StepLine``).
    private static func parse(_ line: [UInt8], _ range: Range<Int>, lineNumber: Int) throws(LogError) -> JSONValue {
        do {
            return try JSONParser.parse(Array(line[range]))
        } catch {
            throw .badLine(lineNumber, "not JSON: \(error)")
        }
    }
}
