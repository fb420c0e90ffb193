// Icon: the drawing is the <svg> element itself, without a component between them.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { installDom } from "../safety/dom";

const window = installDom();
const { act, createElement, isValidElement } = await import("react");
const { createRoot } = await import("react-dom/client");
const { Icon } = await import("../../../src/ui/Icon");

after(() => window.happyDOM.close());

test("an icon is its svg element itself, with the drawing of its name", () => {
  const reply = Icon({ name: "reply" });
  assert.ok(isValidElement(reply));
  assert.equal(reply.type, "svg", "no component between the icon and its drawing");
  const path = (reply.props as { children: { props: { d: string } } }).children;
  assert.notEqual(path.props.d, (Icon({ name: "like" }).props as { children: { props: { d: string } } }).children.props.d);
});

test("one drawing shown in several places renders in each, with its size, fill and direction", async () => {
  const host = document.createElement("div") as unknown as HTMLElement;
  const root = createRoot(host as never);
  await act(async () =>
    root.render(
      createElement(
        "div",
        null,
        createElement(Icon, { name: "like" }),
        createElement(Icon, { name: "like" }),
        createElement(Icon, { name: "like", size: 16, filled: true }),
        createElement(Icon, { name: "back" }),
        createElement(Icon, { name: "more" }),
      ),
    ),
  );
  const svgs = [...host.querySelectorAll("svg")];
  assert.equal(svgs.length, 5);
  assert.equal(svgs[0].outerHTML, svgs[1].outerHTML);
  assert.equal(svgs[0].getAttribute("class"), "icon");
  assert.equal(svgs[0].getAttribute("width"), "20");
  assert.equal(svgs[0].getAttribute("aria-hidden"), "true");
  assert.equal(svgs[2].getAttribute("class"), "icon icon-filled");
  assert.equal(svgs[2].getAttribute("width"), "16");
  assert.equal(svgs[3].getAttribute("class"), "icon icon-mirrored");
  assert.equal(svgs[4].getAttribute("class"), "icon icon-bold");
  assert.equal(svgs[0].querySelector("path")?.getAttribute("d"), svgs[2].querySelector("path")?.getAttribute("d"));
  await act(async () => root.unmount());
});
