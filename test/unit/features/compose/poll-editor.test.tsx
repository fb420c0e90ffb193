// A poll needs two options: the editor requires as many empty option inputs as are missing, so one-option polls
// never reach the server.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../../safety/dom";

installDom();
const { act } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { PollEditor } = await import("../../../../src/features/compose/PollEditor");

function requiredInputs(options: string[]) {
  const container = document.createElement("div");
  act(() =>
    createRoot(container).render(
      <Provider store={createStore()}>
        <PollEditor poll={{ options, duration: 1, unit: "days", multiple: false }} onChange={() => {}} />
      </Provider>,
    ),
  );
  return [...container.querySelectorAll<HTMLInputElement>("input.composer-poll-option")].map((i) => i.required);
}

test("with nothing filled both inputs are required; with one filled, the first empty one", () => {
  assert.deepEqual(requiredInputs(["", ""]), [true, true]);
  assert.deepEqual(requiredInputs(["Beans", ""]), [false, true]);
  assert.deepEqual(requiredInputs(["   ", "Beans"]), [true, false, false]);
});

test("two options filled anywhere require nothing more", () => {
  assert.deepEqual(requiredInputs(["Tomatoes", "Beans"]), [false, false, false]);
  assert.deepEqual(requiredInputs(["", "Beans", "Peas"]), [false, false, false, false]);
});
