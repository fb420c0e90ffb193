import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Conectează-te cu serverul tău",
  intro: "Ai un cont pe alt server compatibil cu Mastodon? Conectează-te acolo și folosește-l aici.",
  name: "Serverul tău",
  nameHint: "Numele lui, de exemplu example.social, sau identificatorul tău, de exemplu @tu@example.social.",
  submit: "Continuă spre serverul tău",
  going: "Se deschide serverul tău…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
