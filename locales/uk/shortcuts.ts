import type { NamespaceTranslation } from "../partial";

const shortcuts = {
  title: "Гарячі клавіші",
  then: "потім",
  next: "Наступний допис",
  previous: "Попередній допис",
  open: "Відкрити допис",
  reply: "Відповісти",
  like: "Вподобати",
  repost: "Поширити",
  menu: "Інші дії",
  compose: "Новий допис",
  search: "Пошук",
  home: "Перейти на головну",
  notifications: "Перейти до сповіщень",
  help: "Показати цей список",
  turnOff: "Гарячі клавіші можна вимкнути в налаштуваннях.",
} satisfies NamespaceTranslation<"shortcuts">;

export default shortcuts;
