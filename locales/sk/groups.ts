import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Skupiny",
  following: "Skupiny, ktoré sledujete",
  moderating: "Skupiny, ktoré spravujete",
  none: "Zatiaľ žiadne skupiny",
  create: "Vytvoriť skupinu",
  name: "Názov",
  nameHint: "Len písmená, číslice, _ a -. Stane sa z neho adresa skupiny.",
  description: "Popis",
  created: "Skupina vytvorená",
  edit: "Upraviť",
  save: "Uložiť",
  saved: "Skupina uložená",
  remove: "Vymazať skupinu",
  confirmRemove: "Vymazať skupinu {name}?",
  removed: "Skupina vymazaná",
  members: "Členovia",
  admin: "Správca",
  posts: "Príspevky",
  notFound: "Skupina sa nenašla",
  follow: "Sledovať skupinu",
  unfollow: "Prestať sledovať skupinu",
  cancelRequest: "Zrušiť žiadosť o sledovanie",
  followed: "Sledujete túto skupinu",
  requested: "Žiadosť o sledovanie odoslaná",
  unfollowed: "Túto skupinu už nesledujete",
} satisfies NamespaceTranslation<"groups">;

export default groups;
