import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Vai al contenuto",
  unreadNotifications: "{count} {{|notifica non letta|notifiche non lette|notifiche non lette|notifiche non lette|notifiche non lette}}",
  learnMore: "Scopri di più",
  visitorBanner: "Stai navigando come ospite.",
  signIn: "Accedi",
  newPost: "Nuovo post",
  safety: {
    framed: "Per la tua sicurezza, Mitra non funziona all’interno di un altro sito web.",
    openInOwnTab: "Apri Mitra in una scheda a sé",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
