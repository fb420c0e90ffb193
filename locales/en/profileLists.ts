export default {
  showMoreProfiles: "Show more profiles",
  noProfiles: "No profiles found",
  expiresOn: "Expires on {date}",
} as const;
