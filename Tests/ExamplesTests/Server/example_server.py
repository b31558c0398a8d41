"""A real HTTP server for the example app's integration test: the example backend over HTTP.

Usage: python3 example_server.py BACKEND_DIR

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, and serves until
its stdin closes (so it dies with the test process that started it). It answers the same files
as the app's offline FixtureTransport (METHOD/path?query.json under BACKEND_DIR), computes
/search?query=Q from the recorded DomainsDB answer, and refuses /me without a bearer token.
GET /feed streams the lines of GET/feed.txt, one every 20 ms, then more numbered lines until the
client goes away; GET /_feed_closed waits (up to 10 s) until a feed client has disconnected.
Every request line and its Authorization header (as received) is appended to the log that
GET /_log returns, so the test can check what really went over the wire.
"""

import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    backend = "."
    seen = []
    lock = threading.Lock()
    feed_closed = threading.Event()
    feed_sent = threading.Event()  # never set: its wait() paces the feed

    def log_message(self, format, *args):
        pass

    def answer(self, status, body):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def handle_any(self):
        length = int(self.headers.get("Content-Length", "0"))
        if length:
            self.rfile.read(length)
        url = urlsplit(self.path)
        if url.path == "/_feed_closed":
            closed = Handler.feed_closed.wait(10)
            return self.answer(200 if closed else 504, b'{}')
        if url.path == "/feed":
            return self.stream_feed()
        if url.path == "/_log":
            with Handler.lock:
                return self.answer(200, json.dumps(Handler.seen).encode())
        with Handler.lock:
            Handler.seen.append({"request": f"{self.command} {self.path}",
                                 "authorization": self.headers.get("Authorization")})
        if url.path == "/me" and not (self.headers.get("Authorization") or "").startswith("Bearer "):
            return self.answer(401, b'{"message":"sign in first"}')
        if self.command == "GET" and url.path == "/search":
            needle = parse_qs(url.query).get("query", [""])[0].lower()
            with open(os.path.join(Handler.backend, "domainsdb-search-med.json"), "rb") as file:
                recorded = json.load(file)
            found = [d for d in recorded["domains"] if needle in (d.get("domain") or "").lower()]
            return self.answer(200, json.dumps({"total": len(found), "time": 1, "domains": found}).encode())
        segments = [unquote(s) for s in url.path.split("/") if s]
        if any(s.startswith(".") or "/" in s for s in segments):
            return self.answer(400, b'{"message":"bad path"}')
        name = self.command + "/" + "/".join(segments) + (("?" + unquote(url.query)) if url.query else "") + ".json"
        path = os.path.join(Handler.backend, name)
        if not os.path.isfile(path):
            return self.answer(404, json.dumps({"message": f"no {name}"}).encode())
        with open(path, "rb") as file:
            self.answer(200, file.read())

    def stream_feed(self):
        """Sends the feed as a chunked response until the client disconnects."""
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        with open(os.path.join(Handler.backend, "GET", "feed.txt"), encoding="utf-8") as file:
            lines = file.read().splitlines()
        number = 0
        try:
            while number < 10000:
                line = lines[number] if number < len(lines) else f"line {number + 1}"
                data = (line + "\n").encode()
                self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                self.wfile.flush()
                number += 1
                Handler.feed_sent.wait(0.02)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            Handler.feed_closed.set()
        self.close_connection = True

    do_GET = handle_any
    do_POST = handle_any


def main():
    Handler.backend = sys.argv[1]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    sys.stdin.read()


if __name__ == "__main__":
    main()
