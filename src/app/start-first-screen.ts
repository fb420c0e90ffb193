// Imported first by main.tsx, so these requests start before the rest of the entry (React, the shell) is evaluated.
import { startFirstScreen } from "./prefetch";

startFirstScreen();
