// The effect-event hook: one function for the component's life, which calls the latest render's callback.
import assert from "node:assert/strict";
import { test } from "node:test";
import { installDom } from "../safety/dom";

installDom();
const { act, useEffect } = await import("react");
const { createRoot } = await import("react-dom/client");
const { useEffectEvent } = await import("../../../src/lib/use-effect-event");

test("the function stays the same and runs the latest callback, without re-running the effect", () => {
  const seen: string[] = [];
  const functions = new Set<unknown>();
  let effects = 0;
  let fire: () => void = () => undefined;
  function Probe({ label }: { label: string }) {
    const onFire = useEffectEvent(() => seen.push(label));
    functions.add(onFire);
    useEffect(() => {
      effects++;
      fire = onFire;
    }, [onFire]);
    return null;
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(<Probe label="first" />));
  fire();
  act(() => root.render(<Probe label="second" />));
  fire();
  assert.deepEqual(seen, ["first", "second"]);
  assert.equal(functions.size, 1);
  assert.equal(effects, 1);
  act(() => root.unmount());
});
