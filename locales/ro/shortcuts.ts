import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Comenzi rapide de la tastatură",
  then: "apoi",
  next: "Postarea următoare",
  previous: "Postarea anterioară",
  open: "Deschide postarea",
  reply: "Răspunde",
  like: "Apreciază",
  repost: "Redistribuie",
  menu: "Mai multe acțiuni",
  compose: "Postare nouă",
  search: "Caută",
  home: "Mergi la Acasă",
  notifications: "Mergi la notificări",
  help: "Arată această listă",
  turnOff: "Poți dezactiva comenzile rapide din Setări.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
