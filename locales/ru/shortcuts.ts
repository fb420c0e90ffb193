import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Горячие клавиши",
  then: "затем",
  next: "Следующий пост",
  previous: "Предыдущий пост",
  open: "Открыть пост",
  reply: "Ответить",
  like: "Нравится",
  repost: "Репост",
  menu: "Другие действия",
  compose: "Новый пост",
  search: "Поиск",
  home: "Перейти на главную",
  notifications: "Перейти к уведомлениям",
  help: "Показать этот список",
  turnOff: "Горячие клавиши можно отключить в настройках.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
