export { ChatService as default, WAITING_FOR_ANSWER } from "../modules/chats";
