import type { NamespaceTranslation } from "../partial";

const serverSignIn = {
  title: "Prijava s svojim strežnikom",
  intro: "Imate račun na drugem strežniku, združljivem z Mastodonom? Prijavite se tam in ga uporabljajte tukaj.",
  name: "Vaš strežnik",
  nameHint: "Njegovo ime, na primer example.social, ali vaš naslov, na primer @vi@example.social.",
  submit: "Naprej na vaš strežnik",
  going: "Odpiranje vašega strežnika …",
} satisfies NamespaceTranslation<"serverSignIn">;

export default serverSignIn;
