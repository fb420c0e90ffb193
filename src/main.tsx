// The entry, index.html's one script. First: the first screen's requests and files start before the rest of the entry
// (React DOM) is evaluated.
import { firstView } from "./app/start-first-screen";
import { createRoot } from "react-dom/client";
// The app's start travels in the core chunk (src/app/chunks/core.ts), with the modules every lazy part shares.
import { startApp } from "./app/start";
import "./styles/index.css";
import "./app/chunks/core";

startApp(createRoot, firstView);
