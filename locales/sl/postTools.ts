import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Deli s komentarjem",
  bookmark: "Dodaj med zaznamke",
  removeBookmark: "Odstrani iz zaznamkov",
  addToFeatured: "Pripni na profil",
  removeFromFeatured: "Odpni s profila",
  editPost: "Uredi objavo",
  deletePost: "Izbriši objavo",
  confirmDelete: "Želite izbrisati to objavo? Tega ni mogoče razveljaviti.",
  deleted: "Objava izbrisana",
  muteAuthor: "Utišaj avtorja",
  unmuteAuthor: "Prekliči utišanje avtorja",
  muted: "Račun {handle} je utišan",
  unmuted: "Račun {handle} ni več utišan",
  saveToIpfs: "Shrani v IPFS",
  copyLink: "Kopiraj povezavo do objave",
  linkCopied: "Povezava kopirana",
  copyObjectId: "Kopiraj ID objekta",
  objectIdCopied: "ID objekta kopiran",
  copyFailed: "Kopiranje v odložišče ni uspelo",
  loadReplies: "Naloži odgovore",
  reloadHint: "Čez nekaj minut znova naložite stran",
  adminDelete: "Izbriši objavo (skrbnik)",
  confirmAdminDelete: "Želite izbrisati to objavo uporabnika {handle}? Tega ni mogoče razveljaviti.",
  adminSection: "Skrbništvo",
  closeImage: "Zapri sliko",
  previousImage: "Prejšnja slika",
  nextImage: "Naslednja slika",
  imageOf: "Slika {n} od {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
