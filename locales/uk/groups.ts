import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Групи",
  following: "Групи, за якими ви стежите",
  moderating: "Групи, якими ви керуєте",
  none: "Груп поки немає",
  create: "Створити групу",
  name: "Назва",
  nameHint: "Лише літери, цифри, _ і -. Це стане адресою групи.",
  description: "Опис",
  created: "Групу створено",
  edit: "Редагувати",
  save: "Зберегти",
  saved: "Групу збережено",
  remove: "Видалити групу",
  confirmRemove: "Видалити групу {name}?",
  removed: "Групу видалено",
  members: "Учасники",
  admin: "Адміністратор",
  posts: "Дописи",
  notFound: "Групу не знайдено",
  follow: "Стежити за групою",
  unfollow: "Не стежити за групою",
  cancelRequest: "Скасувати запит на стеження",
  followed: "Ви стежите за цією групою",
  requested: "Запит на стеження надіслано",
  unfollowed: "Ви більше не стежите за цією групою",
} satisfies NamespaceTranslation<"groups">;

export default groups;
