import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Monero-cím",
  moneroAddressHint: "A tárcád elsődleges címe.",
  moneroMessage: "Aláírandó üzenet",
  moneroMessageHint: "Írd alá ezt az üzenetet a Monero-tárcáddal, majd illeszd be alább az aláírást.",
  moneroSignature: "Aláírás",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "Ezen a szerveren jelszó helyett Ethereum-tárcával is regisztrálhatsz és bejelentkezhetsz. A tárcád címe azonosítja a fiókodat; azzal bizonyítod, hogy a tiéd, hogy aláírsz egy rövid üzenetet.",
  ethereumHelp2: "Telepíts egy böngészős tárcát, amely támogatja a szabványos szolgáltatói felületet (EIP-1193), például egy tárca-bővítményt, majd térj vissza, és válaszd az Ethereumot a bejelentkezési űrlapon.",
  ethereumHelp3: "Az üzenet aláírása ingyenes, és nem küld tranzakciót: csak azt mutatja, hogy te rendelkezel a cím felett.",
  backToSignIn: "Vissza a bejelentkezéshez",
  ethereumLinks: {
    learnMore: "További információ",
    wallets: "Ethereum-tárca választása",
    metamask: "MetaMask, böngészős tárca",
    exchanges: "Személyazonosító okmányt nem kérő tőzsdék",
    privacy: "Privacy Guides: adatvédelem kriptovalutákkal",
  },
  ethereumNotOffered: "Ez a szerver nem kínál bejelentkezést Ethereum-tárcával: a bejelentkezési oldal mutatja, milyen módokat kínál.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
