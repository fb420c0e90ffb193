import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Megosztás hozzászólással",
  bookmark: "Könyvjelzőzés",
  removeBookmark: "Könyvjelző eltávolítása",
  addToFeatured: "Hozzáadás a kiemeltekhez",
  removeFromFeatured: "Eltávolítás a kiemeltek közül",
  editPost: "Bejegyzés szerkesztése",
  deletePost: "Bejegyzés törlése",
  confirmDelete: "Törlöd ezt a bejegyzést? Ez nem vonható vissza.",
  deleted: "Bejegyzés törölve",
  muteAuthor: "Szerző némítása",
  unmuteAuthor: "Szerző némításának feloldása",
  muted: "{handle} némítva",
  unmuted: "{handle} némítása feloldva",
  saveToIpfs: "Mentés IPFS-re",
  copyLink: "Bejegyzés hivatkozásának másolása",
  linkCopied: "Hivatkozás másolva",
  copyObjectId: "Objektumazonosító másolása",
  objectIdCopied: "Objektumazonosító másolva",
  copyFailed: "Nem sikerült a vágólapra másolni",
  loadReplies: "Válaszok betöltése",
  reloadHint: "Néhány perc múlva töltsd újra az oldalt",
  adminDelete: "Bejegyzés törlése (adminisztrátor)",
  confirmAdminDelete: "Törlöd {handle} bejegyzését? Ez nem vonható vissza.",
  adminSection: "Adminisztráció",
  closeImage: "Kép bezárása",
  previousImage: "Előző kép",
  nextImage: "Következő kép",
  imageOf: "{n}. kép / {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
