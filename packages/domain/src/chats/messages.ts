export const CHAT_MESSAGES = {
  emptyMessage: "chats:errors.emptyMessage",
  sendFailed: "chats:errors.sendFailed",
  notFound: "chats:errors.notFound",
  receiverInvalid: "chats:errors.receiverInvalid",
  receiverNotAssigned: "chats:errors.receiverNotAssigned",
  subjectNotFound: "chats:errors.subjectNotFound",
  tooLong: "chats:errors.tooLong",
  closed: "chats:errors.closed",
  tooManyImages: "uploads:errors.tooManyImages",
} as const;
