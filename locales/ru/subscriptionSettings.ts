import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Управление подписками",
  enabled: "Подписки включены",
  notEnabled: "Подписки не включены",
  subscriberCount: "{count} {{|подписчик|подписчика|подписчика|подписчиков|подписчика}}",
  subscriptionPageLink: "Ваша страница подписки",
  editSettings: "Изменить настройки",
  priceLabel: "Цена (XMR в месяц)",
  payoutAddress: "Адрес для выплат",
  payoutAddressHint: "Ваш адрес Monero. Платежи пересылаются на него.",
  priceInvalid: "Укажите цену больше нуля.",
  addressRequired: "Укажите адрес для выплат.",
  enableSubscriptions: "Включить подписки",
  saveSettings: "Сохранить настройки",
  saved: "Настройки подписки сохранены",
  moneroNotConfigured: "Платежи в Monero на этом сервере не настроены.",
  // Subscriber details
  subscriberTitle: "Сведения о подписчике",
  subscriptionExpiresOn: "Подписка истекает {date}",
  subscriptionExpiredOn: "Подписка истекла {date}",
  notSubscribedYet: "Подписки пока нет",
  grantAccess: "Предоставить доступ по подписке",
  grantDuration: "Срок",
  grantUnit: "Единица",
  unitMonths: "Месяцы",
  unitDays: "Дни",
  grant: "Предоставить",
  granting: "Предоставление…",
  granted: "Доступ по подписке предоставлен",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
