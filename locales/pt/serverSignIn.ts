import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Iniciar sessão com o seu servidor",
  intro: "Tem uma conta noutro servidor compatível com o Mastodon? Inicie sessão lá e use-a aqui.",
  name: "O seu servidor",
  nameHint: "O nome dele, como example.social, ou o seu identificador, como @voce@example.social.",
  submit: "Continuar para o seu servidor",
  going: "A abrir o seu servidor…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
