import { test } from "node:test";
import assert from "node:assert/strict";
import { checksumAddress } from "../../../src/lib/wallet";

// The test vectors of EIP-55 itself.
const VECTORS = [
  "0x52908400098527886E0F7030069857D2E4169EE7",
  "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
  "0xde709f2102306220921060314715629080e2fb77",
  "0x27b1fdb04752bbc536007a920d24acb045561c26",
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

test("EIP-55: every vector of the EIP, from its lowercase and uppercase forms", () => {
  for (const vector of VECTORS) {
    assert.equal(checksumAddress(vector.toLowerCase()), vector);
    assert.equal(checksumAddress(`0x${vector.slice(2).toUpperCase()}`), vector);
  }
});

test("EIP-55: anything that is not a 20-byte hex address is left as it is", () => {
  for (const odd of ["", "0x1234", "5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", "0xZZaeb6053f3e94c9b9a09f33669435e7ef1beaed"]) {
    assert.equal(checksumAddress(odd), odd);
  }
});
