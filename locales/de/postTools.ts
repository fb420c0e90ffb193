import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Mit Kommentar teilen",
  bookmark: "Lesezeichen setzen",
  removeBookmark: "Lesezeichen entfernen",
  addToFeatured: "Im Profil hervorheben",
  removeFromFeatured: "Nicht mehr hervorheben",
  editPost: "Beitrag bearbeiten",
  deletePost: "Beitrag löschen",
  confirmDelete: "Diesen Beitrag löschen? Das kann nicht rückgängig gemacht werden.",
  deleted: "Beitrag gelöscht",
  muteAuthor: "Konto stummschalten",
  unmuteAuthor: "Stummschaltung des Kontos aufheben",
  muted: "{handle} ist stummgeschaltet",
  unmuted: "{handle} ist nicht mehr stummgeschaltet",
  saveToIpfs: "In IPFS speichern",
  copyLink: "Link zum Beitrag kopieren",
  linkCopied: "Link kopiert",
  copyObjectId: "Objekt-ID kopieren",
  objectIdCopied: "Objekt-ID kopiert",
  copyFailed: "Kopieren in die Zwischenablage fehlgeschlagen",
  loadReplies: "Antworten laden",
  reloadHint: "Lade die Seite in ein paar Minuten neu",
  adminDelete: "Beitrag löschen (Admin)",
  confirmAdminDelete: "Diesen Beitrag von {handle} löschen? Das kann nicht rückgängig gemacht werden.",
  adminSection: "Administration",
  closeImage: "Bild schließen",
  previousImage: "Vorheriges Bild",
  nextImage: "Nächstes Bild",
  imageOf: "Bild {n} von {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
