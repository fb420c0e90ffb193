import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Grupper",
  following: "Grupper du följer",
  moderating: "Grupper du driver",
  none: "Inga grupper ännu",
  create: "Skapa en grupp",
  name: "Namn",
  nameHint: "Bara bokstäver, siffror, _ och -. Det blir gruppens adress.",
  description: "Beskrivning",
  created: "Gruppen skapad",
  edit: "Redigera",
  save: "Spara",
  saved: "Gruppen sparad",
  remove: "Radera gruppen",
  confirmRemove: "Radera gruppen {name}?",
  removed: "Gruppen raderad",
  members: "Medlemmar",
  admin: "Admin",
  posts: "Inlägg",
  notFound: "Gruppen hittades inte",
  follow: "Följ gruppen",
  unfollow: "Sluta följa gruppen",
  cancelRequest: "Återkalla följförfrågan",
  followed: "Du följer den här gruppen",
  requested: "Följförfrågan skickad",
  unfollowed: "Du följer inte längre den här gruppen",
} satisfies NamespaceTranslation<"groups">;

export default groups;
