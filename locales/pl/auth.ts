import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Odkrywaj",
  signIn: "Zaloguj się",
  signUp: "Zarejestruj się",
  toSignUp: "Nie masz jeszcze konta?",
  toSignIn: "Masz już konto?",
  formTitleSignIn: "Zaloguj się na {instance}",
  formTitleSignUp: "Utwórz konto na {instance}",
  method: "Metoda logowania",
  methodPassword: "Hasło",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Nazwa użytkownika",
  usernameSuffix: "@{domain}",
  username_only_letters: "Dozwolone są tylko litery, cyfry, łączniki i podkreślenia.",
  password: "Hasło",
  inviteCode: "Kod zaproszenia",
  inviteCodeHint: "Ten serwer przyjmuje nowe konta wyłącznie na zaproszenie.",
  ethereumHint: "Portfel w przeglądarce poprosi Cię o podpisanie wiadomości.",
  ethereumHelpLink: "Wymagany jest portfel Ethereum: jak to działa",
  walletNotFound: "nie znaleziono portfela",
  submitting: "Logowanie…",
  signInOnServer: "Logujesz się na stronie tego serwera, a potem wracasz tutaj zalogowany.",
  incorrectPassword: "nieprawidłowe hasło",
  userNotFound: "nie znaleziono użytkownika",
  invalidSignature: "nieprawidłowy podpis",
  invalidInviteCode: "nieprawidłowy kod zaproszenia",
  userAlreadyExists: "użytkownik już istnieje",
} satisfies NamespaceTranslation<"auth">;

export default auth;
