// The chat module's public surface: what other domains, loaders and services/ may import.
export { default as ChatNotificationService } from "./chat-notification-service";
export { default as ChatPostingService } from "./chat-posting-service";
export { default as ChatService } from "./chat-service";
export { WAITING_FOR_ANSWER } from "./data-access";
export { chatsRouter } from "./router";
export { chatMailDelayMs } from "./rules";
export { registerChatSubject } from "./subjects";
export type {
  ChatDetail,
  ChatListItem,
  ChatMessageView,
  ChatReceiver,
  ChatSubjectContext,
  ChatSubjectKind,
  ChatViewer,
} from "./types";
