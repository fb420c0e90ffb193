import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Redistribuie cu un comentariu",
  bookmark: "Adaugă la marcaje",
  removeBookmark: "Elimină din marcaje",
  addToFeatured: "Adaugă la evidențiate",
  removeFromFeatured: "Elimină din evidențiate",
  editPost: "Editează postarea",
  deletePost: "Șterge postarea",
  confirmDelete: "Ștergi această postare? Acțiunea nu poate fi anulată.",
  deleted: "Postarea a fost ștearsă",
  muteAuthor: "Ignoră autorul",
  unmuteAuthor: "Nu mai ignora autorul",
  muted: "{handle} este acum ignorat",
  unmuted: "{handle} nu mai este ignorat",
  saveToIpfs: "Salvează în IPFS",
  copyLink: "Copiază linkul postării",
  linkCopied: "Linkul a fost copiat",
  copyObjectId: "Copiază ID-ul obiectului",
  objectIdCopied: "ID-ul obiectului a fost copiat",
  copyFailed: "Nu s-a putut copia în clipboard",
  loadReplies: "Încarcă răspunsurile",
  reloadHint: "Reîncarcă pagina peste câteva minute",
  adminDelete: "Șterge postarea (admin)",
  confirmAdminDelete: "Ștergi această postare publicată de {handle}? Acțiunea nu poate fi anulată.",
  adminSection: "Administrare",
  closeImage: "Închide imaginea",
  previousImage: "Imaginea anterioară",
  nextImage: "Imaginea următoare",
  imageOf: "Imaginea {n} din {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
