import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Gruppi",
  following: "Gruppi che segui",
  moderating: "Gruppi che gestisci",
  none: "Ancora nessun gruppo",
  create: "Crea un gruppo",
  name: "Nome",
  nameHint: "Solo lettere, cifre, _ e -. Diventa l’indirizzo del gruppo.",
  description: "Descrizione",
  created: "Gruppo creato",
  edit: "Modifica",
  save: "Salva",
  saved: "Gruppo salvato",
  remove: "Elimina gruppo",
  confirmRemove: "Eliminare il gruppo {name}?",
  removed: "Gruppo eliminato",
  members: "Membri",
  admin: "Admin",
  posts: "Post",
  notFound: "Gruppo non trovato",
  follow: "Segui il gruppo",
  unfollow: "Non seguire più il gruppo",
  cancelRequest: "Annulla la richiesta di seguire",
  followed: "Segui questo gruppo",
  requested: "Richiesta di seguire inviata",
  unfollowed: "Non segui più questo gruppo",
} satisfies NamespaceTranslation<"groups">;

export default groups;
