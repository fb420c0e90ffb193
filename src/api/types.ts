// Entity types, named in one place so that the rest of the app never spells out the generated paths.
import type { components } from "./schema.gen";

type Schemas = components["schemas"];

export type Account = Schemas["Account"];
export type CredentialAccount = Schemas["CredentialAccount"];
export type AccountSource = Schemas["AccountSource"];
export type Role = Schemas["Role"];
export type Permission = Schemas["Permission"];
export type Field = Schemas["Field"];
export type PaymentOption = Schemas["PaymentOption"];
export type PaymentLink = Schemas["PaymentLink"];
export type MoneroSubscriptionPayment = Schemas["MoneroSubscriptionPayment"];
export type MentionPolicy = Schemas["MentionPolicy"];
export type AuthenticationMethod = Schemas["AuthenticationMethod"];
export type ProofType = Schemas["ProofType"];
export type ProfileUpdate = Schemas["ProfileUpdate"];
export type Relationship = Schemas["Relationship"];
export type Aliases = Schemas["Aliases"];
export type IdentityClaim = Schemas["IdentityClaim"];

export type TokenRequest = Schemas["TokenRequest"];
export type Token = Schemas["Token"];

export type Visibility = Schemas["Visibility"];
export type DefaultVisibility = Schemas["DefaultVisibility"];
export type PostContentType = Schemas["PostContentType"];
export type Status = Schemas["Status"];
export type StatusPleroma = Schemas["StatusPleroma"];
export type LinkedPost = Schemas["LinkedPost"];
export type EmojiReaction = Schemas["EmojiReaction"];
export type StatusTombstone = Schemas["StatusTombstone"];
export type StatusSource = Schemas["StatusSource"];
export type StatusCreate = Schemas["StatusCreate"];
export type StatusEdit = Schemas["StatusEdit"];
export type PreviewResult = Schemas["PreviewResult"];
export type Poll = Schemas["Poll"];
export type PollOption = Schemas["PollOption"];
export type Attachment = Schemas["Attachment"];
export type Mention = Schemas["Mention"];
export type Tag = Schemas["Tag"];
export type CustomEmoji = Schemas["CustomEmoji"];

export type Notification = Schemas["Notification"];
export type Marker = Schemas["Marker"];
export type Markers = Schemas["Markers"];

export type List = Schemas["List"];
export type SearchResults = Schemas["SearchResults"];

// The contact account is kept as the server sent it: its reader (readAccount, with the people code) loads with the
// about page that shows it, not at boot on every page (the landing page's bytes).
export type Instance = Omit<Schemas["Instance"], "contact_account"> & { contact_account: unknown };
export type BlockchainInfo = Schemas["BlockchainInfo"];

export type SubscriptionOption = Schemas["SubscriptionOption"];
export type Subscription = Schemas["Subscription"];
export type SubscriptionDetails = Schemas["SubscriptionDetails"];
export type Invoice = Schemas["Invoice"];
export type InvoiceStatus = Invoice["status"];

export type ErrorBody = Schemas["Error"];
