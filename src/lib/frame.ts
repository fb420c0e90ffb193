// Clickjacking: inside another site's frame a visitor can be tricked into clicking through the app (follow, pay,
// delete). The server's frame-ancestors header is the real guard; this is the client's own refusal.

/** Whether the page runs inside a frame. A frame whose top cannot be read counts as one. */
export function isFramed(win: { top: unknown; self: unknown } = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
