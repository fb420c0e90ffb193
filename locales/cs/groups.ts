import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Skupiny",
  following: "Skupiny, které sledujete",
  moderating: "Skupiny, které spravujete",
  none: "Zatím žádné skupiny",
  create: "Vytvořit skupinu",
  name: "Název",
  nameHint: "Jen písmena, číslice, _ a -. Stane se z něj adresa skupiny.",
  description: "Popis",
  created: "Skupina vytvořena",
  edit: "Upravit",
  save: "Uložit",
  saved: "Skupina uložena",
  remove: "Smazat skupinu",
  confirmRemove: "Smazat skupinu {name}?",
  removed: "Skupina smazána",
  members: "Členové",
  admin: "Správce",
  posts: "Příspěvky",
  notFound: "Skupina nenalezena",
  follow: "Sledovat skupinu",
  unfollow: "Přestat sledovat skupinu",
  cancelRequest: "Zrušit žádost o sledování",
  followed: "Sledujete tuto skupinu",
  requested: "Žádost o sledování odeslána",
  unfollowed: "Tuto skupinu už nesledujete",
} satisfies NamespaceTranslation<"groups">;

export default groups;
