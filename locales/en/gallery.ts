export default {
  galleryTitle: "Gallery of {name}",
  galleryBack: "Back to the profile",
  viewPost: "View post",
  noMedia: "No media found",
} as const;
