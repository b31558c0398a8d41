import Reel
@testable import ReelTesting
import Testing

/// A step of `Clicker` to `count` clicks, its frame rendered.
private func step(to count: Int, msg: Clicker.Msg = .clicked) -> ExploredStep<Clicker> {
    let model = Clicker.Model(count: count, hum: 0)
    var frame = Frame(size: FrameSize(width: 20, height: 2))
    Clicker.render(model, into: &frame)
    return ExploredStep(
        index: 1, before: Clicker.Model(count: count - 1, hum: 0), msg: msg, model: model, effect: .none, frame: frame)
}

@Suite struct PropertyTests {
    @Test func givenStepProperty_whenItFails_thenTheMessageIsNamed() {
        let property = Property<Clicker>.step("counts up by one") { $0.model.count == $0.before.count + 1 }
        var jumped = step(to: 3)
        jumped = ExploredStep(
            index: 2, before: Clicker.Model(), msg: .hummed, model: jumped.model, effect: .none, frame: jumped.frame)

        #expect(property.name == "counts up by one")
        #expect(property.violation(at: step(to: 3)) == nil)
        #expect(property.violation(at: jumped) == "after hummed")
    }

    @Test func givenFrameProperty_whenItFails_thenTheFrameIsShown() throws {
        let property = Property<Clicker>.frame("no cheering") { !$0.contains("hooray") }

        #expect(property.violation(at: step(to: 2)) == nil)
        let seen = try #require(property.violation(at: step(to: 3)))
        #expect(seen.hasPrefix("after clicked the frame is:\n"))
        #expect(seen.contains("Clicks: 3") && seen.contains("hooray!"))
    }

    @Test func givenNeverShows_whenTheFrameShowsASecret_thenViolated_andEmptySecretsAreIgnored() {
        let showsCount = Property<Clicker>.neverShows { ["Clicks: \($0.count)"] }
        let secretIsEmpty = Property<Clicker>.neverShows("empty") { _ in [""] }
        let secretIsHidden = Property<Clicker>.neverShows { _ in ["password"] }

        #expect(showsCount.name == "no secret on screen")
        #expect(showsCount.violation(at: step(to: 4)) == "after clicked the frame shows a secret")
        #expect(secretIsEmpty.violation(at: step(to: 4)) == nil, "every frame contains the empty string")
        #expect(secretIsHidden.violation(at: step(to: 4)) == nil)
    }
}
