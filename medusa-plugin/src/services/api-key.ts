export { ApiKeyService as default } from "../modules/api-keys";
