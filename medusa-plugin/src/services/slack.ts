export { default } from "../lib/slack";
