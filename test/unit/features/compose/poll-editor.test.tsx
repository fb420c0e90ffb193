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

test("Enter in a poll field sends nothing: in an option it moves on to the next one", () => {
  const container = document.createElement("div");
  document.body.append(container);
  act(() =>
    createRoot(container).render(
      <Provider store={createStore()}>
        <form>
          <PollEditor poll={{ options: ["Tomatoes", "Beans"], duration: 1, unit: "days", multiple: false }} onChange={() => {}} />
        </form>
      </Provider>,
    ),
  );
  const enter = (el: Element) => el.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
  const options = [...container.querySelectorAll<HTMLInputElement>("input.composer-poll-option")];
  options[1]!.focus();
  assert.equal(enter(options[1]!), false, "the Enter is held back");
  assert.equal(document.activeElement, options[2]);
  assert.equal(enter(container.querySelector("input[type=number]")!), false);
  container.remove();
});
