import type { BaseTranslation } from "../i18n-types";
import about from "./about";
import accounts from "./accounts";
import auth from "./auth";
import common from "./common";
import compose from "./compose";
import content from "./content";
import errors from "./errors";
import extras from "./extras";
import favourites from "./favourites";
import feeds from "./feeds";
import frame from "./frame";
import gallery from "./gallery";
import groups from "./groups";
import interactions from "./interactions";
import invoices from "./invoices";
import landing from "./landing";
import messages from "./messages";
import notifications from "./notifications";
import payments from "./payments";
import post from "./post";
import postTools from "./postTools";
import profile from "./profile";
import profileEdit from "./profileEdit";
import profileLists from "./profileLists";
import profileMenu from "./profileMenu";
import proofs from "./proofs";
import reading from "./reading";
import relationships from "./relationships";
import search from "./search";
import serverSignIn from "./serverSignIn";
import settings from "./settings";
import shell from "./shell";
import shortcuts from "./shortcuts";
import subscriptionSettings from "./subscriptionSettings";
import subscriptions from "./subscriptions";
import timeline from "./timeline";
import wallets from "./wallets";

// One file per feature, so features can grow their own keys without touching each other's.
const en = {
  about,
  accounts,
  auth,
  common,
  compose,
  content,
  errors,
  extras,
  favourites,
  feeds,
  frame,
  gallery,
  groups,
  interactions,
  invoices,
  landing,
  messages,
  notifications,
  payments,
  post,
  postTools,
  profile,
  profileEdit,
  profileLists,
  profileMenu,
  proofs,
  reading,
  relationships,
  search,
  serverSignIn,
  settings,
  shell,
  shortcuts,
  subscriptionSettings,
  subscriptions,
  timeline,
  wallets,
} satisfies BaseTranslation;

export default en;
