export { ChatNotificationService as default } from "../modules/chats";
