import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Zaloguj się przez swój serwer",
  intro: "Masz konto na innym serwerze zgodnym z Mastodonem? Zaloguj się tam i korzystaj z niego tutaj.",
  name: "Twój serwer",
  nameHint: "Jego nazwa, np. example.social, albo Twój identyfikator, np. @ty@example.social.",
  submit: "Przejdź do swojego serwera",
  going: "Otwieranie Twojego serwera…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
