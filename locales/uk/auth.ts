import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Огляд",
  signIn: "Увійти",
  signUp: "Зареєструватися",
  toSignUp: "Ще не маєте облікового запису?",
  toSignIn: "Уже маєте обліковий запис?",
  formTitleSignIn: "Вхід на {instance}",
  formTitleSignUp: "Реєстрація на {instance}",
  method: "Спосіб входу",
  methodPassword: "Пароль",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Ім’я користувача",
  usernameSuffix: "@{domain}",
  username_only_letters: "Дозволено лише літери, цифри, дефіси та підкреслення.",
  password: "Пароль",
  inviteCode: "Код запрошення",
  inviteCodeHint: "На цьому сервері можна зареєструватися лише за запрошенням.",
  ethereumHint: "Вас попросять підписати повідомлення браузерним гаманцем.",
  ethereumHelpLink: "Потрібен гаманець Ethereum: як це працює",
  walletNotFound: "гаманець не знайдено",
  submitting: "Вхід…",
  signInOnServer: "Ви входите на власній сторінці цього сервера й повертаєтеся сюди вже ввійшовши.",
  incorrectPassword: "неправильний пароль",
  userNotFound: "користувача не знайдено",
  invalidSignature: "недійсний підпис",
  invalidInviteCode: "недійсний код запрошення",
  userAlreadyExists: "користувач уже існує",
} satisfies NamespaceTranslation<"auth">;

export default auth;
