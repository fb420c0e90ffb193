import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Увійти через свій сервер",
  intro: "Маєте обліковий запис на іншому сервері, сумісному з Mastodon? Увійдіть там і користуйтеся ним тут.",
  name: "Ваш сервер",
  nameHint: "Його назва, наприклад example.social, або ваша адреса, наприклад @vy@example.social.",
  submit: "Перейти на свій сервер",
  going: "Відкриваємо ваш сервер…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
