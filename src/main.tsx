// The entry, index.html's one script. First: the first screen's requests and files start before the rest of the entry
// (React DOM) is evaluated. Before them, the loader every dynamic import goes through (lib/load-chunk.ts).
import "./lib/load-chunk";
import { firstView } from "./app/start-first-screen";
import { createRoot } from "react-dom/client";
import { unstable_forceFrameRate } from "scheduler";
// The app's start travels in the core chunk (src/app/chunks/core.ts), with the modules every lazy part shares.
import { startApp } from "./app/start";
import "./styles/index.css";
import "./app/chunks/core";

// React renders a transition (a page of posts) in slices, giving the main thread back between them: every 5 ms by
// default, which on a slow phone's CPU made a page of 20 cards a few hundred turns of the event loop (home's first
// posts ~400 ms later at 4x CPU than rendered in one task of ~240 ms). Slices of 16 ms, a frame's time, take a third
// of the turns and keep a tap or a key waiting no longer than a frame.
unstable_forceFrameRate(60);
// The app starts in a microtask of its own, off the entry's top level (as the first screen's requests do): with the
// developer tools attached, a request it sends (a signed-in reader's list of accounts) records the script stack that
// sent it, and a stack through the entry's top level had V8 read the whole entry again for its source positions
// (~25 ms at 4x CPU before home's first render).
queueMicrotask(() => startApp(createRoot, firstView));
