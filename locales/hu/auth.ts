import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Felfedezés",
  signIn: "Bejelentkezés",
  signUp: "Regisztráció",
  toSignUp: "Még nincs fiókod?",
  toSignIn: "Már van fiókod?",
  formTitleSignIn: "Bejelentkezés ide: {instance}",
  formTitleSignUp: "Fiók létrehozása itt: {instance}",
  method: "Bejelentkezési mód",
  methodPassword: "Jelszó",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Felhasználónév",
  usernameSuffix: "@{domain}",
  username_only_letters: "Csak betűk, számok, kötőjelek és aláhúzásjelek használhatók.",
  password: "Jelszó",
  inviteCode: "Meghívókód",
  inviteCodeHint: "Ez a szerver csak meghívóval fogad új fiókokat.",
  ethereumHint: "A böngészős tárcáddal kell majd aláírnod egy üzenetet.",
  ethereumHelpLink: "Ethereum-tárca szükséges: így működik",
  walletNotFound: "a tárca nem található",
  submitting: "Bejelentkezés…",
  signInOnServer: "A szerver saját oldalán jelentkezik be, majd bejelentkezve tér vissza ide.",
  incorrectPassword: "hibás jelszó",
  userNotFound: "a felhasználó nem található",
  invalidSignature: "érvénytelen aláírás",
  invalidInviteCode: "érvénytelen meghívókód",
  userAlreadyExists: "a felhasználó már létezik",
} satisfies NamespaceTranslation<"auth">;

export default auth;
