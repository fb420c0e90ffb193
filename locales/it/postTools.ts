import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Ricondividi con commento",
  bookmark: "Aggiungi ai segnalibri",
  removeBookmark: "Rimuovi dai segnalibri",
  addToFeatured: "Metti in evidenza",
  removeFromFeatured: "Togli da In evidenza",
  editPost: "Modifica post",
  deletePost: "Elimina post",
  confirmDelete: "Eliminare questo post? L’operazione non può essere annullata.",
  deleted: "Post eliminato",
  muteAuthor: "Silenzia l’autore",
  unmuteAuthor: "Annulla silenziamento dell’autore",
  muted: "{handle} è stato silenziato",
  unmuted: "{handle} non è più silenziato",
  saveToIpfs: "Salva su IPFS",
  copyLink: "Copia link al post",
  linkCopied: "Link copiato",
  copyObjectId: "Copia ID oggetto",
  objectIdCopied: "ID oggetto copiato",
  copyFailed: "Impossibile copiare negli appunti",
  loadReplies: "Carica risposte",
  reloadHint: "Ricarica la pagina tra qualche minuto",
  adminDelete: "Elimina post (admin)",
  confirmAdminDelete: "Eliminare questo post di {handle}? L’operazione non può essere annullata.",
  adminSection: "Amministrazione",
  closeImage: "Chiudi immagine",
  previousImage: "Immagine precedente",
  nextImage: "Immagine successiva",
  imageOf: "Immagine {n} di {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
