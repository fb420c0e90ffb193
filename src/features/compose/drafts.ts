import type { Visibility } from "../../api/types";
import { isRecord, load, remove, save } from "../../lib/storage";
import { DURATION_UNITS, EMPTY_POLL, POLL_MAX_OPTIONS, type PollDraft } from "./composer-rules";

import { DRAFT_PREFIX } from "../../entities/composer/ComposerSlot";

/** Stored under post_content:new, post_content:reply:<parent id>, post_content:quote:<quoted id>; never when editing. */
export { DRAFT_PREFIX };

export type DraftTarget = { mode: "new" } | { mode: "reply"; parentId: string } | { mode: "quote"; quotedId: string } | { mode: "edit" };

export function draftKey(target: DraftTarget): string | null {
  switch (target.mode) {
    case "new":
      return `${DRAFT_PREFIX}:new`;
    case "reply":
      return `${DRAFT_PREFIX}:reply:${target.parentId}`;
    case "quote":
      return `${DRAFT_PREFIX}:quote:${target.quotedId}`;
    default:
      return null;
  }
}

export interface DraftAttachment {
  id: string;
  type: string;
  url: string;
  previewUrl: string | null;
  description: string | null;
}

/** Everything a person typed or chose, so a reload or a failed send loses nothing. */
export interface Draft {
  text: string;
  sensitive: boolean;
  visibility: Visibility | null;
  poll: PollDraft | null;
  attachments: DraftAttachment[];
  /** The Idempotency-Key of this post, kept so a retry after a reload cannot post twice. */
  idempotencyKey: string | null;
}

const VISIBILITIES: readonly string[] = ["public", "private", "subscribers", "conversation", "direct"];
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

function parsePoll(raw: unknown): PollDraft | null {
  if (!isRecord(raw) || !Array.isArray(raw.options)) return null;
  const options = raw.options.filter((o): o is string => typeof o === "string").slice(0, POLL_MAX_OPTIONS);
  while (options.length < 2) options.push("");
  const unit = raw.unit === "hours" || raw.unit === "days" ? raw.unit : EMPTY_POLL.unit;
  const duration = typeof raw.duration === "number" && raw.duration >= 1 ? Math.floor(raw.duration) : EMPTY_POLL.duration;
  return { options, unit: unit as keyof typeof DURATION_UNITS, duration, multiple: raw.multiple === true };
}

function parseAttachment(raw: unknown): DraftAttachment | null {
  if (!isRecord(raw)) return null;
  const id = str(raw.id);
  const url = str(raw.url);
  if (!id || !url) return null;
  return { id, url, type: str(raw.type) ?? "unknown", previewUrl: str(raw.previewUrl), description: str(raw.description) };
}

/** Accepts anything; an unusable stored value gives no draft rather than a crash. */
export function parseDraft(raw: unknown): Draft | undefined {
  if (!isRecord(raw) || typeof raw.text !== "string") return undefined;
  return {
    text: raw.text,
    sensitive: raw.sensitive === true,
    visibility: typeof raw.visibility === "string" && VISIBILITIES.includes(raw.visibility) ? (raw.visibility as Visibility) : null,
    poll: parsePoll(raw.poll),
    attachments: Array.isArray(raw.attachments)
      ? raw.attachments.map(parseAttachment).filter((a): a is DraftAttachment => a !== null)
      : [],
    idempotencyKey: typeof raw.idempotencyKey === "string" && /^[0-9a-f]{20}$/.test(raw.idempotencyKey) ? raw.idempotencyKey : null,
  };
}

/** A draft worth keeping: something typed or attached. */
export function isEmptyDraft(draft: Draft): boolean {
  return (
    draft.text.trim() === "" &&
    draft.attachments.length === 0 &&
    (draft.poll === null || draft.poll.options.every((o) => o.trim() === ""))
  );
}

export function loadDraft(key: string | null): Draft | null {
  return key ? (load<Draft | null>(key, (raw) => parseDraft(raw) ?? null, null) ?? null) : null;
}

export function saveDraft(key: string | null, draft: Draft): void {
  if (!key) return;
  if (isEmptyDraft(draft)) remove(key);
  else save(key, draft);
}

export function removeDraft(key: string | null): void {
  if (key) remove(key);
}
