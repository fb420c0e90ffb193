export default {
  title: "About",
  administeredBy: "Administered by",
  technicalInfo: "Technical information",
  serverVersion: "Server version: {version}",
  clientVersion: "Web client version: {version}",
  unknownVersion: "unknown",
  back: "Back",
  instance: {
    blockedTitle: "Blocked servers",
    noneBlocked: "This server blocks no other servers.",
    // {comment}: the reason the admins gave
    reason: "Reason: {comment}",
    activeUsers: "Active users this month: {count:number}",
  },
} as const;
