import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

const window = new Window({ url: "https://social.example/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["window", "document", "navigator", "HTMLElement", "Node", "Element"]) {
  Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}
g.IS_REACT_ACT_ENVIRONMENT = true;

const { act, Profiler } = await import("react");
const { createRoot } = await import("react-dom/client");
const { RelativeTime } = await import("../../../../src/entities/post/RelativeTime");
const { TICK_MS } = await import("../../../../src/entities/post/ticker");

test("a clock tick re-renders only the times whose label changes", (t) => {
  const start = Date.UTC(2026, 5, 15, 12, 0, 0);
  t.mock.timers.enable({ apis: ["setInterval", "setTimeout", "Date"], now: start });
  const renders = { recent: 0, old: 0 };
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const root = createRoot(container);
  // 50 s ago: "1 min" now, "1 min" after one tick; a month ago: a date that no tick changes.
  const recent = new Date(start - 50_000).toISOString();
  const old = new Date(start - 30 * 86_400_000).toISOString();
  act(() =>
    root.render(
      <>
        <Profiler id="recent" onRender={() => renders.recent++}>
          <RelativeTime iso={recent} />
        </Profiler>
        <Profiler id="old" onRender={() => renders.old++}>
          <RelativeTime iso={old} />
        </Profiler>
      </>,
    ),
  );
  const [first, second] = [...container.querySelectorAll("time")];
  assert.equal(first!.textContent, "1 min");
  assert.match(second!.textContent!, /May 16/);
  // The tooltips wait for an idle moment (no requestIdleCallback here: a short timer), then every time has one.
  assert.equal(first!.getAttribute("title"), null, "no full date-time during the first render");
  act(() => t.mock.timers.tick(200));
  assert.equal(second!.getAttribute("title")?.includes("2026"), true, "the full date is the tooltip");
  assert.equal(first!.getAttribute("title")?.includes("2026"), true);
  const before = { ...renders };
  act(() => t.mock.timers.tick(TICK_MS));
  assert.deepEqual(renders, before, "same labels: nothing re-renders");
  act(() => t.mock.timers.tick(12 * TICK_MS)); // 1 min 50 s → "2 min"
  assert.equal(first!.textContent, "2 min");
  assert.equal(renders.recent, before.recent + 1);
  assert.equal(renders.old, before.old, "a date label is not rendered again");
  act(() => root.unmount());
});
