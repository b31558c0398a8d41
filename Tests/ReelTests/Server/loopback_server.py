"""A small HTTP server for Reel's integration tests and loopback bench.

Usage: python3 loopback_server.py SEARCH_FIXTURE.json

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, and serves until
its stdin closes (so it dies with the process that started it, even if that one crashes) or it
is terminated. HTTP/1.1 with keep-alive; every answer has a Content-Length.

Routes (GET unless noted):
  /search?query=Q     the fixture's domains whose name contains Q (all of them for "med")
  /status/CODE        answers CODE with the body "status CODE"
  /slow?ms=N&tag=T    waits min(N, 10000) ms, then answers {"tag": T}
  /garbage            200 with a body that is not JSON
  /large?bytes=N      200 with min(N, 64 MiB) bytes of "x"
  /chunked?bytes=N    the same, chunked: no length announced up front
  /echo (GET, POST)   {"method", "path", "headers", "body"} of the request
  /ping               200 "pong"
"""

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

MAX_DELAY_MS = 10_000
MAX_BYTES = 64 << 20
# Set when the server is going away, so that slow answers end at once.
STOPPING = threading.Event()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out as separate writes; do not wait for ACKs
    fixture = {}

    def log_message(self, format, *args):
        pass  # stdout carries only the port; stderr stays quiet

    def answer(self, status, body, content_type="application/json"):
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client cancelled

    def do_GET(self):
        url = urlsplit(self.path)
        query = {key: values[0] for key, values in parse_qs(url.query).items()}
        if url.path == "/search":
            needle = query.get("query", "")
            domains = [d for d in self.fixture["domains"] if needle in (d.get("domain") or "")]
            payload = dict(self.fixture, domains=domains)
            self.answer(200, json.dumps(payload).encode())
        elif url.path.startswith("/status/"):
            code = int(url.path.rsplit("/", 1)[1])
            self.answer(code, f"status {code}".encode(), "text/plain")
        elif url.path == "/slow":
            # The slow answer is the fault under test; waiting on the stop event (not a bare
            # delay) lets the server shut down at once when the test ends.
            STOPPING.wait(min(int(query.get("ms", "0")), MAX_DELAY_MS) / 1000)
            self.answer(200, json.dumps({"tag": query.get("tag", "")}).encode())
        elif url.path == "/garbage":
            self.answer(200, b"<html>this is not json", "text/html")
        elif url.path == "/large":
            self.answer(200, b"x" * min(int(query.get("bytes", "0")), MAX_BYTES), "text/plain")
        elif url.path == "/chunked":
            self.chunked(min(int(query.get("bytes", "0")), MAX_BYTES))
        elif url.path == "/echo":
            self.echo(b"")
        elif url.path == "/ping":
            self.answer(200, b"pong", "text/plain")
        else:
            self.answer(404, b"not found", "text/plain")

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length) if length else b""
        if urlsplit(self.path).path == "/echo":
            self.echo(body)
        else:
            self.answer(404, b"not found", "text/plain")

    def chunked(self, size):
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            while size > 0:
                part = min(size, 65536)
                self.wfile.write(b"%x\r\n" % part + b"x" * part + b"\r\n")
                size -= part
            self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client stopped reading: the body was too large

    def echo(self, body):
        headers = {name.lower(): value for name, value in self.headers.items()}
        payload = {"method": self.command, "path": self.path, "headers": headers, "body": body.decode()}
        self.answer(200, json.dumps(payload).encode())


def main():
    with open(sys.argv[1], "rb") as file:
        Handler.fixture = json.load(file)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.request_queue_size = 128
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(server.server_address[1], flush=True)
    sys.stdin.read()  # returns when the parent closes our stdin or dies
    STOPPING.set()


if __name__ == "__main__":
    main()
