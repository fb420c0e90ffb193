// Pure rules of the profile edit form (spec 2 §5; constants §4). No React, so they are unit-tested directly.
import type { CredentialAccount, CustomEmoji, Instance, MentionPolicy, ProfileUpdate } from "../../api/types";
import { SHORTCODE_IN_TEXT } from "../../entities/content/emoji-map";

/** A client rule (the server allows 200); JS string length, as mitra-web counts it. */
export const DISPLAY_NAME_MAX = 75;
/** Used when the instance does not say (mitra-web hard-codes 10; Mitra's default is 10). */
export const DEFAULT_MAX_FIELDS = 10;

export interface FieldDraft {
  name: string;
  value: string;
}

/** An image the person picked: base64 without the data-URL prefix, and its media type. */
export interface PickedImage {
  base64: string;
  mediaType: string;
  /** For the preview only. */
  dataUrl: string;
}

/** undefined: keep the current image; null: remove it; otherwise the new image. */
export type ImageChange = PickedImage | null | undefined;

export interface ProfileForm {
  displayName: string;
  note: string;
  bot: boolean;
  locked: boolean;
  mentionPolicy: MentionPolicy;
  fields: FieldDraft[];
  avatar: ImageChange;
  header: ImageChange;
}

export function initialProfileForm(user: CredentialAccount): ProfileForm {
  return {
    displayName: user.display_name ?? "",
    note: user.source?.note ?? "",
    bot: Boolean(user.bot),
    locked: Boolean(user.locked),
    mentionPolicy: user.mention_policy ?? "none",
    fields: (user.source?.fields ?? user.fields ?? []).map((f) => ({ name: f.name, value: f.value })),
    avatar: undefined,
    header: undefined,
  };
}

export const displayNameTooLong = (name: string): boolean => name.trim().length > DISPLAY_NAME_MAX;

export function maxFields(instance: Pick<Instance, "configuration"> | null | undefined): number {
  const max = instance?.configuration?.accounts?.max_profile_fields;
  return typeof max === "number" && max > 0 ? max : DEFAULT_MAX_FIELDS;
}

export const canAddField = (fields: readonly FieldDraft[], max: number): boolean => fields.length < max;

/** Indexes of fields whose trimmed, non-empty label equals an earlier label (case-sensitive, as the server). */
export function duplicateLabels(fields: readonly FieldDraft[]): Set<number> {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  fields.forEach((field, index) => {
    const label = field.name.trim();
    if (!label) return;
    if (seen.has(label)) duplicates.add(index);
    else seen.add(label);
  });
  return duplicates;
}

/** Image types the instance accepts for avatars and banners: the image/* part of its supported media types. */
export function supportedImageTypes(instance: Pick<Instance, "configuration"> | null | undefined): string[] {
  const types = instance?.configuration?.media_attachments?.supported_mime_types ?? [];
  return types.filter((t) => t.startsWith("image/"));
}

/** Splits a base64 data URL; null for anything else. */
export function parseDataUrl(dataUrl: string): { mediaType: string; base64: string } | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl.trim());
  return match ? { mediaType: match[1].toLowerCase(), base64: match[2] } : null;
}

const imageFields = (key: "avatar" | "header", change: ImageChange): ProfileUpdate => {
  if (change === undefined) return {};
  if (change === null) return { [key]: "", [`${key}_media_type`]: null };
  return { [key]: change.base64, [`${key}_media_type`]: change.mediaType };
};

/** The field rows as they are saved and shown: trimmed, empty rows left out. */
export const keptFields = (fields: readonly FieldDraft[]): FieldDraft[] =>
  fields.map((f) => ({ name: f.name.trim(), value: f.value.trim() })).filter((f) => f.name !== "" || f.value !== "");

/** Whether the text names a `:shortcode:` the account's own emoji do not cover (the instance's list may have it). */
export const wantsInstanceEmojis = (text: string, known: readonly CustomEmoji[]): boolean =>
  [...text.matchAll(SHORTCODE_IN_TEXT)].some((m) => !known.some((e) => e.shortcode === m[1]));

/** The PATCH update_credentials body: inputs trimmed, empty field rows dropped, images only when changed. */
export function buildProfileUpdate(form: ProfileForm): ProfileUpdate {
  return {
    display_name: form.displayName.trim(),
    note: form.note.trim(),
    bot: form.bot,
    locked: form.locked,
    mention_policy: form.mentionPolicy,
    fields_attributes: keptFields(form.fields),
    ...imageFields("avatar", form.avatar),
    ...imageFields("header", form.header),
  };
}
