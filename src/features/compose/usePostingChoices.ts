import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Visibility } from "../../api/types";
import { postingDefaultsAtom, preferencesQuery } from "../../state/posting-defaults";
import { useQuery } from "../../state/query";
import type { ComposerSetup } from "./setup";
import { initialVisibility } from "./visibility-rules";

/**
 * The visibility and content warning the editor starts with: a draft's own, else the posting defaults. The
 * server's preferences may arrive after the editor opened; they apply until the person chooses for themselves.
 */
export function usePostingChoices(setup: ComposerSetup) {
  useQuery(preferencesQuery, "all");
  const defaults = useAtomValue(postingDefaultsAtom);
  const { allowed, initial } = setup;
  // A draft (or the post being edited) carries its visibility; a fresh editor has none.
  const chosen = useRef(initial.visibility !== null);
  const [visibility, setVisibility] = useState(() => initialVisibility(allowed, initial.visibility ?? defaults.visibility));
  const [sensitive, setSensitive] = useState(initial.sensitive || (!chosen.current && defaults.sensitive));

  useEffect(() => {
    if (chosen.current) return;
    setVisibility(initialVisibility(allowed, defaults.visibility));
    setSensitive(initial.sensitive || defaults.sensitive);
  }, [allowed, initial.sensitive, defaults.visibility, defaults.sensitive]);

  const chooseVisibility = useCallback((v: Visibility) => {
    chosen.current = true;
    setVisibility(v);
  }, []);
  const toggleSensitive = useCallback(() => {
    chosen.current = true;
    setSensitive((s) => !s);
  }, []);
  /** After publishing: the next post starts from the defaults again, not from the last choice. */
  const reset = useCallback(() => {
    chosen.current = false;
    setVisibility(initialVisibility(allowed, defaults.visibility));
    setSensitive(defaults.sensitive);
  }, [allowed, defaults.visibility, defaults.sensitive]);

  return { visibility, chooseVisibility, sensitive, toggleSensitive, reset, language: defaults.language };
}
