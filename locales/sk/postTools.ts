import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Zdieľať s komentárom",
  bookmark: "Pridať do záložiek",
  removeBookmark: "Odstrániť zo záložiek",
  addToFeatured: "Pripnúť na profil",
  removeFromFeatured: "Odopnúť z profilu",
  editPost: "Upraviť príspevok",
  deletePost: "Vymazať príspevok",
  confirmDelete: "Vymazať tento príspevok? Túto akciu nie je možné vrátiť.",
  deleted: "Príspevok bol vymazaný",
  muteAuthor: "Stlmiť autora",
  unmuteAuthor: "Zrušiť stlmenie autora",
  muted: "Účet {handle} bol stlmený",
  unmuted: "Účet {handle} už nie je stlmený",
  saveToIpfs: "Uložiť do IPFS",
  copyLink: "Kopírovať odkaz na príspevok",
  linkCopied: "Odkaz bol skopírovaný",
  copyObjectId: "Kopírovať ID objektu",
  objectIdCopied: "ID objektu bolo skopírované",
  copyFailed: "Kopírovanie do schránky zlyhalo",
  loadReplies: "Načítať odpovede",
  reloadHint: "O pár minút stránku znova načítajte",
  adminDelete: "Vymazať príspevok (administrátor)",
  confirmAdminDelete: "Vymazať tento príspevok od {handle}? Túto akciu nie je možné vrátiť.",
  adminSection: "Administrácia",
  closeImage: "Zavrieť obrázok",
  previousImage: "Predchádzajúci obrázok",
  nextImage: "Ďalší obrázok",
  imageOf: "Obrázok {n} z {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
