import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "ورود با سرور خودتان",
  intro: "در سرور دیگری که با ماستودون سازگار است حساب دارید؟ آنجا وارد شوید و از آن اینجا استفاده کنید.",
  name: "سرور شما",
  nameHint: "نام آن، مانند example.social، یا نشانی کاربری شما، مانند @you@example.social.",
  submit: "ادامه به سرور شما",
  going: "در حال باز کردن سرور شما…",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
