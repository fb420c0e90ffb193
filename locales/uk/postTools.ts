import type { NamespaceTranslation } from "../partial";

const postTools = {
  repostWithComment: "Поширити з коментарем",
  bookmark: "Додати до закладок",
  removeBookmark: "Вилучити із закладок",
  addToFeatured: "Закріпити",
  removeFromFeatured: "Відкріпити",
  editPost: "Редагувати допис",
  deletePost: "Видалити допис",
  confirmDelete: "Видалити цей допис? Цю дію неможливо скасувати.",
  deleted: "Допис видалено",
  muteAuthor: "Ігнорувати автора",
  unmuteAuthor: "Припинити ігнорувати автора",
  muted: "Користувач {handle} ігнорується",
  unmuted: "Користувач {handle} більше не ігнорується",
  saveToIpfs: "Зберегти в IPFS",
  copyLink: "Копіювати посилання на допис",
  linkCopied: "Посилання скопійовано",
  copyObjectId: "Копіювати ID об’єкта",
  objectIdCopied: "ID об’єкта скопійовано",
  copyFailed: "Не вдалося скопіювати до буфера обміну",
  loadReplies: "Завантажити відповіді",
  reloadHint: "Оновіть сторінку за кілька хвилин",
  adminDelete: "Видалити допис (адміністратор)",
  confirmAdminDelete: "Видалити цей допис користувача {handle}? Цю дію неможливо скасувати.",
  adminSection: "Адміністрування",
  closeImage: "Закрити зображення",
  previousImage: "Попереднє зображення",
  nextImage: "Наступне зображення",
  imageOf: "Зображення {n} з {total}",
} satisfies NamespaceTranslation<"postTools">;

export default postTools;
