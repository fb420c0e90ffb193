import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Skupine",
  following: "Skupine, ki jim sledite",
  moderating: "Skupine, ki jih upravljate",
  none: "Še ni skupin",
  create: "Ustvari skupino",
  name: "Ime",
  nameHint: "Samo črke, števke, _ in -. Postane naslov skupine.",
  description: "Opis",
  created: "Skupina je ustvarjena",
  edit: "Uredi",
  save: "Shrani",
  saved: "Skupina je shranjena",
  remove: "Izbriši skupino",
  confirmRemove: "Želite izbrisati skupino {name}?",
  removed: "Skupina je izbrisana",
  members: "Člani",
  admin: "Skrbnik",
  posts: "Objave",
  notFound: "Skupine ni mogoče najti",
  follow: "Sledi skupini",
  unfollow: "Prenehaj slediti skupini",
  cancelRequest: "Prekliči prošnjo za sledenje",
  followed: "Sledite tej skupini",
  requested: "Prošnja za sledenje poslana",
  unfollowed: "Tej skupini ne sledite več",
} satisfies NamespaceTranslation<"groups">;

export default groups;
