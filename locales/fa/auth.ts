import type { NamespaceTranslation } from "../partial";

const auth = {
  explore: "کاوش",
  signIn: "ورود",
  signUp: "ثبت‌نام",
  toSignUp: "هنوز حساب ندارید؟",
  toSignIn: "از قبل حساب دارید؟",
  formTitleSignIn: "ورود به {instance}",
  formTitleSignUp: "ساخت حساب در {instance}",
  method: "روش ورود",
  methodPassword: "گذرواژه",
  methodEthereum: "Ethereum",
  methodMonero: "Monero",
  username: "نام کاربری",
  usernameSuffix: "@{domain}",
  username_only_letters: "فقط حروف، اعداد، خط تیره و زیرخط مجاز است.",
  password: "گذرواژه",
  inviteCode: "کد دعوت",
  inviteCodeHint: "این سرور حساب جدید را فقط با دعوت‌نامه می‌پذیرد.",
  ethereumHint: "از شما خواسته می‌شود پیامی را با کیف پول مرورگرتان امضا کنید.",
  ethereumHelpLink: "به کیف پول Ethereum نیاز دارید: چگونه کار می‌کند؟",
  walletNotFound: "کیف پول پیدا نشد",
  submitting: "در حال ورود…",
  signInOnServer: "در صفحهٔ خود این سرور وارد می‌شوید و سپس وارد‌شده به اینجا برمی‌گردید.",
  incorrectPassword: "گذرواژه نادرست است",
  userNotFound: "کاربر پیدا نشد",
  invalidSignature: "امضا نامعتبر است",
  invalidInviteCode: "کد دعوت نامعتبر است",
  userAlreadyExists: "این کاربر از قبل وجود دارد",
} satisfies NamespaceTranslation<"auth">;

export default auth;
