export default {
  galleryTitle: "Gallery of {name}",
  galleryBack: "Back to the profile",
  viewPost: "View post",
  noMedia: "No media found",
  openImage: "Open image: {description}",
  image: "Image",
  sensitiveContent: "Sensitive content: show",
} as const;
