import type { NamespaceTranslation } from "../partial";

const subscriptionSettings = {
  // Subscription settings
  settingsTitle: "Керування передплатами",
  enabled: "Передплати ввімкнено",
  notEnabled: "Передплати не ввімкнено",
  subscriberCount: "{count} {{|передплатник|передплатника|передплатники|передплатників|передплатника}}",
  subscriptionPageLink: "Ваша сторінка передплати",
  editSettings: "Змінити налаштування",
  priceLabel: "Ціна (XMR на місяць)",
  payoutAddress: "Адреса для виплат",
  payoutAddressHint: "Ваша адреса Monero. Платежі пересилаються на неї.",
  priceInvalid: "Укажіть ціну, більшу за нуль.",
  addressRequired: "Укажіть адресу для виплат.",
  enableSubscriptions: "Увімкнути передплати",
  saveSettings: "Зберегти налаштування",
  saved: "Налаштування передплати збережено",
  moneroNotConfigured: "Платежі в Monero на цьому сервері не налаштовано.",
  // Subscriber details
  subscriberTitle: "Відомості про передплатника",
  subscriptionExpiresOn: "Передплата закінчується {date}",
  subscriptionExpiredOn: "Передплата закінчилася {date}",
  notSubscribedYet: "Передплати ще немає",
  grantAccess: "Надати доступ передплатника",
  grantDuration: "Тривалість",
  grantUnit: "Одиниця",
  unitMonths: "Місяці",
  unitDays: "Дні",
  grant: "Надати",
  granting: "Надання…",
  granted: "Доступ передплатника надано",
} satisfies NamespaceTranslation<"subscriptionSettings">;

export default subscriptionSettings;
