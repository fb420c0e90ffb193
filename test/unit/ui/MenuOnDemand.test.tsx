// The post, profile and account menus load their code when first reached for: an opening made meanwhile is kept (the loaded
// menu shows open at the asked-for end), taken back by Escape, and a failed load lets the next opening ask again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../safety/dom";

const window = installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { ItemsMenu, MenuItem } = await import("../../../src/ui/Menu");
const { menuModule, MenuOnDemand } = await import("../../../src/ui/MenuOnDemand");

type Loaded = { Items: typeof ItemsMenu };

function setup(fail = false, face?: string) {
  const releases: Array<() => void> = [];
  let imports = 0;
  let failing = fail;
  const code = menuModule<Loaded>(
    () => {
      imports++;
      return new Promise((resolve, reject) => releases.push(() => (failing ? reject(new Error("offline")) : resolve({ Items: ItemsMenu }))));
    },
    async () => undefined,
  );
  const failures: unknown[] = [];
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  act(() =>
    createRoot(container).render(
      <MenuOnDemand
        label="More"
        code={code}
        onFailed={(e) => failures.push(e)}
        menu={(m, openAt) => (
          <m.Items
            label="More"
            startOpen={openAt}
            children={face && <span className="face">{face}</span>}
            items={(close) => (
              <>
                <MenuItem onSelect={() => {}} close={close}>One</MenuItem>
                <MenuItem onSelect={() => {}} close={close}>Two</MenuItem>
              </>
            )}
          />
        )}
      >
        {face && <span className="face">{face}</span>}
      </MenuOnDemand>,
    ),
  );
  const button = () => container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  const key = (target: Element, k: string) =>
    act(() => {
      target.dispatchEvent(new window.KeyboardEvent("keydown", { key: k, bubbles: true }) as unknown as Event);
    });
  const release = async () => {
    await act(async () => {
      releases.shift()?.();
      await new Promise((done) => setTimeout(done, 0));
    });
  };
  return { container, button, key, release, failures, imports: () => imports, allow: () => (failing = false) };
}

test("the menu's code is not loaded until the button is reached; an opening made while it loads is kept", async () => {
  const { container, button, key, release, imports } = setup();
  assert.equal(imports(), 0);
  assert.equal(button().getAttribute("aria-label"), "More");
  key(button(), "ArrowUp");
  assert.equal(imports(), 1);
  assert.equal(button().getAttribute("aria-expanded"), "true", "opening while it loads");
  assert.equal(container.querySelectorAll('[role="menuitem"]').length, 0);
  await release();
  assert.equal(document.activeElement?.textContent, "Two", "ArrowUp opened it on the last item");
  key(document.activeElement!, "Escape");
  assert.equal(container.querySelectorAll('[role="menuitem"]').length, 0);
  assert.equal(document.activeElement, button(), "focus back on the loaded menu's button");
});

test("Escape while the code loads takes the opening back", async () => {
  const { container, button, key, release } = setup();
  act(() => button().click());
  key(button(), "Escape");
  assert.equal(button().getAttribute("aria-expanded"), "false");
  await release();
  assert.equal(container.querySelectorAll('[role="menu"]').length, 0, "stays closed when the code arrives");
  act(() => button().click());
  assert.equal(document.activeElement?.textContent, "One", "then opens at once");
});

test("a load that fails is said and asked again on the next opening", async () => {
  const { button, release, failures, imports, allow } = setup(true);
  act(() => button().click());
  await release();
  assert.equal(failures.length, 1);
  assert.equal(button().getAttribute("aria-expanded"), "false");
  allow();
  act(() => button().click());
  assert.equal(imports(), 2);
  await release();
  assert.equal(document.activeElement?.textContent, "One");
});

test("a button that shows what it is given (the account menu's avatar and name) keeps it as the menu loads", async () => {
  const { container, button, key, release } = setup(false, "Alice @alice");
  assert.equal(button().textContent, "Alice @alice");
  assert.equal(container.querySelectorAll("svg").length, 0, "no \"more\" icon");
  key(button(), "Enter");
  await release();
  assert.equal(document.activeElement?.textContent, "One");
  assert.equal(button().textContent, "Alice @alice", "the loaded menu's button shows it too");
  key(document.activeElement!, "Escape");
  assert.equal(document.activeElement, button());
});
