import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../subscriptions/dom";

installDom();
const { act } = await import("react");
const { createStore } = await import("jotai");
const { renderInApp } = await import("../../support/render");
const { default: LandingView } = await import("../../../../src/features/auth/LandingView");
const { instanceAtom } = await import("../../../../src/state/session");

test("without instance details the sign-in page shows a skeleton, then the instance's own form", async () => {
  const store = createStore();
  store.set(instanceAtom, null);
  const { container, unmount } = await renderInApp(<LandingView />, { store });
  // This instance's form (the form for another server, in the same chunk, needs no instance details).
  const form = () => container.querySelector(".sign-in-form:not(.server-sign-in)");
  assert.equal(form(), null, "no form guessed before the instance answers");
  assert.equal(container.querySelector("input[autocomplete=username]"), null);
  const skeleton = container.querySelector(".sign-in-skeleton");
  assert.ok(skeleton, "a skeleton holds the place");
  assert.equal(skeleton.getAttribute("role"), "status");
  assert.equal(skeleton.textContent, "Loading…");

  // An instance that offers Ethereum only: the form shows that way in, with no password field.
  await act(async () =>
    store.set(instanceAtom, { uri: "mitra.test", title: "Test", configuration: {}, authentication_methods: ["eip4361"] } as never),
  );
  assert.equal(container.querySelector(".sign-in-skeleton"), null);
  assert.ok(form(), "the form once the instance has answered");
  assert.equal(container.querySelector("input[type=password]"), null);
  assert.match(form()!.textContent ?? "", /Test/);
  await unmount();
});

test("the instance's description, its title and the username with its server keep their own direction in a right-to-left page", async () => {
  const store = createStore();
  store.set(instanceAtom, { uri: "mitra.test", title: "Test", short_description: "A small instance.", configuration: {}, authentication_methods: ["password"] } as never);
  const { container, unmount } = await renderInApp(<LandingView />, { store });
  // Without it, a Persian page shows an English description's full stop at its start.
  assert.equal(container.querySelector(".landing-description")?.getAttribute("dir"), "auto");
  assert.ok(container.querySelector("h1 bdi"), "the title is isolated");
  // The username and the server after it read as a handle, left to right, whatever the page's direction.
  const handle = container.querySelector("input[autocomplete=username]")?.parentElement;
  assert.equal(handle?.getAttribute("dir"), "ltr");
  assert.equal(handle?.querySelector(".suffix")?.textContent, "@mitra.test");
  await unmount();
});
