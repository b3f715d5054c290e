export { ChatService as default } from "../modules/chats";
