import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Udostępnij z komentarzem",
  bookmark: "Dodaj do zakładek",
  removeBookmark: "Usuń z zakładek",
  addToFeatured: "Przypnij",
  removeFromFeatured: "Odepnij",
  editPost: "Edytuj wpis",
  deletePost: "Usuń wpis",
  confirmDelete: "Usunąć ten wpis? Tej operacji nie można cofnąć.",
  deleted: "Usunięto wpis",
  muteAuthor: "Wycisz autora",
  unmuteAuthor: "Wyłącz wyciszenie autora",
  muted: "Wyciszono {handle}",
  unmuted: "Wyłączono wyciszenie {handle}",
  saveToIpfs: "Zapisz w IPFS",
  copyLink: "Kopiuj link do wpisu",
  linkCopied: "Skopiowano link",
  copyObjectId: "Kopiuj ID obiektu",
  objectIdCopied: "Skopiowano ID obiektu",
  copyFailed: "Nie udało się skopiować do schowka",
  loadReplies: "Wczytaj odpowiedzi",
  reloadHint: "Odśwież stronę za kilka minut",
  adminDelete: "Usuń wpis (administrator)",
  confirmAdminDelete: "Usunąć ten wpis użytkownika {handle}? Tej operacji nie można cofnąć.",
  adminSection: "Administracja",
  closeImage: "Zamknij obraz",
  previousImage: "Poprzedni obraz",
  nextImage: "Następny obraz",
  imageOf: "Obraz {n} z {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
