import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Adresa Monero",
  moneroAddressHint: "Primární adresa vaší peněženky.",
  moneroMessage: "Zpráva k podepsání",
  moneroMessageHint: "Podepište tuto zprávu svou peněženkou Monero a podpis pak vložte níže.",
  moneroSignature: "Podpis",
  ethereumTitle: "Ethereum",
  ethereumHelp1:
    "Na tomto serveru se můžete místo hesla registrovat a přihlašovat peněženkou Ethereum. Adresa peněženky identifikuje váš účet; že patří vám, prokážete podepsáním krátké zprávy.",
  ethereumHelp2:
    "Nainstalujte si peněženku do prohlížeče, která podporuje standardní rozhraní poskytovatele (EIP-1193), například jako rozšíření prohlížeče. Pak se sem vraťte a v přihlašovacím formuláři zvolte Ethereum.",
  ethereumHelp3: "Podepsání zprávy nic nestojí a neodesílá žádnou transakci: pouze prokazuje, že adresu ovládáte.",
  backToSignIn: "Zpět na přihlášení",
  ethereumLinks: {
    learnMore: "Více informací",
    wallets: "Vyberte si ethereovou peněženku",
    metamask: "MetaMask, peněženka v prohlížeči",
    exchanges: "Směnárny, které nevyžadují doklady totožnosti",
    privacy: "Privacy Guides: soukromí u kryptoměn",
  },
  ethereumNotOffered: "Tento server nenabízí přihlášení peněženkou Ethereum: přihlašovací stránka ukazuje způsoby, které nabízí.",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
