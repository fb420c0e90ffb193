import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Scorciatoie da tastiera",
  then: "poi",
  next: "Post successivo",
  previous: "Post precedente",
  open: "Apri il post",
  reply: "Rispondi",
  like: "Mi piace",
  repost: "Ricondividi",
  menu: "Altre azioni",
  compose: "Nuovo post",
  search: "Cerca",
  home: "Vai alla Home",
  notifications: "Vai alle notifiche",
  help: "Mostra questo elenco",
  turnOff: "Puoi disattivare le scorciatoie da tastiera nelle Impostazioni.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
