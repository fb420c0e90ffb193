import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "./dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { PostSettings } = await import("../../../../src/features/settings/PostSettings");
const { apiAtom, currentUserAtom, tokenAtom } = await import("../../../../src/state/session");
const { configAtom } = await import("../../../../src/state/config");
const { fakeApi, deferred } = await import("../../support/fake-api");

test("settings controls are marked busy while a change is saved, and a change meanwhile is not taken", async () => {
  const answer = deferred<void>();
  const fake = fakeApi(async () => {
    await answer.promise;
    return { body: { id: "1", username: "alice", acct: "alice", client_config: {} } };
  });
  const store = createStore();
  store.set(apiAtom, fake.api);
  store.set(tokenAtom, "t");
  store.set(currentUserAtom, { id: "1", username: "alice", acct: "alice" } as never);
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={store}><PostSettings /></Provider>));
  const boxes = () => [...container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
  const before = store.get(configAtom).ctrlEnterEnabled;
  assert.ok(boxes().every((b) => b.getAttribute("aria-disabled") === "false"));

  await act(async () => boxes()[1]!.click());
  assert.equal(store.get(configAtom).ctrlEnterEnabled, !before);
  assert.ok(boxes().every((b) => b.getAttribute("aria-disabled") === "true"), "busy while saving");
  await act(async () => boxes()[2]!.click());
  const altBefore = store.get(configAtom).altTextReminderEnabled;
  assert.equal(boxes()[2]!.checked, altBefore, "a change while saving is not taken");

  answer.resolve();
  for (let i = 0; i < 100 && boxes()[0]!.getAttribute("aria-disabled") === "true"; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  assert.ok(boxes().every((b) => b.getAttribute("aria-disabled") === "false"), "free again once saved");
  assert.equal(fake.count("POST", /client_config$/), 1, "one save");
  await act(async () => root.unmount());
});
