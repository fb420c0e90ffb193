import type { NamespaceTranslation } from "../partial";

const wallets = {
  moneroAddress: "Monero 地址",
  moneroAddressHint: "你的钱包主地址。",
  moneroMessage: "待签名消息",
  moneroMessageHint: "请用你的 Monero 钱包签署此消息，然后将签名粘贴到下方。",
  moneroSignature: "签名",
  ethereumTitle: "Ethereum",
  ethereumHelp1: "此服务器支持使用 Ethereum 钱包代替密码进行注册和登录。你的钱包地址用于识别你的账号；通过签署一条简短消息，你可以证明该地址属于你。",
  ethereumHelp2: "请安装支持标准提供者接口（EIP-1193）的浏览器钱包，例如钱包浏览器扩展，然后返回登录页面并选择 Ethereum。",
  ethereumHelp3: "签署消息不收取任何费用，也不会发送任何交易：它只用于证明你控制着该地址。",
  backToSignIn: "返回登录",
  ethereumLinks: {
    learnMore: "了解更多",
    wallets: "选择以太坊钱包",
    metamask: "MetaMask 浏览器钱包",
    exchanges: "无需身份证件的交易所",
    privacy: "Privacy Guides：加密货币与隐私",
  },
  ethereumNotOffered: "此服务器不支持使用以太坊钱包登录：登录页面会列出它支持的方式。",
} satisfies NamespaceTranslation<"wallets">;

export default wallets;
