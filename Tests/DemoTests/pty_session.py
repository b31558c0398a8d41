"""Drives reel-demo in a real pseudo-terminal: types lines, sends Ctrl-D, reports what it saw.

Usage: pty_session.py EXECUTABLE LINE...   Prints one JSON object: the exit status and the output.
Bounded: every wait has a timeout, and the child is killed if it outlives them.
"""
import json
import os
import pty
import select
import signal
import sys
import time


# What the shell writes when it puts up its prompt: the line cleared, then "> ". It comes after
# each line has settled, so reading up to it is reading exactly one line's worth of screen.
PROMPT = b"\x1b[2K> "


def read_until(fd, marker, seconds):
    """Reads what the child writes until `marker` appears, the terminal closes, or `seconds` pass."""
    chunks = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
        if marker is not None and marker in b"".join(chunks):
            break
    return b"".join(chunks)


def wait_for_exit(pid, seconds):
    """The child's exit status, or None (and the child killed) if it is still running after `seconds`."""

    def give_up(signum, frame):
        raise TimeoutError

    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(seconds)
    try:
        _, raw = os.waitpid(pid, 0)
        return os.waitstatus_to_exitcode(raw)
    except TimeoutError:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return None
    finally:
        signal.alarm(0)


def main():
    executable, lines = sys.argv[1], sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(executable, [executable])
    output = read_until(fd, PROMPT, 20)
    for line in lines:
        os.write(fd, (line + "\n").encode())
        output += read_until(fd, PROMPT, 20)
    os.write(fd, b"\x04")  # Ctrl-D at an empty prompt: end of input
    output += read_until(fd, None, 20)  # until the child closes the terminal
    status = wait_for_exit(pid, 10)
    print(json.dumps({"status": status, "output": output.decode("utf-8", "replace")}))


main()
