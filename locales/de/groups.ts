import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Gruppen",
  following: "Gruppen, denen du folgst",
  moderating: "Gruppen, die du leitest",
  none: "Noch keine Gruppen",
  create: "Gruppe erstellen",
  name: "Name",
  nameHint: "Nur Buchstaben, Ziffern, _ und -. Daraus wird die Adresse der Gruppe.",
  description: "Beschreibung",
  created: "Gruppe erstellt",
  edit: "Bearbeiten",
  save: "Speichern",
  saved: "Gruppe gespeichert",
  remove: "Gruppe löschen",
  confirmRemove: "Die Gruppe {name} löschen?",
  removed: "Gruppe gelöscht",
  members: "Mitglieder",
  admin: "Admin",
  posts: "Beiträge",
  notFound: "Gruppe nicht gefunden",
  follow: "Gruppe folgen",
  unfollow: "Gruppe entfolgen",
  cancelRequest: "Folgeanfrage zurückziehen",
  followed: "Du folgst dieser Gruppe",
  requested: "Folgeanfrage gesendet",
  unfollowed: "Du folgst dieser Gruppe nicht mehr",
} satisfies NamespaceTranslation<"groups">;

export default groups;
