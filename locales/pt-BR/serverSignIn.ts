import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Entrar com o seu servidor",
  intro: "Tem uma conta em outro servidor compatível com o Mastodon? Entre nele e use-a aqui.",
  name: "Seu servidor",
  nameHint: "O nome dele, como example.social, ou o seu usuário, como @voce@example.social.",
  submit: "Continuar para o seu servidor",
  going: "Abrindo o seu servidor…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
