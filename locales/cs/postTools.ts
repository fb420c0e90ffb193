import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Sdílet s komentářem",
  bookmark: "Přidat do záložek",
  removeBookmark: "Odebrat ze záložek",
  addToFeatured: "Připnout na profil",
  removeFromFeatured: "Odepnout z profilu",
  editPost: "Upravit příspěvek",
  deletePost: "Smazat příspěvek",
  confirmDelete: "Smazat tento příspěvek? Tuto akci nelze vrátit.",
  deleted: "Příspěvek byl smazán",
  muteAuthor: "Ztlumit autora",
  unmuteAuthor: "Zrušit ztlumení autora",
  muted: "Účet {handle} byl ztlumen",
  unmuted: "Účet {handle} už není ztlumen",
  saveToIpfs: "Uložit do IPFS",
  copyLink: "Kopírovat odkaz na příspěvek",
  linkCopied: "Odkaz zkopírován",
  copyObjectId: "Kopírovat ID objektu",
  objectIdCopied: "ID objektu zkopírováno",
  copyFailed: "Kopírování do schránky se nezdařilo",
  loadReplies: "Načíst odpovědi",
  reloadHint: "Za pár minut stránku znovu načtěte",
  adminDelete: "Smazat příspěvek (administrátor)",
  confirmAdminDelete: "Smazat tento příspěvek od {handle}? Tuto akci nelze vrátit.",
  adminSection: "Administrace",
  closeImage: "Zavřít obrázek",
  previousImage: "Předchozí obrázek",
  nextImage: "Další obrázek",
  imageOf: "Obrázek {n} z {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
