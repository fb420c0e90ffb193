import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "نشانی Monero",
  moneroAddressHint: "نشانی اصلی کیف پول شما.",
  moneroMessage: "پیام برای امضا",
  moneroMessageHint: "این پیام را با کیف پول Monero خود امضا کنید و سپس امضا را در کادر زیر بچسبانید.",
  moneroSignature: "امضا",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "در این سرور می‌توانید به‌جای گذرواژه، با کیف پول Ethereum ثبت‌نام کنید و وارد شوید. نشانی کیف پول، حساب شما را مشخص می‌کند و با امضای یک پیام کوتاه ثابت می‌کنید که این نشانی متعلق به شماست.",
  ethereumHelp2: "یک کیف پول مرورگر نصب کنید که از رابط استاندارد provider (EIP-1193) پشتیبانی کند، مانند افزونهٔ کیف پول برای مرورگر؛ سپس برگردید و در فرم ورود، Ethereum را انتخاب کنید.",
  ethereumHelp3: "امضای پیام هزینه‌ای ندارد و هیچ تراکنشی ارسال نمی‌کند؛ فقط نشان می‌دهد که این نشانی در اختیار شماست.",
  backToSignIn: "بازگشت به صفحهٔ ورود",
  ethereumLinks: {
    learnMore: "بیشتر بدانید",
    wallets: "یک کیف پول اتریوم انتخاب کنید",
    metamask: "MetaMask، کیف پول مرورگر",
    exchanges: "صرافی‌هایی که مدارک هویتی نمی‌خواهند",
    privacy: "Privacy Guides: حریم خصوصی در رمزارزها",
  },
  ethereumNotOffered: "این سرور ورود با کیف پول اتریوم را ارائه نمی‌دهد: صفحهٔ ورود روش‌هایی را که ارائه می‌دهد نشان می‌دهد.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
