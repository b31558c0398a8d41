"""Opens the inspector's live page in headless Chromium and watches a step arrive.

Usage: browser_live.py URL SCREENSHOT
Opens URL (the page `reel-demo inspect LOG --serve` serves), waits until it shows a step, and
prints one line: `loaded N` (the number of the last step it holds). Then reads one line from
standard input, TEXT, and waits until a step whose title holds TEXT is in the page's list (pushed by
the server after the page loaded), takes a screenshot of the page's heading (with its live mark) to
SCREENSHOT, and prints one JSON object: the console errors and uncaught exceptions seen, the last
step the page holds, the titles of its last steps, the step it shows, the live mark's text, and
the heading read back by tesseract when it is installed (null otherwise). Every wait is bounded.
"""
import base64
import json
import os
import shutil
import subprocess
import sys

from browser_page import WAIT, Browser, console_errors


def main():
    url, screenshot = sys.argv[1], sys.argv[2]
    browser = Browser()
    try:
        session = browser.open(url)

        def evaluate(expression):
            return browser.evaluate(session, expression)

        def wait_for(expression):
            # Waited for in the page, on its own changes (no polling here), at most WAIT less a margin.
            promise = ("new Promise(resolve => { const holds = () => { try { return !!(%s); } catch (e) { return false; } };"
                       " if (holds()) return resolve(true);"
                       " const observer = new MutationObserver(() => { if (holds()) { observer.disconnect(); resolve(true); } });"
                       " observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });"
                       " setTimeout(() => { observer.disconnect(); resolve(holds()); }, %d); })") % (expression, (WAIT - 5) * 1000)
            if not browser.evaluate(session, promise, wait=True):
                raise TimeoutError("the page never satisfied: " + expression + "; errors seen: "
                                   + json.dumps(console_errors(browser.events)))

        wait_for("document.body.dataset.step !== undefined && document.getElementById('live') !== null")
        print("loaded " + str(evaluate("document.querySelectorAll('#steps li').length - 1")), flush=True)
        needle = sys.stdin.readline().rstrip("\n")
        wait_for("[...document.querySelectorAll('#steps li')].some(li => li.textContent.includes(%s))" % json.dumps(needle))
        box = evaluate("(() => { const r = document.querySelector('h1').getBoundingClientRect();"
                       " return [r.x, r.y, r.width, r.height]; })()")
        shot = browser.call("Page.captureScreenshot", {"format": "png", "clip": {
            "x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 2}}, session=session)
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        ocr = None
        if shutil.which("tesseract"):
            ocr = subprocess.run(["tesseract", screenshot, "-", "--psm", "7"], capture_output=True, text=True,
                                 timeout=60).stdout
        print(json.dumps({
            "errors": console_errors(browser.events),
            "last": evaluate("document.querySelectorAll('#steps li').length - 1"),
            "titles": evaluate("[...document.querySelectorAll('#steps li')].slice(-4).map(li => li.textContent)"),
            "step": evaluate("document.body.dataset.step"),
            "mark": evaluate("document.getElementById('live').textContent"),
            "ocr": ocr}), flush=True)
    finally:
        browser.close()


main()
