import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Войти через свой сервер",
  intro: "Есть учётная запись на другом сервере, совместимом с Mastodon? Войдите там и пользуйтесь ею здесь.",
  name: "Ваш сервер",
  nameHint: "Его имя, например example.social, или ваш адрес, например @vy@example.social.",
  submit: "Перейти на свой сервер",
  going: "Открываем ваш сервер…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
