import type { NamespaceTranslation } from "../partial";

const proofs = {
  title: "اتصال کلید رمزنگاری",
  intro: "با امضای یک پیام با کلید ed25519 خود، ثابت کنید که مالک آن هستید. سپس این کلید در نمایهٔ شما نمایش داده می‌شود.",
  step1: "گام ۱: کلید عمومی شما",
  tool: "ابزار امضا",
  createKey: "یک کلید بسازید و کلید عمومی آن را نمایش دهید:",
  publicKey: "کلید عمومی",
  publicKeyHint: "محتوای فایل کلید عمومی یا فقط خط دوم آن را بچسبانید.",
  invalidKey: "این یک کلید عمومی ed25519 از minisign یا signify نیست.",
  generate: "ساخت پیام",
  didMismatch: "سرور برای کلید دیگری پاسخ داد. چیزی امضا نشد؛ لطفاً دوباره تلاش کنید.",
  step2: "گام ۲: امضای پیام",
  message: "پیام برای امضا",
  signCommand: "با این دستور امضا کنید:",
  signature: "امضا",
  signatureHint: "محتوای فایل امضا یا فقط خط دوم آن را بچسبانید.",
  invalidSignature: "این یک امضای minisign یا signify نیست.",
  prehashed: "این امضا از هش پیام ساخته شده است. با دستور بالا امضا کنید (minisign به گزینهٔ ‎-l نیاز دارد).",
  mismatch: "امضا با این کلید و پیام مطابقت ندارد. بررسی کنید که پیام بالا را با کلید گام ۱ امضا کرده باشید.",
  submit: "ارسال",
  startOver: "شروع دوباره",
  linked: "کلید متصل شد",
  ethereumTitle: "اتصال نشانی Ethereum",
  ethereumIntro: "با کیف پول Ethereum خود پیامی را امضا کنید تا نشانی آن در نمایه‌تان نمایش داده شود.",
  ethereumButton: "اتصال نشانی Ethereum",
  walletNotDetected: "کیف پول Ethereum شناسایی نشد",
  ethereumLinked: "نشانی Ethereum متصل شد",
  renewVerification: "تمدید تأیید",
  claimCheck: {
    meaning: "کیف پول شما از شما می‌خواهد این بیانیه را امضا کنید: حساب {account} و نشانی Ethereum {address} متعلق به یک نفر هستند. فقط اگر هر دو مال شماست امضا کنید.",
    openWallet: "باز کردن کیف پول",
    unreadable: "سرور خواست بیانیه‌ای امضا شود که این برنامه نمی‌تواند آن را بخواند، پس چیزی امضا نشد.",
  },
} satisfies NamespaceTranslation<"proofs">;

export default proofs;
