import Reel

/// Starting a tester whose `.uuid` and `.random` requests are answered from a source the test
/// chooses, such as ``Reel/RandomSource/incrementing(seed:)``, instead of `RandomSource(seed:)`.
extension SceneTester {
    /// ``init(input:start:subscriptions:exhaustivity:frameSize:seed:reporter:fileID:filePath:line:column:)``,
    /// answering random requests from `random` (a source of its own: the tester draws from it).
    public convenience init(
        input: S.Input, start expected: Effect<S.Msg> = .none, subscriptions: Subscriptions<S.Msg> = .none,
        exhaustivity: Exhaustivity = .on, frameSize: FrameSize = .standard, random: RandomSource,
        reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let (model, effect) = S.start(input)
        self.init(
            model: model, start: (effect, expected), subscriptions: subscriptions, exhaustivity: exhaustivity,
            frameSize: frameSize, random: random, reporter: reporter,
            site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
        applyWaiting()
    }

    /// ``init(model:subscriptions:exhaustivity:frameSize:seed:reporter:fileID:filePath:line:column:)``,
    /// answering random requests from `random` (a source of its own: the tester draws from it).
    public convenience init(
        model: S.Model, subscriptions: Subscriptions<S.Msg> = .none, exhaustivity: Exhaustivity = .on,
        frameSize: FrameSize = .standard, random: RandomSource, reporter: FailureReporter = .testFramework,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            model: model, start: nil, subscriptions: subscriptions, exhaustivity: exhaustivity, frameSize: frameSize,
            random: random, reporter: reporter, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
