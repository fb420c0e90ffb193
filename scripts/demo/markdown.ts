// Post and bio rendering: markdown → HTML with micromark (raw HTML escaped), then mentions, hashtags,
// bare links and custom emoji codes are found in the text outside links and code.
import { micromark } from "micromark";

import { acctOf, findProfileByAcct } from "./model";
import type { State } from "./state";
import { escapeHtml } from "./util";

export const CUSTOM_EMOJI_CODES = ["mitra", "blobcat", "monero", "party_parrot", "verified"] as const;

export interface Rendered {
  html: string;
  mentionIds: string[];
  tags: string[];
  emojis: string[];
}

const TOKEN_RE =
  /(^|[\s(>])(@[A-Za-z0-9_.-]+(?:@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?::\d+)?)?)|(^|[\s(>])#([\p{L}\p{N}_]+)|(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])|:([A-Za-z0-9_.+-]+):/gu;

export function renderMarkdown(state: State, source: string, base: string): Rendered {
  const html = micromark(source.replace(/\r\n/g, "\n"), { allowDangerousHtml: false });
  return linkify(state, html, base);
}

/** Plain-text rendering (text/html content type keeps the markup but still links mentions and tags). */
export function renderHtml(state: State, source: string, base: string): Rendered {
  const cleaned = source.replace(/<\/?(script|style|iframe|object)[^>]*>/gi, "");
  return linkify(state, cleaned, base);
}

export function linkify(state: State, html: string, base: string): Rendered {
  const mentionIds: string[] = [];
  const tags: string[] = [];
  const emojis: string[] = [];
  let depth = 0; // inside <a>, <code> or <pre>
  const parts = html.split(/(<[^>]+>)/);
  const out = parts.map((part) => {
    if (part.startsWith("<")) {
      if (/^<(a|code|pre)[\s>]/i.test(part)) depth++;
      else if (/^<\/(a|code|pre)>/i.test(part)) depth = Math.max(0, depth - 1);
      return part;
    }
    if (depth > 0 || part === "") return part;
    return part.replace(TOKEN_RE, (match, pre1, mention, pre2, tag, url, emoji) => {
      if (mention) {
        const profile = findProfileByAcct(state, mention.slice(1));
        if (!profile) return match;
        if (!mentionIds.includes(profile.id)) mentionIds.push(profile.id);
        const href = profile.remoteActorId ?? `${base}/users/${profile.username}`;
        return `${pre1}<span class="h-card"><a class="u-url mention" href="${escapeHtml(href)}">@${escapeHtml(
          profile.username,
        )}</a></span>`;
      }
      if (tag) {
        const name = tag.toLowerCase();
        if (!tags.includes(name)) tags.push(name);
        return `${pre2}<a class="hashtag" href="${base}/collections/tags/${encodeURIComponent(
          name,
        )}" rel="tag">#${tag}</a>`;
      }
      if (url) {
        const href = url.replace(/&amp;/g, "&");
        return `<a href="${escapeHtml(href)}" rel="noopener" target="_blank">${url}</a>`;
      }
      if (emoji && (CUSTOM_EMOJI_CODES as readonly string[]).includes(emoji)) {
        if (!emojis.includes(emoji)) emojis.push(emoji);
      }
      return match;
    });
  });
  return { html: out.join(""), mentionIds, tags, emojis };
}

/** Handles of mentioned profiles (used when seeding replies). */
export function handleOf(state: State, profileId: string): string {
  const profile = state.profiles.get(profileId);
  return profile ? `@${acctOf(profile)}` : "";
}
