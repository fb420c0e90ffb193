import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Groepen",
  following: "Groepen die je volgt",
  moderating: "Groepen die je beheert",
  none: "Nog geen groepen",
  create: "Groep aanmaken",
  name: "Naam",
  nameHint: "Alleen letters, cijfers, _ en -. Dit wordt het adres van de groep.",
  description: "Beschrijving",
  created: "Groep aangemaakt",
  edit: "Bewerken",
  save: "Opslaan",
  saved: "Groep opgeslagen",
  remove: "Groep verwijderen",
  confirmRemove: "De groep {name} verwijderen?",
  removed: "Groep verwijderd",
  members: "Leden",
  admin: "Beheerder",
  posts: "Berichten",
  notFound: "Groep niet gevonden",
  follow: "Groep volgen",
  unfollow: "Groep ontvolgen",
  cancelRequest: "Volgverzoek intrekken",
  followed: "Je volgt deze groep",
  requested: "Volgverzoek verzonden",
  unfollowed: "Je volgt deze groep niet meer",
} satisfies NamespaceTranslation<"groups">;

export default groups;
