import Foundation
import Testing

/// `reel-demo explore --exhaustive` prints the liveness verdict: checked when the bound exhausts
/// the screen, said to be unchecked when it does not.
@Suite("reel-demo explore --exhaustive: liveness")
struct DemoLivenessTests {
    @Test("given the profile checked to depth 8, which exhausts it, then liveness holds; to depth 3, then it was not checked")
    func theVerdictIsPrinted() throws {
        let exhausted = try DemoProcess.run(["explore", "--exhaustive", "--scene", "profile", "--depth", "8"])
        #expect(exhausted.status == 0, "\(exhausted.stdout)\(exhausted.stderr)")
        #expect(exhausted.stdout.contains("holds: every property, in every reachable state"), "\(exhausted.stdout)")
        #expect(exhausted.stdout.contains("\nliveness: holds, in every reachable state"), "\(exhausted.stdout)")
        #expect(exhausted.stdout.contains("every request is eventually answered or cancelled; the top screen's loading indicator"))
        let bounded = try DemoProcess.run(["explore", "--exhaustive", "--scene", "profile", "--depth", "3"])
        #expect(bounded.status == 0, "\(bounded.stderr)")
        #expect(bounded.stdout.contains("\nliveness: not checked (the bound did not exhaust the scene: "), "\(bounded.stdout)")
    }
}
