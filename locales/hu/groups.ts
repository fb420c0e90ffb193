import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Csoportok",
  following: "Követett csoportok",
  moderating: "Általad vezetett csoportok",
  none: "Még nincsenek csoportok",
  create: "Csoport létrehozása",
  name: "Név",
  nameHint: "Csak betűk, számjegyek, _ és -. Ebből lesz a csoport címe.",
  description: "Leírás",
  created: "Csoport létrehozva",
  edit: "Szerkesztés",
  save: "Mentés",
  saved: "Csoport mentve",
  remove: "Csoport törlése",
  confirmRemove: "Törlöd a(z) {name} csoportot?",
  removed: "Csoport törölve",
  members: "Tagok",
  admin: "Adminisztrátor",
  posts: "Bejegyzések",
  notFound: "A csoport nem található",
  follow: "Csoport követése",
  unfollow: "Csoport követésének megszüntetése",
  cancelRequest: "Követési kérelem visszavonása",
  followed: "Követed ezt a csoportot",
  requested: "Követési kérelem elküldve",
  unfollowed: "Már nem követed ezt a csoportot",
} satisfies NamespaceTranslation<"groups">;

export default groups;
