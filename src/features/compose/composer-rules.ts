// The editor's counting and gating rules (document 1 §5), kept pure so they can be pinned by tests.

/** The counter appears only below this many characters left. */
export const COUNTER_THRESHOLD = 100;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 6;
export const DURATION_UNITS = { hours: 3600, days: 86400 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** max_characters − length in UTF-16 units, as the reference client counts; may be negative. */
export const charactersLeft = (maxCharacters: number, text: string): number => maxCharacters - text.length;

export const showCounter = (left: number): boolean => left < COUNTER_THRESHOLD;

export function canPublish(state: { left: number; sending: boolean; uploading: boolean }): boolean {
  return state.left >= 0 && !state.sending && !state.uploading;
}

export function canAttach(state: { count: number; max: number; uploading: boolean }): boolean {
  return state.count < state.max && !state.uploading;
}

export interface PollDraft {
  options: string[];
  duration: number;
  unit: DurationUnit;
  multiple: boolean;
}

export const EMPTY_POLL: PollDraft = { options: ["", ""], duration: 1, unit: "days", multiple: false };

/**
 * Inputs shown: one more than the filled ones, between 2 and 6. An option typed further down stays visible even
 * when an earlier one is cleared, so no typed text is hidden.
 */
export function pollInputCount(options: readonly string[]): number {
  const filled = options.filter((o) => o.trim() !== "").length;
  let last = -1;
  options.forEach((o, i) => {
    if (o.trim() !== "") last = i;
  });
  return Math.min(Math.max(Math.max(filled, last + 1) + 1, POLL_MIN_OPTIONS), POLL_MAX_OPTIONS);
}

export const validDuration = (duration: number): boolean => Number.isInteger(duration) && duration >= 1;

/** The poll as the server wants it, or null when no option is left after trimming. */
export function pollPayload(poll: PollDraft): { options: string[]; expires_in: number; multiple: boolean } | null {
  const options = poll.options.map((o) => o.trim()).filter((o) => o !== "");
  if (options.length === 0) return null;
  const duration = validDuration(poll.duration) ? poll.duration : 1;
  return { options, expires_in: duration * DURATION_UNITS[poll.unit], multiple: poll.multiple };
}
