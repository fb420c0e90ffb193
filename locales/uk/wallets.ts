import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Адреса Monero",
  moneroAddressHint: "Основна адреса вашого гаманця.",
  moneroMessage: "Повідомлення для підпису",
  moneroMessageHint: "Підпишіть це повідомлення гаманцем Monero, а потім вставте підпис нижче.",
  moneroSignature: "Підпис",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "На цьому сервері можна зареєструватися й входити за допомогою гаманця Ethereum замість пароля. Адреса гаманця ідентифікує ваш обліковий запис, а щоб довести, що він ваш, ви підписуєте коротке повідомлення.",
  ethereumHelp2: "Установіть браузерний гаманець, що підтримує стандартний інтерфейс провайдера (EIP-1193), наприклад розширення-гаманець для браузера, а потім поверніться й виберіть Ethereum у формі входу.",
  ethereumHelp3: "Підписання повідомлення нічого не коштує й не надсилає жодної транзакції: воно лише показує, що ви контролюєте цю адресу.",
  backToSignIn: "Повернутися до входу",
  ethereumLinks: {
    learnMore: "Докладніше",
    wallets: "Вибрати гаманець Ethereum",
    metamask: "MetaMask — гаманець для браузера",
    exchanges: "Обмінники, що не вимагають документів",
    privacy: "Privacy Guides: приватність і криптовалюти",
  },
  ethereumNotOffered: "Цей сервер не пропонує вхід за допомогою гаманця Ethereum: на сторінці входу показано способи, які він пропонує.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
