// Renders a component as the app would: in a store's Provider and a router at `path` (memory location).
// Import it after the DOM is installed (react-dom reads the globals when it loads).
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { Provider, createStore } from "jotai";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

export async function renderInApp(node: ReactNode, { store = createStore(), path = "/" } = {}) {
  const memory = memoryLocation({ path, record: true });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <Provider store={store}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {node}
        </Router>
      </Provider>,
    ),
  );
  return { store, memory, container, unmount: () => act(async () => root.unmount()) };
}
