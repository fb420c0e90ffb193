// Signing in with a wallet: the Monero fields and the Ethereum help page, loaded with them.
export default {
  moneroAddress: "Monero address",
  moneroAddressHint: "Your wallet's primary address.",
  moneroMessage: "Message to sign",
  moneroMessageHint: "Sign this message with your Monero wallet, then paste the signature below.",
  moneroSignature: "Signature",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "This server lets you register and sign in with an Ethereum wallet instead of a password. Your wallet address identifies your account; you prove it is yours by signing a short message.",
  ethereumHelp2: "Install a browser wallet that supports the standard provider interface (EIP-1193), such as a wallet browser extension, then come back and choose Ethereum on the sign-in form.",
  ethereumHelp3: "Signing the message costs nothing and sends no transaction: it only shows that you control the address.",
  backToSignIn: "Back to sign in",
  ethereumLinks: {
    learnMore: "Learn more",
    wallets: "Choose an Ethereum wallet",
    metamask: "MetaMask, a browser wallet",
    exchanges: "Exchanges that do not ask for identity documents",
    privacy: "Privacy Guides: keeping cryptocurrency private",
  },
  ethereumNotOffered: "This server does not offer signing in with an Ethereum wallet: the sign-in page shows the ways it does offer.",
} as const;
