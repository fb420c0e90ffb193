// Subscription settings and a subscriber's details (with the form that grants access by hand). Their own
// namespace: the subscription page does not load these words.
export default {
  // Subscription settings
  settingsTitle: "Manage subscriptions",
  enabled: "Subscriptions are enabled",
  notEnabled: "Subscriptions are not enabled",
  subscriberCount: "{count:number} subscriber{{s}}",
  subscriptionPageLink: "Your subscription page",
  editSettings: "Edit settings",
  priceLabel: "Price (XMR per month)",
  payoutAddress: "Payout address",
  payoutAddressHint: "Your Monero address. Payments are forwarded to it.",
  priceInvalid: "Enter a price greater than zero.",
  addressRequired: "Enter a payout address.",
  enableSubscriptions: "Enable subscriptions",
  saveSettings: "Save settings",
  saved: "Subscription settings saved",
  moneroNotConfigured: "Monero payments are not configured on this instance.",
  // Subscriber details
  subscriberTitle: "Subscriber details",
  subscriptionExpiresOn: "Subscription expires on {date}",
  subscriptionExpiredOn: "Subscription expired on {date}",
  notSubscribedYet: "Not subscribed yet",
  grantAccess: "Grant subscription access",
  grantDuration: "Duration",
  grantUnit: "Unit",
  unitMonths: "Months",
  unitDays: "Days",
  grant: "Grant",
  granting: "Granting…",
  granted: "Subscription access granted",
} as const;
