extension InspectorPage {
    /// The page's own CSS: a dark terminal for the frame, the list of steps beside it.
    static let pageCSS = """
        :root { color-scheme: dark; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #0e0f12; color: #d8d8d8; font: 14px/1.4 system-ui, sans-serif; }
        header { padding: 8px 12px; border-bottom: 1px solid #2a2c33; }
        h1 { font-size: 16px; margin: 0 0 6px; }
        #controls { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
        #slider { flex: 1 1 300px; }
        #position { font-variant-numeric: tabular-nums; min-width: 9em; }
        #news { color: #f5a742; }
        main { display: flex; height: calc(100vh - 80px); }
        #steps { margin: 0; padding: 0; list-style: none; width: 34%; max-width: 520px; overflow-y: auto;
            border-right: 1px solid #2a2c33; font: 12px/1.5 ui-monospace, monospace; }
        #steps li { padding: 0 8px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer; }
        #steps li:hover { background: #1d1f25; }
        #steps li.selected { background: #2f4f7f; color: #fff; }
        #steps li.diverged { color: #f14c4c; font-weight: bold; }
        #steps li.selected.diverged { background: #7f2f2f; }
        .marks { display: inline-block; width: 3ch; color: #8ab4f8; }
        #view { flex: 1; overflow: auto; padding: 8px 16px; }
        h2 { font-size: 14px; margin: 4px 0 8px; font-family: ui-monospace, monospace; word-break: break-all; }
        #frame { display: inline-block; margin: 0; padding: 6px 8px; background: #15161a; color: #d8d8d8;
            border: 1px solid #2a2c33; font: 13px/1.25 "DejaVu Sans Mono", ui-monospace, monospace; }
        #details h3 { font-size: 13px; margin: 10px 0 2px; }
        #details pre { margin: 0 0 0 12px; font: 12px/1.45 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; }
        #details .none { color: #777; }
        #details .divergence h3, #details .divergence pre { color: #f14c4c; }
        #live { margin-left: 10px; padding: 1px 8px; border-radius: 4px; background: #1f7a3a; color: #fff; font-size: 14px; }
        #live.ended { background: #555; }
        """

    /// The page's script: reads the data, builds the list, and shows a step when the slider, the
    /// list, the keys, the search box or the divergence button choose one.
    static let pageScript = """
        "use strict";
        const data = JSON.parse(document.getElementById("data").textContent);
        const slider = document.getElementById("slider"), list = document.getElementById("steps");
        const frame = document.getElementById("frame"), details = document.getElementById("details");
        const title = document.getElementById("title"), position = document.getElementById("position");
        const search = document.getElementById("search"), news = document.getElementById("news");
        let last = data.steps.length - 1;
        let current = -1;
        slider.max = String(last);
        function item(step, index) {
          const item = document.createElement("li");
          const marks = document.createElement("span");
          marks.className = "marks";
          marks.textContent = step.k;
          item.append(String(index).padStart(String(last).length, " ") + " ", marks, step.t);
          if (step.k.includes("!")) item.classList.add("diverged");
          item.addEventListener("click", () => show(index));
          list.append(item);
          return item;
        }
        const items = data.steps.map(item);
        function section(name, lines, extra) {
          const box = document.createElement("div");
          if (extra) box.className = extra;
          const heading = document.createElement("h3");
          heading.textContent = name;
          const body = document.createElement("pre");
          if (lines.length === 0) { body.className = "none"; body.textContent = "(none)"; } else { body.textContent = lines.join("\\n"); }
          box.append(heading, body);
          return box;
        }
        function show(index) {
          index = Math.max(0, Math.min(last, index | 0));
          const step = data.steps[index];
          if (current >= 0) items[current].classList.remove("selected");
          current = index;
          items[index].classList.add("selected");
          items[index].scrollIntoView({ block: "nearest" });
          slider.value = String(index);
          position.textContent = "step " + index + " of " + last;
          title.textContent = "step " + index + ": " + step.t;
          frame.innerHTML = data.frames[step.f];
          const parts = [];
          if (data.divergence && data.divergence.step === index) {
            parts.push(section("diverged from today's code", data.divergence.lines, "divergence"));
          }
          for (const part of step.x) parts.push(section(part.n, part.l));
          details.replaceChildren(...parts);
          document.body.dataset.step = String(index);
        }
        function find(text, forward) {
          const needle = text.toLowerCase();
          for (let offset = 1; offset <= last + 1; offset++) {
            const index = ((forward ? current + offset : current - offset) % (last + 1) + last + 1) % (last + 1);
            const step = data.steps[index];
            if (step.t.toLowerCase().includes(needle) || step.x[0].l.join(" ").toLowerCase().includes(needle)) return index;
          }
          return -1;
        }
        slider.addEventListener("input", () => show(Number(slider.value)));
        search.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" || search.value === "") return;
          const found = find(search.value, !event.shiftKey);
          news.textContent = found < 0 ? "no step's message contains \\"" + search.value + "\\"" : "";
          if (found >= 0) show(found);
        });
        const divergence = document.getElementById("divergence");
        if (data.divergence) {
          divergence.addEventListener("click", () => show(data.divergence.step));
          news.textContent = "step " + data.divergence.step + " diverges from today's code";
        } else {
          divergence.disabled = true;
          divergence.title = "every step replays as recorded";
        }
        document.addEventListener("keydown", (event) => {
          if (event.target === search || event.target === slider) return;
          const moves = { ArrowUp: -1, ArrowDown: 1, PageUp: -20, PageDown: 20, Home: -Infinity, End: Infinity };
          if (!(event.key in moves)) return;
          event.preventDefault();
          const move = moves[event.key];
          show(move === -Infinity ? 0 : move === Infinity ? last : current + move);
        });
        show(data.divergence ? data.divergence.step : last);
        if (data.live) {
          // Served live: new steps arrive as server-sent events; the selection follows the newest
          // step while it is on the last one, and stays where it is otherwise.
          const mark = document.createElement("span");
          mark.id = "live";
          mark.textContent = "LIVE";
          document.querySelector("h1").append(" ", mark);
          const styles = document.createElement("style");
          document.head.append(styles);
          const source = new EventSource(data.live.events + "?steps=" + data.steps.length + "&frames=" + data.frames.length);
          source.addEventListener("steps", (event) => {
            const update = JSON.parse(event.data);
            update.frames.forEach((html, offset) => { data.frames[update.frameFrom + offset] = html; });
            styles.textContent = update.css;
            const following = current === last;
            update.steps.forEach((step, offset) => {
              const index = update.first + offset;
              if (index !== data.steps.length) return;
              data.steps.push(step);
              last = index;
              items.push(item(step, index));
            });
            slider.max = String(last);
            document.body.dataset.last = String(last);
            if (following) show(last); else position.textContent = "step " + current + " of " + last;
          });
          source.addEventListener("end", (event) => {
            mark.textContent = "ENDED";
            mark.className = "ended";
            news.textContent = event.data;
            source.close();
          });
          source.addEventListener("error", () => { if (source.readyState === EventSource.CLOSED) mark.className = "ended"; });
        }
        """
}
