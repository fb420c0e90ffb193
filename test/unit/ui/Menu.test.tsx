import { test } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";

const window = new Window({ url: "https://social.example/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["window", "document", "navigator", "HTMLElement", "Node", "Element", "KeyboardEvent", "MouseEvent", "PointerEvent", "Event"]) {
  Object.defineProperty(g, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
}
g.IS_REACT_ACT_ENVIRONMENT = true;

const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Menu } = await import("../../../src/ui/EntryMenu");
type MenuEntry = import("../../../src/ui/EntryMenu").MenuEntry;

function render(entries: MenuEntry[], navigate?: (href: string) => void) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const root = createRoot(container);
  act(() => root.render(<Menu label="More actions" entries={entries} navigate={navigate} />));
  const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  const items = () => [...container.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const key = (target: Element, k: string) =>
    act(() => {
      target.dispatchEvent(new window.KeyboardEvent("keydown", { key: k, bubbles: true }) as unknown as Event);
    });
  return { container, button, items, key, root };
}

test("the button names the menu and opens it with focus on the first item", () => {
  let picked = "";
  const { button, items, key } = render([
    { kind: "action", label: "Mute", onSelect: () => (picked = "mute") },
    { kind: "separator" },
    { kind: "action", label: "Copy ID", onSelect: () => (picked = "copy") },
  ]);
  assert.equal(button.getAttribute("aria-label"), "More actions");
  assert.equal(button.getAttribute("aria-expanded"), "false");
  assert.equal(items().length, 0);
  key(button, "ArrowDown");
  assert.equal(button.getAttribute("aria-expanded"), "true");
  assert.equal(items().length, 2);
  assert.equal(document.activeElement, items()[0]);
  assert.equal(document.querySelector('[role="menu"]')?.getAttribute("aria-labelledby"), button.id);
  assert.ok(document.querySelector('[role="separator"]'));
  key(items()[0], "ArrowDown");
  assert.equal(document.activeElement?.textContent, "Copy ID");
  key(document.activeElement!, "ArrowDown");
  assert.equal(document.activeElement?.textContent, "Mute", "wraps around");
  key(document.activeElement!, "End");
  assert.equal(document.activeElement?.textContent, "Copy ID");
  key(document.activeElement!, "Home");
  assert.equal(document.activeElement?.textContent, "Mute");
  key(document.activeElement!, "c");
  assert.equal(document.activeElement?.textContent, "Copy ID", "first letter moves");
  act(() => (document.activeElement as HTMLElement).click());
  assert.equal(picked, "copy");
  assert.equal(items().length, 0, "closes after choosing");
  assert.equal(document.activeElement, button, "focus goes back to the button");
});

test("Escape closes and returns focus; ArrowUp opens on the last item", () => {
  const { button, items, key } = render([
    { kind: "action", label: "One", onSelect: () => {} },
    { kind: "action", label: "Two", onSelect: () => {} },
  ]);
  key(button, "ArrowUp");
  assert.equal(document.activeElement?.textContent, "Two");
  key(document.activeElement!, "Escape");
  assert.equal(items().length, 0);
  assert.equal(document.activeElement, button);
});

test("startOpen: a menu whose code loaded because it was opened shows open, its asked-for end focused", () => {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const entries: MenuEntry[] = [
    { kind: "action", label: "One", onSelect: () => {} },
    { kind: "action", label: "Two", onSelect: () => {} },
  ];
  act(() => createRoot(container).render(<Menu label="Account" entries={entries} startOpen="last" />));
  const button = container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  assert.equal(button.getAttribute("aria-expanded"), "true");
  assert.equal(document.activeElement?.textContent, "Two");
  act(() => {
    document.activeElement!.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Escape", bubbles: true }) as unknown as Event);
  });
  assert.equal(container.querySelectorAll('[role="menuitem"]').length, 0);
  assert.equal(document.activeElement, button, "Escape returns focus to its own button");
});

test("a click outside closes the menu", () => {
  const { button, items } = render([{ kind: "action", label: "One", onSelect: () => {} }]);
  act(() => button.click());
  assert.equal(items().length, 1);
  act(() => {
    document.body.dispatchEvent(new window.PointerEvent("pointerdown", { bubbles: true }) as unknown as Event);
  });
  assert.equal(items().length, 0);
});

test("in-app links go through navigate; external links open a new tab", () => {
  const visited: string[] = [];
  const { button, items } = render(
    [
      { kind: "link", label: "Muted users", href: "/mutes" },
      { kind: "link", label: "Atom feed", href: "https://social.example/feeds/users/alice", external: true },
    ],
    (href) => visited.push(href),
  );
  act(() => button.click());
  const [internal, external] = items();
  assert.equal(internal.tagName, "A");
  assert.equal(internal.getAttribute("href"), "/mutes");
  assert.equal(external.getAttribute("target"), "_blank");
  assert.equal(external.getAttribute("rel"), "nofollow noopener noreferrer");
  act(() => internal.click());
  assert.deepEqual(visited, ["/mutes"]);
  assert.equal(items().length, 0);
});

test("items given as elements: the menu holds focus until they arrive, then the first takes it; keepOpen stays open", async () => {
  const { ItemsMenu, MenuItem } = await import("../../../src/ui/Menu");
  const { useLayoutEffect, useState } = await import("react");
  let arrive!: () => void;
  let bookmarked = 0;
  function Late({ close }: { close: () => void }) {
    const [ready, setReady] = useState(false);
    arrive = () => setReady(true);
    useLayoutEffect(() => {
      const menu = document.querySelector<HTMLElement>('[role="menu"]');
      if (ready && document.activeElement === menu) menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    }, [ready]);
    if (!ready) return null;
    return (
      <>
        <MenuItem close={close} keepOpen onSelect={() => bookmarked++}>Bookmark</MenuItem>
        <MenuItem close={close} onSelect={() => {}}>Delete</MenuItem>
      </>
    );
  }
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  const root = createRoot(container);
  let intents = 0;
  act(() => root.render(<ItemsMenu label="More" onIntent={() => intents++} items={(close) => <Late close={close} />} />));
  const button = container.querySelector<HTMLButtonElement>("button")!;
  act(() => button.focus());
  assert.equal(intents, 1, "focusing the button is a chance to preload");
  act(() => button.click());
  const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
  assert.equal(document.activeElement, menu, "the menu holds focus while its items load");
  act(() => arrive());
  assert.equal(document.activeElement?.textContent, "Bookmark");
  act(() => (document.activeElement as HTMLElement).click());
  assert.equal(bookmarked, 1);
  assert.ok(document.querySelector('[role="menu"]'), "a keepOpen item leaves the menu open");
  let outside = 0;
  document.body.addEventListener("keydown", () => outside++);
  act(() => {
    document.activeElement!.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Escape", bubbles: true }) as unknown as Event);
  });
  assert.equal(document.querySelector('[role="menu"]'), null);
  assert.equal(document.activeElement, button);
  assert.equal(outside, 0, "Escape does not reach a dialog or shortcut around the menu");
});
