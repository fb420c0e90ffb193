import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Обзор",
  signIn: "Войти",
  signUp: "Зарегистрироваться",
  toSignUp: "Ещё нет аккаунта?",
  toSignIn: "Уже есть аккаунт?",
  formTitleSignIn: "Вход на {instance}",
  formTitleSignUp: "Регистрация на {instance}",
  method: "Способ входа",
  methodPassword: "Пароль",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Имя пользователя",
  usernameSuffix: "@{domain}",
  username_only_letters: "Допускаются только буквы, цифры, дефисы и подчёркивания.",
  password: "Пароль",
  inviteCode: "Код приглашения",
  inviteCodeHint: "На этом сервере можно зарегистрироваться только по приглашению.",
  ethereumHint: "Вам будет предложено подписать сообщение в браузерном кошельке.",
  ethereumHelpLink: "Нужен кошелёк Ethereum: как это работает",
  walletNotFound: "кошелёк не найден",
  submitting: "Вход…",
  signInOnServer: "Вы входите на собственной странице этого сервера и возвращаетесь сюда уже в своей учётной записи.",
  incorrectPassword: "неверный пароль",
  userNotFound: "пользователь не найден",
  invalidSignature: "недействительная подпись",
  invalidInviteCode: "недействительный код приглашения",
  userAlreadyExists: "пользователь уже существует",
} satisfies NamespaceTranslation<"auth">;

export default auth;
