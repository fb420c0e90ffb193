import { useAtomValue } from "jotai";
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from "react";
import { cssReady } from "../../lib/css";
import { useLL } from "../../state/i18n";
import { instanceAtom } from "../../state/session";
import { offersPublicPosts } from "./public-posts-rules";
import "../../state/ns/landing";
import "./public-posts.css";

type Posts = ComponentType<{ onRefused: () => void }>;

/**
 * The instance's public posts under the sign-in card. This part comes after the page has loaded (LandingView);
 * the posts need the sanitiser and the post card, so they load only when the section scrolls into view or its
 * button is pressed (the way in without IntersectionObserver, or when it was in view from the start).
 */
export default function PublicPostsSection() {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<"waiting" | "loading" | "failed" | "refused">("waiting");
  const [Posts, setPosts] = useState<Posts | null>(null);
  const offered = offersPublicPosts(instance);

  const show = useCallback(() => {
    // The button goes as the posts come (pressed, or scrolled into view as the keyboard reached it): the focus stays
    // in the section, on its heading.
    if (section.current?.contains(document.activeElement)) heading.current?.focus();
    setState("loading");
    import("./PublicPosts")
      .then(async (mod) => {
        await cssReady();
        setPosts(() => mod.default);
      })
      .catch(() => setState("failed"));
  }, []);

  useEffect(() => {
    const el = section.current;
    if (!offered || state !== "waiting" || !el || typeof IntersectionObserver === "undefined") return;
    // Only coming into view counts: a section in view as it appears (a tall window, or before the forms above it
    // have arrived) offers its button instead, so the posts never load unasked with the page. A page the reader has
    // already scrolled counts as coming into view: the first report may come after a quick scroll.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if ((!first || window.scrollY > 0) && entries.some((e) => e.isIntersecting)) show();
        first = false;
      },
      { rootMargin: "100px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [offered, state, show]);

  const refused = useCallback(() => setState("refused"), []);
  // Nothing to show keeps the section's place (LandingView): the page does not get shorter under the reader.
  if (!offered || state === "refused") return <div className="landing-public-place" />;
  return (
    <section ref={section} className="landing-public" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {LL.landing.title()}
      </h2>
      {Posts ? (
        <Posts onRefused={refused} />
      ) : state === "failed" ? (
        <div className="error-box" role="alert">
          <p>{LL.errors.network()}</p>
          <button type="button" className="button" onClick={show}>
            {LL.common.retry()}
          </button>
        </div>
      ) : state === "loading" ? (
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{LL.common.loading()}</span>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          onClick={show}
        >
          {LL.landing.show()}
        </button>
      )}
    </section>
  );
}
