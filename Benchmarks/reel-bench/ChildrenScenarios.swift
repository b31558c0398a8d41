import Reel

/// Composition: routing a message to a child, removing a child with work in flight, a stack.
extension Scenario {
    /// Services whose `Hang` requests stay in flight until cancelled.
    static var hangingServices: Services {
        var services = Services(timers: VirtualClock(), seed: 0)
        services.register(Hang.self) { _, _ in NotCancellable() }
        return services
    }

    /// A message to a child wired by hand (`update(&model.child, …).map(scope:…)`).
    static let childPlain = Scenario(
        name: "child-plain", unit: "messages", defaultCount: 500_000,
        run: { count in
            let program = Program<PlainParentBench>(input: (), services: hangingServices)
            for _ in 0..<count { program.send(.child(.bump)) }
            guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
            precondition(program.model.child.count == count && program.inFlight == 1, "child-plain lost messages")
            return []
        },
        baseline: { count in
            // Routing alone: the parent's update, called in a loop.
            var model = PlainParentBench.start(()).0
            for _ in 0..<count where !PlainParentBench.update(&model, .child(.bump)).isNone { fatalError("unexpected effect") }
            blackHole(model)
        })

    /// A message to an ``OptionalChild`` through ``Children``.
    static let childOptional = Scenario(
        name: "child-optional", unit: "messages", defaultCount: 500_000,
        run: { count in
            let program = Program<DetailParentBench>(input: (), services: hangingServices)
            for _ in 0..<count { program.send(.detail(.bump)) }
            guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
            precondition(program.model.detail?.count == count && program.inFlight == 1, "child-optional lost messages")
            return []
        },
        baseline: { count in
            var model = DetailParentBench.start(()).0
            for _ in 0..<count where !DetailParentBench.update(&model, .detail(.bump)).isNone { fatalError("unexpected effect") }
            blackHole(model)
        })

    /// A message to row 500 of 1,000 rows, each with a request in flight.
    static let childRow500 = routingToRow500(
        "child-row-500", RowsParentBench.self, .row(id: 500, .bump)) { $0.rows[id: 500]?.count }

    /// The same, to rows wired by hand.
    static let childRow500ByHand = routingToRow500(
        "child-row-500-by-hand", HandRowsParentBench.self, .row(id: 500, .bump)) { $0.rows[id: 500]?.count }

    /// Sends `bump` to row 500 of 1,000 rows of `S` (`count` reads how often row 500 counted), the
    /// baseline calling `S.update` in a loop.
    static func routingToRow500<S: Scene>(
        _ name: String, _ scene: S.Type, _ bump: S.Msg, count read: @escaping @Sendable (S.Model) -> Int?
    ) -> Scenario where S.Input == Int {
        Scenario(
            name: name, unit: "messages", defaultCount: 100_000,
            run: { count in
                let program = Program<S>(input: 1_000, services: hangingServices)
                for _ in 0..<count { program.send(bump) }
                guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
                precondition(read(program.model) == count && program.inFlight == 1_000, "\(name) lost messages")
                return []
            },
            baseline: { count in
                var model = S.start(1_000).0
                for _ in 0..<count where !S.update(&model, bump).isNone { fatalError("unexpected effect") }
                blackHole(model)
            })
    }

    /// Removing rows one at a time, each with `work` requests in flight, from a list of `rows`.
    static func childRemove(rows: Int, work: Int) -> Scenario {
        Scenario(
            name: "child-remove-\(rows)x\(work)", unit: "rows", defaultCount: min(rows, 500),
            run: { count in
                // A count over the list's length (CI's smoke run asks for 2,000) lengthens the list
                // rather than removing rows that are not there.
                let length = max(rows, count)
                let program = Program<RowsParentBench>(input: length, services: hangingServices)
                for id in 1...length { for _ in 1..<max(1, work) { program.send(.row(id: id, .load)) } }
                guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
                for id in stride(from: length, to: length - count, by: -1) { program.send(.remove(id)) }
                guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
                precondition(program.model.rows.count == length - count, "child-remove lost rows")
                return []
            },
            baseline: nil)
    }

    /// Pushing 100 screens, each starting a request, then popping them all: one round per operation.
    static let childStack100 = Scenario(
        name: "child-stack-100", unit: "rounds of 100 pushes and 100 pops", defaultCount: 200,
        run: { count in
            let program = Program<StackParentBench>(input: (), services: hangingServices)
            for _ in 0..<count {
                for _ in 0..<100 { program.send(.push) }
                for _ in 0..<100 { program.send(.pop) }
            }
            guard program.waitUntilDrained(timeout: .seconds(600)) else { fatalError("the program did not settle") }
            precondition(program.model.stack.isEmpty && program.inFlight == 0, "child-stack-100 left work running")
            return []
        },
        baseline: nil)
}
