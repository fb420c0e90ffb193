// Long post content, built in parts: the first part alone (the preview behind "Show more"), and the whole of it
// appended to the page a slice per frame, so neither its commit nor its layout is one long task.
//
// How much of the screen and of the page's work content takes is its weight, in characters: a character of text
// is 1, an element 20, and an element that starts a line (a line break, paragraph, list item, quote, code block)
// 40, about a line of a phone. Content heavier than LONG_WEIGHT is long. An element weighs what about twenty
// characters cost the page to render (its style, its layout object, its paint): at 5, the first part of a post of
// one-letter links held 166 of them, and five such posts on a page were a long task of commit and layout on a slower
// machine's 4× CPU where an ordinary page was not.

/** Shown of long content before "Show more": about a phone screen. */
export const PREVIEW_WEIGHT = 1000;
/** Content above this is long; below it, "Show more" would reveal too little to be worth a click. */
export const LONG_WEIGHT = 1600;
const ELEMENT_WEIGHT = 20;
const LINE_WEIGHT = 40;
const LINE_STARTS = "br,p,li,blockquote,pre";

/** The weight of a fragment, from native queries (the sum of nodeWeight over its nodes). */
export const contentWeight = (root: DocumentFragment): number =>
  root.textContent!.length +
  ELEMENT_WEIGHT * root.querySelectorAll("*").length +
  (LINE_WEIGHT - ELEMENT_WEIGHT) * root.querySelectorAll(LINE_STARTS).length;

/** Where a copy of a fragment has got to: the next node to copy and the copy's node it goes into. */
export interface CopyCursor {
  root: Node;
  from: Node | null;
  into: ParentNode;
}

/** A node's own share of contentWeight (its children count on their own). */
function nodeWeight(node: Node): number {
  if (node.nodeType === 3) return (node as Text).data.length;
  if (node.nodeType !== 1) return 0;
  return (node as Element).matches(LINE_STARTS) ? LINE_WEIGHT : ELEMENT_WEIGHT;
}

export const startCopy = (root: DocumentFragment, into: ParentNode): CopyCursor => ({ root, from: root.firstChild, into });

/** Text cut to at most `length` characters, at a space when one is near, never inside a surrogate pair. */
function cutText(text: string, length: number): string {
  const space = text.lastIndexOf(" ", length);
  let end = space > length / 2 ? space : length;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * Copies nodes in document order (each a shallow clone put into the clone of its parent) until `budget` weight is
 * spent; true when the whole fragment is copied. With `cut`, nothing goes past the budget: the text that crosses
 * it is cut, and the copy stops before an element that does not fit.
 */
export function copySlice(c: CopyCursor, budget: number, cut = false): boolean {
  let left = budget;
  while (c.from && left > 0) {
    const node = c.from;
    const weight = nodeWeight(node);
    if (cut && weight > left) {
      if (node.nodeType === 3) c.into.append(cutText((node as Text).data, left));
      return false;
    }
    left -= weight;
    const copy = node.cloneNode(false);
    c.into.appendChild(copy);
    if (node.firstChild) {
      c.from = node.firstChild;
      c.into = copy as ParentNode;
      continue;
    }
    let done: Node = node;
    while (done !== c.root && !done.nextSibling) {
      done = done.parentNode!;
      c.into = (c.into as Node).parentNode!;
    }
    c.from = done === c.root ? null : done.nextSibling;
  }
  return c.from === null;
}

/** The first `budget` of a fragment, with "…" where it stops; the fragment itself is not changed. */
export function previewOf(root: DocumentFragment, budget: number): DocumentFragment {
  const preview = root.ownerDocument.createDocumentFragment();
  const c = startCopy(root, preview);
  if (!copySlice(c, budget, true)) c.into.append("…");
  return preview;
}
