"""Drives a program in a pseudo-terminal by keys and reads its screen as a terminal would.

Usage: pty_screen.py COLS ROWS STEPS_JSON EXECUTABLE [ARG...]
STEPS_JSON is a list of steps, each a list:
  ["send", TEXT]          write TEXT (keys, escape sequences) to the terminal
  ["wait", TEXT]          read until the screen shows TEXT (a failure after 20 s)
  ["gone", TEXT]          read until the screen no longer shows TEXT
  ["resize", COLS, ROWS]  resize the terminal (TIOCSWINSZ; the kernel sends SIGWINCH)
  ["screen", LABEL]       keep the screen's text under LABEL
  ["print", TEXT]         write TEXT to the screen as another program sharing the terminal would
  ["kill", SIGNAL]        send the program a signal
  ["stty", LABEL]         keep the terminal's settings (as `stty -a` shows them) under LABEL
  ["exit"]                wait for the program to exit (it is killed after 20 s)
Prints one JSON object: screens, settings, exit status, failures, and the terminal's modes at the end.
Standard library only; every wait is bounded.
"""
import fcntl
import json
import os
import select
import signal
import struct
import sys
import termios
import time

from vt_screen import Screen

WAIT = 20.0


def settings(fd):
    """The terminal's settings as `stty -a` would compare them: flags and control characters."""
    iflag, oflag, cflag, lflag, ispeed, ospeed, cc = termios.tcgetattr(fd)
    return [iflag, oflag, cflag, lflag, ispeed, ospeed, [c if isinstance(c, int) else c[0] for c in cc]]


def main():
    cols, rows, steps, argv = int(sys.argv[1]), int(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4:]
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    result = {"screens": {}, "settings": {"before": settings(slave)}, "status": None, "failures": []}
    pid = os.fork()
    if pid == 0:
        # A fresh terminal program's signals: none blocked or ignored (the test runner may block some).
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGWINCH):
            signal.signal(number, signal.SIG_DFL)
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.close(master)
        os.execv(argv[0], argv)
    screen = Screen(cols, rows)

    def pump(seconds):
        ready, _, _ = select.select([master], [], [], seconds)
        if ready:
            try:
                screen.feed(os.read(master, 65536))
            except OSError:
                pass
        return bool(ready)

    def wait_for(test, label):
        deadline = time.monotonic() + WAIT
        while not test(screen.text()):
            if time.monotonic() > deadline:
                result["failures"].append(label + "; the screen:\n" + screen.text())
                return
            pump(0.05)

    for step in steps:
        kind = step[0]
        if kind == "send":
            os.write(master, step[1].encode())
        elif kind == "wait":
            wait_for(lambda text: step[1] in text, "never showed " + repr(step[1]))
        elif kind == "gone":
            wait_for(lambda text: step[1] not in text, "kept showing " + repr(step[1]))
        elif kind == "resize":
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", step[2], step[1], 0, 0))
            screen.resize(step[1], step[2])
        elif kind == "screen":
            while pump(0.2):  # until the program has been quiet for a moment
                pass
            result["screens"][step[1]] = screen.text()
        elif kind == "print":
            os.write(slave, step[1].encode())
        elif kind == "kill":
            os.kill(pid, step[1])
        elif kind == "stty":
            result["settings"][step[1]] = settings(slave)
        elif kind == "exit":
            deadline = time.monotonic() + WAIT
            while result["status"] is None and time.monotonic() < deadline:
                pump(0.05)
                done, raw = os.waitpid(pid, os.WNOHANG)
                if done:
                    result["status"] = os.waitstatus_to_exitcode(raw)
            while pump(0.05):
                pass
    if result["status"] is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    result["settings"]["after"] = settings(slave)
    result["alternate"] = screen.alternate
    result["cursorVisible"] = screen.cursor_visible
    result["autowrap"] = screen.autowrap
    result["final"] = screen.text()
    result["sgr"] = screen.sgr
    print(json.dumps(result))


main()
