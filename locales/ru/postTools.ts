import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Репост с комментарием",
  bookmark: "В закладки",
  removeBookmark: "Убрать из закладок",
  addToFeatured: "Закрепить",
  removeFromFeatured: "Открепить",
  editPost: "Редактировать пост",
  deletePost: "Удалить пост",
  confirmDelete: "Удалить этот пост? Это действие нельзя отменить.",
  deleted: "Пост удалён",
  muteAuthor: "Игнорировать автора",
  unmuteAuthor: "Перестать игнорировать автора",
  muted: "Пользователь {handle} игнорируется",
  unmuted: "Пользователь {handle} больше не игнорируется",
  saveToIpfs: "Сохранить в IPFS",
  copyLink: "Скопировать ссылку на пост",
  linkCopied: "Ссылка скопирована",
  copyObjectId: "Скопировать ID объекта",
  objectIdCopied: "ID объекта скопирован",
  copyFailed: "Не удалось скопировать в буфер обмена",
  loadReplies: "Загрузить ответы",
  reloadHint: "Обновите страницу через несколько минут",
  adminDelete: "Удалить пост (администратор)",
  confirmAdminDelete: "Удалить этот пост пользователя {handle}? Это действие нельзя отменить.",
  adminSection: "Администрирование",
  closeImage: "Закрыть изображение",
  previousImage: "Предыдущее изображение",
  nextImage: "Следующее изображение",
  imageOf: "Изображение {n} из {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
