export default {
  title: "About",
  administeredBy: "Administered by",
  technicalInfo: "Technical information",
  serverVersion: "Server version: {version}",
  clientVersion: "Web client version: {version}",
  unknownVersion: "unknown",
  back: "Back",
} as const;
