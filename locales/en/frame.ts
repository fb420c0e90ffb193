// Words of the signed-in frame that the entry does not carry (the shell's are there for every visitor too): the
// sidebar's places beyond the first screens and the admin's account list (also that page's title).
export default {
  nav: {
    favourites: "Liked posts",
    messages: "Direct messages",
    groups: "Groups",
    adminAccounts: "Local accounts",
  },
} as const;
