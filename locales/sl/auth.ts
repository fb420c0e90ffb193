import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "Razišči",
  signIn: "Prijava",
  signUp: "Registracija",
  toSignUp: "Še nimate računa?",
  toSignIn: "Že imate račun?",
  formTitleSignIn: "Prijava v {instance}",
  formTitleSignUp: "Ustvarite račun na {instance}",
  method: "Način prijave",
  methodPassword: "Geslo",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "Uporabniško ime",
  usernameSuffix: "@{domain}",
  username_only_letters: "Dovoljene so samo črke, številke, vezaji in podčrtaji.",
  password: "Geslo",
  inviteCode: "Koda povabila",
  inviteCodeHint: "Ta strežnik sprejema nove račune samo na povabilo.",
  ethereumHint: "Pozvani boste, da z denarnico v brskalniku podpišete sporočilo.",
  ethereumHelpLink: "Potrebujete denarnico Ethereum: kako to deluje",
  walletNotFound: "denarnice ni mogoče najti",
  submitting: "Prijavljanje …",
  signInOnServer: "Prijavite se na lastni strani tega strežnika in se nato prijavljeni vrnete sem.",
  incorrectPassword: "napačno geslo",
  userNotFound: "uporabnika ni mogoče najti",
  invalidSignature: "neveljaven podpis",
  invalidInviteCode: "neveljavna koda povabila",
  userAlreadyExists: "uporabnik že obstaja",
} satisfies NamespaceTranslation<"auth">;

export default auth;
