// Renders a component as the app would: in a store's Provider and a router at `path` (memory location).
// Import it after the DOM is installed (react-dom reads the globals when it loads): safety/dom's installDom, then
// `await import(".../support/render")`.
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { Provider, createStore } from "jotai";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

interface InApp {
  store?: ReturnType<typeof createStore>;
  path?: string;
}

function mount(node: ReactNode, { store = createStore(), path = "/" }: InApp) {
  const memory = memoryLocation({ path, record: true });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const render = () =>
    root.render(
      <Provider store={store}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {node}
        </Router>
      </Provider>,
    );
  return { page: { store, memory, container, unmount: () => act(async () => root.unmount()) }, render };
}

/** Renders and waits for what the render started (effects, lazy parts that arrive at once). */
export async function renderInApp(node: ReactNode, options: InApp = {}) {
  const { page, render } = mount(node, options);
  await act(async () => render());
  return page;
}

/** Renders in one synchronous act: the page as its first render left it (a part that suspends shows its fallback). */
export function renderNow(node: ReactNode, options: InApp = {}) {
  const { page, render } = mount(node, options);
  act(render);
  return page;
}
