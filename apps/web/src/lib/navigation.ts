// The sidebar and the route guards read the access table of packages/domain (ACCESS), the same
// table the server's procedure builders and REST routes use.
export { type AreaName, areasFor } from "@platform/domain";
