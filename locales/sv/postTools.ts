import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Dela med kommentar",
  bookmark: "Bokmärk",
  removeBookmark: "Ta bort bokmärke",
  addToFeatured: "Lägg till bland utvalda",
  removeFromFeatured: "Ta bort från utvalda",
  editPost: "Redigera inlägg",
  deletePost: "Radera inlägg",
  confirmDelete: "Radera det här inlägget? Det går inte att ångra.",
  deleted: "Inlägget har raderats",
  muteAuthor: "Tysta användaren",
  unmuteAuthor: "Sluta tysta användaren",
  muted: "{handle} är tystad",
  unmuted: "{handle} är inte längre tystad",
  saveToIpfs: "Spara i IPFS",
  copyLink: "Kopiera länk till inlägget",
  linkCopied: "Länken har kopierats",
  copyObjectId: "Kopiera objekt-ID",
  objectIdCopied: "Objekt-ID har kopierats",
  copyFailed: "Det gick inte att kopiera till urklipp",
  loadReplies: "Läs in svar",
  reloadHint: "Ladda om sidan om några minuter",
  adminDelete: "Radera inlägg (admin)",
  confirmAdminDelete: "Radera det här inlägget av {handle}? Det går inte att ångra.",
  adminSection: "Administration",
  closeImage: "Stäng bild",
  previousImage: "Föregående bild",
  nextImage: "Nästa bild",
  imageOf: "Bild {n} av {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
