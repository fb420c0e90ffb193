// Words of the direct messages page: the conversations and the reply form.
export default {
  title: "Direct messages",
  empty: "No direct messages yet",
  // {names}: the other people in the conversation, e.g. "@bob, @carol"
  with: "With {names}",
  onlyYou: "Only you",
  unread: "Unread",
  reply: "Reply",
  replyTo: "Reply to {names}",
  send: "Send",
  sending: "Sending…",
  sent: "Message sent",
  showMore: "Show more conversations",
  openThread: "Open the conversation",
} as const;
