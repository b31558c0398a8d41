"""Loads a page in headless Chromium, moves its slider by keys, and reports what it shows.

Usage: browser_page.py PAGE STEP SCREENSHOT
Opens PAGE (a file), focuses the element #slider, presses Home then Right STEP times (as a person
moving the slider with the keyboard), then prints one JSON object: the console errors and
uncaught exceptions seen, the step the page says it shows (body[data-step]), the text of #frame
and #title, and the text read back from a screenshot of #frame (saved to SCREENSHOT) by tesseract
when it is installed (null otherwise).
Talks to Chromium over --remote-debugging-pipe (the DevTools protocol on descriptors 3 and 4):
standard library only; every wait is bounded. Exits 3 when no Chromium can be started.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

WAIT = 30.0


class Browser:
    def __init__(self):
        binary = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")
                       if shutil.which(name)), None)
        if binary is None:
            print(json.dumps({"unavailable": "no chromium, chromium-browser or google-chrome on PATH"}))
            sys.exit(3)
        self.profile = tempfile.mkdtemp(prefix="reel-chromium-")
        to_browser, self.write = os.pipe()
        self.read, from_browser = os.pipe()

        def descriptors():
            # Copied out of the way first, in case either end already is 3 or 4.
            reading, writing = os.dup(to_browser), os.dup(from_browser)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--user-data-dir=" + self.profile,
             "--window-size=1400,1000", "about:blank"],
            pass_fds=(3, 4), preexec_fn=descriptors,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer")
            chunk = os.read(self.read, 1 << 20)
            if not chunk:
                raise EOFError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + WAIT
        while True:
            answer = self.receive(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(method + ": " + json.dumps(answer["error"]))
                return answer.get("result", {})
            self.events.append(answer)

    def wait_event(self, method):
        deadline = time.monotonic() + WAIT
        while True:
            for event in self.events:
                if event.get("method") == method:
                    return event
            self.events.append(self.receive(deadline))

    def open(self, url):
        """Opens URL in a new tab with its page, script and log events on; the tab's session, once loaded."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(domain + ".enable", session=session)
        self.call("Page.navigate", {"url": url}, session=session)
        self.wait_event("Page.loadEventFired")
        return session

    def evaluate(self, session, expression, wait=False):
        """The value of a script expression in the tab (a promise's, awaited, with `wait`)."""
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": wait, "returnByValue": True},
                           session=session)
        return result.get("result", {}).get("value")

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def console_errors(events):
    """The console errors and uncaught exceptions among the DevTools events seen."""
    errors = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            errors.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:500])
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            errors.append("console." + params["type"] + ": " + json.dumps(params.get("args", []))[:500])
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            errors.append("log: " + params["entry"].get("text", ""))
    return errors


def main():
    page, step, screenshot = os.path.abspath(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    browser = Browser()
    try:
        session = browser.open("file://" + page)

        def evaluate(expression):
            return browser.evaluate(session, expression)

        evaluate("document.getElementById('slider').focus()")
        keys = [("Home", 36)] + [("ArrowRight", 39)] * step
        for key, code in keys:
            for kind in ("keyDown", "keyUp"):
                browser.call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key,
                                                        "windowsVirtualKeyCode": code}, session=session)
        shown = evaluate("document.body.dataset.step")
        frame = evaluate("document.getElementById('frame').innerText")
        title = evaluate("document.getElementById('title').textContent")
        box = evaluate("(() => { const r = document.getElementById('frame').getBoundingClientRect();"
                       " return [r.x, r.y, r.width, r.height]; })()")
        shot = browser.call("Page.captureScreenshot", {"format": "png", "clip": {
            "x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 2}}, session=session)
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        errors = console_errors(browser.events)
        ocr = None
        if shutil.which("tesseract"):
            ocr = subprocess.run(["tesseract", screenshot, "-", "--psm", "6"], capture_output=True, text=True,
                                 timeout=60).stdout
        print(json.dumps({"errors": errors, "step": shown, "frame": frame, "title": title, "ocr": ocr,
                          "screenshotBytes": os.path.getsize(screenshot)}))
    finally:
        browser.close()


if __name__ == "__main__":
    main()
