// Talks to a browser wallet (EIP-1193). Loaded only when a wallet method is used.
import { keccak_256 } from "@noble/hashes/sha3.js";

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider;
  }
}

export class WalletNotFoundError extends Error {
  constructor() {
    super("wallet not found");
  }
}

/** EIP-1193 code 4001: the person declined in the wallet. */
const isRejection = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === 4001;

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55: the address with each letter upper-cased where the keccak-256 hash of the lowercase hex has a nibble of
 * 8 or more. Wallets often return lowercase addresses; strict EIP-4361 parsers (the ones servers use) accept only
 * this form in the message. Anything that is not a 20-byte hex address is returned unchanged.
 */
export function checksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) return address;
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = "0x";
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

export async function requestAccount(): Promise<string> {
  const wallet = window.ethereum;
  if (!wallet) throw new WalletNotFoundError();
  let accounts: unknown;
  try {
    accounts = await wallet.request({ method: "eth_requestAccounts" });
  } catch (error) {
    if (isRejection(error)) throw new WalletNotFoundError();
    throw error;
  }
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== "string" || !first) throw new WalletNotFoundError();
  return first;
}

function toHex(text: string): string {
  return "0x" + Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** EIP-191 personal signature; null when the person rejects the request (a silent cancel). */
export async function personalSign(address: string, message: string): Promise<string | null> {
  const wallet = window.ethereum;
  if (!wallet) throw new WalletNotFoundError();
  try {
    const signature = await wallet.request({ method: "personal_sign", params: [toHex(message), address] });
    return typeof signature === "string" ? signature : null;
  } catch (error) {
    if (isRejection(error)) return null;
    throw error;
  }
}
