import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Inicia sesión con tu servidor",
  intro: "¿Tienes una cuenta en otro servidor compatible con Mastodon? Inicia sesión allí y úsala aquí.",
  name: "Tu servidor",
  nameHint: "Su nombre, como example.social, o tu usuario, como @tu@example.social.",
  submit: "Continuar a tu servidor",
  going: "Abriendo tu servidor…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
