import type { NamespaceTranslation } from "../partial";

const relationships = {
  followRequestsTitle: "Запросы на чтение",
  noFollowRequests: "Запросов на чтение нет.",
  showMoreRequests: "Показать ещё запросы",
  accept: "Принять",
  reject: "Отклонить",
  acceptLabel: "Принять запрос на чтение от {name}",
  rejectLabel: "Отклонить запрос на чтение от {name}",
  accepted: "Запрос на чтение от {name} принят.",
  rejected: "Запрос на чтение от {name} отклонён.",
  mutesTitle: "Игнорируемые пользователи",
  noMutes: "Вы никого не игнорируете.",
  showMoreUsers: "Показать ещё пользователей",
  directoryTitle: "Каталог профилей",
  noProfiles: "Профили не найдены.",
  showMoreProfiles: "Показать ещё профили",
  postCount: "{count} {{|пост|поста|поста|постов|поста}}",
} satisfies NamespaceTranslation<"relationships">;

export default relationships;
