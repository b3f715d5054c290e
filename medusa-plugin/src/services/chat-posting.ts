export { ChatPostingService as default } from "../modules/chats";
