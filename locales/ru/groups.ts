import type { NamespaceTranslation } from "../partial";

const groups = {
  title: "Группы",
  following: "Группы, на которые вы подписаны",
  moderating: "Группы, которыми вы управляете",
  none: "Групп пока нет",
  create: "Создать группу",
  name: "Имя",
  nameHint: "Только буквы, цифры, _ и -. Это станет адресом группы.",
  description: "Описание",
  created: "Группа создана",
  edit: "Изменить",
  save: "Сохранить",
  saved: "Группа сохранена",
  remove: "Удалить группу",
  confirmRemove: "Удалить группу {name}?",
  removed: "Группа удалена",
  members: "Участники",
  admin: "Администратор",
  posts: "Посты",
  notFound: "Группа не найдена",
  follow: "Подписаться на группу",
  unfollow: "Отписаться от группы",
  cancelRequest: "Отменить запрос на подписку",
  followed: "Вы подписаны на эту группу",
  requested: "Запрос на подписку отправлен",
  unfollowed: "Вы больше не подписаны на эту группу",
} satisfies NamespaceTranslation<"groups">;

export default groups;
