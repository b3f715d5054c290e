export { default } from "../modules/retours/retour-service";
