import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Kortkommandon",
  then: "sedan",
  next: "Nästa inlägg",
  previous: "Föregående inlägg",
  open: "Öppna inlägget",
  reply: "Svara",
  like: "Gilla",
  repost: "Dela",
  menu: "Fler åtgärder",
  compose: "Nytt inlägg",
  search: "Sök",
  home: "Gå till Hem",
  notifications: "Gå till aviseringar",
  help: "Visa den här listan",
  turnOff: "Du kan stänga av kortkommandon i Inställningar.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
