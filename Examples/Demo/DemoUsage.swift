extension DemoOptions {
    /// The help text: every mode and option.
    static let usage = """
        usage: reel-demo [--scene ROUTE] [--api URL] [--record FILE] [--notes FILE] [--size WxH] [--all-frames]
                         [--color always|never|auto]
               reel-demo replay FILE [--verify] [--scene ROUTE] [--api URL]
               reel-demo explore [--runs N] [--steps N] [--seed S] [--out FILE] [--jobs N] [--shard I/N] [--report FILE]
                                 [--build NAME] [--run-timeout SECONDS]
               reel-demo explore merge REPORT… [--out FILE] [--scene ROUTE [--build NAME]]
               reel-demo explore --exhaustive --scene ROUTE [--depth N] [--jobs N] [--never TEXT] [--out FILE]
                                 [--shard I/N --report FILE [--build NAME]]
               reel-demo shrink LOG --out FILE [--scene ROUTE] [--api URL]
               reel-demo inspect LOG [--html FILE | --follow | --serve [PORT]] [--scene ROUTE] [--api URL]
               reel-demo logs upgrade LOG… [--dry-run] [--scene ROUTE] [--api URL]

        Runs the example app (login, search, catalog, profile, stopwatch, notes, feed).

        At a terminal: full screen, driven by keys. Type into the focused field (Tab: next field),
        arrows and Page Up/Down move, Enter does the screen's action, Esc goes back; ? shows every key
        and command; : opens a command line for the line commands (first Ada, :back 3, :quit; arrows
        edit, Up/Down recall); Ctrl-L repaints; Ctrl-C or Ctrl-D quits. The frame follows the
        terminal's size (at least 40x12). Piped: one command a line, and the settled frame after each
        line under a header naming the line. :help lists the commands.

        options:
          --scene ROUTE  run one example alone: search, catalog, catalog/item/lemon, stopwatch, notes, feed
          --api URL      send the app's requests to a real server at URL (default: built-in fixtures)
          --record FILE  record the session as a message log
          --notes FILE   keep the notes example's notes in FILE (default: in memory, for this run only)
          --size WxH     piped frame size, from 40x12 (the smallest the screens support) to 400x200 (default 80x24)
          --all-frames   piped: print every step's frame, not only the settled one
          --color WHEN   show styles (bold titles, the reversed selection, red errors): auto (default) at a
                         terminal unless NO_COLOR is set, always (piped frames too, as SGR codes), or never
          -h, --help     show this help

        replay FILE      print the frames of a recorded log, replayed from the input it records (--api and
                         --scene replace its parts); a warning on standard error when a step differs
          --verify       check the log instead: exit 0 identical, 1 diverged, 2 unreadable

        explore          run generated sessions through the app against the offline backend, answering in
                         any order and failing in every way, and check every scene's invariants and the
                         rules about its work; exit 0 when all hold, 1 when one breaks (the shrunk session
                         printed)
          --runs N       sessions to run (default 200)
          --steps N      steps per session (default 100)
          --seed S       the seed that reproduces a run (default 1)
          --out FILE     write the shrunk failing session's log to FILE
          --jobs N       child processes exploring at once (default: one per core); the output is the same
          --shard I/N    explore only the I-th of N disjoint parts of the runs (a CI job of N)
          --report FILE  write the report as JSON, for merge
          --build NAME   name the code that explores in the report (default: $GITHUB_SHA or $CI_COMMIT_SHA);
                         merge refuses reports of different builds
          --run-timeout SECONDS  end a run still going after SECONDS (default 60): a stopped or looping
                         child; the exploration stops naming the run and the seed (exit 2)

        explore merge REPORT…  print the report of the whole exploration from every shard's report, as one
                         machine exploring every run prints it, and exit as it would; 2 when the reports
                         cannot be read or do not make one exploration. Given the shards of an exhaustive
                         check, print its distinct states, depth, verdict and a shortest failing session
          --out FILE     write the shrunk failing session's log to FILE (a liveness lasso's, with --scene)
          --scene ROUTE  the screen the shards checked: check its liveness here, after the merge (the
                         shards cannot: a cycle may cross them), with the verdict one machine prints;
                         --build NAME as the shards were given

        explore --exhaustive  check one screen instead: every word it offers (arguments from a small set),
                         every answer and failure, timer and event, in every order, to a depth; states
                         deduplicated; exit 0 when all hold in every state visited, 1 with a shortest
                         failing session
          --scene ROUTE  the screen to check: search, profile, notes, stopwatch, feed, dice…
          --depth N      how many decisions deep (default 5)
          --jobs N       threads expanding each level at once (default 1); the output is the same
                         (standard error gives states/s, bytes a state and peak memory)
          --never TEXT   a rule added: no screen shows TEXT (the failing session is a shortest way to it)
          --out FILE     write the shortest failing session's log to FILE (replay and inspect open it)
          --shard I/N    check only the I-th of N parts (a CI job of N), written to --report FILE for
                         explore merge; --build NAME names the code, and merge refuses other builds

        shrink LOG       shrink a log that no longer verifies (or breaks an invariant) to a few steps that
                         diverge at the same kind of step (or break the same invariant); exit 0 when
                         written or when there is nothing to shrink, 2 when the log is unreadable
          --out FILE     where to write the shrunk log (required)

        inspect LOG      see a recorded session step by step: at a terminal, full screen, the steps on the left and
                         the frame and what the step did on the right (model changes, commands, subscriptions);
                         ↑ ↓ PgUp PgDn Home End move, / searches the messages (n N next, previous), : goes to a
                         step, d jumps to the first step that diverges from today's code, Tab shows the details
                         alone, q quits. Piped: one request a line (a step number, last, /TEXT, ?TEXT, d), one
                         step printed per request
          --html FILE    write the same views as one self-contained web page instead
          --follow       the log is still being written (by reel-demo --record LOG in another terminal): new steps
                         appear as their lines land (at a terminal the list stays where you are, or follows the
                         newest step while it is selected; piped, each step is printed as it arrives); ends when
                         the writer closes the log (exit 0), or when it is truncated or replaced (exit 1)
          --serve [PORT] serve the page on http://127.0.0.1:PORT/ (loopback only; any free port by default),
                         following the log: new steps are pushed to open pages as they land; Ctrl-C stops
        logs upgrade LOG…
                         rewrite each log in today's shape: its messages through the app's migrations, its
                         commands and frames recorded again by today's code; prints per log the steps whose
                         commands or frame changed, with the diff, for review; exit 0, or 2 when a log cannot
                         be read (it is left as it was)
          --dry-run      write nothing, only say what would change; exit 1 when a log would change
        """
}
