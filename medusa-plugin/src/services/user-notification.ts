export { UserNotificationService as default } from "../modules/notifications";
