import type { NamespaceTranslation } from "../partial";

const frame = {
  nav: {
    favourites: "Kedvelt bejegyzések",
    messages: "Közvetlen üzenetek",
    groups: "Csoportok",
    adminAccounts: "Helyi fiókok",
  },
} satisfies NamespaceTranslation<"frame">;

export default frame;
