import type { NamespaceTranslation } from "../partial";

const shell = {
  skipToContent: "Preskoči na vsebino",
  unreadNotifications:
    "{count} {{|neprebrano obvestilo|neprebrani obvestili|neprebrana obvestila|neprebranih obvestil|neprebranih obvestil}}",
  learnMore: "Več o tem",
  visitorBanner: "Brskate kot obiskovalec.",
  signIn: "Prijava",
  newPost: "Nova objava",
  safety: {
    framed: "Zaradi vaše varnosti Mitra ne deluje znotraj drugega spletnega mesta.",
    openInOwnTab: "Odpri Mitro v svojem zavihku",
  },
} satisfies NamespaceTranslation<"shell">;

export default shell;
