import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Grupuri",
  following: "Grupuri pe care le urmărești",
  moderating: "Grupuri pe care le administrezi",
  none: "Niciun grup încă",
  create: "Creează un grup",
  name: "Nume",
  nameHint: "Doar litere, cifre, _ și -. Devine adresa grupului.",
  description: "Descriere",
  created: "Grup creat",
  edit: "Editează",
  save: "Salvează",
  saved: "Grup salvat",
  remove: "Șterge grupul",
  confirmRemove: "Ștergi grupul {name}?",
  removed: "Grup șters",
  members: "Membri",
  admin: "Admin",
  posts: "Postări",
  notFound: "Grupul nu a fost găsit",
  follow: "Urmărește grupul",
  unfollow: "Nu mai urmări grupul",
  cancelRequest: "Anulează cererea de urmărire",
  followed: "Urmărești acest grup",
  requested: "Cererea de urmărire a fost trimisă",
  unfollowed: "Nu mai urmărești acest grup",
} satisfies NamespaceTranslation<"groups">;

export default groups;
