// The profile's payment parts in one chunk (they are needed together, by a profile with payment options or a
// subscription): loaded by profile-parts.ts.
export { PaymentOptions } from "./PaymentOptions";
export { SubscribeButton } from "./SubscribeButton";
