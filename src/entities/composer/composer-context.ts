// The editor's slot, as the app provides it (see ComposerSlot.tsx). Apart from the slot components, so the entry
// that provides it does not carry them.
import { createContext, type ComponentType } from "react";
import type { Status } from "../../api/types";

/**
 * The post editor is its own lazily loaded feature. Entities and other features cannot import it, so the app
 * provides it through this context and they render <ComposerSlot …/> (or <ComposerOnDemand …/>) where an editor
 * belongs.
 */
export type ComposerProps =
  | {
      mode: "new";
      onDone?: (post: Status) => void;
      /**
       * What was typed into the stand-in before the editor arrived, read while the editor first renders; the
       * editor takes the focus unless `focused` says the reader has moved on meanwhile.
       */
      handOff?: () => { text: string; caret: number; focused?: boolean };
    }
  | { mode: "reply"; inReplyTo: Status; onDone?: (post: Status) => void; onCancel?: () => void }
  | { mode: "quote"; quoted: Status; onDone?: (post: Status) => void; onCancel?: () => void }
  | { mode: "edit"; post: Status; onDone?: (post: Status) => void; onCancel?: () => void };

export interface ComposerSource {
  /** The editor as a lazy component, for slots that show it at once. */
  Component: ComponentType<ComposerProps>;
  /** Loads the editor (once; a failed load is tried again on the next call). */
  load: () => Promise<ComponentType<ComposerProps>>;
}

export const ComposerContext = createContext<ComposerSource | null>(null);
