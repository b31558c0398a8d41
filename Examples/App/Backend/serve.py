"""The example app's backend over HTTP: the same answers as the offline backend, from the same files.

Usage: python3 Examples/App/Backend/serve.py [--port 8080] [--host 127.0.0.1] [--feed-interval 1.0]
                                             [--exit-with-stdin]

Then: swift run reel-demo --api http://127.0.0.1:8080

The contract is in README.md, beside this file. In short: a request is answered by the file named
like the offline FixtureTransport names it (METHOD/path?query.json next to this script), GET
/search?query=Q is computed from the recorded DomainsDB answer exactly as the offline backend
computes it, GET /me needs the token POST /login gives (Authorization: Bearer TOKEN), and GET /feed
streams the lines of GET/feed.txt, one every --feed-interval seconds, then ends.

The first line on standard output is the port (with --port 0, a free one); a line for people goes
to standard error. With --exit-with-stdin the server stops when its standard input closes (tests use
this, so that it cannot outlive them); otherwise it runs until Ctrl-C.
"""

import argparse
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote, urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
SAFE = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~=&+,@")


def encode(text):
    """FixtureTransport's file-name encoding: bytes outside SAFE (and all-dot segments) as %XX."""
    data = text.encode("utf-8")
    all_dots = all(byte == ord(".") for byte in data)
    return "".join(chr(b) if b in SAFE and not all_dots else "%%%02X" % b for b in data)


def file_name(method, path, query):
    """The answer file for a request, relative to the backend folder, as FixtureTransport names it."""
    segments = [encode(unquote(s)) for s in path.split("/") if s]
    name = method.upper() + "/" + ("/".join(segments) if segments else "index")
    if query:
        name += "?" + encode(unquote(query))
    return name + ".json"


class BackendHandler(BaseHTTPRequestHandler):
    """Answers the example app's endpoints from the files in `backend`."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    backend = HERE
    feed_interval = 1.0

    def log_message(self, format, *args):
        pass

    def answer(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def refuse(self, status, message):
        self.answer(status, json.dumps({"message": message}).encode())

    def read(self, name):
        with open(os.path.join(self.backend, name), "rb") as file:
            return file.read()

    def handle_any(self):
        """Routes one request: the feed, the search, the signed-in checks, then the answer files."""
        length = int(self.headers.get("Content-Length") or "0")
        body = self.rfile.read(length) if length else b""
        url = urlsplit(self.path)
        name = file_name(self.command, url.path, url.query)
        if self.command == "GET" and url.path.rstrip("/") == "/feed":
            return self.stream(self.feed_lines())
        if self.command == "POST" and url.path.rstrip("/") == "/login" and not self.names_given(body):
            return self.refuse(400, "send {\"firstName\": …, \"lastName\": …}, both not empty")
        if self.command == "GET" and url.path.rstrip("/") == "/me" and not self.signed_in():
            return self.refuse(401, "sign in first: Authorization: Bearer TOKEN from POST /login")
        if os.path.isfile(os.path.join(self.backend, name)):
            return self.answer(200, self.read(name))
        if self.command == "GET" and url.path.rstrip("/").split("/")[-1] == "search":
            query = next((unquote(v) for k, _, v in (item.partition("=") for item in url.query.split("&"))
                          if unquote(k) == "query"), None)
            if query is not None:
                return self.answer(200, self.search(query))
        self.answer(404, ("no fixture " + name).encode(), "text/plain; charset=utf-8")

    def names_given(self, body):
        try:
            names = json.loads(body or b"null")
        except ValueError:
            return False
        return isinstance(names, dict) and all(
            isinstance(names.get(key), str) and names[key].strip() for key in ("firstName", "lastName"))

    def signed_in(self):
        token = json.loads(self.read("POST/login.json"))["token"]
        return self.headers.get("Authorization") == "Bearer " + token

    def search(self, query):
        """The recorded domains whose name contains the query, ignoring case, in the recorded order."""
        recorded = json.loads(self.read("domainsdb-search-med.json"))
        needle = query.lower()
        found = [d for d in recorded["domains"] if needle in str(d.get("domain") or "").lower()]
        body = {"total": len(found), "time": 0, "domains": found}
        return json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()

    def feed_lines(self):
        """The feed's lines: those of GET/feed.txt."""
        return self.read("GET/feed.txt").decode("utf-8").splitlines()

    def pause(self):
        """Waits between two lines of the feed."""
        time.sleep(self.feed_interval)

    def stream(self, lines):
        """Sends lines as a chunked response, one after each pause, then ends it."""
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            for line in lines:
                self.pause()
                data = (line + "\n").encode()
                self.wfile.write(b"%x\r\n" % len(data) + data + b"\r\n")
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.stream_closed()
        self.close_connection = True

    def stream_closed(self):
        """Called when a feed response ends, or its client goes away."""

    do_GET = handle_any
    do_POST = handle_any


def serve(handler, host, port, exit_with_stdin):
    """Binds, prints the port on stdout's first line, and serves until Ctrl-C (or stdin closes)."""
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    print(f"serving the example backend on http://{host}:{server.server_address[1]}", file=sys.stderr, flush=True)
    if exit_with_stdin:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        sys.stdin.read()
        return
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


def main():
    parser = argparse.ArgumentParser(description="The example app's backend over HTTP (see Examples/App/Backend/README.md).")
    parser.add_argument("--host", default="127.0.0.1", help="the address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="the port (default 8080; 0 picks a free one)")
    parser.add_argument("--feed-interval", type=float, default=1.0, help="seconds between feed lines (default 1)")
    parser.add_argument("--exit-with-stdin", action="store_true", help="stop when standard input closes")
    arguments = parser.parse_args()
    BackendHandler.feed_interval = arguments.feed_interval
    serve(BackendHandler, arguments.host, arguments.port, arguments.exit_with_stdin)


if __name__ == "__main__":
    main()
