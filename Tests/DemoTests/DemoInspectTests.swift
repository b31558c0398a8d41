import Foundation
import Testing

@Suite("reel-demo inspect, piped and as a page")
struct DemoInspectTests {
    @Test("given the tour piped, when steps are requested by number, last, search and d, then one step prints per request")
    func pipedRequests() throws {
        let result = try DemoProcess.run(["inspect", LogFolder.tour.path], script: ["# steps", "1", "", "10", "last", "/queryChanged", "d"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== step ") }.map { $0.prefix(40) }
        #expect(headers == [
            "== step 1 of 87: screen(id: 1, msg: logi", "== step 10 of 87 [subscriptions]: screen", "== step 87 of 87 [commands]: navigationR",
            "== step 8 of 87 [commands]: screen(id: 3",
        ])
        #expect(result.stdout.contains(#"  stack[id: 1].screen.state.model.firstName: "" → "Ada""#))
        #expect(result.stdout.contains("\n    med-med-red.ru "), "step 10's frame")
        #expect(result.stdout.contains("-- commands\n  timer search.debounce in screen-3: after 300 ms send"))
        #expect(result.stdout.hasSuffix("no divergence: all 87 steps replay as recorded\n"))
    }

    @Test("given a diverged log piped, when d is requested, then the diverging step prints with the recorded and replayed rows")
    func pipedDivergence() throws {
        let folder = try LogFolder()
        let result = try DemoProcess.run(["inspect", try folder.divergedTour()], script: ["d"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("== step 5 of 87 [diverged]: navigationRequested(from: 1, push home)\n"))
        #expect(result.stdout.contains("-- divergence from today's code\ndiverged at step 5"))
        #expect(result.stdout.contains("│   Hello Ada Lovelace <4"))
        #expect(result.stdout.contains("│   Hello Ada Lovelace <3"))
    }

    @Test("given bad requests, then each gets a one-line error naming its line, the others are answered, and the exit status is 1")
    func badRequests() throws {
        let result = try DemoProcess.run(["inspect", LogFolder.tour.path], script: ["88", "two", "/", "/no such text", "0"])

        #expect(result.status == 1)
        #expect(result.errors == [
            "error: line 1: no step 88: the log has 87 steps",
            #"error: line 2: unknown request "two": a step number, last, /TEXT, ?TEXT or d"#,
            "error: line 3: / needs the text to find",
            #"error: line 4: no step's message contains "no such text""#,
        ])
        #expect(result.stdout.hasPrefix("== step 0 of 87: start\n"))
    }

    @Test("given a missing log, an unreadable page path or a bad command line, then one line names the problem and the exit status is not 0")
    func badInput() throws {
        let folder = try LogFolder()
        let missing = try DemoProcess.run(["inspect", folder.path("missing.jsonl")])
        let page = try DemoProcess.run(["inspect", LogFolder.tour.path, "--html", folder.path("no/such/folder/page.html")])
        let noLog = try DemoProcess.run(["inspect"])
        let stray = try DemoProcess.run(["replay", LogFolder.tour.path, "--html", "x.html"])

        #expect(missing.status == 2)
        #expect(missing.errors.count == 1)
        #expect(missing.errors.first?.hasPrefix("error: \(folder.path("missing.jsonl")): cannot access") == true, "\(missing.errors)")
        #expect(page.status == 2)
        #expect(page.errors.first?.hasPrefix("error: cannot write the page: cannot access \(folder.path("no/such/folder/page.html"))") == true)
        #expect(noLog.status == 2)
        #expect(noLog.errors.first == "error: inspect needs a LOG")
        #expect(stray.status == 2)
        #expect(stray.errors.first == "error: --html goes with inspect LOG")
    }

    @Test("given the tour, when its page is written twice, then it is under 2 MB, self-contained and the same bytes")
    func pageIsSelfContained() throws {
        let folder = try LogFolder()
        let written = try DemoProcess.run(["inspect", LogFolder.tour.path, "--html", folder.path("tour.html")])
        let again = try DemoProcess.run(["inspect", LogFolder.tour.path, "--html", folder.path("again.html")])

        #expect(written.status == 0, "\(written.stderr)")
        #expect(again.status == 0)
        #expect(written.stdout == "wrote \(folder.path("tour.html")): 87 steps of \(LogFolder.tour.path)\n")
        let page = try Data(contentsOf: URL(fileURLWithPath: folder.path("tour.html")))
        #expect(page.count < 2_000_000)
        #expect(page == (try Data(contentsOf: URL(fileURLWithPath: folder.path("again.html")))))
        let text = String(decoding: page, as: UTF8.self)
        for external in ["<link", " src=", "url(", "@import", "http://", "https://"] {
            #expect(!text.contains(external), "the page refers to something outside it: \(external)")
        }
    }

    @Test(
        "given the tour's page in headless Chromium, when the slider is moved to step 10 by keys, then it shows step 10's frame, with no console error, and a screenshot reads as that frame",
        .enabled(if: Browser.usable, Browser.missingReason))
    func pageInABrowser() throws {
        let folder = try LogFolder()
        let written = try DemoProcess.run(["inspect", LogFolder.tour.path, "--html", folder.path("tour.html")])
        #expect(written.status == 0, "\(written.stderr)")

        let shown = try Browser.show(page: folder.path("tour.html"), step: 10, screenshot: folder.path("step-10.png"))

        #expect(shown.errors == [])
        #expect(shown.step == "10")
        #expect(shown.title.hasPrefix("step 10: screen(id: 3, msg: search(searchResponded("))
        #expect(shown.frame.contains("  > med-med-buy.com"))
        #expect(shown.frame.contains("1–17 of 50"))
        #expect(shown.screenshotBytes > 10_000)
        if let ocr = shown.ocr {
            let read = ocr.filter { !$0.isWhitespace }
            for text in ["Domainsearch", "med-adventure", "med-exchange", "1-17of50"] {
                #expect(read.contains(text), "the screenshot reads as step 10's frame: \(text) in \(ocr)")
            }
        }
    }
}
