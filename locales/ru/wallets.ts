import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Адрес Monero",
  moneroAddressHint: "Основной адрес вашего кошелька.",
  moneroMessage: "Сообщение для подписи",
  moneroMessageHint: "Подпишите это сообщение в кошельке Monero и вставьте подпись ниже.",
  moneroSignature: "Подпись",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "На этом сервере можно зарегистрироваться и входить с кошельком Ethereum вместо пароля. Адрес кошелька определяет ваш аккаунт, а чтобы доказать, что он ваш, вы подписываете короткое сообщение.",
  ethereumHelp2: "Установите браузерный кошелёк с поддержкой стандартного интерфейса провайдера (EIP-1193), например расширение-кошелёк для браузера, затем вернитесь и выберите Ethereum в форме входа.",
  ethereumHelp3: "Подпись сообщения бесплатна и не отправляет никаких транзакций: она лишь подтверждает, что адрес принадлежит вам.",
  backToSignIn: "Вернуться ко входу",
  ethereumLinks: {
    learnMore: "Подробнее",
    wallets: "Выбрать кошелёк Ethereum",
    metamask: "MetaMask — кошелёк для браузера",
    exchanges: "Обменники, которые не требуют документов",
    privacy: "Privacy Guides: приватность и криптовалюты",
  },
  ethereumNotOffered: "Этот сервер не поддерживает вход с помощью кошелька Ethereum: на странице входа показаны способы, которые он предлагает.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
