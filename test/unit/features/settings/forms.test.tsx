import { test } from "node:test";
import assert from "node:assert/strict";
import { byLabel, installDom, typeInto } from "./dom";

installDom();
const { act, useState } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Provider, createStore } = await import("jotai");
const { ExtraFieldsEditor } = await import("../../../../src/features/settings/ExtraFieldsEditor");
const { PasswordForm } = await import("../../../../src/features/settings/PasswordForm");
import type { FieldDraft } from "../../../../src/features/settings/profile-rules";

async function render(node: React.ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={createStore()}>{node}</Provider>));
  return { container, unmount: () => act(async () => root.unmount()) };
}

function Fields({ initial, max }: { initial: FieldDraft[]; max: number }) {
  const [fields, setFields] = useState(initial);
  return <ExtraFieldsEditor fields={fields} max={max} onChange={setFields} />;
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name);

test("extra fields: a repeated label is marked, adding stops at the maximum, removing brings it back", async () => {
  const { container, unmount } = await render(<Fields initial={[{ name: "Site", value: "a" }]} max={3} />);
  await act(async () => buttonNamed(container, "Add item")!.click());
  await act(async () => typeInto(byLabel(container, "Label 2"), " Site "));
  assert.equal(byLabel(container, "Label 2").getAttribute("aria-invalid"), "true");
  assert.equal(byLabel(container, "Label 1").getAttribute("aria-invalid"), "false");
  assert.match(container.textContent ?? "", /This label is already used above\./);

  await act(async () => buttonNamed(container, "Add item")!.click());
  assert.equal(container.querySelectorAll(".field-row").length, 3);
  assert.equal(buttonNamed(container, "Add item"), undefined, "no add button at the maximum");
  await act(async () => buttonNamed(container, "Remove item 2")!.click());
  assert.equal(container.querySelectorAll(".field-row").length, 2);
  assert.ok(buttonNamed(container, "Add item"));
  assert.doesNotMatch(container.textContent ?? "", /already used/);
  await unmount();
});

test("extra fields: the focus goes to a new row's label, and beside a removed last row", async () => {
  const { container, unmount } = await render(<Fields initial={[{ name: "Site", value: "a" }]} max={2} />);
  await act(async () => buttonNamed(container, "Add item")!.click());
  assert.equal(document.activeElement, byLabel(container, "Label 2"), "the new row's label, as the Add button went at the maximum");
  await act(async () => buttonNamed(container, "Remove item 2")!.focus());
  await act(async () => buttonNamed(container, "Remove item 2")!.click());
  assert.equal(document.activeElement, buttonNamed(container, "Remove item 1"));
  await act(async () => buttonNamed(container, "Remove item 1")!.click());
  assert.equal(document.activeElement, buttonNamed(container, "Add item"));
  await unmount();
});

test("password: the button is enabled only for a non-empty password equal to its confirmation", async () => {
  const { container, unmount } = await render(<PasswordForm />);
  const submit = container.querySelector<HTMLButtonElement>("button[type=submit]")!;
  assert.equal(submit.disabled, true);
  await act(async () => typeInto(byLabel(container, "New password"), "secret"));
  assert.equal(submit.disabled, true);
  await act(async () => typeInto(byLabel(container, "Repeat the new password"), "secre"));
  assert.equal(submit.disabled, true);
  assert.match(container.textContent ?? "", /The passwords do not match\./);
  await act(async () => typeInto(byLabel(container, "Repeat the new password"), "secret"));
  assert.equal(submit.disabled, false);
  assert.doesNotMatch(container.textContent ?? "", /do not match/);
  await unmount();
});
