"""The example backend (Examples/App/Backend/serve.py) with what the integration tests look at.

Usage: python3 example_server.py BACKEND_DIR

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, and serves until
its stdin closes (so it dies with the test process that started it). Everything the real backend
answers, it answers the same way, except the feed: GET /feed streams the lines of GET/feed.txt, one
every 20 ms, then more numbered lines until the client goes away; GET /_feed_closed waits (up to
10 s) until a feed client has disconnected. Every request line and its Authorization header (as
received) is appended to the log that GET /_log returns, so the test can check what really went
over the wire.
"""

import json
import os
import sys
import threading

sys.path.insert(0, os.path.abspath(sys.argv[1]))
from serve import BackendHandler, serve  # noqa: E402


class Handler(BackendHandler):
    seen = []
    lock = threading.Lock()
    feed_closed = threading.Event()
    feed_interval = 0.02

    def handle_any(self):
        path = self.path.split("?")[0]
        if path == "/_feed_closed":
            closed = Handler.feed_closed.wait(10)
            return self.answer(200 if closed else 504, b"{}")
        if path == "/_log":
            with Handler.lock:
                return self.answer(200, json.dumps(Handler.seen).encode())
        if path != "/feed":
            with Handler.lock:
                Handler.seen.append({"request": f"{self.command} {self.path}",
                                     "authorization": self.headers.get("Authorization")})
        return super().handle_any()

    def feed_lines(self):
        lines = super().feed_lines()
        return (lines[n] if n < len(lines) else f"line {n + 1}" for n in range(10000))

    def stream_closed(self):
        Handler.feed_closed.set()

    do_GET = handle_any
    do_POST = handle_any


if __name__ == "__main__":
    Handler.backend = sys.argv[1]
    serve(Handler, "127.0.0.1", 0, exit_with_stdin=True)
