import Foundation
import Testing

/// Exploration in child processes when a child's run cannot be written as JSON, stops, loops or
/// is killed: the parent never reports an all-clear it did not earn, and never waits for ever.
@Suite("child processes in trouble")
struct ChildChaosTests {
    @Test("given a failure whose message carries an infinite Double, when explored in two children, then it is reported as in process")
    func aFailureJSONCannotHoldIsNotLost() throws {
        let arguments = ["--plant", "infinity", "--runs", "40", "--seed", "1"]
        let here = try DemoProcess.run(arguments + ["--in-process"], timeout: 120, program: "reel-planted-trap")
        let children = try DemoProcess.run(arguments + ["--jobs", "2"], timeout: 120, program: "reel-planted-trap")

        #expect(here.status == 1, "\(here.stdout)\(here.stderr)")
        #expect(here.stdout.hasPrefix("property failed: readings are finite\n  after read(inf)\n"))
        #expect(children.status == 1, "\(children.stdout)\(children.stderr)")
        #expect(children.stdout == here.stdout)
    }

    @Test("given a child that stops itself (SIGSTOP) or loops, when explored with a 1 s deadline, then it is ended then, naming the run and the seed", arguments: ["stop", "loop"])
    func aHungChildIsEndedAtItsDeadline(plant: String) throws {
        let started = ContinuousClock.now
        let result = try DemoProcess.run(
            ["--plant", plant, "--runs", "40", "--seed", "1", "--jobs", "1", "--run-timeout", "1"], timeout: 60, program: "reel-planted-trap")

        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "exploration stopped after 0 sessions, seed 1: run 0 did not end within 1 s "
                + "(its child process was stopped, or update or render loops): seed 1 reproduces it\n")
        #expect(ContinuousClock.now - started < .seconds(20), "ended at the deadline, not by the test's own")
    }

    @Test("given a child killed by signal 9, when explored, then the run is reported killed by that signal, not as a trap")
    func aKilledChildIsNamedKilled() throws {
        let result = try DemoProcess.run(["--plant", "kill", "--runs", "40", "--seed", "1", "--jobs", "1"], timeout: 60, program: "reel-planted-trap")

        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "exploration stopped after 0 sessions, seed 1: run 0's child process was killed (signal 9, SIGKILL) "
                + "from outside: not a trap; explore again with seed 1 to run it again\n")
        #expect(!result.stdout.contains("trapped"))
    }
}
