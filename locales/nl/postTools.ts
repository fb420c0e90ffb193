import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Delen met opmerking",
  bookmark: "Bladwijzer toevoegen",
  removeBookmark: "Bladwijzer verwijderen",
  addToFeatured: "Uitlichten",
  removeFromFeatured: "Niet meer uitlichten",
  editPost: "Bericht bewerken",
  deletePost: "Bericht verwijderen",
  confirmDelete: "Dit bericht verwijderen? Dit kan niet ongedaan worden gemaakt.",
  deleted: "Bericht verwijderd",
  muteAuthor: "Auteur negeren",
  unmuteAuthor: "Auteur niet meer negeren",
  muted: "{handle} wordt genegeerd",
  unmuted: "{handle} wordt niet meer genegeerd",
  saveToIpfs: "Opslaan op IPFS",
  copyLink: "Link naar bericht kopiëren",
  linkCopied: "Link gekopieerd",
  copyObjectId: "Object-ID kopiëren",
  objectIdCopied: "Object-ID gekopieerd",
  copyFailed: "Kopiëren naar het klembord mislukt",
  loadReplies: "Antwoorden laden",
  reloadHint: "Laad de pagina over een paar minuten opnieuw",
  adminDelete: "Bericht verwijderen (beheerder)",
  confirmAdminDelete: "Dit bericht van {handle} verwijderen? Dit kan niet ongedaan worden gemaakt.",
  adminSection: "Beheer",
  closeImage: "Afbeelding sluiten",
  previousImage: "Vorige afbeelding",
  nextImage: "Volgende afbeelding",
  imageOf: "Afbeelding {n} van {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
