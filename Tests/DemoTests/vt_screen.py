"""A small terminal interpreter for the pseudo-terminal tests: what a program writes, as a screen of text."""
import unicodedata


class Screen:
    """A small VT100/xterm interpreter: text, CUP/CUU/CUD/CUF/CUB/CHA, ED, EL, save/restore cursor,
    the alternate screen (1049), cursor visibility (25) and autowrap (7); SGR is only counted."""

    def __init__(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.main = self.blank()
        self.alt = self.blank()
        self.grid = self.main
        self.row = self.col = 0
        self.saved = (0, 0)
        self.alternate = False
        self.cursor_visible = True
        self.autowrap = True
        self.pending = b""
        self.sgr = 0

    def blank(self):
        return [[" "] * self.cols for _ in range(self.rows)]

    def resize(self, cols, rows):
        for name in ("main", "alt"):
            old = getattr(self, name)
            new = [[" "] * cols for _ in range(rows)]
            for r in range(min(rows, len(old))):
                for c in range(min(cols, len(old[r]))):
                    new[r][c] = old[r][c]
            setattr(self, name, new)
        self.cols, self.rows = cols, rows
        self.grid = self.alt if self.alternate else self.main
        self.row, self.col = min(self.row, rows - 1), min(self.col, cols - 1)

    def text(self):
        return "\n".join("".join(c for c in line if c is not None).rstrip() for line in self.grid)

    def feed(self, data):
        data = self.pending + data
        self.pending = b""
        i = 0
        while i < len(data):
            b = data[i]
            if b == 0x1B:
                end = self.escape(data, i)
                if end is None:
                    self.pending = data[i:]
                    return
                i = end
            elif b < 0x20:
                self.control(b)
                i += 1
            else:
                length = 1 if b < 0x80 else 2 if b < 0xE0 else 3 if b < 0xF0 else 4
                if i + length > len(data):
                    self.pending = data[i:]
                    return
                self.put(data[i:i + length].decode("utf-8", "replace"))
                i += length

    def control(self, b):
        if b == 0x0D:
            self.col = 0
        elif b == 0x0A:
            self.linefeed()
        elif b == 0x08:
            self.col = max(0, self.col - 1)
        elif b == 0x09:
            self.col = min(self.cols - 1, (self.col // 8 + 1) * 8)

    def linefeed(self):
        if self.row == self.rows - 1:
            self.grid.pop(0)
            self.grid.append([" "] * self.cols)
        else:
            self.row += 1

    def put(self, char):
        width = 2 if unicodedata.east_asian_width(char[0]) in ("W", "F") else 1
        if self.col + width > self.cols:
            if not self.autowrap:
                self.col = self.cols - width
            else:
                self.col = 0
                self.linefeed()
        self.grid[self.row][self.col] = char
        if width == 2 and self.col + 1 < self.cols:
            self.grid[self.row][self.col + 1] = None
        self.col = min(self.col + width, self.cols if self.autowrap else self.cols - 1)

    def escape(self, data, i):
        if i + 1 >= len(data):
            return None
        kind = data[i + 1]
        if kind == ord("7"):
            self.saved = (self.row, self.col)
            return i + 2
        if kind == ord("8"):
            self.row, self.col = self.saved
            return i + 2
        if kind != ord("["):
            return i + 2
        j = i + 2
        while j < len(data) and 0x20 <= data[j] <= 0x3F:
            j += 1
        if j >= len(data):
            return None
        self.csi(data[i + 2:j].decode(), chr(data[j]))
        return j + 1

    def csi(self, params, final):
        private = params.startswith("?")
        numbers = [int(p) if p.isdigit() else 0 for p in params.lstrip("?").split(";")] if params.lstrip("?") else []
        n = numbers[0] if numbers and numbers[0] > 0 else 1
        if private and final in "hl":
            on = final == "h"
            for mode in numbers:
                if mode == 1049:
                    self.alternate = on
                    if on:
                        self.alt = self.blank()
                    self.grid = self.alt if on else self.main
                elif mode == 25:
                    self.cursor_visible = on
                elif mode == 7:
                    self.autowrap = on
        elif final == "m":
            self.sgr += 1
        elif final in "Hf":
            self.row = min(self.rows, max(1, numbers[0] if numbers else 1)) - 1
            self.col = min(self.cols, max(1, numbers[1] if len(numbers) > 1 else 1)) - 1
        elif final == "A":
            self.row = max(0, self.row - n)
        elif final == "B":
            self.row = min(self.rows - 1, self.row + n)
        elif final == "C":
            self.col = min(self.cols - 1, self.col + n)
        elif final == "D":
            self.col = max(0, self.col - n)
        elif final == "G":
            self.col = min(self.cols, n) - 1
        elif final == "J":
            mode = numbers[0] if numbers else 0
            if mode in (2, 3):
                self.grid[:] = self.blank()
            elif mode == 0:
                self.grid[self.row][self.col:] = [" "] * (self.cols - self.col)
                for r in range(self.row + 1, self.rows):
                    self.grid[r] = [" "] * self.cols
        elif final == "K":
            mode = numbers[0] if numbers else 0
            line = self.grid[self.row]
            if mode == 0:
                line[self.col:] = [" "] * (self.cols - self.col)
            elif mode == 1:
                line[:self.col + 1] = [" "] * (self.col + 1)
            else:
                line[:] = [" "] * self.cols
